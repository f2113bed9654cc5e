import { useState } from 'react';
import { App, Button, Card, Image, Popconfirm, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDateTime, useListQuery } from 'shared';
import { ListTable } from 'shared/antd';
import { deleteAlbum, getAlbums, type Album } from '../api/albums';
import { albumBase } from '../components/status';

/**
 * 相册 (AlbumList, match/:id/:c_type/album/list): the competition's albums with cover, photo counts and pending
 * photos; 新建相册, 管理照片 (details), 编辑, 删除. Photos of institutions wait for the platform's review.
 */
export default function AlbumListPage() {
  const { id, c_type } = useParams();
  const competitionId = Number(id);
  const base = albumBase(id, c_type);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [query] = useState({ competition_id: competitionId });
  const state = useListQuery<Album, { competition_id: number }>(getAlbums, { initialQuery: query });

  const columns: TableColumnsType<Album> = [
    {
      title: '封面',
      key: 'cover',
      render: (_: unknown, a) => (a.cover ? <Image src={a.cover} alt={`${a.title} 封面`} width={96} height={64} style={{ objectFit: 'cover' }} /> : <Tag>暂无照片</Tag>),
    },
    { title: '相册名称', dataIndex: 'title', key: 'title', render: (t: string, a) => <Link to={`${base}/details/${a.id}`}>{t}</Link> },
    { title: '简介', dataIndex: 'description', key: 'description', render: (v: string) => v || '-' },
    { title: '照片数', dataIndex: 'photo_count', key: 'photo_count' },
    { title: '待审核', dataIndex: 'pending_count', key: 'pending_count', render: (n: number) => (n > 0 ? <Tag color="gold">{n}</Tag> : 0) },
    { title: '创建人', dataIndex: 'created_by', key: 'created_by', render: (v: string) => v || '-' },
    { title: '创建时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, a) => (
        <Space size={4}>
          <Link to={`${base}/details/${a.id}`} aria-label={`管理照片 ${a.title}`}>
            管理照片
          </Link>
          <Link to={`${base}/edit?id=${a.id}`} aria-label={`编辑 ${a.title}`}>
            编辑
          </Link>
          <Popconfirm
            title={`删除相册「${a.title}」？`}
            description="相册中的照片会一并删除。"
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              await deleteAlbum(a.id);
              message.success('已删除');
              state.reload();
            }}
          >
            <Button type="link" size="small" danger aria-label={`删除 ${a.title}`}>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="相册"
      variant="borderless"
      extra={
        <Button type="primary" onClick={() => navigate(`${base}/create`)}>
          新建相册
        </Button>
      }
    >
      <ListTable<Album>
        state={state}
        rowKey="id"
        aria-label="相册"
        columns={columns}
      />
    </Card>
  );
}
