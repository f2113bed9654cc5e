import { useCallback } from 'react';
import { Button, Card, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';
import { AccountCharts } from 'shared/antd';
import { getAccountBalance } from '../api/get-account-balance';
import { getAccountStats } from '../api/get-account-stats';
import { BalanceCards } from '../components/balance-cards';
import { NoInstitution } from '../components/no-institution';
import { SettleList } from '../components/settle-list';
import { useAccountInstitution } from '../components/use-institution';
import { useResource } from '../../../components/use-resource';
import { FLOW_RECORD_PATH, PAYOUT_ACCOUNT_PATH, RECHARGE_PATH, WITHDRAW_PATH, WITHDRAW_RECORD_PATH } from '../paths';

const TITLE = '资金账户';

/**
 * 资金账户 (AccountInfo): the active institution's balances (待结算收入, 可提现余额, 提现中, 账户余额, 累计已提现), the ways
 * on (申请提现, 充值, 资金流水, 提现记录, 收款账户), its income, refunds and withdrawals by month and by competition, and 结算明细.
 */
export const AccountInfoPage = observer(function AccountInfoPage() {
  const institution = useAccountInstitution();
  if (!institution.id) return <NoInstitution title={TITLE} />;
  // a new active institution starts the page afresh
  return <AccountInfo key={institution.id} institutionId={institution.id} />;
});

function AccountInfo({ institutionId }: { institutionId: number }) {
  const navigate = useNavigate();
  const [balance] = useResource(useCallback(() => getAccountBalance(institutionId), [institutionId]));
  const [stats] = useResource(useCallback(() => getAccountStats(institutionId), [institutionId]));

  const actions = (
    <Space wrap>
      <Button type="primary" onClick={() => navigate(WITHDRAW_PATH)}>
        申请提现
      </Button>
      <Button onClick={() => navigate(RECHARGE_PATH)}>充值</Button>
      <Button onClick={() => navigate(FLOW_RECORD_PATH)}>资金流水</Button>
      <Button onClick={() => navigate(WITHDRAW_RECORD_PATH)}>提现记录</Button>
      <Button onClick={() => navigate(PAYOUT_ACCOUNT_PATH)}>收款账户</Button>
    </Space>
  );

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={balance.state === 'ready' ? `${TITLE}（${balance.data.institution_name}）` : TITLE} extra={actions} variant="borderless">
        {balance.state === 'loading' ? LOADING_TEXT : balance.state === 'failed' ? EMPTY_TEXT : <BalanceCards balance={balance.data} />}
      </Card>
      {stats.state === 'ready' ? <AccountCharts stats={stats.data} /> : <Card variant="borderless">{stats.state === 'loading' ? LOADING_TEXT : EMPTY_TEXT}</Card>}
      <SettleList institutionId={institutionId} />
    </Space>
  );
}

export default AccountInfoPage;
