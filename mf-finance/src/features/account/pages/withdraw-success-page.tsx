import { useCallback } from 'react';
import { Button, Card, Result, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LOADING_TEXT, formatAmount } from 'shared';
import { formatCardNumber } from 'shared/rules';
import { getWithdrawals } from '../api/get-withdrawals';
import type { WithdrawItem } from '../api/types';
import { NoInstitution } from '../components/no-institution';
import { useAccountInstitution } from '../components/use-institution';
import { useResource } from '../../../components/use-resource';
import { ACCOUNT_INFO_PATH, WITHDRAW_RECORD_PATH } from '../paths';

const TITLE = '提现成功';

/** 提现成功 (AccountWithdrawSuccess): the withdrawal just asked for (`withdraw_no`), its amount and when it arrives. */
export const WithdrawSuccessPage = observer(function WithdrawSuccessPage() {
  const institution = useAccountInstitution();
  const [search] = useSearchParams();
  const withdrawNo = search.get('withdraw_no') ?? '';
  if (!institution.id) return <NoInstitution title={TITLE} />;
  return <WithdrawSuccess institutionId={institution.id} withdrawNo={withdrawNo} />;
});

function WithdrawSuccess({ institutionId, withdrawNo }: { institutionId: number; withdrawNo: string }) {
  const navigate = useNavigate();
  // the newest withdrawals of the institution hold the one just asked for
  const [found] = useResource(
    useCallback(
      () => getWithdrawals({ institution_id: institutionId, start: 0, count: 100 }).then((page) => page.list.find((w) => w.withdraw_no === withdrawNo) ?? null),
      [institutionId, withdrawNo],
    ),
  );
  if (found.state === 'loading') return <Card title={TITLE}>{LOADING_TEXT}</Card>;
  const item: WithdrawItem | null = found.state === 'ready' ? found.data : null;
  return (
    <Card title={TITLE} variant="borderless">
      <Result
        status="success"
        title="提现申请已提交"
        subTitle={
          item ? (
            <Space orientation="vertical" size={2}>
              <span>提现金额：{formatAmount(item.amount_cents)}</span>
              <span>
                收款账户：{item.bank_name} {formatCardNumber(item.card_number)}（{item.account_name}）
              </span>
              <span>提现单号：{item.withdraw_no}</span>
              <span>平台审核后打款，预计 1–3 个工作日到账</span>
            </Space>
          ) : (
            <span>提现单号：{withdrawNo || '-'}。平台审核后打款，预计 1–3 个工作日到账</span>
          )
        }
        extra={[
          <Button key="records" type="primary" onClick={() => navigate(WITHDRAW_RECORD_PATH)}>
            查看提现记录
          </Button>,
          <Button key="home" onClick={() => navigate(ACCOUNT_INFO_PATH)}>
            返回资金账户
          </Button>,
        ]}
      />
    </Card>
  );
}

export default WithdrawSuccessPage;
