import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Space } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime } from 'shared';
import { matchEditRecordTitle } from 'shared/rules';
import { StatusTag } from 'shared/antd';
import { getCompetitionHistory } from '../api/get-competition-history';
import type { CompetitionDetail, CompetitionStatusChange } from '../api/types';
import { CompetitionChangeAlert } from '../components/competition-change-alert';
import { canFileStatus, canWithdrawStatus } from '../components/competition-rules';
import { COMPETITION_STATUS } from '../components/competition-status';
import { HistoryTimeline } from '../components/history-timeline';
import { useManagedCompetition } from '../components/match-management-layout';
import { useCompetitionActions } from '../components/use-competition-actions';

/** What the platform needs before a filing (the server checks the same, server/src/access/competitions.ts). */
function missingForFiling(d: CompetitionDetail): string[] {
  const missing: string[] = [];
  if (!d.name.trim()) missing.push('赛事名称');
  if (!d.sport.trim()) missing.push('运动项目');
  if (!d.location.trim()) missing.push('举办地点');
  return missing;
}

const EXPLAIN: Record<CompetitionDetail['status'], string> = {
  draft: '尚未报备。报备后由平台审核，审核通过即在官网发布。',
  pending: '已提交报备，等待平台审核；审核期间不能修改基本信息，可以撤回。',
  approved: '报备已通过，已在官网发布。修改名称、封面、简介须经平台审核，审核通过后在官网更新。',
  rejected: '报备被驳回，请按驳回原因修改后重新报备。',
  withdrawn: '报备已撤回，可以修改后重新报备。',
};

/**
 * 报备 of one competition (MatchEditRecord: `…/record`, record_type 1, and `…/Active`, record_type 2): its filing
 * state, what is missing, 提交报备 / 撤回报备 and the history. Title per spec §2.7: record_type 2 with query type
 * 2 or 3 → 活动报备, otherwise 比赛报备 (the competition's c_type stands in for a missing query).
 */
export function MatchFilingPage({ recordType }: { recordType: 1 | 2 }) {
  const { detail, reload, version } = useManagedCompetition();
  const [params] = useSearchParams();
  const { title } = matchEditRecordTitle(recordType, params.get('type') ?? detail.c_type);
  const actions = useCompetitionActions(() => void reload());
  const [lastReview, setLastReview] = useState<CompetitionStatusChange | null>(null);

  useEffect(() => {
    let live = true;
    getCompetitionHistory(detail.id)
      .then((r) => live && setLastReview([...r.list].reverse().find((h) => h.to_status === 'rejected' || h.to_status === 'approved') ?? null))
      .catch(() => live && setLastReview(null));
    return () => {
      live = false;
    };
  }, [detail.id, version]);

  const missing = missingForFiling(detail);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <CompetitionChangeAlert detail={detail} onChanged={() => void reload()} />
      <Card title={title} size="small">
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'status', label: '报备状态', children: <StatusTag status={detail.status} map={COMPETITION_STATUS} /> },
            { key: 'explain', label: '说明', children: EXPLAIN[detail.status] },
            ...(lastReview
              ? [
                  {
                    key: 'review',
                    label: lastReview.to_status === 'rejected' ? '驳回原因' : '审核结果',
                    children: `${lastReview.reason || (lastReview.to_status === 'approved' ? '审核通过' : '-')}（${lastReview.actor_name || '平台'}，${formatDateTime(lastReview.at)}）`,
                  },
                ]
              : []),
          ]}
        />
        {canFileStatus(detail.status) && missing.length > 0 ? (
          <Alert style={{ marginTop: 12 }} type="warning" showIcon title={`报备前请在基本信息中填写：${missing.join('、')}`} />
        ) : null}
        <Space style={{ marginTop: 12 }}>
          {canFileStatus(detail.status) ? (
            <Button type="primary" onClick={() => void actions.file(detail)}>
              提交报备
            </Button>
          ) : null}
          {canWithdrawStatus(detail.status) ? <Button onClick={() => void actions.withdraw(detail)}>撤回报备</Button> : null}
        </Space>
      </Card>
      <Card title="报备记录" size="small">
        <HistoryTimeline competitionId={detail.id} version={version} />
      </Card>
    </Space>
  );
}

export const MatchRecordFilingRoute = () => <MatchFilingPage recordType={1} />;
export const MatchActiveFilingRoute = () => <MatchFilingPage recordType={2} />;
