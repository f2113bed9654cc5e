import { App, Form, Input, Select, Typography } from 'antd';
import { useEffect } from 'react';
import type { Video, VideoCategory } from './types';
import { createVideo, updateVideo } from './api';
import { SaveModal } from '../save-modal';
import { useSaving } from '../form-modal';
import { ImageUploadField } from '../image-upload-field';
import { VideoUploadField } from '../video-upload-field';
import { CompetitionPicker } from './competition-picker';

interface FormValues {
  category?: number;
  title?: string;
  description?: string;
  video_url?: string;
  cover?: string;
  competition_id?: number | null;
}

export interface VideoFormModalProps {
  open: boolean;
  /** The video being edited; null to add one. */
  video: Video | null;
  categories: VideoCategory[];
  /** Owner of a new video: the active institution; undefined for the platform admin (a platform video). */
  institutionId?: number;
  /** A competition's 视频 page: every video belongs to this competition (and a new one to its institution); no picker. */
  competitionId?: number;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * 新增/编辑视频: category, title, the video (resumable tus upload with progress, then processing), cover image
 * (empty = the video's own poster), optional competition and description.
 */
export function VideoFormModal({ open, video, categories, institutionId, competitionId, onSaved, onCancel }: VideoFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const { saving, run } = useSaving();
  const editing = video !== null;
  // the competitions a video may belong to: those of its owner
  const owner = video ? (video.institution_id ?? undefined) : institutionId;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      category: video?.category ?? categories[0]?.id,
      title: video?.title ?? '',
      description: video?.description ?? '',
      video_url: video?.video_url ?? '',
      cover: video?.custom_cover ?? '',
      competition_id: video?.competition_id ?? null,
    });
  }, [open, video, categories, form]);

  const submit = async () => {
    const v = await form.validateFields();
    await run(async () => {
      const fields = {
        category: v.category as 1 | 2 | 3 | 4 | 5,
        title: (v.title ?? '').trim(),
        description: (v.description ?? '').trim(),
        cover: v.cover ?? '',
        competition_id: competitionId ?? v.competition_id ?? null,
      };
      if (video) {
        await updateVideo({ id: video.id, ...fields, ...(v.video_url && v.video_url !== video.video_url ? { video_url: v.video_url } : {}) });
        message.success('已保存');
      } else {
        // from a competition's page the server files it under the competition's institution
        const owner = competitionId ? {} : { institution_id: institutionId ?? null };
        await createVideo({ ...fields, video_url: v.video_url, ...owner });
        message.success('已新增，发布后将在官网显示');
      }
      onSaved();
    });
  };

  return (
    <SaveModal open={open} title={editing ? '编辑视频' : '新增视频'} saving={saving} onSave={submit} onCancel={onCancel}>
      <Form<FormValues> form={form} layout="vertical" name="video-form" aria-label="视频表单">
        <Form.Item name="category" label="视频分类" rules={[{ required: true, message: '请选择视频分类' }]}>
          <Select options={categories.map((c) => ({ value: c.id, label: c.name }))} placeholder="请选择视频分类" />
        </Form.Item>
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请输入标题' }]}>
          <Input maxLength={100} showCount placeholder="请输入标题" />
        </Form.Item>
        <Form.Item
          name="video_url"
          label="视频文件"
          rules={[{ required: true, message: '请上传视频，并等待处理完成' }]}
          extra="支持断点续传：网络中断后会自动重试，刷新页面后重新选择同一文件可从中断处继续。"
        >
          <VideoUploadField use="video" />
        </Form.Item>
        <Form.Item name="cover" label="封面图片" extra="不上传时使用视频截图作为封面">
          <ImageUploadField use="cover" buttonText="上传封面" />
        </Form.Item>
        {competitionId ? null : (
          <Form.Item name="competition_id" label="关联赛事（可选）">
            <CompetitionPicker institutionId={owner} currentName={video?.competition_name} />
          </Form.Item>
        )}
        <Form.Item name="description" label="简介">
          <Input.TextArea rows={3} maxLength={1000} showCount placeholder="请输入视频简介" />
        </Form.Item>
        {editing && video.media_status !== 'ready' ? (
          <Typography.Text type="warning">视频文件尚未处理完成，处理完成后才能发布。</Typography.Text>
        ) : null}
      </Form>
    </SaveModal>
  );
}
