import { useParams } from 'react-router-dom';
import { App, Form, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { http, REVIEW_STATUS, statusOptions } from 'shared';
import { CHECK_IN_EVIDENCE_TEXT, CHECK_IN_STATUSES, formatPace, type CheckInStatus } from 'shared/rules';
import { KeywordFilter, ListPage, ReviewActions, StatusFilter, StatusTag, useRowActions } from 'shared/antd';
import { getCheckInRecords } from '../api/check-ins';
import type { CheckInRecord, CheckInRecordQuery } from '../api/types';

interface FilterValues {
  status?: CheckInStatus;
  flagged?: 0 | 1;
  keyword?: string;
}

const STATUS_MAP = Object.fromEntries(CHECK_IN_STATUSES.map((s) => [s, REVIEW_STATUS[s]!])) as Record<CheckInStatus, { text: string; color: string }>;

const amountText = (r: CheckInRecord) =>
  [r.distance_meters !== null ? `${(r.distance_meters / 1000).toFixed(2)} 公里` : '', r.duration_seconds !== null ? `${Math.round(r.duration_seconds / 60)} 分钟` : '', r.pace_seconds !== null ? `配速 ${formatPace(r.pace_seconds)}` : '']
    .filter(Boolean)
    .join(' · ') || '—';

/**
 * 打卡记录 (ClockRecordList, `…/clock/clockrecordlist`): the activity's records, filtered by status, flagged or not
 * and name; a 待审核 record is approved or rejected (驳回 requires its reason), its flags (配速快于世界纪录, 轨迹与他人
 * 相同, 开始时间不在挑战时间内) shown beside it.
 */
export function CheckInRecordListPage() {
  const competitionId = Number(useParams().id);
  const { message } = App.useApp();
  const { version, reload } = useRowActions();

  const review = async (r: CheckInRecord, action: 'approve' | 'reject', reason: string) => {
    await reviewCheckIn({ id: r.id, action, reason });
    message.success(action === 'approve' ? '已通过' : '已驳回');
    reload();
  };

  const columns: TableColumnsType<CheckInRecord> = [
    { title: '参与者', dataIndex: 'name', key: 'name' },
    { title: '打卡日', dataIndex: 'day', key: 'day' },
    {
      title: '凭证',
      key: 'evidence',
      render: (_: unknown, r) =>
        r.evidence_url ? (
          <a href={r.evidence_url} target="_blank" rel="noreferrer">
            {CHECK_IN_EVIDENCE_TEXT[r.evidence]}
          </a>
        ) : (
          CHECK_IN_EVIDENCE_TEXT[r.evidence]
        ),
    },
    { title: '里程 / 时长', key: 'amount', render: (_: unknown, r) => amountText(r) },
    {
      title: '异常',
      key: 'flags',
      render: (_: unknown, r) =>
        r.flags.length ? (
          <Space orientation="vertical" size={2}>
            {r.flags.map((f) => (
              <Tag key={f} color="volcano">
                {f}
              </Tag>
            ))}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      render: (v: CheckInStatus, r) => (
        <Space orientation="vertical" size={2}>
          <StatusTag status={v} map={STATUS_MAP} />
          {r.review_reason ? (
            <Tooltip title={r.review_reason}>
              <Typography.Text type="secondary">原因：{r.review_reason}</Typography.Text>
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, r) =>
        r.status === 'pending' ? (
          <ReviewActions
            approveTitle={`通过${r.name}的打卡`}
            rejectTitle={`驳回${r.name}的打卡`}
            onApprove={() => review(r, 'approve', '')}
            onReject={(reason) => review(r, 'reject', reason)}
          />
        ) : (
          '—'
        ),
    },
  ];

  return (
    <ListPage<CheckInRecord, CheckInRecordQuery, FilterValues>
      title="打卡记录"
      version={version}
      fetcher={getCheckInRecords}
      rowKey="id"
      columns={columns}
      toQuery={(v) => ({ id: competitionId, status: v.status, flagged: v.flagged, keyword: v.keyword })}
      initialValues={{}}
      filters={
        <>
          <StatusFilter options={statusOptions(STATUS_MAP)} />
          <Form.Item name="flagged" label="异常">
            <Select
              allowClear
              placeholder="全部"
              style={{ width: 130 }}
              options={[
                { value: 1, label: '仅被标记的' },
                { value: 0, label: '全部记录' },
              ]}
            />
          </Form.Item>
          <KeywordFilter placeholder="参与者姓名" />
        </>
      }
    />
  );
}

/** POST /competition/clock/review — 通过 / 驳回 a pending record (驳回 with its reason). */
function reviewCheckIn(body: { id: number; action: 'approve' | 'reject'; reason: string }) {
  return http.post('/competition/clock/review', body);
}

export default CheckInRecordListPage;
