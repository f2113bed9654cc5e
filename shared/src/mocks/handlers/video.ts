/**
 * Mocks of the video library routes (server: server/src/routes/video/index.ts): back office `/admin/video*` and the
 * public `/official/video_categories`, `/official/videos`, `/official/video`. They mirror the server's access rules
 * (the admin sees all and may hide any; an institution manages its own; venue managers and personal users are
 * refused), the publish rule (only processed videos) and its Chinese messages.
 */
import { http } from 'msw';
import { membershipManages } from '../../rules/personal-centre';
import { institutionIdsOf, mockDb, type MockDb } from '../db';
import { badInput, fail, forbidden, intParam, notFound, ok, paginate, textParam } from '../envelope';
import { institutionName, institutions } from '../fixtures/institutions';
import type { MockUser } from '../fixtures/users';
import { createVideos, VIDEO_CATEGORIES, type MockVideo, type MockVideoStatus } from '../fixtures/videos';
import { svgPicture } from '../fixtures/images';
import { requireUser } from './guard';

interface Store {
  videos: MockVideo[];
  nextId: number;
}

const stores = new WeakMap<MockDb, Store>();

function store(): Store {
  let s = stores.get(mockDb);
  if (!s) {
    s = { videos: createVideos(), nextId: 100 };
    stores.set(mockDb, s);
  }
  return s;
}

const VENUE_OPERATOR = 4;

function canManageFor(user: MockUser, institutionId: number | null): boolean {
  if (user.isPlatformAdmin) return true;
  if (institutionId === null || user.isPerson || !membershipManages(institutionId)) return false;
  const m = user.managerOf.find(([id]) => id === institutionId);
  if (!m) return false;
  const type = institutions.find((i) => i.id === institutionId)?.institution_type ?? 0;
  return m[2] === 0 && type !== VENUE_OPERATOR;
}

function scopeOf(user: MockUser): 'all' | number[] {
  if (user.isPlatformAdmin) return 'all';
  return institutionIdsOf(user).filter((id) => canManageFor(user, id));
}

export const VIDEO_MOCK_MSG = {
  notProcessed: '视频正在上传或处理中，处理完成后才能发布',
  failed: '视频处理失败，请重新上传后再发布',
  adminHidden: '该视频已被平台管理员隐藏，不能发布',
  noVideo: '请上传视频',
  badVideo: '视频不存在，请重新上传',
};

const categoryName = (id: number) => VIDEO_CATEGORIES.find((c) => c.id === id)?.name ?? '';
const coverOf = (v: MockVideo) => v.custom_cover || (v.media_status === 'ready' ? v.poster : '');
const isPublic = (v: MockVideo) => v.status === 'published' && v.media_status === 'ready';

function adminDto(v: MockVideo) {
  return {
    id: v.id,
    institution_id: v.institution_id,
    institution_name: v.institution_id === null ? '平台' : institutionName(v.institution_id),
    competition_id: v.competition_id,
    competition_name: v.competition_name,
    category: v.category,
    category_name: categoryName(v.category),
    title: v.title,
    description: v.description,
    cover: coverOf(v),
    custom_cover: v.custom_cover,
    video_url: v.media_status === 'ready' ? v.video_url : '',
    media_status: v.media_status,
    duration: v.media_status === 'ready' ? v.duration : 0,
    status: v.status,
    admin_hidden: v.admin_hidden,
    views: v.views,
    published_at: v.published_at,
    created_at: v.created_at,
    updated_at: v.updated_at,
  };
}

function publicDto(v: MockVideo) {
  return {
    id: v.id,
    category: v.category,
    category_name: categoryName(v.category),
    title: v.title,
    description: v.description,
    cover: coverOf(v),
    video_url: v.video_url,
    duration: v.duration,
    width: 96,
    height: 54,
    views: v.views,
    institution_name: v.institution_id === null ? '平台' : institutionName(v.institution_id),
    competition_id: v.competition_id,
    competition_name: v.competition_name,
    published_at: v.published_at ?? v.created_at,
  };
}

interface VideoBody {
  id?: number;
  institution_id?: number | null;
  competition_id?: number | null;
  category?: number;
  title?: string;
  description?: string;
  video_url?: string;
  vid?: string;
  cover?: string;
  publish?: 0 | 1;
  status?: MockVideoStatus;
}

const safeCover = (url: string) => /^(\/[^/]|https?:\/\/|data:image\/)/.test(url);

/** Applies a create or edit body; an error response, or null. */
function apply(v: MockVideo, b: VideoBody, isNew: boolean) {
  if (b.title !== undefined && !b.title.trim()) return badInput('标题不能为空');
  if (b.title !== undefined && b.title.length > 100) return badInput('标题不能超过100个字符');
  if (b.category !== undefined && !VIDEO_CATEGORIES.some((c) => c.id === b.category)) return badInput('视频分类取值无效');
  if (b.cover !== undefined && b.cover !== v.custom_cover && b.cover && !safeCover(b.cover)) return badInput('封面图片地址无效');
  if (b.competition_id !== undefined && b.competition_id !== null) {
    const c = mockDb.competitions.find((x) => x.id === b.competition_id);
    if (!c || (v.institution_id !== null && c.institution_id !== v.institution_id)) return badInput('赛事不存在');
    v.competition_name = c.name;
  }
  const url = b.video_url?.trim();
  if (url) {
    if (!/^\/api\/media\/[A-Za-z0-9._-]{1,64}$/.test(url) && !url.startsWith('data:video/')) return badInput(VIDEO_MOCK_MSG.badVideo);
    v.video_url = url;
    v.media_status = 'ready';
    v.poster = svgPicture('视频封面', '#1f6feb', '#0b3d91', 640, 360);
    v.duration = 2;
  } else if (b.vid) {
    v.video_url = '';
    v.media_status = 'processing';
    v.poster = '';
  } else if (isNew) return badInput(VIDEO_MOCK_MSG.noVideo);
  if (b.title !== undefined) v.title = b.title.trim();
  if (b.description !== undefined) v.description = b.description.trim();
  if (b.category !== undefined) v.category = b.category;
  if (b.cover !== undefined) v.custom_cover = b.cover.trim();
  if (b.competition_id !== undefined) {
    v.competition_id = b.competition_id;
    if (b.competition_id === null) v.competition_name = '';
  }
  v.updated_at = new Date().toISOString();
  return null;
}

function publishProblem(v: MockVideo): string | null {
  if (v.media_status === 'ready') return null;
  if (v.media_status === 'failed' || v.media_status === 'canceled') return VIDEO_MOCK_MSG.failed;
  return VIDEO_MOCK_MSG.notProcessed;
}

function managed(user: MockUser, id: number | undefined): MockVideo | null {
  const v = store().videos.find((x) => x.id === id);
  return v && canManageFor(user, v.institution_id) ? v : null;
}

export const videoHandlers = [
  // ---- back office ----
  http.get('/api/admin/video/list', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const url = new URL(request.url);
    const own = scopeOf(auth.user);
    const requested = intParam(url, 'institution_id');
    let ids: number[] | null;
    if (own === 'all') ids = requested ? [requested] : null;
    else {
      if (own.length === 0 || (requested && !own.includes(requested))) return forbidden();
      ids = requested ? [requested] : own;
    }
    const category = intParam(url, 'category');
    const status = textParam(url, 'status');
    const keyword = textParam(url, 'keyword')?.toLowerCase();
    const rows = store()
      .videos.filter((v) => ids === null || (v.institution_id !== null && ids.includes(v.institution_id)))
      .filter((v) => !category || v.category === category)
      .filter((v) => !status || v.status === status)
      .filter((v) => !keyword || v.title.toLowerCase().includes(keyword) || v.description.toLowerCase().includes(keyword))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map(adminDto);
    return ok(paginate(rows, url));
  }),
  http.get('/api/admin/video/info', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const v = managed(auth.user, intParam(new URL(request.url), 'id'));
    return v ? ok(adminDto(v)) : notFound();
  }),
  http.post('/api/admin/video', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = (await request.json()) as VideoBody;
    const user = auth.user;
    const institutionId = b.institution_id === undefined ? (user.isPlatformAdmin ? null : (institutionIdsOf(user)[0] ?? null)) : b.institution_id;
    if (!canManageFor(user, institutionId)) return forbidden();
    if (b.title === undefined) return badInput('标题不能为空');
    if (b.category === undefined) return badInput('视频分类不能为空');
    const s = store();
    const now = new Date().toISOString();
    const v: MockVideo = {
      id: s.nextId + 1,
      institution_id: institutionId,
      competition_id: null,
      competition_name: '',
      category: 1,
      title: '',
      description: '',
      custom_cover: '',
      poster: '',
      video_url: '',
      media_status: 'processing',
      duration: 0,
      status: 'hidden',
      admin_hidden: 0,
      views: 0,
      published_at: null,
      created_at: now,
      updated_at: now,
    };
    const problem = apply(v, b, true);
    if (problem) return problem;
    if (b.publish === 1) {
      const refused = publishProblem(v);
      if (refused) return fail(40000, refused);
      v.status = 'published';
      v.published_at = now;
    }
    s.nextId += 1;
    s.videos.push(v);
    return ok({ id: v.id });
  }),
  http.put('/api/admin/video', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = (await request.json()) as VideoBody;
    const v = managed(auth.user, b.id);
    if (!v) return notFound();
    const { id, ...fields } = b;
    if (Object.keys(fields).length === 0) return badInput('请至少填写一项内容');
    const problem = apply(v, fields, false);
    if (problem) return problem;
    if (v.status === 'published' && v.media_status !== 'ready') v.status = 'hidden';
    return ok({ id: id! });
  }),
  http.delete('/api/admin/video', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const v = managed(auth.user, intParam(new URL(request.url), 'id'));
    if (!v) return notFound();
    const s = store();
    s.videos = s.videos.filter((x) => x.id !== v.id);
    return ok({});
  }),
  http.post('/api/admin/video/status', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = (await request.json()) as VideoBody;
    if (b.status !== 'published' && b.status !== 'hidden') return badInput('状态取值无效');
    const v = managed(auth.user, b.id);
    if (!v) return notFound();
    const user = auth.user;
    if (b.status === 'published') {
      if (v.admin_hidden && !user.isPlatformAdmin) return fail(40000, VIDEO_MOCK_MSG.adminHidden);
      const problem = publishProblem(v);
      if (problem) return fail(40000, problem);
      v.status = 'published';
      v.admin_hidden = 0;
      v.published_at ??= new Date().toISOString();
    } else {
      v.status = 'hidden';
      v.admin_hidden = (user.isPlatformAdmin && v.institution_id !== null) || (v.admin_hidden === 1 && !user.isPlatformAdmin) ? 1 : 0;
    }
    v.updated_at = new Date().toISOString();
    return ok({});
  }),

  // ---- public ----
  http.get('/api/official/video_categories', () => ok({ list: VIDEO_CATEGORIES.map((c) => ({ ...c })) })),
  http.get('/api/official/videos', ({ request }) => {
    const url = new URL(request.url);
    const count = Number(url.searchParams.get('count') ?? 10);
    if (count > 100) return badInput('每页条数不能大于100');
    const category = intParam(url, 'category');
    if (category !== undefined && !VIDEO_CATEGORIES.some((c) => c.id === category)) return badInput('视频分类取值无效');
    const keyword = textParam(url, 'keyword')?.toLowerCase();
    const rows = store()
      .videos.filter(isPublic)
      .filter((v) => !category || v.category === category)
      .filter((v) => !keyword || v.title.toLowerCase().includes(keyword))
      .sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || b.id - a.id)
      .map(publicDto);
    return ok(paginate(rows, url));
  }),
  http.get('/api/official/video', ({ request }) => {
    const id = intParam(new URL(request.url), 'id');
    const v = store().videos.find((x) => x.id === id && isPublic(x));
    if (!v) return notFound();
    v.views += 1;
    const related = store()
      .videos.filter((x) => isPublic(x) && x.category === v.category && x.id !== v.id)
      .slice(0, 6)
      .map(publicDto);
    return ok({ ...publicDto(v), related });
  }),
];
