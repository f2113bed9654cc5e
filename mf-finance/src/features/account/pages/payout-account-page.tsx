import { useCallback, useState } from 'react';
import { Alert, App, Button, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { formatDateTime, PAYOUT_ACCOUNT_STATE_TAG } from 'shared';
import { formatCardNumber, PAYOUT_MSG, payoutUsableFromText, type PayoutAccountState } from 'shared/rules';
import { ListPage, StatusTag } from 'shared/antd';
import { getPayoutAccounts } from '../api/get-payout-accounts';
import { removePayoutAccount } from '../api/remove-payout-account';
import type { PayoutAccount, PayoutAccountQuery } from '../api/types';
import { NoInstitution } from '../components/no-institution';
import { PayoutAccountModal } from '../components/payout-account-modal';
import { useAccountInstitution } from '../components/use-institution';
import { useMayManagePayout } from '../components/use-payout-access';
import { ACCOUNT_INFO_PATH } from '../paths';

const TITLE = '收款账户';

/** What a row shows of its state: 待验证 / 冷静期 with when it becomes usable (the server's `usable`) / 可用. */
function StateCell({ account }: { account: PayoutAccount }) {
  const state: PayoutAccountState = account.usable ? 'usable' : account.status === 'active' ? 'cooling' : account.status;
  return (
    <Space orientation="vertical" size={0}>
      <StatusTag status={state} map={PAYOUT_ACCOUNT_STATE_TAG} />
      {state === 'cooling' && account.usable_from ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {payoutUsableFromText(account.usable_from)}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

/**
 * 收款账户 (AccountPayoutAccounts): the active institution's bank accounts a withdrawal may go to (GET
 * /admin/payout_account). Its owner adds one (添加收款账户 → the 收款账户验证码), verifies a pending one and removes
 * one; every manager sees the list. A confirmed account is usable one day later ("可于 … 起使用").
 */
export const PayoutAccountPage = observer(function PayoutAccountPage() {
  const institution = useAccountInstitution();
  const mayManage = useMayManagePayout(institution.id);
  if (!institution.id) return <NoInstitution title={TITLE} />;
  return <PayoutAccounts key={institution.id} institution={institution} mayManage={mayManage} />;
});

function PayoutAccounts({ institution, mayManage }: { institution: { id: number; name: string }; mayManage: boolean }) {
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [target, setTarget] = useState<'add' | PayoutAccount | null>(null);
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const fetcher = useCallback((query: PayoutAccountQuery) => getPayoutAccounts({ ...query, institution_id: institution.id }), [institution.id]);

  const remove = (account: PayoutAccount) =>
    modal.confirm({
      title: '删除收款账户',
      content: `确定删除收款账户 ${account.bank_name} ${formatCardNumber(account.card_number)}？删除后不能再提现到该账户，已提交的提现不受影响。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await removePayoutAccount(account.id);
          message.success('收款账户已删除');
          reload();
        } catch {
          // shown by the shared client
        }
      },
    });

  const columns: TableColumnsType<PayoutAccount> = [
    { title: '开户银行', dataIndex: 'bank_name', key: 'bank_name' },
    { title: '银行账号', dataIndex: 'card_number', key: 'card_number', render: (v: string) => formatCardNumber(v) },
    { title: '收款户名', dataIndex: 'account_name', key: 'account_name' },
    { title: '状态', key: 'state', render: (_: unknown, a) => <StateCell account={a} /> },
    { title: '添加时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    ...(mayManage
      ? [
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, a: PayoutAccount) => (
              <Space>
                {a.status === 'pending' ? (
                  <Button type="link" size="small" onClick={() => setTarget(a)} aria-label={`验证收款账户 ${formatCardNumber(a.card_number)}`}>
                    验证
                  </Button>
                ) : null}
                <Button type="link" size="small" danger onClick={() => remove(a)} aria-label={`删除收款账户 ${formatCardNumber(a.card_number)}`}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {mayManage ? null : <Alert type="info" showIcon title={PAYOUT_MSG.forbidden} />}
      <ListPage<PayoutAccount, PayoutAccountQuery>
        // a change (added, verified, removed) reads the list again
        key={version}
        title={`${TITLE}（${institution.name}）`}
        fetcher={fetcher}
        rowKey="id"
        columns={columns}
        extra={
          <Space>
            {mayManage ? (
              <Button type="primary" onClick={() => setTarget('add')}>
                添加收款账户
              </Button>
            ) : null}
            <Button onClick={() => navigate(ACCOUNT_INFO_PATH)}>返回资金账户</Button>
          </Space>
        }
      />
      <PayoutAccountModal institution={institution} target={target} onClose={() => setTarget(null)} onChanged={reload} />
    </Space>
  );
}

export default PayoutAccountPage;
