import { useEffect, useState } from 'react';
import { Alert, Button, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatDateTime } from 'shared';
import { institutionColumns, StatusTag, useConfirm, useRowActions } from 'shared/antd';
import { deleteLiveRoom, endLiveRoom, getLiveQuota, startLiveRoom, type LiveQuota, type LiveRoom, type LiveStatus } from '../api/live-admin';
import { LiveRoomList, LiveStatusFilter } from '../components/live-room-list';
import { LIVE_STATUS, isPublicRoom, publicLiveHref } from '../components/live-status';
import { RoomFormModal } from '../components/room-form-modal';
import { StreamInfoModal } from '../components/stream-info-modal';
import { ROOM_VISIBILITY_COLUMN } from '../components/room-visibility';
import { useLiveInstitution } from '../components/use-live-institution';

/**
 * 直播计划 (PlanLiveList): the institution's rooms not yet ended (未开始, 直播中): 新建 (uses a paid package's
 * quota), 编辑, 开始直播 / 结束直播, 推流信息 (copy push and play addresses), 删除.
 */
export const PlanLivePage = observer(function PlanLivePage() {
  const { isAdmin, institutionId } = useLiveInstitution();
  return <PlanTable key={institutionId ?? 'admin'} isAdmin={isAdmin} institutionId={institutionId} />;
});

function PlanTable({ isAdmin, institutionId }: { isAdmin: boolean; institutionId?: number }) {
  const confirm = useConfirm();
  const { version, reload, act } = useRowActions();
  const [quota, setQuota] = useState<LiveQuota | null>(null);
  const [editing, setEditing] = useState<LiveRoom | null | undefined>(undefined);
  const [info, setInfo] = useState<LiveRoom | null>(null);

  useEffect(() => {
    if (institutionId) getLiveQuota(institutionId).then(setQuota, () => setQuota(null));
  }, [institutionId, version]);

  const columns: TableColumnsType<LiveRoom> = [
    {
      title: '直播标题',
      dataIndex: 'title',
      key: 'title',
      render: (title: string, r: LiveRoom) => (
        <Space orientation="vertical" size={0}>
          {isPublicRoom(r) ? (
            <a href={publicLiveHref(r.id)} target="_blank" rel="noreferrer">
              {title}
            </a>
          ) : (
            title
          )}
          {r.competition_name ? <span style={{ color: '#8c8c8c', fontSize: 12 }}>{r.competition_name}</span> : null}
        </Space>
      ),
    },
    ...institutionColumns(isAdmin),
    {
      title: '计划时间',
      key: 'schedule',
      render: (_: unknown, r: LiveRoom) => `${formatDateTime(r.scheduled_start)} ~ ${formatDateTime(r.scheduled_end)}`,
    },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: LiveStatus) => <StatusTag status={s} map={LIVE_STATUS} /> },
    ROOM_VISIBILITY_COLUMN,
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, r: LiveRoom) => (
        <Space size={4} wrap>
          {r.status === '未开始' ? (
            <Button type="link" size="small" onClick={() => act(() => startLiveRoom(r.id), '直播已开始')} aria-label={`开始直播 ${r.title}`}>
              开始直播
            </Button>
          ) : (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => confirm({ content: `确定结束「${r.title}」的直播吗？结束后可在已播列表中设置回放。` }, () => act(() => endLiveRoom(r.id), '直播已结束'))}
              aria-label={`结束直播 ${r.title}`}
            >
              结束直播
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setInfo(r)} aria-label={`推流信息 ${r.title}`}>
            推流信息
          </Button>
          <Button type="link" size="small" onClick={() => setEditing(r)} aria-label={`编辑 ${r.title}`}>
            编辑
          </Button>
          {r.status === '未开始' ? (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => confirm({ content: `确定删除「${r.title}」吗？未开播的直播删除后退回场次额度。`, danger: true }, () => act(() => deleteLiveRoom(r.id), '已删除'))}
              aria-label={`删除 ${r.title}`}
            >
              删除
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      {institutionId && quota ? (
        quota.remaining > 0 ? (
          <Alert type="info" showIcon style={{ marginBottom: 16 }} title={`直播场次：共 ${quota.total} 场，已用 ${quota.used} 场，剩余 ${quota.remaining} 场`} />
        ) : (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={`直播场次额度不足（共 ${quota.total} 场，已用 ${quota.used} 场）`}
            action={<Link to="/admin/live/BuyLiveIndex">购买直播</Link>}
          />
        )
      ) : null}
      <LiveRoomList
        title="直播计划"
        phase="plan"
        institutionId={institutionId}
        columns={columns}
        version={version}
        extra={
          institutionId ? (
            <Button type="primary" onClick={() => setEditing(null)} disabled={quota !== null && quota.remaining <= 0}>
              新建直播
            </Button>
          ) : null
        }
        filters={<LiveStatusFilter statuses={['未开始', '直播中']} width={130} />}
      />
      <RoomFormModal
        open={editing !== undefined}
        institutionId={editing?.institution_id ?? institutionId ?? 0}
        room={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
      <StreamInfoModal room={info} onClose={() => setInfo(null)} />
    </>
  );
}

export default PlanLivePage;
