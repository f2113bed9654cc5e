import { useEffect, useState } from 'react';
import { App, Button, Card, Form, Input, Result, Space } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ALBUM_MSG } from 'shared/rules';
import { createAlbum, getAlbum, updateAlbum } from '../api/albums';
import { albumBase } from '../components/status';

type Values = { title: string; description?: string };

/** 新建相册 (album/create) and 编辑相册 (album/edit?id=): name and description; saving opens the album. */
function AlbumForm({ albumId }: { albumId?: number }) {
  const { id, c_type } = useParams();
  const base = albumBase(id, c_type);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [loading, setLoading] = useState(albumId !== undefined);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (albumId === undefined) return;
    let alive = true;
    getAlbum(albumId)
      .then((a) => alive && form.setFieldsValue({ title: a.title, description: a.description }))
      .catch(() => undefined)
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [albumId, form]);

  const save = async (v: Values) => {
    setSaving(true);
    try {
      const body = { title: v.title.trim(), description: v.description?.trim() ?? '' };
      const saved = albumId === undefined ? await createAlbum({ competition_id: Number(id), ...body }) : await updateAlbum({ id: albumId, ...body });
      message.success('已保存');
      navigate(`${base}/details/${saved.id}`);
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={albumId === undefined ? '新建相册' : '编辑相册'} variant="borderless" loading={loading}>
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 560 }} onFinish={save} aria-label="相册信息">
        <Form.Item name="title" label="相册名称" rules={[{ required: true, whitespace: true, message: ALBUM_MSG.titleRequired }, { max: 50, message: '最多50个字' }]}>
          <Input placeholder="例如：男子100米决赛" />
        </Form.Item>
        <Form.Item name="description" label="相册简介" rules={[{ max: 500, message: '最多500个字' }]}>
          <Input.TextArea rows={3} placeholder="选填" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
          <Button onClick={() => navigate(`${base}/list`)}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}

export function AlbumCreatePage() {
  return <AlbumForm />;
}

export function AlbumEditPage() {
  const [params] = useSearchParams();
  const albumId = Number(params.get('id'));
  return Number.isInteger(albumId) && albumId > 0 ? <AlbumForm key={albumId} albumId={albumId} /> : <Result status="404" title="相册不存在" />;
}
