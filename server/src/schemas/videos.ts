/**
 * Named response schemas of the video library (视频). Registered through `allSchemas` in components.ts; `$id` is
 * the OpenAPI component name.
 */
import { int, num, str, dateTime, nullableInt, nullableDateTime, obj, arrayOfRef, listOf } from './json-schema.js';

export const VideoCategory = obj('VideoCategory', '视频分类', { id: int, name: str });
export const VideoCategories = obj('VideoCategories', '视频分类列表（固定：赛事集锦、精彩瞬间、赛事直播回放、教学训练、宣传片）', {
  list: arrayOfRef(VideoCategory),
});

export const Video = obj('Video', '视频（后台）', {
  id: int,
  institution_id: { ...nullableInt, description: '所属机构；平台视频为 null' },
  institution_name: str,
  competition_id: nullableInt,
  competition_name: str,
  category: { type: 'integer', enum: [1, 2, 3, 4, 5] },
  category_name: str,
  title: str,
  description: str,
  cover: { type: 'string', description: '显示的封面：上传的图片，否则为视频截图；视频未处理完成时可能为空' },
  custom_cover: { type: 'string', description: '上传的封面图片；为空时使用视频截图' },
  video_url: { type: 'string', description: '视频地址；视频未处理完成时为空' },
  media_status: { type: 'string', enum: ['uploading', 'processing', 'ready', 'failed', 'canceled'], description: '视频文件状态' },
  duration: { ...num, description: '时长（秒）' },
  status: { type: 'string', enum: ['published', 'hidden'] },
  admin_hidden: { type: 'integer', enum: [0, 1], description: '1：被平台管理员隐藏，机构不能再发布' },
  views: int,
  published_at: nullableDateTime,
  created_at: dateTime,
  updated_at: dateTime,
});

export const VideoList = listOf('VideoList', '视频列表（后台）', Video);

const publicProps = {
  id: int,
  category: { type: 'integer', enum: [1, 2, 3, 4, 5] },
  category_name: str,
  title: str,
  description: str,
  cover: str,
  video_url: str,
  duration: num,
  width: int,
  height: int,
  views: int,
  institution_name: str,
  competition_id: nullableInt,
  competition_name: str,
  published_at: dateTime,
} as const;

export const PublicVideo = obj('PublicVideo', '官网视频', publicProps);
export const PublicVideoList = listOf('PublicVideoList', '官网视频列表', PublicVideo);
export const PublicVideoDetail = obj('PublicVideoDetail', '官网视频详情（含同分类的相关视频）', {
  ...publicProps,
  related: arrayOfRef(PublicVideo),
});

export const videoSchemas = [VideoCategory, VideoCategories, Video, VideoList, PublicVideo, PublicVideoList, PublicVideoDetail];
