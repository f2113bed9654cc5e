import { useEffect, useState } from 'react';
import { Drawer, Result, Spin, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { LOADING_TEXT, useSession } from 'shared';
import { getCompetitionDetail } from '../api/get-competition-detail';
import { getReviewList } from '../api/get-review-list';
import type { Competition, CompetitionDetail, ReviewListQuery } from '../api/types';
import { ChangeReviewList } from '../components/change-review-list';
import { datesColumn, hostColumns, sportColumn, statusColumn, typeColumn } from '../components/competition-columns';
import { CompetitionDescriptions } from '../components/competition-descriptions';
import { COMPETITION_STATUS } from '../components/competition-status';
import { HistoryTimeline } from '../components/history-timeline';
import { PendingReviewList, useReviewListState } from '../components/pending-review-list';
import { FilingReviewModal } from '../components/review-modal';
import { SeriesReviewList } from '../components/series-review-list';
import { StatusTypeFilterItems } from '../components/status-type-filter-items';

// A filed competition is never a draft again.
const REVIEW_STATUS = Object.fromEntries(Object.entries(COMPETITION_STATUS).filter(([k]) => k !== 'draft')) as typeof COMPETITION_STATUS;

function DetailDrawer({ competition, onClose }: { competition: Competition | null; onClose: () => void }) {
  const [detail, setDetail] = useState<CompetitionDetail | null>(null);
  useEffect(() => {
    let live = true;
    setDetail(null);
    if (competition) {
      getCompetitionDetail(competition.id)
        .then((d) => live && setDetail(d))
        .catch(() => live && onClose());
    }
    return () => {
      live = false;
    };
  }, [competition, onClose]);
  return (
    <Drawer open={competition !== null} onClose={onClose} title={competition?.name ?? '赛事详情'} size={760} destroyOnHidden>
      {competition && !detail ? <Spin description={LOADING_TEXT} /> : null}
      {detail ? (
        <Tabs
          items={[
            { key: 'base', label: '基本信息', children: <CompetitionDescriptions detail={detail} /> },
            { key: 'history', label: '状态历史', children: <HistoryTimeline competitionId={detail.id} /> },
          ]}
        />
      ) : null}
    </Drawer>
  );
}

/**
 * 报备审核 (MatchReviewList, platform admin): filed matches and activities, 待审核 first; view, 通过, 驳回 — in the
 * second tab 系列报备审核 (a series filed with its competitions, docs/series.md), and in the third 信息变更审核:
 * changes of approved ones' name, cover and introduction (shown on the public site only once approved).
 */
export const MatchReviewListPage = observer(function MatchReviewListPage() {
  const session = useSession();
  if (!session.isAdmin) return <Result status="403" title="只有平台管理员可以审核报备" />;
  return (
    <Tabs
      items={[
        { key: 'filing', label: '报备审核', children: <ReviewList /> },
        { key: 'series', label: '系列报备审核', children: <SeriesReviewList /> },
        { key: 'change', label: '信息变更审核', children: <ChangeReviewList /> },
      ]}
    />
  );
});

function ReviewList() {
  const { version, viewing, closeViewing, actionsColumn, modal } = useReviewListState<Competition>();
  const columns: TableColumnsType<Competition> = [
    { title: '赛事名称', dataIndex: 'name', key: 'name' },
    typeColumn,
    ...hostColumns(true),
    sportColumn,
    datesColumn,
    statusColumn(),
    actionsColumn,
  ];

  return (
    <>
      <PendingReviewList<Competition, ReviewListQuery> title="报备审核" fetcher={getReviewList} columns={columns} version={version} filters={<StatusTypeFilterItems statuses={REVIEW_STATUS} />} />
      <DetailDrawer competition={viewing} onClose={closeViewing} />
      <FilingReviewModal {...modal} />
    </>
  );
}

export default MatchReviewListPage;
