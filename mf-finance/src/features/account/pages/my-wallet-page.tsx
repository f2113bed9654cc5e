import { useCallback, useRef } from 'react';
import { Card, Space, Statistic } from 'antd';
import { EMPTY_TEXT, LOADING_TEXT, formatAmount } from 'shared';
import { FLOW_COLUMNS, FlowExportButton, FlowFilterItems, ListPage, flowQuery, type FlowFilterValues } from 'shared/antd';
import { createWalletFlowExport } from '../api/flow-export';
import { getWallet } from '../api/get-wallet';
import { getWalletFlows } from '../api/get-wallet-flows';
import type { AccountFlow, WalletFlowQuery } from '../api/types';
import { TopUpForm } from '../components/top-up-form';
import { useResource } from '../../../components/use-resource';

/**
 * 我的钱包 (MyWallet): a personal user's 账户余额 (it pays sign-up fees and bookings at the cashier), 充值 (a top-up
 * order paid at the cashier) and the wallet's flows (GET /account/flow_list).
 */
export function MyWalletPage() {
  const [wallet] = useResource(getWallet);
  // the query of the list as last fetched: what 导出 exports
  const current = useRef<WalletFlowQuery>({});
  const fetcher = useCallback((query: WalletFlowQuery) => {
    current.current = query;
    return getWalletFlows(query);
  }, []);
  const exportWallet = useCallback(() => {
    const { kind, from, to } = current.current;
    return createWalletFlowExport({ kind, from, to });
  }, []);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title="我的钱包" variant="borderless">
        <Space size={48} wrap align="start">
          <section aria-label="账户余额">
            <Statistic title="账户余额" value={wallet.state === 'ready' ? formatAmount(wallet.data.balance_cents) : wallet.state === 'loading' ? LOADING_TEXT : EMPTY_TEXT} />
          </section>
          <TopUpForm />
        </Space>
      </Card>
      <ListPage<AccountFlow, WalletFlowQuery, FlowFilterValues>
        title="余额流水"
        fetcher={fetcher}
        extra={<FlowExportButton start={exportWallet} />}
        rowKey="id"
        columns={FLOW_COLUMNS}
        toQuery={flowQuery}
        initialValues={{}}
        filters={<FlowFilterItems />}
      />
    </Space>
  );
}

export default MyWalletPage;
