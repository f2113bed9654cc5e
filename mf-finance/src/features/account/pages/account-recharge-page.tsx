import { useCallback } from 'react';
import { Button, Card, Descriptions } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { formatAmount, LOADING_TEXT } from 'shared';
import { getAccountBalance } from '../api/get-account-balance';
import { NoInstitution } from '../components/no-institution';
import { TopUpForm } from '../components/top-up-form';
import { useAccountInstitution } from '../components/use-institution';
import { useResource } from '../../../components/use-resource';
import { ACCOUNT_INFO_PATH } from '../paths';

const TITLE = '充值';

/** 充值 (AccountRecharge): tops up the institution's 账户余额 (used to pay with 账户余额, e.g. live packages). */
export const AccountRechargePage = observer(function AccountRechargePage() {
  const institution = useAccountInstitution();
  if (!institution.id) return <NoInstitution title={TITLE} />;
  return <Recharge key={institution.id} institutionId={institution.id} />;
});

function Recharge({ institutionId }: { institutionId: number }) {
  const navigate = useNavigate();
  const [balance] = useResource(useCallback(() => getAccountBalance(institutionId), [institutionId]));
  return (
    <Card title={TITLE} extra={<Button onClick={() => navigate(ACCOUNT_INFO_PATH)}>返回资金账户</Button>} variant="borderless">
      <Descriptions column={1} bordered size="middle" style={{ maxWidth: 420, marginBottom: 24 }}>
        <Descriptions.Item label="充值机构">{balance.state === 'ready' ? balance.data.institution_name : LOADING_TEXT}</Descriptions.Item>
        <Descriptions.Item label="当前账户余额">{balance.state === 'ready' ? formatAmount(balance.data.wallet_cents) : '-'}</Descriptions.Item>
      </Descriptions>
      <TopUpForm institutionId={institutionId} />
    </Card>
  );
}

export default AccountRechargePage;
