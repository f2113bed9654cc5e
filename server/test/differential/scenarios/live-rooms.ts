/**
 * 直播间、广告与回放 (spec §2.5 直播管理): an organiser with live quota creates a room, edits it, starts it (it shows on
 * the official site with its ad), the platform admin hides and shows it, the organiser ends it, sets a replay and
 * asks for the replay's MP4, then deletes the room; its ads are created, edited and deleted; the room and ad checks
 * of shared/rules live-rules, another institution, a personal user, a visitor and a mutation without the CSRF token.
 *
 * Operations: GET /api/admin/lives/list, GET /api/admin/lives/info, POST/PUT/DELETE /api/admin/lives,
 * POST /api/admin/lives/start, POST /api/admin/lives/end, POST /api/admin/lives/hide, PUT /api/admin/lives/replay,
 * GET/POST /api/admin/lives/replay_file, GET /api/admin/live/ads, POST/PUT/DELETE /api/admin/live/ad,
 * GET /api/official/lives, GET /api/official/live.
 */
import type { Result, Scenario, Vars } from '../harness.js';
import { organiserInfo, suffix } from './common.js';

const room = (v: Vars, extra: Record<string, unknown> = {}) => ({
  institution_id: v.institution,
  title: v.title,
  stream_url: 'https://live.example.com/diff/index.m3u8',
  scheduled_start: '2030-01-01T01:00:00.000Z',
  scheduled_end: '2030-01-01T03:00:00.000Z',
  description: '差分直播',
  ...extra,
});
const ad = (v: Vars, extra: Record<string, unknown> = {}) => ({ institution_id: v.institution, title: `${v.title}广告`, kind: 'image', media_url: v.image, duration: 5, ...extra });
const own = (v: Vars) => (r: Result) => r.list.filter((x: Result) => x.id === v.room).map((x: Result) => [x.title, x.status]);

export const liveRoomScenarios: Scenario[] = [
  {
    title: '直播间：新建 → 编辑 → 开播（官网可见、广告）→ 平台隐藏 → 结束 → 回放 → 删除；广告 新增 → 编辑 → 删除；及越权',
    vars: () => ({ title: `差分直播${suffix()}` }),
    steps: [
      organiserInfo,
      { title: '直播额度', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/live/quota?institution_id=${v.institution}`, same: (r) => r.remaining > 0 },
      { title: '直播间列表', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/lives/list?institution_id=${v.institution}` },
      { title: '个人用户读直播间列表', as: 'athlete', method: 'GET', url: '/api/admin/lives/list' },
      { title: '标题为空', as: 'org_gov', method: 'POST', url: '/api/admin/lives', body: (v) => room(v, { title: ' ' }) },
      { title: '拉流地址不是 m3u8', as: 'org_gov', method: 'POST', url: '/api/admin/lives', body: (v) => room(v, { stream_url: 'https://live.example.com/a.flv' }) },
      { title: '结束时间早于开始', as: 'org_gov', method: 'POST', url: '/api/admin/lives', body: (v) => room(v, { scheduled_end: '2029-12-31T00:00:00.000Z' }) },
      { title: '关联不存在的赛事', as: 'org_gov', method: 'POST', url: '/api/admin/lives', body: (v) => room(v, { competition_id: 99999999 }) },
      { title: '另一家机构替它新建', as: 'org_youth', method: 'POST', url: '/api/admin/lives', body: (v) => room(v) },
      { title: '访客新建', as: null, method: 'POST', url: '/api/admin/lives', body: (v) => room(v) },
      { title: '不带 CSRF 令牌新建', as: 'org_gov', method: 'POST', url: '/api/admin/lives', body: (v) => room(v), withoutCsrf: true },
      { title: '新建', as: 'org_gov', method: 'POST', url: '/api/admin/lives', body: (v) => room(v), capture: (r) => ({ room: r.id }) },
      { title: '详情', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/lives/info?id=${v.room}`, same: (r) => [r.title, r.status, r.visibility, r.admin_hidden, r.description] },
      { title: '另一家机构读详情', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/lives/info?id=${v.room}` },
      { title: '改标题', as: 'org_gov', method: 'PUT', url: '/api/admin/lives', body: (v) => ({ id: v.room, title: `${v.title}改` }) },
      { title: '什么都不改', as: 'org_gov', method: 'PUT', url: '/api/admin/lives', body: (v) => ({ id: v.room }) },
      { title: '推流地址不是 rtmp', as: 'org_gov', method: 'PUT', url: '/api/admin/lives', body: (v) => ({ id: v.room, push_url: 'http://x' }) },
      { title: '未结束不能设置回放', as: 'org_gov', method: 'PUT', url: '/api/admin/lives/replay', body: (v) => ({ id: v.room, replay_url: 'https://live.example.com/r.m3u8' }) },
      { title: '未结束的回放文件', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/lives/replay_file?id=${v.room}`, same: (r) => [r.status, r.url] },
      { title: '未结束不能生成回放文件', as: 'org_gov', method: 'POST', url: '/api/admin/lives/replay_file', body: (v) => ({ id: v.room }) },
      { title: '个人用户读回放文件', as: 'athlete', method: 'GET', url: (v) => `/api/admin/lives/replay_file?id=${v.room}` },
      {
        title: '本机构图片库中的一张图片',
        as: 'admin',
        method: 'GET',
        url: (v) => `/api/admin/image/list?institution_id=${v.institution}&hidden=0&count=1`,
        capture: (r) => ({ image: r.list[0].url }),
        shape: false,
      },
      { title: '广告列表', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/live/ads?institution_id=${v.institution}` },
      { title: '广告标题为空', as: 'org_gov', method: 'POST', url: '/api/admin/live/ad', body: (v) => ad(v, { title: ' ' }) },
      { title: '视频广告用图片', as: 'org_gov', method: 'POST', url: '/api/admin/live/ad', body: (v) => ad(v, { kind: 'video' }) },
      { title: '未上传的图片', as: 'org_gov', method: 'POST', url: '/api/admin/live/ad', body: (v) => ad(v, { media_url: '/api/media/diff-ad.png' }) },
      { title: '广告跳转链接不安全', as: 'org_gov', method: 'POST', url: '/api/admin/live/ad', body: (v) => ad(v, { link: 'javascript:alert(1)' }) },
      { title: '广告投放到不存在的直播间', as: 'org_gov', method: 'POST', url: '/api/admin/live/ad', body: (v) => ad(v, { room_id: 99999999 }) },
      { title: '另一家机构替它新建广告', as: 'org_youth', method: 'POST', url: '/api/admin/live/ad', body: (v) => ad(v) },
      { title: '新建广告', as: 'org_gov', method: 'POST', url: '/api/admin/live/ad', body: (v) => ad(v, { room_id: v.room, link: '/official/information' }), capture: (r) => ({ ad: r.id }) },
      { title: '改广告时长', as: 'org_gov', method: 'PUT', url: '/api/admin/live/ad', body: (v) => ({ id: v.ad, duration: 10 }) },
      { title: '广告什么都不改', as: 'org_gov', method: 'PUT', url: '/api/admin/live/ad', body: (v) => ({ id: v.ad }) },
      { title: '另一家机构改广告', as: 'org_youth', method: 'PUT', url: '/api/admin/live/ad', body: (v) => ({ id: v.ad, duration: 10 }) },
      {
        title: '广告列表中有这条广告',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/live/ads?institution_id=${v.institution}&count=100`,
        same: (r, v) => r.list.filter((x: Result) => x.id === v.ad).map((x: Result) => [x.title, x.kind, x.duration, x.enabled, x.room_title]),
      },
      { title: '开播', as: 'org_gov', method: 'POST', url: '/api/admin/lives/start', body: (v) => ({ id: v.room }) },
      { title: '再开播一次', as: 'org_gov', method: 'POST', url: '/api/admin/lives/start', body: (v) => ({ id: v.room }) },
      { title: '直播中不能删除', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/lives?id=${v.room}` },
      { title: '官网直播列表', as: null, method: 'GET', url: '/api/official/lives?section=live&count=100', same: (r, v) => own(v)(r) },
      { title: '官网直播详情（含广告）', as: null, method: 'GET', url: (v) => `/api/official/live?id=${v.room}`, same: (r) => [r.status, r.play_url, r.ad?.title, r.ad?.duration] },
      { title: '主办方隐藏直播间', as: 'org_gov', method: 'POST', url: '/api/admin/lives/hide', body: (v) => ({ id: v.room, hidden: 1 }) },
      { title: '平台管理员隐藏直播间', as: 'admin', method: 'POST', url: '/api/admin/lives/hide', body: (v) => ({ id: v.room, hidden: 1 }) },
      { title: '隐藏后官网不可见', as: null, method: 'GET', url: (v) => `/api/official/live?id=${v.room}` },
      { title: '隐藏不存在的直播间', as: 'admin', method: 'POST', url: '/api/admin/lives/hide', body: { id: 99999999, hidden: 1 } },
      { title: '平台管理员恢复显示', as: 'admin', method: 'POST', url: '/api/admin/lives/hide', body: (v) => ({ id: v.room, hidden: 0 }) },
      { title: '结束直播', as: 'org_gov', method: 'POST', url: '/api/admin/lives/end', body: (v) => ({ id: v.room }) },
      { title: '再结束一次', as: 'org_gov', method: 'POST', url: '/api/admin/lives/end', body: (v) => ({ id: v.room }) },
      { title: '回放地址格式错误', as: 'org_gov', method: 'PUT', url: '/api/admin/lives/replay', body: (v) => ({ id: v.room, replay_url: 'ftp://x/y.m3u8' }) },
      { title: '还没有回放时生成回放文件', as: 'org_gov', method: 'POST', url: '/api/admin/lives/replay_file', body: (v) => ({ id: v.room }) },
      { title: '设置 MP4 回放', as: 'org_gov', method: 'PUT', url: '/api/admin/lives/replay', body: (v) => ({ id: v.room, replay_url: 'https://live.example.com/diff/replay.mp4' }), same: (r) => [r.status, r.replay_url] },
      { title: '不是 HLS 的回放不用生成文件', as: 'org_gov', method: 'POST', url: '/api/admin/lives/replay_file', body: (v) => ({ id: v.room }) },
      { title: '官网回放列表', as: null, method: 'GET', url: '/api/official/lives?section=replay&count=100', same: (r, v) => own(v)(r) },
      { title: '另一家机构设置回放', as: 'org_youth', method: 'PUT', url: '/api/admin/lives/replay', body: (v) => ({ id: v.room, replay_url: '' }) },
      { title: '另一家机构删除广告', as: 'org_youth', method: 'DELETE', url: (v) => `/api/admin/live/ad?id=${v.ad}` },
      { title: '删除广告', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/live/ad?id=${v.ad}` },
      { title: '再删除广告', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/live/ad?id=${v.ad}` },
      { title: '另一家机构删除直播间', as: 'org_youth', method: 'DELETE', url: (v) => `/api/admin/lives?id=${v.room}` },
      { title: '删除已结束的直播间', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/lives?id=${v.room}` },
      { title: '删除后不存在', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/lives/info?id=${v.room}` },
    ],
  },
];
