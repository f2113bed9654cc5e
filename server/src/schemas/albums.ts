/**
 * Named response schemas of albums (相册), photos, complaints (图片投诉) and image management (图片管理).
 * Registered through `allSchemas` in components.ts; `$id` is the OpenAPI component name.
 */
import { int, str, dateTime, nullableInt, nullableDateTime, obj, arrayOfRef, listOf } from './json-schema.js';

export const PHOTO_STATUS = { type: 'string', enum: ['pending', 'approved', 'rejected', 'taken_down'], description: '待审核、已通过、已驳回、已下架' } as const;
export const REPORT_STATUS = { type: 'string', enum: ['pending', 'taken_down', 'dismissed', 'restored'], description: '待处理、已下架、已驳回、已恢复' } as const;

const albumProps = {
  id: int,
  competition_id: int,
  title: str,
  description: str,
  cover: { type: 'string', description: '封面图片地址（封面照片，未设置时为第一张照片）；没有照片时为空' },
  cover_photo_id: nullableInt,
  photo_count: int,
  pending_count: { type: 'integer', description: '待审核照片数' },
  created_by: str,
  created_at: dateTime,
  updated_at: dateTime,
} as const;

export const Album = obj('Album', '相册（后台）', albumProps);

export const AlbumPhoto = obj('AlbumPhoto', '相册照片', { id: int, album_id: nullableInt, title: str, url: str, status: PHOTO_STATUS, created_at: dateTime });

export const AlbumList = listOf('AlbumList', '相册列表（后台）', Album);

export const AlbumDetail = obj('AlbumDetail', '相册详情（后台，全部照片）', {
  ...albumProps,
  competition_name: str,
  photos: arrayOfRef(AlbumPhoto),
});

const publicAlbumProps = {
  id: int,
  title: str,
  description: str,
  competition_id: int,
  competition_name: str,
  cover: str,
  photo_count: { type: 'integer', description: '已通过的照片数' },
  created_at: dateTime,
} as const;

export const PublicAlbum = obj('PublicAlbum', '官网相册', publicAlbumProps);

export const PublicAlbumList = listOf('PublicAlbumList', '官网相册列表', PublicAlbum);

export const PublicPhoto = obj('PublicPhoto', '官网照片', { id: int, title: str, url: str });

export const PublicAlbumDetail = obj('PublicAlbumDetail', '官网相册详情（已通过的照片）', {
  ...publicAlbumProps,
  photos: arrayOfRef(PublicPhoto),
});

export const ReviewPhoto = obj('ReviewPhoto', '待审核照片（新增照片审核）', {
  id: int,
  album_id: nullableInt,
  title: str,
  url: str,
  status: PHOTO_STATUS,
  created_at: dateTime,
  album_title: str,
  competition_id: nullableInt,
  competition_name: str,
  institution_name: str,
  uploader: str,
});

export const ReviewPhotoList = listOf('ReviewPhotoList', '照片审核列表', ReviewPhoto);

export const PhotoReport = obj('PhotoReport', '图片投诉', {
  id: int,
  photo_id: int,
  photo_url: str,
  photo_status: PHOTO_STATUS,
  album_id: nullableInt,
  album_title: str,
  competition_name: str,
  category: { type: 'string', description: '投诉原因（列表中的一项）' },
  reason: { type: 'string', description: '投诉说明' },
  contact: str,
  reporter: { type: 'string', description: '投诉人；游客为空' },
  reporter_ip: str,
  status: REPORT_STATUS,
  handled_by: str,
  handled_at: nullableDateTime,
  handle_reason: str,
  created_at: dateTime,
});

export const PhotoReportList = listOf('PhotoReportList', '图片投诉列表', PhotoReport);

export const ManagedImage = obj('ManagedImage', '已上传图片（图片管理）', {
  id: int,
  url: str,
  name: str,
  use: { type: 'string', description: '用途：article、headline、partner、photo、cover…' },
  width: int,
  height: int,
  size: int,
  institution_id: nullableInt,
  institution_name: str,
  owner: { type: 'string', description: '上传人' },
  hidden: { type: 'integer', enum: [0, 1], description: '1 已下架（不再对公众提供）' },
  created_at: dateTime,
});

export const ManagedImageList = obj('ManagedImageList', '已上传图片列表', {
  list: arrayOfRef(ManagedImage),
  total: int,
  uses: { type: 'array', items: str, description: '全部用途（筛选项）' },
  institutions: {
    type: 'array',
    description: '上传过图片的机构（筛选项）',
    items: { type: 'object', required: ['id', 'name'], properties: { id: int, name: str }, additionalProperties: false },
  },
});

export const PhotoAction = obj('PhotoAction', '图片处理记录', {
  id: int,
  action: { type: 'string', enum: ['upload', 'approve', 'reject', 'take_down', 'restore', 'dismiss', 'hide_media', 'show_media'] },
  from_status: { type: ['string', 'null'] },
  to_status: { type: ['string', 'null'] },
  actor_name: str,
  reason: str,
  at: dateTime,
});

export const PhotoActionList = obj('PhotoActionList', '图片处理记录列表', { list: arrayOfRef(PhotoAction) });

export const albumSchemas = [
  Album,
  AlbumPhoto,
  AlbumList,
  AlbumDetail,
  PublicAlbum,
  PublicAlbumList,
  PublicPhoto,
  PublicAlbumDetail,
  ReviewPhoto,
  ReviewPhotoList,
  PhotoReport,
  PhotoReportList,
  ManagedImage,
  ManagedImageList,
  PhotoAction,
  PhotoActionList,
];
