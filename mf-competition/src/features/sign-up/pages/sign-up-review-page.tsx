import { useMemo, useState } from 'react';
import { App, Badge, Button, Card, Result, Space, Spin, Tabs, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { http, LOADING_TEXT, useListQuery, useRootStore } from 'shared';
import { ListTable, ReviewModal } from 'shared/antd';
import { signUpListFetcher } from '../api/get-sign-up-entries';
import type { EntryType, EventItem, ReviewSignUpsPayload, SignUpCustomField, SignUpEntry, SignUpListQuery, SignUpReviewed } from '../api/types';
import { signUpColumnsWithActions } from '../components/sign-up-columns';
import { SignUpDetailDrawer, type DetailTarget } from '../components/sign-up-detail-drawer';
import { SignUpFilters } from '../components/sign-up-filters';
import { useSignUpRequirement } from '../components/use-sign-up-requirement';

/**
 * POST /competition/sign_info/review — 通过 / 驳回 (reason required) of several entries, all or nothing (server:
 * routes/competition/sign-up-entries.ts → services/sign-ups.ts `review`). Only this page reviews entries.
 */
function reviewSignUps(payload: ReviewSignUpsPayload): Promise<SignUpReviewed> {
  return http.post('/competition/sign_info/review', payload);
}

/**
 * 报名审核 (ActivitySignUpApplyList / ActivitySignUpApplyTeamList, `…/signUp_apply`): tabs of individual and team
 * entries waiting for review. After a review the item counts and the shell's badges (msg_count) refresh.
 */
export function SignUpReviewPage() {
  const competitionId = Number(useParams().id);
  const { ui } = useRootStore();
  const { load, reload } = useSignUpRequirement(competitionId);

  if (load.state === 'loading') return <Spin description={LOADING_TEXT} style={{ display: 'block', padding: 48 }} />;
  if (load.state === 'failed') return <Result status="warning" title="报名数据加载失败，请刷新重试" />;
  const { items, settings } = load.requirement;
  const pendingOf = (type: 'individual' | 'team') => items.filter((i) => i.entry_type === type).reduce((n, i) => n + i.pending_count, 0);
  const onReviewed = () => {
    void reload();
    ui.requestCountsReload();
  };

  return (
    <Card title="报名审核" variant="borderless">
      <Tabs
        destroyOnHidden
        items={(['individual', 'team'] as const).map((type) => ({
          key: type,
          label: (
            <Badge count={pendingOf(type)} size="small" offset={[8, 0]}>
              {type === 'team' ? '团队报名' : '个人报名'}
            </Badge>
          ),
          children: <ReviewTab competitionId={competitionId} entryType={type} items={items.filter((i) => i.entry_type === type)} customFields={settings.custom_fields} onReviewed={onReviewed} />,
        }))}
      />
    </Card>
  );
}

export default SignUpReviewPage;

type Query = Omit<SignUpListQuery, 'start' | 'count'>;

/** What 通过 / 驳回 acts on: one entry, or the selected ones (all or nothing). */
interface ReviewTarget {
  ids: number[];
  /** The name of the entry, or e.g. "选中的 3 条报名". */
  label: string;
  action: 'approve' | 'reject';
}

/**
 * One tab: 待审核 (or 候补) entries, row selection with batch 通过 / 驳回 and the single actions, and the review
 * modal (驳回 needs a reason) that posts the review.
 */
function ReviewTab({
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
  const { message } = App.useApp();
  const list = useListQuery<SignUpEntry, Query>(signUpListFetcher(entryType), { initialQuery: { id: competitionId, status: 'pending' } });
  const [selected, setSelected] = useState<SignUpEntry[]>([]);
  const [review, setReview] = useState<ReviewTarget | null>(null);
  const [detail, setDetail] = useState<DetailTarget | null>(null);
  const closeDetail = useMemo(() => () => setDetail(null), []);
  const noun = entryType === 'team' ? '队伍' : '报名';
  const reject = review?.action === 'reject';

  const batch = (action: 'approve' | 'reject') => setReview({ ids: selected.map((e) => e.id), label: `选中的 ${selected.length} 条${noun}`, action });
  const canApproveAll = selected.length > 0 && selected.every((e) => e.status === 'pending');
  const canRejectAll = selected.length > 0 && selected.every((e) => e.status === 'pending' || e.status === 'waiting');

  const submitReview = async (reason: string) => {
    if (!review) return;
    const { count } = await reviewSignUps({ id: competitionId, ids: review.ids, action: review.action, ...(reject ? { reason } : {}) });
    message.success(reject ? `已驳回 ${count} 条报名` : `已通过 ${count} 条报名`);
    setReview(null);
    setSelected([]);
    list.reload();
    onReviewed();
  };

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
      <ReviewModal
        open={review !== null}
        action={review?.action ?? 'approve'}
        title={reject ? '驳回报名' : '通过报名'}
        description={reject ? `驳回${review?.label}，名额将释放给候补。` : `通过${review?.label}，收费项目将生成报名费订单。`}
        maxLength={200}
        reasonPlaceholder="请说明驳回的原因，报名者可以看到"
        onCancel={() => setReview(null)}
        onSubmit={submitReview}
      />
      <SignUpDetailDrawer target={detail} customFields={customFields} onClose={closeDetail} onChanged={() => list.reload()} />
    </>
  );
}
