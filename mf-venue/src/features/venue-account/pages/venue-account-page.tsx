import { useEffect, useState } from 'react';
import { Card, Result, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { EMPTY_TEXT, LOADING_TEXT, useSession } from 'shared';
import { membershipManages } from 'shared/rules';
import { AccountCharts } from 'shared/antd';
import { getAccountBalance } from '../api/get-account-balance';
import { getAccountStats } from '../api/get-account-stats';
import type { AccountBalance, AccountStats } from '../api/types';
import { VenueBalances } from '../components/venue-balances';
import { VenueFlows } from '../components/venue-flows';

const TITLE = '订场账户';

type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/** One read of the page, again for another institution (failed: the shared client showed why). */
function useLoad<T>(institutionId: number, fetch: (id: number) => Promise<T>): Load<T> {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  useEffect(() => {
    let alive = true;
    setLoad({ state: 'loading' });
    fetch(institutionId)
      .then((data) => alive && setLoad({ state: 'ready', data }))
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, [institutionId, fetch]);
  return load;
}

/**
 * 订场账户 (AccountHome, /admin/venueAccount): the venue operator's money from court bookings — its balances, income,
 * refunds and withdrawals by month and per venue (shared/charts), and the flows of each account.
 */
export const VenueAccountPage = observer(function VenueAccountPage() {
  const session = useSession();
  const active = session.activeInstitution;
  if (session.isPerson || !active || !membershipManages(active.institution_id)) {
    return (
      <Card title={TITLE} variant="borderless">
        <Result status="info" title="当前账号没有可管理的场馆机构" subTitle="订场账户属于场馆运营机构：请切换到您管理的机构后再查看。" />
      </Card>
    );
  }
  return <VenueAccount key={active.institution_id} institutionId={active.institution_id} />;
});

function VenueAccount({ institutionId }: { institutionId: number }) {
  const balance = useLoad<AccountBalance>(institutionId, getAccountBalance);
  const stats = useLoad<AccountStats>(institutionId, getAccountStats);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={balance.state === 'ready' ? `${TITLE}（${balance.data.institution_name}）` : TITLE} variant="borderless">
        {balance.state === 'ready' ? <VenueBalances balance={balance.data} /> : balance.state === 'loading' ? LOADING_TEXT : EMPTY_TEXT}
      </Card>
      {stats.state === 'ready' ? <AccountCharts stats={stats.data} byCompetitionTitle="订场与赛事收入与退款" /> : <Card variant="borderless">{stats.state === 'loading' ? LOADING_TEXT : EMPTY_TEXT}</Card>}
      <VenueFlows institutionId={institutionId} />
    </Space>
  );
}

export default VenueAccountPage;
