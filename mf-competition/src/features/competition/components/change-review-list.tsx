import { useState } from 'react';
import { App, Descriptions, Drawer, Image, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime, statusOptions, type StatusMap } from 'shared';
import { REVIEWED_FIELD_LABELS, REVIEWED_FIELDS } from 'shared/rules';
import { ReviewModal, StatusFilter, StatusTag } from 'shared/antd';
import { getChangeList } from '../api/get-change-list';
import { reviewCompetitionChange } from '../api/review-competition-change';
import type { ChangeListQuery, CompetitionChangeItem } from '../api/types';
import { hostColumns, typeColumn } from './competition-columns';
import { PendingReviewList, ReviewRowButtons } from './pending-review-list';
import { SafeHtml } from './safe-html';

type ChangeStatus = CompetitionChangeItem['status'];
export const CHANGE_STATUS: StatusMap<ChangeStatus> = {
  pending: { text: '待审核', color: 'gold' },
  approved: { text: '已通过', color: 'green' },
  rejected: { text: '已驳回', color: 'red' },
  withdrawn: { text: '已撤回', color: 'default' },
};


const changedLabels = (c: CompetitionChangeItem) =>
  REVIEWED_FIELDS.filter((f) => c[f] !== null)
    .map((f) => REVIEWED_FIELD_LABELS[f])
    .join('、');

/** 官网当前 beside 修改后, one row per changed field. */
function ChangeDrawer({ change, onClose }: { change: CompetitionChangeItem | null; onClose: () => void }) {
  const show = (field: (typeof REVIEWED_FIELDS)[number], value: string, alt: string) =>
    field === 'introduction' ? <SafeHtml html={value} /> : field === 'cover' ? value ? <Image src={value} alt={alt} width={140} /> : '（无封面）' : value;
  return (
    <Drawer open={change !== null} onClose={onClose} title={change ? `信息变更：${change.competition_name}` : '信息变更'} size={760} destroyOnHidden>
      {change ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'institution', label: '主办机构', children: change.institution_name },
              { key: 'status', label: '状态', children: <StatusTag status={change.status} map={CHANGE_STATUS} /> },
              { key: 'by', label: '提交', children: `${change.requested_by_name || '-'}，${formatDateTime(change.requested_at)}` },
              ...(change.reason ? [{ key: 'reason', label: '驳回原因', children: change.reason }] : []),
            ]}
          />
          <Descriptions
            bordered
            size="small"
            column={1}
            items={REVIEWED_FIELDS.filter((f) => change[f] !== null).flatMap((f) => [
              { key: `${f}-now`, label: `官网当前${REVIEWED_FIELD_LABELS[f]}`, children: show(f, change.current[f], `官网当前${REVIEWED_FIELD_LABELS[f]}`) },
              { key: `${f}-new`, label: `修改后的${REVIEWED_FIELD_LABELS[f]}`, children: show(f, change[f]!, `修改后的${REVIEWED_FIELD_LABELS[f]}`) },
            ])}
          />
        </Space>
      ) : null}
    </Drawer>
  );
}

/**
 * 信息变更审核 (platform admin): changes of approved competitions' name, cover and introduction, 待审核 first; view
 * them beside the public values, 通过 (the public site shows them) or 驳回 (with a reason).
 */
export function ChangeReviewList() {
  const { message } = App.useApp();
  const [version, setVersion] = useState(0);
  const [viewing, setViewing] = useState<CompetitionChangeItem | null>(null);
  const [review, setReview] = useState<{ change: CompetitionChangeItem; action: 'approve' | 'reject' } | null>(null);

  const columns: TableColumnsType<CompetitionChangeItem> = [
    { title: '赛事名称（官网当前）', dataIndex: 'competition_name', key: 'competition_name' },
    typeColumn,
    ...hostColumns(true),
    { title: '修改内容', key: 'fields', render: (_: unknown, c: CompetitionChangeItem) => changedLabels(c) },
    { title: '提交时间', dataIndex: 'requested_at', key: 'requested_at', render: (v: string) => formatDateTime(v) },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: ChangeStatus) => <StatusTag status={s} map={CHANGE_STATUS} /> },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, c: CompetitionChangeItem) => (
        <ReviewRowButtons pending={c.status === 'pending'} onView={() => setViewing(c)} onReview={(action) => setReview({ change: c, action })} label={`修改 ${c.competition_name}`} />
      ),
    },
  ];

  const reject = review?.action === 'reject';
  return (
    <>
      <PendingReviewList<CompetitionChangeItem, ChangeListQuery>
        title="信息变更审核"
        fetcher={getChangeList}
        columns={columns}
        version={version}
        filters={<StatusFilter options={statusOptions(CHANGE_STATUS)} />}
      />
      <ChangeDrawer change={viewing} onClose={() => setViewing(null)} />
      <ReviewModal
        open={review !== null}
        action={review?.action ?? 'approve'}
        title={reject ? '驳回修改' : '通过修改'}
        description={
          reject
            ? `驳回「${review?.change.competition_name}」的${review ? changedLabels(review.change) : ''}修改，官网不变，机构可修改后重新提交。`
            : `通过后，官网显示「${review?.change.competition_name}」修改后的${review ? changedLabels(review.change) : ''}。`
        }
        reasonPlaceholder="请说明需要修改的地方"
        onCancel={() => setReview(null)}
        onSubmit={async (reason) => {
          if (!review) return;
          await reviewCompetitionChange({ id: review.change.id, action: review.action, reason });
          message.success(reject ? '已驳回' : '已通过，官网已更新');
          setReview(null);
          setVersion((v) => v + 1);
        }}
      />
    </>
  );
}
