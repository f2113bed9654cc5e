import { App, Button, Card, Descriptions, Image, Popconfirm, Result, Space, Tag } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT, formatDateTime } from 'shared';
import { StatusTag } from 'shared/antd';
import { useEffect, useState } from 'react';
import { deletePhoto, getAlbum, updateAlbum, type AlbumDetail } from '../api/albums';
import { BatchUpload } from '../components/batch-upload';
import { PHOTO_STATUS, albumBase } from '../components/status';

/**
 * 相册详情 (album/details/:album_id): the album's photos with their review status (待审核 / 已通过 / 已驳回 / 已下架),
 * 批量上传 one file after another, 设为封面 and 删除.
 */
export default function AlbumDetailsPage() {
  const { id, c_type, album_id } = useParams();
  const albumId = Number(album_id);
  const base = albumBase(id, c_type);
  const { message } = App.useApp();
  const [album, setAlbum] = useState<AlbumDetail | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let alive = true;
    getAlbum(albumId)
      .then((a) => {
        if (!alive) return;
        setAlbum(a);
        setState('ready');
      })
      .catch(() => alive && setState('failed'));
    return () => {
      alive = false;
    };
  }, [albumId, version]);

  if (state === 'loading' && !album) return <Card loading variant="borderless" title={LOADING_TEXT} />;
  if (state === 'failed' || !album) return <Result status="404" title="相册不存在" extra={<Link to={`${base}/list`}>返回相册列表</Link>} />;
  const reload = () => setVersion((v) => v + 1);

  return (
    <Card
      title={album.title}
      variant="borderless"
      extra={
        <Space>
          <Link to={`${base}/edit?id=${album.id}`}>编辑相册</Link>
          <Link to={`${base}/list`}>返回相册列表</Link>
        </Space>
      }
    >
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="赛事">{album.competition_name}</Descriptions.Item>
        <Descriptions.Item label="照片数">{album.photo_count}</Descriptions.Item>
        <Descriptions.Item label="待审核">{album.pending_count}</Descriptions.Item>
        <Descriptions.Item label="简介" span={3}>
          {album.description || '-'}
        </Descriptions.Item>
      </Descriptions>
      <BatchUpload
        albumId={album.id}
        onAdded={(photo) => setAlbum((a) => (a ? { ...a, photos: [...a.photos, photo], photo_count: a.photo_count + 1, pending_count: a.pending_count + (photo.status === 'pending' ? 1 : 0) } : a))}
      />
      {album.photos.length === 0 ? (
        <p style={{ textAlign: 'center', color: '#8c8c8c', padding: '32px 0' }}>{EMPTY_TEXT}</p>
      ) : (
        <ul aria-label="照片" style={{ listStyle: 'none', padding: 0, margin: '16px 0 0', display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
          {album.photos.map((p) => {
            const isCover = album.cover_photo_id === p.id;
            const canCover = p.status === 'approved' || p.status === 'pending';
            return (
              <li key={p.id} aria-label={p.title} style={{ border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden' }}>
                <Image src={p.url} alt={p.title} width="100%" height={140} style={{ objectFit: 'cover' }} />
                <div style={{ padding: 8 }}>
                  <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{p.title}</div>
                  <Space size={4} style={{ margin: '6px 0' }}>
                    <StatusTag status={p.status} map={PHOTO_STATUS} />
                    {isCover ? <Tag color="blue">封面</Tag> : null}
                  </Space>
                  <div style={{ fontSize: 12, color: '#8c8c8c' }}>{formatDateTime(p.created_at)}</div>
                  <Space size={0}>
                    {!isCover && canCover ? (
                      <Button
                        type="link"
                        size="small"
                        aria-label={`设为封面 ${p.title}`}
                        onClick={async () => {
                          await updateAlbum({ id: album.id, cover_photo_id: p.id });
                          message.success('已设为封面');
                          reload();
                        }}
                      >
                        设为封面
                      </Button>
                    ) : null}
                    <Popconfirm
                      title={`删除照片「${p.title}」？`}
                      okText="删除"
                      cancelText="取消"
                      okButtonProps={{ danger: true }}
                      onConfirm={async () => {
                        await deletePhoto(p.id);
                        message.success('已删除');
                        reload();
                      }}
                    >
                      <Button type="link" size="small" danger aria-label={`删除 ${p.title}`}>
                        删除
                      </Button>
                    </Popconfirm>
                  </Space>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
