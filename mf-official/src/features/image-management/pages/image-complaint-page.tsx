import { useState } from 'react';
import { App, Button, Image, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime, statusOptions, useUiStore } from 'shared';
import { ListPage, ReviewModal, StatusFilter, StatusTag } from 'shared/antd';
import { getReports, handleReport, type PhotoReport, type PhotoStatus, type ReportStatus } from '../api/images';
import { PHOTO_STATUS, REPORT_STATUS } from '../components/status';

type Filters = { status?: ReportStatus };
type Target = { report: PhotoReport; action: 'take_down' | 'restore' | 'dismiss' };

const ACTION = {
  take_down: { title: '下架照片', ok: '下架', label: '下架原因', done: '已下架，照片不再公开' },
  restore: { title: '恢复照片', ok: '恢复', label: '备注', done: '已恢复，照片重新公开' },
  dismiss: { title: '驳回投诉', ok: '驳回', label: '驳回原因', done: '已驳回投诉' },
} as const;

/**
 * 图片投诉 (imagecomplaint, /admin/image/complaint, platform admin): complaints visitors filed about album photos,
 * 待处理 first (report_photo_count). 下架 hides the photo and stops serving its image to the public; 恢复 brings a
 * taken-down photo back; 驳回 dismisses the complaint. 下架 and 驳回 need a reason; every action is recorded.
 */
export default function ImageComplaintPage() {
  const { message } = App.useApp();
  const ui = useUiStore();
  const [version, setVersion] = useState(0);
  const [target, setTarget] = useState<Target | null>(null);

  const columns: TableColumnsType<PhotoReport> = [
    { title: '照片', key: 'photo', render: (_: unknown, r) => <Image src={r.photo_url} alt={`被投诉照片 ${r.id}`} width={96} height={64} style={{ objectFit: 'cover' }} /> },
    { title: '相册', key: 'album', render: (_: unknown, r) => (r.album_title ? `${r.album_title}${r.competition_name ? `（${r.competition_name}）` : ''}` : '-') },
    { title: '投诉原因', dataIndex: 'category', key: 'category', render: (v: string) => v || '-' },
    { title: '投诉说明', dataIndex: 'reason', key: 'reason', render: (v: string) => v || '-' },
    { title: '投诉人', key: 'reporter', render: (_: unknown, r) => `${r.reporter || '游客'}${r.contact ? `（${r.contact}）` : ''}` },
    { title: '投诉时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    { title: '处理状态', dataIndex: 'status', key: 'status', render: (s: ReportStatus) => <StatusTag status={s} map={REPORT_STATUS} /> },
    { title: '照片状态', dataIndex: 'photo_status', key: 'photo_status', render: (s: PhotoStatus) => <StatusTag status={s} map={PHOTO_STATUS} /> },
    {
      title: '处理记录',
      key: 'handled',
      render: (_: unknown, r) => (r.handled_at ? `${r.handled_by} ${formatDateTime(r.handled_at)}${r.handle_reason ? `：${r.handle_reason}` : ''}` : '-'),
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={4}>
          {r.status === 'pending' ? (
            <>
              <Button type="link" size="small" danger aria-label={`下架 投诉${r.id}`} onClick={() => setTarget({ report: r, action: 'take_down' })}>
                下架
              </Button>
              <Button type="link" size="small" aria-label={`驳回 投诉${r.id}`} onClick={() => setTarget({ report: r, action: 'dismiss' })}>
                驳回
              </Button>
            </>
          ) : null}
          {r.status === 'taken_down' ? (
            <Button type="link" size="small" aria-label={`恢复 投诉${r.id}`} onClick={() => setTarget({ report: r, action: 'restore' })}>
              恢复
            </Button>
          ) : null}
          {r.status === 'dismissed' || r.status === 'restored' ? '-' : null}
        </Space>
      ),
    },
  ];

  const spec = target ? ACTION[target.action] : ACTION.take_down;
  return (
    <>
      <ListPage<PhotoReport, Filters, Filters>
        key={version}
        title="图片投诉"
        fetcher={getReports}
        rowKey="id"
        columns={columns}
        initialValues={{ status: 'pending' }}
        filters={<StatusFilter label="处理状态" options={statusOptions(REPORT_STATUS)} />}
      />
      <ReviewModal
        open={target !== null}
        action={target?.action === 'restore' ? 'approve' : 'reject'}
        title={spec.title}
        okText={spec.ok}
        reasonLabel={spec.label}
        reasonPlaceholder={target?.action === 'take_down' ? '请说明下架的原因，例如：涉及个人隐私' : '请说明驳回投诉的原因'}
        noteLabel="备注"
        description={
          target?.action === 'take_down'
            ? `下架后，照片不再在官网相册显示，图片地址也不再对公众提供。投诉原因：${target.report.category}`
            : target?.action === 'restore'
              ? '恢复后，照片重新在官网相册中显示。'
              : `驳回后，照片保持公开。投诉原因：${target?.report.category ?? ''}`
        }
        onCancel={() => setTarget(null)}
        onSubmit={async (reason) => {
          if (!target) return;
          await handleReport({ id: target.report.id, action: target.action, reason });
          message.success(ACTION[target.action].done);
          setTarget(null);
          setVersion((v) => v + 1);
          ui.requestCountsReload();
        }}
      />
    </>
  );
}
