/**
 * Mocks of the video library routes (server: server/src/routes/video/index.ts): back office `/admin/video*` and the
 * public `/official/video_categories`, `/official/videos`, `/official/video`. They mirror the server's access rules
 * (the admin sees all and may hide any; an institution manages its own; venue managers and personal users are
 * refused), the publish rule (only processed videos) and its Chinese messages.
 */
import { membershipManages } from '../../rules/personal-centre';
import { institutionIdsOf, mockDb } from '../db';
import { hasText, nextId, nowIso, orNotFound, perDb } from '../content-kit';
import { badInput, fail, forbidden, notFound, paginate } from '../envelope';
import { institutionName, institutions } from '../fixtures/institutions';
import type { MockUser } from '../fixtures/users';
import { VIDEO_CATEGORIES, VIDEO_MSG, videoCategoryName, videoFieldChanges, videoPublishProblem, videoStatusMove } from '../../rules/video-categories';
import { createVideos, type MockVideo } from '../fixtures/videos';
import { svgPicture } from '../fixtures/images';
import type { Json } from '../../http/api-types';
import { mock, refuse } from '../route';
import { uploadedMediaKind } from './upload';
import { isEmptyEdit, NOTHING_TO_CHANGE } from '../../rules/validation-message';

const store = perDb(() => ({ videos: createVideos(), nextId: 100 }));

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

const coverOf = (v: MockVideo) => v.custom_cover || (v.media_status === 'ready' ? v.poster : '');
const isPublic = (v: MockVideo) => v.status === 'published' && v.media_status === 'ready';

function adminDto({ poster: _poster, ...v }: MockVideo) {
  const ready = v.media_status === 'ready';
  return {
    ...v,
    institution_name: v.institution_id === null ? '平台' : institutionName(v.institution_id),
    category_name: videoCategoryName(v.category),
    cover: coverOf({ ...v, poster: _poster }),
    video_url: ready ? v.video_url : '',
    duration: ready ? v.duration : 0,
  };
}

function publicDto(v: MockVideo) {
  return {
    id: v.id,
    category: v.category,
    category_name: videoCategoryName(v.category),
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

type VideoBody = Omit<Json<'/admin/video', 'put'>, 'id'>;

/** Applies a create or edit body checked by shared/rules videoFieldChanges (as the server), then its file. */
function apply(v: MockVideo, b: VideoBody, isNew: boolean) {
  const c = typeof b.competition_id === 'number' ? mockDb.competitions.find((x) => x.id === b.competition_id) : undefined;
  const checked = videoFieldChanges(b, { institutionId: v.institution_id, currentCover: v.custom_cover, competitionOwner: c?.institution_id });
  if ('problem' in checked) refuse(badInput(checked.problem));
  const { cover, ...f } = checked.changes;
  const url = b.video_url?.trim();
  if (url) {
    // as the server: a video file uploaded (and processed) in this run; another address names no file
    if (uploadedMediaKind(url) !== 'video') refuse(badInput(VIDEO_MSG.badVideo));
    Object.assign(v, { video_url: url, media_status: 'ready', poster: svgPicture('视频封面', '#1f6feb', '#0b3d91', 640, 360), duration: 2 });
  } else if (b.vid) {
    Object.assign(v, { video_url: '', media_status: 'processing', poster: '' });
  } else if (isNew) refuse(badInput(VIDEO_MSG.noVideo));
  Object.assign(v, f, cover === undefined ? {} : { custom_cover: cover }, f.competition_id === undefined ? {} : { competition_name: c?.name ?? '' });
  v.updated_at = nowIso();
}

/** A competition the user manages (its institution's members; the admin any), as the server's canManageCompetition. */
function managedCompetition(user: MockUser, id: number) {
  const c = mockDb.competitions.find((x) => x.id === id);
  return c && (user.isPlatformAdmin || (!user.isPerson && institutionIdsOf(user).includes(c.institution_id))) ? c : undefined;
}

/** The video if the user manages it: its institution's video manager, or a manager of its competition (else 404). */
function managed(user: MockUser, id: number): MockVideo {
  const v = store().videos.find((x) => x.id === id);
  const c = v?.competition_id ? managedCompetition(user, v.competition_id) : undefined;
  return orNotFound(v && (canManageFor(user, v.institution_id) || (c && c.institution_id === v.institution_id)) && v);
}

/** Publishes, or refuses with the server's reason. */
function publish(v: MockVideo) {
  const problem = videoPublishProblem(v.media_status);
  if (problem) refuse(fail(40000, problem));
  v.status = 'published';
  v.published_at ??= nowIso();
}

export const videoHandlers = [
  // ---- back office ----
  mock.get('/admin/video/list', ({ user, query: q, url }) => {
    const byNewest = (rows: MockVideo[]) => rows.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const filtered = (rows: MockVideo[]) =>
      rows
        .filter((v) => (!q.category || v.category === q.category) && (!q.status || v.status === q.status))
        .filter((v) => hasText(v.title, q.keyword) || hasText(v.description, q.keyword));
    if (q.competition_id !== undefined) {
      // a competition's videos (视频 of its management menu), for whoever manages the competition
      const c = managedCompetition(user, q.competition_id);
      if (!c || (q.institution_id !== undefined && q.institution_id !== c.institution_id)) return notFound();
      return paginate(byNewest(filtered(store().videos.filter((v) => v.competition_id === c.id && v.institution_id === c.institution_id))).map(adminDto), url);
    }
    const own = scopeOf(user);
    if (own !== 'all' && (own.length === 0 || (q.institution_id && !own.includes(q.institution_id)))) return forbidden();
    const ids = q.institution_id ? [q.institution_id] : own === 'all' ? null : own;
    const rows = filtered(store().videos.filter((v) => ids === null || (v.institution_id !== null && ids.includes(v.institution_id))));
    return paginate(byNewest(rows).map(adminDto), url);
  }),
  mock.get('/admin/video/info', ({ user, query }) => adminDto(managed(user, query.id))),
  mock.post('/admin/video', ({ user, body: b }) => {
    // a video added from a competition's 视频 page belongs to the competition's institution
    const competition = typeof b.competition_id === 'number' ? managedCompetition(user, b.competition_id) : undefined;
    const institutionId =
      b.institution_id !== undefined ? b.institution_id : competition ? competition.institution_id : user.isPlatformAdmin ? null : (institutionIdsOf(user)[0] ?? null);
    if (!canManageFor(user, institutionId) && competition?.institution_id !== institutionId) return forbidden();
    const s = store();
    const now = nowIso();
    const v: MockVideo = { id: s.nextId + 1, institution_id: institutionId, competition_id: null, competition_name: '', category: 1, title: '', description: '', custom_cover: '', poster: '', video_url: '', media_status: 'processing', duration: 0, status: 'hidden', admin_hidden: 0, views: 0, published_at: null, created_at: now, updated_at: now };
    apply(v, b, true);
    if (b.publish === 1) publish(v);
    nextId(s);
    s.videos.push(v);
    return { id: v.id };
  }),
  mock.put('/admin/video', ({ user, body: { id, ...fields } }) => {
    const v = managed(user, id);
    if (isEmptyEdit(fields)) return badInput(NOTHING_TO_CHANGE);
    apply(v, fields, false);
    if (v.status === 'published' && v.media_status !== 'ready') v.status = 'hidden';
    return { id };
  }),
  mock.delete('/admin/video', ({ user, query }) => {
    const v = managed(user, query.id);
    store().videos = store().videos.filter((x) => x.id !== v.id);
    return {};
  }),
  mock.post('/admin/video/status', ({ user, body: b }) => {
    const v = managed(user, b.id);
    const move = videoStatusMove(b.status, { adminHidden: v.admin_hidden === 1, mediaStatus: v.media_status, institutionId: v.institution_id }, user.isPlatformAdmin);
    if ('refusal' in move) return fail(40000, move.refusal);
    v.status = b.status;
    v.admin_hidden = move.adminHidden ? 1 : 0;
    if (b.status === 'published') v.published_at ??= nowIso();
    v.updated_at = nowIso();
    return {};
  }),

  // ---- public ----
  mock.public.get('/official/video_categories', () => ({ list: VIDEO_CATEGORIES.map((c) => ({ ...c })) })),
  mock.public.get('/official/videos', ({ query: q, url }) => {
    const rows = store()
      .videos.filter((v) => isPublic(v) && (!q.category || v.category === q.category) && (!q.competition_id || v.competition_id === q.competition_id) && hasText(v.title, q.keyword))
      .sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || b.id - a.id)
      .map(publicDto);
    return paginate(rows, url);
  }),
  mock.public.get('/official/video', ({ query }) => {
    const v = orNotFound(store().videos.find((x) => x.id === query.id && isPublic(x)));
    v.views += 1;
    const related = store()
      .videos.filter((x) => isPublic(x) && x.category === v.category && x.id !== v.id)
      .slice(0, 6)
      .map(publicDto);
    return { ...publicDto(v), related };
  }),
];

/** The competition's videos as 集锦 reads them (handlers/highlights.ts): the public sees the published, processed ones. */
export const mockCompetitionVideos = (competitionId: number) =>
  store()
    .videos.filter((v) => v.competition_id === competitionId)
    .map((v) => ({ id: v.id, title: v.title, image: coverOf(v), videoUrl: v.media_status === 'ready' ? v.video_url : '', visible: isPublic(v), createdAt: v.created_at }));
