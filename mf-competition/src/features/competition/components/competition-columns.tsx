import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateRange } from 'shared';
import { institutionColumns, ListPage, StatusTag, type ListPageProps } from 'shared/antd';
import { getCompetitionList } from '../api/get-competition-list';
import type { Competition, CompetitionListItem, CompetitionListQuery, CompetitionStatus, CompetitionType } from '../api/types';
import { canFileStatus, canWithdrawStatus } from './competition-rules';
import { COMPETITION_STATUS, COMPETITION_TYPE } from './competition-status';
import { GrantedTag } from './granted-tag';
import { HistoryDrawer } from './history-drawer';
import { useCompetitionActions } from './use-competition-actions';

type Column<T> = TableColumnsType<T>[number];

/** The name column of a competition list (赛事名称, 比赛名称 …), marked 授权管理 when granted; `link` wraps the name. */
export const nameColumn = (title: string, link?: (name: string, c: CompetitionListItem) => ReactNode): Column<CompetitionListItem> => ({
  title,
  dataIndex: 'name',
  key: 'name',
  render: (name: string, c: CompetitionListItem) => (
    <>
      {link ? link(name, c) : name}
      <GrantedTag competition={c} />
    </>
  ),
});

/** 类型: 比赛 or 活动. */
export const typeColumn = { title: '类型', dataIndex: 'c_type', key: 'c_type', render: (t: CompetitionType) => <StatusTag status={t} map={COMPETITION_TYPE} /> };

export const sportColumn = { title: '运动项目', dataIndex: 'sport', key: 'sport', render: (v: string) => v || '-' };

/** 主办机构, shown to the platform admin only (who sees every institution's competitions). */
export const hostColumns = (isAdmin: boolean) => institutionColumns(isAdmin, '主办机构');

export const datesColumn = { title: '举办时间', key: 'dates', render: (_: unknown, c: Competition) => formatDateRange(c.start_at, c.end_at) };

/** The competition status (状态, 报备状态). */
export const statusColumn = (title = '状态') => ({ title, dataIndex: 'status', key: 'status', render: (s: CompetitionStatus) => <StatusTag status={s} map={COMPETITION_STATUS} /> });

/**
 * The row actions shared by the competition lists of an institution (赛事列表, 比赛报备): 报备 and 撤回 when the status
 * allows (each confirmed), 状态历史 (a drawer, rendered once as `drawer`); `version` changes after every change,
 * for the list to be read again.
 */
export function useFilingRows() {
  const [version, setVersion] = useState(0);
  const [history, setHistory] = useState<Competition | null>(null);
  const actions = useCompetitionActions(() => setVersion((v) => v + 1));
  const filingButtons = (c: Competition) => (
    <>
      {canFileStatus(c.status) ? (
        <Button type="link" size="small" onClick={() => void actions.file(c)}>
          报备
        </Button>
      ) : null}
      {canWithdrawStatus(c.status) ? (
        <Button type="link" size="small" onClick={() => void actions.withdraw(c)}>
          撤回
        </Button>
      ) : null}
    </>
  );
  const historyButton = (c: Competition) => (
    <Button type="link" size="small" onClick={() => setHistory(c)}>
      状态历史
    </Button>
  );
  const drawer = <HistoryDrawer competition={history} onClose={() => setHistory(null)} />;
  return { version, actions, filingButtons, historyButton, drawer };
}

/** A list of GET /competition/list (赛事列表, 比赛/活动报备), starting without filters. */
export function CompetitionList<V extends object>(props: Omit<ListPageProps<CompetitionListItem, CompetitionListQuery, V>, 'fetcher' | 'rowKey' | 'initialValues'>) {
  return <ListPage<CompetitionListItem, CompetitionListQuery, V> {...props} fetcher={getCompetitionList} rowKey="id" initialValues={{}} />;
}
