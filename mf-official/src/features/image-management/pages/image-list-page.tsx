import { useState } from 'react';
import { App, Button, Card, Form, Image, Input, Select, Space, Table, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import { EMPTY_TEXT, LOADING_TEXT, formatDateTime, statusOptions, useListQuery, useUiStore } from 'shared';
import { FilterBar, ListTable, ReviewModal, StatusTag } from 'shared/antd';
import { getImages, getReviewPhotos, hideImage, reviewPhotos, type ManagedImage, type ManagedImageList, type PhotoStatus, type ReviewPhoto } from '../api/images';
import { PHOTO_STATUS, formatSize, labelOfUse } from '../components/status';

/**
 * 图片管理 (imagemangerList, /admin/image/list, platform admin): 待审核 — photos organisers added to albums, 通过 or
 * 驳回 one by one or in a batch (add_photo_count); 全部图片 — every uploaded image by owner institution and use,
 * 下架 (with a reason: no longer served to the public) and 恢复.
 */
export default function ImageListPage() {
  return (
    <Card title="图片管理" variant="borderless">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'review', label: '待审核', children: <PhotoReviewTab /> },
          { key: 'all', label: '全部图片', children: <AllImagesTab /> },
        ]}
      />
    </Card>
  );
}

type ReviewTarget = { ids: number[]; action: 'approve' | 'reject'; label: string };

function PhotoReviewTab() {
  const { message } = App.useApp();
  const ui = useUiStore();
  const [status, setStatus] = useState<PhotoStatus>('pending');
  const state = useListQuery<ReviewPhoto, { status: PhotoStatus }>(getReviewPhotos, { initialQuery: { status: 'pending' } });
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const pending = status === 'pending';

  const columns: TableColumnsType<ReviewPhoto> = [
    { title: '照片', key: 'url', render: (_: unknown, p) => <Image src={p.url} alt={p.title} width={96} height={64} style={{ objectFit: 'cover' }} /> },
    { title: '标题', dataIndex: 'title', key: 'title' },
    { title: '相册', dataIndex: 'album_title', key: 'album_title', render: (v: string) => v || '-' },
    { title: '赛事', dataIndex: 'competition_name', key: 'competition_name', render: (v: string) => v || '-' },
    { title: '所属机构', dataIndex: 'institution_name', key: 'institution_name', render: (v: string) => v || '-' },
    { title: '上传人', dataIndex: 'uploader', key: 'uploader', render: (v: string) => v || '-' },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: PhotoStatus) => <StatusTag status={s} map={PHOTO_STATUS} /> },
    { title: '上传时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, p) =>
        p.status === 'pending' ? (
          <Space size={4}>
            <Button type="link" size="small" aria-label={`通过 ${p.title}`} onClick={() => setTarget({ ids: [p.id], action: 'approve', label: `「${p.title}」` })}>
              通过
            </Button>
            <Button type="link" size="small" danger aria-label={`驳回 ${p.title}`} onClick={() => setTarget({ ids: [p.id], action: 'reject', label: `「${p.title}」` })}>
              驳回
            </Button>
          </Space>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          aria-label="审核状态"
          value={status}
          style={{ width: 130 }}
          options={statusOptions(PHOTO_STATUS)}
          onChange={(v: PhotoStatus) => {
            setStatus(v);
            setSelected([]);
            state.search({ status: v });
          }}
        />
        {pending ? (
          <>
            <Button type="primary" disabled={selected.length === 0} onClick={() => setTarget({ ids: selected, action: 'approve', label: `选中的 ${selected.length} 张照片` })}>
              批量通过
            </Button>
            <Button danger disabled={selected.length === 0} onClick={() => setTarget({ ids: selected, action: 'reject', label: `选中的 ${selected.length} 张照片` })}>
              批量驳回
            </Button>
          </>
        ) : null}
      </Space>
      <Table<ReviewPhoto>
        rowKey="id"
        columns={columns}
        dataSource={state.list}
        rowSelection={pending ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
        loading={{ spinning: state.loading, description: LOADING_TEXT }}
        locale={{ emptyText: state.loading ? LOADING_TEXT : EMPTY_TEXT }}
        scroll={{ x: 'max-content' }}
        pagination={{ current: state.page, pageSize: state.pageSize, total: state.total, showTotal: (t) => `共 ${t} 条`, onChange: state.changePage }}
      />
      <ReviewModal
        open={target !== null}
        action={target?.action ?? 'approve'}
        title={target?.action === 'reject' ? '驳回照片' : '通过照片'}
        description={target?.action === 'reject' ? `驳回${target?.label ?? ''}，照片不会在官网显示。` : `通过${target?.label ?? ''}后，照片将在官网相册中显示。`}
        reasonPlaceholder="请说明驳回的原因"
        noteLabel="备注"
        onCancel={() => setTarget(null)}
        onSubmit={async (reason) => {
          if (!target) return;
          const { ids } = await reviewPhotos({ ids: target.ids, action: target.action, reason });
          message.success(`${target.action === 'reject' ? '已驳回' : '已通过'} ${ids.length} 张照片`);
          setTarget(null);
          setSelected([]);
          state.reload();
          ui.requestCountsReload();
        }}
      />
    </>
  );
}

type ImageFilters = { institution_id?: number; use?: string; hidden?: 0 | 1; keyword?: string };
type HideTarget = { image: ManagedImage; hidden: 0 | 1 };

function AllImagesTab() {
  const { message } = App.useApp();
  const [options, setOptions] = useState<Pick<ManagedImageList, 'uses' | 'institutions'>>({ uses: [], institutions: [] });
  const state = useListQuery<ManagedImage, ImageFilters>(async (query) => {
    const page = await getImages(query);
    setOptions({ uses: page.uses, institutions: page.institutions });
    return page;
  });
  const [target, setTarget] = useState<HideTarget | null>(null);

  const columns: TableColumnsType<ManagedImage> = [
    { title: '图片', key: 'url', render: (_: unknown, m) => <Image src={m.url} alt={m.name} width={96} height={64} style={{ objectFit: 'cover' }} /> },
    { title: '文件名', dataIndex: 'name', key: 'name', render: (v: string) => v || '-' },
    { title: '用途', dataIndex: 'use', key: 'use', render: (v: string) => labelOfUse(v) },
    { title: '所属机构', dataIndex: 'institution_name', key: 'institution_name', render: (v: string) => v || '平台' },
    { title: '上传人', dataIndex: 'owner', key: 'owner' },
    { title: '尺寸', key: 'dim', render: (_: unknown, m) => `${m.width}×${m.height}，${formatSize(m.size)}` },
    { title: '状态', dataIndex: 'hidden', key: 'hidden', render: (h: 0 | 1) => <StatusTag status={h ? 'taken_down' : 'approved'} map={{ approved: { text: '正常', color: 'green' }, taken_down: PHOTO_STATUS.taken_down }} /> },
    { title: '上传时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, m) =>
        m.hidden ? (
          <Button type="link" size="small" aria-label={`恢复 ${m.name}`} onClick={() => setTarget({ image: m, hidden: 0 })}>
            恢复
          </Button>
        ) : (
          <Button type="link" size="small" danger aria-label={`下架 ${m.name}`} onClick={() => setTarget({ image: m, hidden: 1 })}>
            下架
          </Button>
        ),
    },
  ];

  return (
    <>
      <FilterBar<ImageFilters> onSearch={(v) => state.search(v)}>
        <Form.Item name="institution_id" label="所属机构">
          <Select allowClear placeholder="全部机构" style={{ width: 200 }} options={options.institutions.map((i) => ({ value: i.id, label: i.name }))} />
        </Form.Item>
        <Form.Item name="use" label="用途">
          <Select allowClear placeholder="全部用途" style={{ width: 130 }} options={options.uses.map((u) => ({ value: u, label: labelOfUse(u) }))} />
        </Form.Item>
        <Form.Item name="hidden" label="状态">
          <Select allowClear placeholder="全部" style={{ width: 110 }} options={[{ value: 0, label: '正常' }, { value: 1, label: '已下架' }]} />
        </Form.Item>
        <Form.Item name="keyword" label="文件名">
          <Input allowClear placeholder="文件名" style={{ width: 160 }} />
        </Form.Item>
      </FilterBar>
      <ListTable<ManagedImage>
        state={state}
        rowKey="id"
        columns={columns}
      />
      <ReviewModal
        open={target !== null}
        action={target?.hidden === 1 ? 'reject' : 'approve'}
        title={target?.hidden === 1 ? '下架图片' : '恢复图片'}
        okText={target?.hidden === 1 ? '下架' : '恢复'}
        description={
          target?.hidden === 1
            ? `下架「${target.image.name}」后，官网和相册不再显示它，图片地址也不再对公众提供。`
            : `恢复「${target?.image.name ?? ''}」后，图片重新对公众提供。`
        }
        reasonPlaceholder="请说明下架的原因"
        reasonLabel="下架原因"
        noteLabel="备注"
        onCancel={() => setTarget(null)}
        onSubmit={async (reason) => {
          if (!target) return;
          await hideImage({ id: target.image.id, hidden: target.hidden, reason });
          message.success(target.hidden === 1 ? '已下架' : '已恢复');
          setTarget(null);
          state.reload();
        }}
      />
    </>
  );
}
