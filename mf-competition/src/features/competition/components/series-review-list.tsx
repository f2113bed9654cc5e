import { Drawer, Spin, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateRange, formatDateTime, LOADING_TEXT, statusOptions } from 'shared';
import { StatusFilter, StatusTag } from 'shared/antd';
import { getSeriesReviewList } from '../api/series-filing';
import type { CompetitionListItem, CompetitionSeries, SeriesReviewListQuery } from '../api/types';
import { hostColumns, statusColumn, typeColumn } from './competition-columns';
import { SERIES_STATUS } from './competition-status';
import { PendingReviewList, useReviewListState } from './pending-review-list';
import { FilingReviewModal } from './review-modal';
import { SeriesDescriptions } from './series-descriptions';
import { useSeriesMembers } from './use-series-members';

// a filed series is never 未报备 again
const REVIEW_STATUS = Object.fromEntries(Object.entries(SERIES_STATUS).filter(([k]) => k !== 'draft')) as typeof SERIES_STATUS;

const memberColumns: TableColumnsType<CompetitionListItem> = [
  { title: '赛事名称', dataIndex: 'name', key: 'name' },
  typeColumn,
  { title: '运动项目', dataIndex: 'sport', key: 'sport', render: (v: string) => v || '-' },
  { title: '举办时间', key: 'dates', render: (_: unknown, c: CompetitionListItem) => formatDateRange(c.start_at, c.end_at) },
  { title: '地点', dataIndex: 'location', key: 'location', render: (v: string) => v || '-' },
  statusColumn('报备状态'),
];

/** The filed series with its competitions: what the platform approves or rejects with it. */
function SeriesDrawer({ series, onClose }: { series: CompetitionSeries | null; onClose: () => void }) {
  const members = useSeriesMembers(series);
  return (
    <Drawer open={series !== null} onClose={onClose} title={series?.name ?? '系列详情'} size={760} destroyOnHidden>
      {series ? <SeriesDescriptions series={series} /> : null}
      <h4 style={{ marginTop: 16 }}>系列中的赛事</h4>
      {members === null ? <Spin description={LOADING_TEXT} /> : <Table<CompetitionListItem> rowKey="id" size="small" dataSource={members} columns={memberColumns} pagination={false} />}
    </Drawer>
  );
}

/**
 * 系列报备审核 (a tab of 报备审核, platform admin): the filed series, 待审核 first; 查看 (the series and its
 * competitions), 通过 (its competitions filed with it are published) and 驳回 (with a reason; they are rejected too).
 */
export function SeriesReviewList() {
  const { version, viewing, closeViewing, actionsColumn, modal } = useReviewListState<CompetitionSeries>((s) => s.name);
  const columns: TableColumnsType<CompetitionSeries> = [
    { title: '系列名称', dataIndex: 'name', key: 'name' },
    typeColumn,
    ...hostColumns(true),
    { title: '赛事数', dataIndex: 'competition_count', key: 'count' },
    { title: '报备时间', dataIndex: 'filed_at', key: 'filed_at', render: (v: string | null) => (v ? formatDateTime(v) : '-') },
    { title: '报备状态', dataIndex: 'status', key: 'status', render: (s: CompetitionSeries['status']) => <StatusTag status={s} map={SERIES_STATUS} /> },
    actionsColumn,
  ];

  return (
    <>
      <PendingReviewList<CompetitionSeries, SeriesReviewListQuery>
        title="系列报备审核"
        fetcher={getSeriesReviewList}
        columns={columns}
        version={version}
        filters={<StatusFilter options={statusOptions(REVIEW_STATUS)} />}
      />
      <SeriesDrawer series={viewing} onClose={closeViewing} />
      <FilingReviewModal subject="series" {...modal} />
    </>
  );
}
