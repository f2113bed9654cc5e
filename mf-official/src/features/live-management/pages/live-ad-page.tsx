import { useEffect, useState } from 'react';
import { App, Button, Form, Input, InputNumber, Radio, Result, Select, Space, Switch, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { formatDateTime } from 'shared';
import { isSafeLink, LIVE_MSG } from 'shared/rules';
import { ImageUploadField, ListPage, useConfirm, useRowActions, useSaving, validValues, VideoUploadField, SaveModal } from 'shared/antd';
import { createLiveAd, deleteLiveAd, getLiveAds, getLiveRooms, updateLiveAd, type LiveAd, type LiveRoom, type LiveAdQuery } from '../api/live-admin';
import { useLiveInstitution } from '../components/use-live-institution';

/**
 * 直播广告 (liveAdvertisement): pre-roll ads shown before the institution's streams (an image or a video from the
 * uploads, a link, a duration in seconds, enabled or not; for every room or one room).
 */
export const LiveAdPage = observer(function LiveAdPage() {
  const { isAdmin, institutionId } = useLiveInstitution();
  if (isAdmin || !institutionId) return <Result status="info" title="直播广告由机构设置" subTitle="请以机构账号登录后设置直播广告" />;
  return <AdTable key={institutionId} institutionId={institutionId} />;
});

function AdTable({ institutionId }: { institutionId: number }) {
  const confirm = useConfirm();
  const { version, reload, act } = useRowActions();
  const [editing, setEditing] = useState<LiveAd | null | undefined>(undefined);

  const columns: TableColumnsType<LiveAd> = [
    { title: '广告名称', dataIndex: 'title', key: 'title' },
    {
      title: '素材',
      key: 'media',
      render: (_: unknown, a: LiveAd) =>
        a.kind === 'image' ? (
          <img src={a.media_url} alt={a.title} style={{ width: 96, height: 54, objectFit: 'cover', borderRadius: 4 }} />
        ) : (
          <video src={a.media_url} muted preload="metadata" aria-label={a.title} style={{ width: 96, height: 54, borderRadius: 4, background: '#000' }} />
        ),
    },
    { title: '类型', dataIndex: 'kind', key: 'kind', render: (k: string) => (k === 'image' ? '图片' : '视频') },
    { title: '展示时长', dataIndex: 'duration', key: 'duration', render: (d: number) => `${d} 秒` },
    { title: '适用直播', dataIndex: 'room_title', key: 'room_title', render: (t: string) => t || '全部直播' },
    { title: '跳转链接', dataIndex: 'link', key: 'link', render: (l: string) => l || '-' },
    { title: '状态', dataIndex: 'enabled', key: 'enabled', render: (e: number) => (e ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
    { title: '创建时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, a: LiveAd) => (
        <Space size={4} wrap>
          <Button type="link" size="small" onClick={() => setEditing(a)} aria-label={`编辑 ${a.title}`}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => act(() => updateLiveAd({ id: a.id, enabled: a.enabled ? 0 : 1 }), a.enabled ? '已停用' : '已启用')} aria-label={`${a.enabled ? '停用' : '启用'} ${a.title}`}>
            {a.enabled ? '停用' : '启用'}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => confirm({ content: `确定删除广告「${a.title}」吗？`, danger: true }, () => act(() => deleteLiveAd(a.id), '已删除'))}
            aria-label={`删除 ${a.title}`}
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<LiveAd, LiveAdQuery>
        key={version}
        title="直播广告"
        fetcher={getLiveAds}
        rowKey="id"
        columns={columns}
        initialValues={{ institution_id: institutionId }}
        extra={
          <Button type="primary" onClick={() => setEditing(null)}>
            新增广告
          </Button>
        }
      />
      <AdFormModal
        open={editing !== undefined}
        ad={editing ?? null}
        institutionId={institutionId}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
    </>
  );
}

type AdValues = { title: string; kind: 'image' | 'video'; image?: string; video?: string; link?: string; duration: number; room_id?: number | null; enabled: boolean };

function AdFormModal({ open, ad, institutionId, onClose, onSaved }: { open: boolean; ad: LiveAd | null; institutionId: number; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AdValues>();
  const { saving, run } = useSaving();
  const [rooms, setRooms] = useState<LiveRoom[]>([]);
  const kind = Form.useWatch('kind', form);

  useEffect(() => {
    if (!open) return;
    getLiveRooms({ institution_id: institutionId, phase: 'plan', start: 0, count: 100 }).then(
      (r) => setRooms(r.list),
      () => setRooms([]),
    );
    form.setFieldsValue(
      ad
        ? { title: ad.title, kind: ad.kind, image: ad.kind === 'image' ? ad.media_url : '', video: ad.kind === 'video' ? ad.media_url : '', link: ad.link, duration: ad.duration, room_id: ad.room_id, enabled: ad.enabled === 1 }
        : { title: '', kind: 'image', image: '', video: '', link: '', duration: 5, room_id: null, enabled: true },
    );
  }, [open, ad, institutionId, form]);

  const submit = async () => {
    const v = await validValues(form);
    if (!v) return; // the form shows what is missing
    const fields = {
      title: v.title.trim(),
      kind: v.kind,
      media_url: (v.kind === 'image' ? v.image : v.video) ?? '',
      link: (v.link ?? '').trim(),
      duration: v.duration,
      room_id: v.room_id ?? null,
      enabled: (v.enabled ? 1 : 0) as 0 | 1,
    };
    // a refusal has been shown by the shared client; the modal stays open
    await run(async () => {
      if (ad) await updateLiveAd({ id: ad.id, ...fields });
      else await createLiveAd({ institution_id: institutionId, ...fields });
      message.success('广告已保存');
      onSaved();
    });
  };

  return (
    <SaveModal open={open} title={ad ? '编辑广告' : '新增广告'} saving={saving} onSave={submit} onCancel={onClose} width={600}>
      <Form form={form} layout="vertical" aria-label="广告信息">
        <Form.Item name="title" label="广告名称" rules={[{ required: true, whitespace: true, message: '请填写广告名称' }, { max: 64, message: '广告名称不能超过64个字符' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="kind" label="广告类型">
          <Radio.Group
            options={[
              { value: 'image', label: '图片' },
              { value: 'video', label: '视频' },
            ]}
          />
        </Form.Item>
        {kind === 'video' ? (
          <Form.Item name="video" label="广告视频" rules={[{ required: true, message: LIVE_MSG.adMedia('video') }]}>
            <VideoUploadField use="live_ad" />
          </Form.Item>
        ) : (
          <Form.Item name="image" label="广告图片" rules={[{ required: true, message: LIVE_MSG.adMedia('image') }]}>
            <ImageUploadField use="live_ad" />
          </Form.Item>
        )}
        <Form.Item
          name="link"
          label="跳转链接"
          extra="观众点击广告时打开，可留空"
          rules={[{ validator: async (_, v: string) => (!v || isSafeLink(v.trim()) ? undefined : Promise.reject(new Error(LIVE_MSG.adLink))) }]}
        >
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="duration" label="展示时长（秒）" rules={[{ required: true, message: '请填写展示时长' }]}>
          <InputNumber min={1} max={120} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="room_id" label="适用直播">
          <Select allowClear placeholder="全部直播" options={rooms.map((r) => ({ value: r.id, label: r.title }))} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </SaveModal>
  );
}

export default LiveAdPage;
