/**
 * 视频库 (spec §2.5 视频管理, §2.4 官网视频): the official categories, list and detail; an organiser reads and edits its
 * hidden demo video (shared/demo DEMO_VIDEOS, on both sides) and keeps it hidden, the official site does not show
 * it (which published videos the site lists is not compared: the server's files are made by ffmpeg after start); adding a video is refused without a file, with a file that does not exist (an upload is a tus upload, which
 * the harness's JSON steps cannot make; the server's demo files are made by ffmpeg at start, so a demo file is not
 * ready at a known moment: no video is added or published here), with an empty title; another institution, a venue
 * manager, a personal user, a visitor and a mutation without the CSRF token are refused.
 *
 * Operations: GET /api/admin/video/list, GET /api/admin/video/info, POST/PUT/DELETE /api/admin/video (POST and DELETE:
 * refusals only), POST /api/admin/video/status, GET /api/official/video_categories, GET /api/official/videos,
 * GET /api/official/video.
 *
 * A competition's videos (视频 of its management menu, spec §2.4 videoList): the organiser attaches its hidden demo
 * video to its new approved competition, the competition's list shows it (another institution, a personal user and
 * a visitor are refused), the match page's public list does not (hidden); adding one from the competition's page
 * without a file, or to another institution's competition, is refused; the video is detached again.
 */
import { DEMO_VIDEOS } from 'shared/demo';
import type { Result, Scenario, Vars } from '../harness.js';
import { approvedCompetition, organiserInfo, suffix } from './common.js';

/** org_gov's hidden demo video. */
const HIDDEN = DEMO_VIDEOS.find((d) => d.account === 'org_gov' && d.status === 'hidden')!;
const video = (v: Vars, extra: Record<string, unknown> = {}) => ({ institution_id: v.institution, title: '差分视频', category: 1, video_url: '/api/media/diff-nothing.mp4', ...extra });

export const videoScenarios: Scenario[] = [
  {
    title: '视频：分类、官网列表与详情、编辑隐藏的视频、新增与删除的拒绝，及越权',
    steps: [
      organiserInfo,
      { title: '视频分类', as: null, method: 'GET', url: '/api/official/video_categories', same: (r) => r.list },
      {
        title: '本机构的视频',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/video/list?institution_id=${v.institution}&status=hidden&count=100`,
        capture: (r) => ({ id: r.list.find((x: Result) => x.title === HIDDEN.title)?.id }),
        same: (r) => r.list.some((x: Result) => x.title === HIDDEN.title),
      },
      { title: '场馆运营方读视频列表', as: 'venue_mgr', method: 'GET', url: '/api/admin/video/list' },
      { title: '个人用户读视频列表', as: 'athlete', method: 'GET', url: '/api/admin/video/list' },
      { title: '另一家机构读它的视频列表', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/video/list?institution_id=${v.institution}` },
      { title: '详情', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/video/info?id=${v.id}`, same: (r) => [r.title, r.status, r.category, r.category_name, r.admin_hidden, r.description] },
      { title: '另一家机构读详情', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/video/info?id=${v.id}` },
      { title: '改简介', as: 'org_gov', method: 'PUT', url: '/api/admin/video', body: (v) => ({ id: v.id, description: '差分视频简介' }) },
      { title: '改后的详情', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/video/info?id=${v.id}`, same: (r) => r.description },
      { title: '改回原简介', as: 'org_gov', method: 'PUT', url: '/api/admin/video', body: (v) => ({ id: v.id, description: HIDDEN.description }) },
      { title: '什么都不改', as: 'org_gov', method: 'PUT', url: '/api/admin/video', body: (v) => ({ id: v.id }) },
      { title: '标题为空', as: 'org_gov', method: 'PUT', url: '/api/admin/video', body: (v) => ({ id: v.id, title: ' ' }) },
      { title: '封面地址不安全', as: 'org_gov', method: 'PUT', url: '/api/admin/video', body: (v) => ({ id: v.id, cover: 'javascript:alert(1)' }) },
      { title: '换成不存在的视频文件', as: 'org_gov', method: 'PUT', url: '/api/admin/video', body: (v) => ({ id: v.id, video_url: '/api/media/diff-nothing.mp4' }) },
      { title: '另一家机构修改', as: 'org_youth', method: 'PUT', url: '/api/admin/video', body: (v) => ({ id: v.id, title: 'x' }) },
      { title: '保持隐藏', as: 'org_gov', method: 'POST', url: '/api/admin/video/status', body: (v) => ({ id: v.id, status: 'hidden' }) },
      { title: '另一家机构发布', as: 'org_youth', method: 'POST', url: '/api/admin/video/status', body: (v) => ({ id: v.id, status: 'published' }) },
      { title: '不带 CSRF 令牌发布', as: 'org_gov', method: 'POST', url: '/api/admin/video/status', body: (v) => ({ id: v.id, status: 'published' }), withoutCsrf: true },
      { title: '官网不显示隐藏的视频', as: null, method: 'GET', url: (v) => `/api/official/video?id=${v.id}` },
      // the server's demo files are processed by ffmpeg after start: which videos are public is not known here
      { title: '官网视频列表', as: null, method: 'GET', url: '/api/official/videos?category=5', shape: false },
      { title: '官网读不存在的视频', as: null, method: 'GET', url: '/api/official/video?id=99999999' },
      { title: '不上传视频', as: 'org_gov', method: 'POST', url: '/api/admin/video', body: (v) => video(v, { video_url: undefined }) },
      { title: '视频文件不存在', as: 'org_gov', method: 'POST', url: '/api/admin/video', body: (v) => video(v) },
      { title: '标题为空的新增', as: 'org_gov', method: 'POST', url: '/api/admin/video', body: (v) => video(v, { title: ' ' }) },
      { title: '另一家机构替它新增', as: 'org_youth', method: 'POST', url: '/api/admin/video', body: (v) => video(v) },
      { title: '场馆运营方新增', as: 'venue_mgr', method: 'POST', url: '/api/admin/video', body: { title: '差分视频', category: 1, video_url: '/api/media/diff-nothing.mp4' } },
      { title: '访客新增', as: null, method: 'POST', url: '/api/admin/video', body: (v) => video(v) },
      { title: '不带 CSRF 令牌新增', as: 'org_gov', method: 'POST', url: '/api/admin/video', body: (v) => video(v), withoutCsrf: true },
      { title: '另一家机构删除', as: 'org_youth', method: 'DELETE', url: (v) => `/api/admin/video?id=${v.id}` },
      { title: '访客删除', as: null, method: 'DELETE', url: (v) => `/api/admin/video?id=${v.id}` },
      { title: '不带 CSRF 令牌删除', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/video?id=${v.id}`, withoutCsrf: true },
      { title: '删除不存在的视频', as: 'org_gov', method: 'DELETE', url: '/api/admin/video?id=99999999' },
    ],
  },
  {
    title: '赛事的视频：挂到比赛上 → 比赛的视频列表 → 官网比赛页不显示隐藏的 → 拒绝越权与无文件 → 取下',
    vars: () => ({ name: `差分视频赛事${suffix()}` }),
    steps: [
      ...approvedCompetition('田径', '差分田径场'),
      {
        title: '本机构隐藏的视频',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/video/list?institution_id=${v.institution}&status=hidden&count=100`,
        capture: (r) => ({ video: r.list.find((x: Result) => x.title === HIDDEN.title)?.id }),
        shape: false,
      },
      { title: '比赛还没有视频', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/video/list?competition_id=${v.id}`, same: (r) => r.total },
      { title: '挂到比赛上', as: 'org_gov', method: 'PUT', url: '/api/admin/video', body: (v) => ({ id: v.video, competition_id: v.id }) },
      {
        title: '比赛的视频列表',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/video/list?competition_id=${v.id}`,
        same: (r) => [r.total, r.list.map((x: Result) => [x.title, x.status, x.competition_name])],
      },
      { title: '按状态筛选比赛的视频', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/video/list?competition_id=${v.id}&status=published`, same: (r) => r.total },
      { title: '另一家机构读比赛的视频', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/video/list?competition_id=${v.id}` },
      { title: '个人用户读比赛的视频', as: 'athlete', method: 'GET', url: (v) => `/api/admin/video/list?competition_id=${v.id}` },
      { title: '访客读比赛的视频', as: null, method: 'GET', url: (v) => `/api/admin/video/list?competition_id=${v.id}` },
      { title: '不存在的比赛', as: 'org_gov', method: 'GET', url: '/api/admin/video/list?competition_id=99999999' },
      { title: '官网比赛页的视频（隐藏的不显示）', as: null, method: 'GET', url: (v) => `/api/official/videos?competition_id=${v.id}`, same: (r) => r.total },
      { title: '从比赛页新增但没有视频', as: 'org_gov', method: 'POST', url: '/api/admin/video', body: (v) => ({ competition_id: v.id, title: '差分视频', category: 1 }) },
      { title: '从比赛页新增不存在的文件', as: 'org_gov', method: 'POST', url: '/api/admin/video', body: (v) => ({ competition_id: v.id, title: '差分视频', category: 1, video_url: '/api/media/diff-nothing.mp4' }) },
      { title: '另一家机构往这场比赛新增', as: 'org_youth', method: 'POST', url: '/api/admin/video', body: (v) => ({ competition_id: v.id, title: '差分视频', category: 1, video_url: '/api/media/diff-nothing.mp4' }) },
      { title: '取下', as: 'org_gov', method: 'PUT', url: '/api/admin/video', body: (v) => ({ id: v.video, competition_id: null }) },
      { title: '比赛又没有视频了', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/video/list?competition_id=${v.id}`, same: (r) => r.total },
    ],
  },
];
