/**
 * Named response schemas of live rooms (直播), pre-roll ads, live packages and their purchases. Registered through
 * `allSchemas` in components.ts; `$id` is the OpenAPI component name.
 */
import { LIVE_STATUSES } from 'shared/rules';
import { int, str, flag, dateTime, nullableInt, nullableDateTime, obj, arrayOfRef, listOf, refTo } from './json-schema.js';

const status = { type: 'string', enum: LIVE_STATUSES } as const;

/** What a room is about, in the back office and on the official site alike. */
const roomContentProps = {
  competition_id: nullableInt,
  competition_name: str,
  title: str,
  cover: str,
  description: str,
} as const;

export const LiveRoom = obj('LiveRoom', '直播间（后台）', {
  id: int,
  institution_id: int,
  institution_name: str,
  ...roomContentProps,
  stream_url: { type: 'string', description: '播放地址（HLS .m3u8）' },
  push_url: { type: 'string', description: '推流地址（RTMP），可为空' },
  scheduled_start: dateTime,
  scheduled_end: dateTime,
  status: { ...status, description: '未开始的直播过了计划结束时间即为已结束' },
  started_at: nullableDateTime,
  ended_at: nullableDateTime,
  visibility: { type: 'string', enum: ['public', 'hidden'], description: '机构设置：公开 / 隐藏' },
  admin_hidden: { ...flag, description: '平台管理员已隐藏（机构不能恢复）' },
  replay_url: { type: 'string', description: '回放地址，空为未设置' },
  replay_media_id: nullableInt,
  created_at: dateTime,
});

export const LiveRoomList = listOf('LiveRoomList', '直播间列表', LiveRoom);

const publicRoomProps = {
  id: int,
  institution_name: str,
  ...roomContentProps,
  scheduled_start: dateTime,
  scheduled_end: dateTime,
  status,
  play_url: { type: 'string', description: '直播中时的播放地址（HLS），其它状态为空' },
  replay_url: { type: 'string', description: '已结束时的回放地址，其它状态为空' },
} as const;

export const PublicLive = obj('PublicLive', '官网直播', publicRoomProps);

export const PublicLiveList = listOf('PublicLiveList', '官网直播列表', PublicLive);

export const LiveAdBrief = obj(
  'LiveAdBrief',
  '片头广告（官网）',
  { id: int, title: str, kind: { type: 'string', enum: ['image', 'video'] }, media_url: str, link: str, duration: { type: 'integer', description: '秒' } },
  true,
);

export const PublicLiveDetail = obj('PublicLiveDetail', '官网直播详情（含片头广告）', { ...publicRoomProps, ad: refTo(LiveAdBrief) });

export const LiveAd = obj('LiveAd', '直播广告', {
  id: int,
  institution_id: int,
  room_id: { ...nullableInt, description: '空为本机构全部直播' },
  room_title: str,
  title: str,
  kind: { type: 'string', enum: ['image', 'video'] },
  media_url: str,
  link: str,
  duration: { type: 'integer', description: '展示秒数' },
  enabled: flag,
  created_at: dateTime,
});

export const LiveAdList = listOf('LiveAdList', '直播广告列表', LiveAd);

export const LivePackage = obj('LivePackage', '直播套餐', {
  id: int,
  name: str,
  description: str,
  room_quota: { type: 'integer', description: '可创建的直播场次' },
  valid_days: { type: 'integer', description: '支付后有效天数' },
  price_cents: { type: 'integer', description: '价格（分）' },
});

export const LivePackages = obj('LivePackages', '直播套餐列表', { list: arrayOfRef(LivePackage) });

export const LivePurchase = obj('LivePurchase', '直播套餐订单', {
  id: int,
  institution_id: int,
  institution_name: str,
  package_name: str,
  room_quota: int,
  valid_days: int,
  order_id: int,
  order_no: str,
  amount_cents: int,
  status: { type: 'string', enum: ['待支付', '已支付', '已退款', '已关闭'] },
  paid_at: nullableDateTime,
  expires_at: { ...nullableDateTime, description: '已支付套餐的到期时间' },
  created_at: dateTime,
});

export const LivePurchaseList = listOf('LivePurchaseList', '直播套餐订单列表', LivePurchase);

export const LiveQuota = obj('LiveQuota', '直播场次额度', {
  total: { type: 'integer', description: '已支付且在有效期内的套餐场次' },
  used: int,
  remaining: int,
});

export const LiveOrderCreated = obj('LiveOrderCreated', '购买直播套餐的结果', {
  order_id: int,
  order_no: str,
  amount_cents: int,
  status: str,
  created: { ...flag, description: '0：同一请求号已创建过订单，返回原订单' },
});

export const LiveReplayFile = obj('LiveReplayFile', '回放 MP4 文件（HLS 回放合并为一个文件，供下载）', {
  id: { ...nullableInt, description: '任务编号；当前回放还没有文件时为空' },
  room_id: int,
  status: { type: 'string', enum: ['none', 'queued', 'running', 'done', 'failed'], description: 'none 未生成，queued 排队中，running 生成中，done 可下载，failed 失败（可重新生成）' },
  progress: { type: 'integer', minimum: 0, maximum: 100, description: '进度百分比（按已处理分片的时长）' },
  url: { type: 'string', description: '完成后的下载地址（/api/media/…，附件下载），其它状态为空' },
  file_name: str,
  size: { type: 'integer', description: '字节数（完成后）' },
  error: { type: 'string', description: '失败原因（中文）' },
  updated_at: nullableDateTime,
});

export const liveSchemas = [
  LiveRoom,
  LiveReplayFile,
  LiveRoomList,
  PublicLive,
  PublicLiveList,
  LiveAdBrief,
  PublicLiveDetail,
  LiveAd,
  LiveAdList,
  LivePackage,
  LivePackages,
  LivePurchase,
  LivePurchaseList,
  LiveQuota,
  LiveOrderCreated,
];
