import { Button, Form, Image, Select, Space, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { formatDateTime, statusOptions } from 'shared';
import { useConfirm } from '../app-providers';
import { institutionColumns, KeywordFilter, ListPage, StatusFilter } from '../list-page';
import { StatusTag } from '../status-tag';
import { useRowActions } from '../use-row-actions';
import type { Video, VideoCategory, VideoListQuery, VideoStatus } from './types';
import { deleteVideo, getVideoCategories, getVideoList, setVideoStatus } from './api';
import { VideoFormModal } from './video-form-modal';
import { VideoPreviewModal } from './video-preview-modal';
import { formatDuration, MEDIA_STATUS, VIDEO_STATUS } from './video-status';

type Filters = { category?: number; status?: VideoStatus; keyword?: string };

export interface VideoTableProps {
  /** The platform admin: every video, with the 所属机构 column. */
  isAdmin?: boolean;
  /** The institution whose videos are listed and which owns a new one (视频列表 of an organiser). */
  institutionId?: number;
  /** A competition's 视频 (videoListList): its videos only, a new one belongs to it (and to its institution). */
  competitionId?: number;
}

/**
 * The video library's table: filters by category, status and keyword; 新增/编辑 in a modal with the resumable video
 * upload, 预览, 发布/隐藏, 删除. 视频列表 (backVideoList, mf-official) lists an institution's videos (the admin's: every
 * video); a competition's 视频 page (mf-competition) lists that competition's, uploads to it and has no 关联赛事 column.
 */
export function VideoTable({ isAdmin = false, institutionId, competitionId }: VideoTableProps) {
  const confirm = useConfirm();
  const { version, reload, act } = useRowActions();
  const [categories, setCategories] = useState<VideoCategory[]>([]);
  const [editing, setEditing] = useState<Video | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [preview, setPreview] = useState<Video | null>(null);

  useEffect(() => {
    getVideoCategories().then(setCategories, () => setCategories([]));
  }, []);

  const table: TableColumnsType<Video> = [
    {
      title: '封面',
      dataIndex: 'cover',
      key: 'cover',
      width: 120,
      render: (cover: string, v: Video) => (cover ? <Image src={cover} alt={`${v.title} 封面`} width={96} height={54} style={{ objectFit: 'cover' }} /> : <Tag>暂无封面</Tag>),
    },
    { title: '标题', dataIndex: 'title', key: 'title' },
    { title: '分类', dataIndex: 'category_name', key: 'category_name' },
    ...(competitionId ? [] : [...institutionColumns(isAdmin), { title: '关联赛事', dataIndex: 'competition_name', key: 'competition_name', render: (v: string) => v || '-' }]),
    {
      title: '视频',
      dataIndex: 'media_status',
      key: 'media_status',
      render: (s: Video['media_status'], v: Video) => (
        <Space size={4}>
          <StatusTag status={s} map={MEDIA_STATUS} />
          {s === 'ready' ? <span>{formatDuration(v.duration)}</span> : null}
        </Space>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      render: (s: VideoStatus, v: Video) => (
        <Space size={4}>
          <StatusTag status={s} map={VIDEO_STATUS} />
          {v.admin_hidden ? (
            <Tooltip title="被平台管理员隐藏，机构不能再发布">
              <Tag color="red">平台隐藏</Tag>
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
    { title: '播放次数', dataIndex: 'views', key: 'views' },
    { title: '更新时间', dataIndex: 'updated_at', key: 'updated_at', render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, v: Video) => (
        <Space size={4} wrap>
          {v.video_url ? (
            <Button type="link" size="small" onClick={() => setPreview(v)} aria-label={`预览 ${v.title}`}>
              预览
            </Button>
          ) : null}
          <Button
            type="link"
            size="small"
            onClick={() => {
              setEditing(v);
              setFormOpen(true);
            }}
            aria-label={`编辑 ${v.title}`}
          >
            编辑
          </Button>
          {v.status === 'hidden' ? (
            <Button type="link" size="small" onClick={() => act(() => setVideoStatus(v.id, 'published'), '已发布')} aria-label={`发布 ${v.title}`}>
              发布
            </Button>
          ) : (
            <Button
              type="link"
              size="small"
              onClick={() => confirm({ content: `隐藏「${v.title}」后官网将不再显示，确定隐藏吗？` }, () => act(() => setVideoStatus(v.id, 'hidden'), '已隐藏'))}
              aria-label={`隐藏 ${v.title}`}
            >
              隐藏
            </Button>
          )}
          {v.status === 'published' ? (
            <a href={`/video/details/${v.id}`} target="_blank" rel="noreferrer">
              官网查看
            </a>
          ) : null}
          <Button
            type="link"
            size="small"
            danger
            onClick={() => confirm({ content: `确定删除「${v.title}」吗？删除后不能恢复。`, danger: true }, () => act(() => deleteVideo(v.id), '已删除'))}
            aria-label={`删除 ${v.title}`}
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<Video, VideoListQuery, Filters>
        version={version}
        title={competitionId ? '视频' : '视频列表'}
        fetcher={getVideoList}
        rowKey="id"
        columns={table}
        initialValues={{}}
        toQuery={(values) => ({ ...values, ...(competitionId ? { competition_id: competitionId } : { institution_id: institutionId }) }) as VideoListQuery}
        extra={
          <Button
            type="primary"
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            新增视频
          </Button>
        }
        filters={
          <>
            <Form.Item name="category" label="分类">
              <Select allowClear placeholder="全部分类" style={{ width: 140 }} options={categories.map((c) => ({ value: c.id, label: c.name }))} />
            </Form.Item>
            <StatusFilter width={120} options={statusOptions(VIDEO_STATUS)} />
            <KeywordFilter placeholder="标题 / 简介" />
          </>
        }
      />
      <VideoFormModal
        open={formOpen}
        video={editing}
        categories={categories}
        institutionId={institutionId}
        competitionId={competitionId}
        onCancel={() => setFormOpen(false)}
        onSaved={() => {
          setFormOpen(false);
          reload();
        }}
      />
      <VideoPreviewModal video={preview} onClose={() => setPreview(null)} />
    </>
  );
}

