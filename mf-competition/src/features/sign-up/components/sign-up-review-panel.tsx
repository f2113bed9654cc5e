import { useMemo, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { useListQuery } from 'shared';
import { ListTable } from 'shared/antd';
import { signUpListFetcher } from '../api/get-sign-up-entries';
import type { EntryType, EventItem, SignUpCustomField, SignUpEntry, SignUpListQuery } from '../api/types';
import { ReviewSignUpsModal, type SignUpReviewTarget } from './review-sign-ups-modal';
import { signUpColumnsWithActions } from './sign-up-columns';
import { SignUpDetailDrawer, type DetailTarget } from './sign-up-detail-drawer';
import { SignUpFilters } from './sign-up-filters';

type Query = Omit<SignUpListQuery, 'start' | 'count'>;

/** One tab of 报名审核: 待审核 (or 候补) entries, row selection with batch 通过 / 驳回 and the single actions. */
export function SignUpReviewPanel({
  competitionId,
  entryType,
  items,
  customFields,
  onReviewed,
}: {
  competitionId: number;
  entryType: EntryType;
  items: EventItem[];
  customFields: SignUpCustomField[];
  onReviewed: () => void;
}) {
  const list = useListQuery<SignUpEntry, Query>(signUpListFetcher(entryType), { initialQuery: { id: competitionId, status: 'pending' } });
  const [selected, setSelected] = useState<SignUpEntry[]>([]);
  const [review, setReview] = useState<SignUpReviewTarget | null>(null);
  const [detail, setDetail] = useState<DetailTarget | null>(null);
  const closeDetail = useMemo(() => () => setDetail(null), []);
  const noun = entryType === 'team' ? '队伍' : '报名';

  const batch = (action: 'approve' | 'reject') => setReview({ ids: selected.map((e) => e.id), label: `选中的 ${selected.length} 条${noun}`, action });
  const canApproveAll = selected.length > 0 && selected.every((e) => e.status === 'pending');
  const canRejectAll = selected.length > 0 && selected.every((e) => e.status === 'pending' || e.status === 'waiting');

  const columns = signUpColumnsWithActions(
    entryType,
    (e) => setDetail({ id: e.id, entryType }),
    (e) => (
      <>
        {e.status === 'pending' ? (
          <Button type="link" size="small" onClick={() => setReview({ ids: [e.id], label: `「${e.entrant_name}」的报名`, action: 'approve' })}>
            通过
          </Button>
        ) : null}
        {e.status === 'pending' || e.status === 'waiting' ? (
          <Button type="link" size="small" danger onClick={() => setReview({ ids: [e.id], label: `「${e.entrant_name}」的报名`, action: 'reject' })}>
            驳回
          </Button>
        ) : null}
      </>
    ),
  );

  return (
    <>
      <SignUpFilters
        items={items}
        statuses={['pending', 'waiting']}
        initialValues={{ status: 'pending' }}
        onSearch={(v) => {
          setSelected([]);
          list.search({ ...v, id: competitionId });
        }}
      />
      <Space style={{ marginBottom: 12 }} wrap>
        <Button type="primary" disabled={!canApproveAll} onClick={() => batch('approve')}>
          批量通过
        </Button>
        <Button danger disabled={!canRejectAll} onClick={() => batch('reject')}>
          批量驳回
        </Button>
        <Typography.Text type="secondary">
          {selected.length > 0 ? `已选 ${selected.length} 条` : '勾选报名后可批量审核'}
          {selected.length > 0 && !canApproveAll ? '（候补中的报名只能驳回）' : ''}
        </Typography.Text>
      </Space>
      <ListTable<SignUpEntry>
        state={list}
        sizeChanger
        onPageChange={() => setSelected([])}
        rowKey="id"
        columns={columns}
        rowSelection={{
          selectedRowKeys: selected.map((e) => e.id),
          onChange: (_keys, rows) => setSelected(rows),
          getCheckboxProps: (e) => ({ disabled: e.status !== 'pending' && e.status !== 'waiting', 'aria-label': `选择${e.entrant_name}` }),
        }}
      />
      <ReviewSignUpsModal
        competitionId={competitionId}
        target={review}
        onClose={() => setReview(null)}
        onDone={() => {
          setReview(null);
          setSelected([]);
          list.reload();
          onReviewed();
        }}
      />
      <SignUpDetailDrawer target={detail} customFields={customFields} onClose={closeDetail} onChanged={() => list.reload()} />
    </>
  );
}
