/**
 * Mocks of the album and image routes (server: server/src/routes/album/index.ts): `/admin/album*`, the platform
 * review queues `/admin/add_photos`, `/admin/photo/review`, `/admin/report_list`, `/admin/report/handle`,
 * `/admin/image/list`, `/admin/image/hide`, `/admin/image/actions`, and the public `/album/list`, `/album/info`,
 * `/album/report`. Same access rules and refusals as the server, closely enough for page tests and standalone mode.
 */
import { http } from 'msw';
import { institutionIdsOf, mockDb, type MockDb } from '../db';
import { badInput, fail, forbidden, intParam, notFound, ok, paginate, textParam } from '../envelope';
import { createAlbumData, PHOTO_REPORT_CATEGORIES, type MockAlbum, type MockPhoto, type PhotoStatus } from '../fixtures/albums';
import { institutionName } from '../fixtures/institutions';
import type { MockUser } from '../fixtures/users';
import { requireUser } from './guard';
import { uploadedMediaUrl } from './upload';

type Store = ReturnType<typeof createAlbumData> & {
  nextId: number;
  actions: { id: number; photo_id: number | null; media_id: number | null; action: string; from_status: string | null; to_status: string | null; actor_name: string; reason: string; at: string }[];
};
const stores = new WeakMap<MockDb, Store>();

function store(): Store {
  let s = stores.get(mockDb);
  if (!s) {
    s = { ...createAlbumData(), nextId: 1000, actions: [] };
    stores.set(mockDb, s);
  }
  return s;
}

const now = () => new Date().toISOString();
const competition = (id: number) => mockDb.competitions.find((c) => c.id === id);
const canManage = (user: MockUser, competitionId: number) => {
  const c = competition(competitionId);
  return !!c && (user.isPlatformAdmin || (!user.isPerson && institutionIdsOf(user).includes(c.institution_id)));
};
const isPublicAlbum = (a: MockAlbum) => competition(a.competition_id)?.status === 'approved';

function record(photoId: number | null, mediaId: number | null, action: string, from: string | null, to: string | null, user: MockUser, reason: string) {
  const s = store();
  s.nextId += 1;
  s.actions.unshift({ id: s.nextId, photo_id: photoId, media_id: mediaId, action, from_status: from, to_status: to, actor_name: user.profile.nickname, reason, at: now() });
}

function photoDto(p: MockPhoto) {
  return { id: p.id, album_id: p.album_id, title: p.title, url: p.url, status: p.status, created_at: p.created_at };
}

function albumDto(a: MockAlbum) {
  const photos = store().photos.filter((p) => p.album_id === a.id);
  const cover = photos.find((p) => p.id === a.cover_photo_id) ?? photos.find((p) => p.status === 'approved' || p.status === 'pending');
  return {
    id: a.id,
    competition_id: a.competition_id,
    title: a.title,
    description: a.description,
    cover: cover?.url ?? '',
    cover_photo_id: a.cover_photo_id,
    photo_count: photos.length,
    pending_count: photos.filter((p) => p.status === 'pending').length,
    created_by: a.created_by,
    created_at: a.created_at,
    updated_at: a.updated_at,
  };
}

function publicAlbumDto(a: MockAlbum) {
  const photos = store().photos.filter((p) => p.album_id === a.id && p.status === 'approved');
  const cover = photos.find((p) => p.id === a.cover_photo_id) ?? photos[0];
  return {
    id: a.id,
    title: a.title,
    description: a.description,
    competition_id: a.competition_id,
    competition_name: competition(a.competition_id)?.name ?? '',
    cover: cover?.url ?? '',
    photo_count: photos.length,
    created_at: a.created_at,
  };
}

/** The album if the user manages its competition; else the refusal. */
function managedAlbum(user: MockUser, id: number | undefined): MockAlbum | Response {
  const a = store().albums.find((x) => x.id === id);
  if (!a || !canManage(user, a.competition_id)) return notFound();
  return a;
}

const imageOf = (mediaId: number) => store().images.find((m) => m.id === mediaId);

export const albumHandlers = [
  http.get('/api/admin/album/list', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const url = new URL(request.url);
    const competitionId = intParam(url, 'competition_id');
    if (!competitionId) return badInput('请选择赛事');
    if (!canManage(auth.user, competitionId)) return notFound();
    const rows = store()
      .albums.filter((a) => a.competition_id === competitionId)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return ok(paginate(rows.map(albumDto), url));
  }),

  http.get('/api/admin/album/info', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const a = managedAlbum(auth.user, intParam(new URL(request.url), 'id'));
    if (a instanceof Response) return a;
    return ok({
      ...albumDto(a),
      competition_name: competition(a.competition_id)?.name ?? '',
      photos: store().photos.filter((p) => p.album_id === a.id).map(photoDto),
    });
  }),

  http.post('/api/admin/album', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = (await request.json()) as { competition_id?: number; title?: string; description?: string };
    if (!b.competition_id || !canManage(auth.user, b.competition_id)) return notFound();
    const title = b.title?.trim() ?? '';
    if (!title) return badInput('请填写相册名称');
    if (title.length > 50) return badInput('相册名称不能超过50个字符');
    const s = store();
    s.nextId += 1;
    const c = competition(b.competition_id)!;
    s.albums.push({ id: s.nextId, competition_id: c.id, institution_id: c.institution_id, title, description: b.description?.trim() ?? '', cover_photo_id: null, created_by: auth.user.profile.nickname, created_at: now(), updated_at: now() });
    return ok({ id: s.nextId });
  }),

  http.put('/api/admin/album', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = (await request.json()) as { id?: number; title?: string; description?: string; cover_photo_id?: number | null };
    const a = managedAlbum(auth.user, b.id);
    if (a instanceof Response) return a;
    if (b.title !== undefined && !b.title.trim()) return badInput('请填写相册名称');
    if (b.cover_photo_id !== undefined && b.cover_photo_id !== null) {
      const p = store().photos.find((x) => x.id === b.cover_photo_id);
      if (!p || p.album_id !== a.id) return badInput('封面必须是本相册的照片');
      if (p.status === 'rejected' || p.status === 'taken_down') return badInput('已驳回或已下架的照片不能设为封面');
    }
    if (b.title === undefined && b.description === undefined && b.cover_photo_id === undefined) return badInput('请至少填写一项内容');
    if (b.title !== undefined) a.title = b.title.trim();
    if (b.description !== undefined) a.description = b.description.trim();
    if (b.cover_photo_id !== undefined) a.cover_photo_id = b.cover_photo_id;
    a.updated_at = now();
    return ok({ id: a.id });
  }),

  http.delete('/api/admin/album', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const a = managedAlbum(auth.user, intParam(new URL(request.url), 'id'));
    if (a instanceof Response) return a;
    const s = store();
    s.albums = s.albums.filter((x) => x.id !== a.id);
    s.photos = s.photos.filter((p) => p.album_id !== a.id);
    return ok({});
  }),

  http.post('/api/admin/album/photo', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = (await request.json()) as { album_id?: number; media_id?: number; title?: string };
    const a = managedAlbum(auth.user, b.album_id);
    if (a instanceof Response) return a;
    const url = b.media_id ? (uploadedMediaUrl(b.media_id) ?? imageOf(b.media_id)?.url) : undefined;
    if (!url || !b.media_id) return badInput('图片不存在，请重新上传');
    const s = store();
    s.nextId += 1;
    const status: PhotoStatus = auth.user.isPlatformAdmin ? 'approved' : 'pending';
    const photo: MockPhoto = { id: s.nextId, album_id: a.id, media_id: b.media_id, title: b.title?.trim() || `照片${s.nextId}`, url, status, uploader: auth.user.profile.nickname, created_at: now() };
    s.photos.push(photo);
    if (!imageOf(b.media_id)) {
      s.images.unshift({ id: b.media_id, url, name: `${photo.title}.png`, use: 'photo', width: 800, height: 533, size: 100_000, institution_id: a.institution_id, owner: auth.user.profile.nickname, hidden: 0, created_at: now() });
    }
    record(photo.id, b.media_id, 'upload', null, status, auth.user, '');
    return ok(photoDto(photo));
  }),

  http.delete('/api/admin/album/photo', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const s = store();
    const p = s.photos.find((x) => x.id === intParam(new URL(request.url), 'id'));
    if (!p) return notFound();
    const a = managedAlbum(auth.user, p.album_id);
    if (a instanceof Response) return a;
    s.photos = s.photos.filter((x) => x.id !== p.id);
    if (a.cover_photo_id === p.id) a.cover_photo_id = null;
    return ok({});
  }),

  // ---- platform review ----

  http.get('/api/admin/add_photos', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const url = new URL(request.url);
    const status = url.searchParams.get('status') || 'pending';
    const keyword = textParam(url, 'keyword');
    const s = store();
    const rows = s.photos
      .filter((p) => p.status === status)
      .map((p) => {
        const a = s.albums.find((x) => x.id === p.album_id);
        const c = a ? competition(a.competition_id) : undefined;
        return { ...photoDto(p), album_title: a?.title ?? '', competition_id: c?.id ?? null, competition_name: c?.name ?? '', institution_name: c?.institution_name ?? '', uploader: p.uploader };
      })
      .filter((r) => !keyword || r.album_title.includes(keyword) || r.competition_name.includes(keyword))
      .sort((x, y) => y.created_at.localeCompare(x.created_at) || y.id - x.id);
    return ok(paginate(rows, url));
  }),

  http.post('/api/admin/photo/review', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const b = (await request.json()) as { ids?: number[]; action?: 'approve' | 'reject'; reason?: string };
    const reason = b.reason?.trim() ?? '';
    if (!b.ids?.length || (b.action !== 'approve' && b.action !== 'reject')) return badInput('请选择照片');
    if (b.action === 'reject' && !reason) return badInput('请填写驳回原因');
    const to: PhotoStatus = b.action === 'approve' ? 'approved' : 'rejected';
    const moved = store().photos.filter((p) => b.ids!.includes(p.id) && p.status === 'pending');
    if (moved.length === 0) return fail(40000, '照片已被审核，请刷新后重试');
    for (const p of moved) {
      p.status = to;
      record(p.id, p.media_id, b.action, 'pending', to, auth.user, reason);
    }
    return ok({ ids: moved.map((p) => p.id) });
  }),

  http.get('/api/admin/report_list', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const url = new URL(request.url);
    const status = url.searchParams.get('status');
    const s = store();
    const rows = s.reports
      .filter((r) => !status || r.status === status)
      .sort((x, y) => y.created_at.localeCompare(x.created_at) || y.id - x.id)
      .map((r) => {
        const p = s.photos.find((x) => x.id === r.photo_id)!;
        const a = s.albums.find((x) => x.id === p?.album_id);
        return {
          ...r,
          photo_url: p?.url ?? '',
          photo_status: p?.status ?? 'approved',
          album_id: a?.id ?? null,
          album_title: a?.title ?? '',
          competition_name: a ? (competition(a.competition_id)?.name ?? '') : '',
        };
      });
    return ok(paginate(rows, url));
  }),

  http.post('/api/admin/report/handle', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const b = (await request.json()) as { id?: number; action?: 'take_down' | 'restore' | 'dismiss'; reason?: string };
    const reason = b.reason?.trim() ?? '';
    if (b.action !== 'restore' && !reason) return badInput(b.action === 'take_down' ? '请填写下架原因' : '请填写驳回原因');
    const s = store();
    const r = s.reports.find((x) => x.id === b.id);
    if (!r) return notFound();
    const from = b.action === 'restore' ? 'taken_down' : 'pending';
    if (r.status !== from) return fail(40000, b.action === 'restore' ? '只有已下架的投诉可以恢复' : '该投诉已处理，请刷新后重试');
    const to = b.action === 'take_down' ? 'taken_down' : b.action === 'restore' ? 'restored' : 'dismissed';
    const handled = { handled_by: auth.user.profile.nickname, handled_at: now(), handle_reason: reason };
    Object.assign(r, { status: to }, handled);
    const p = s.photos.find((x) => x.id === r.photo_id);
    record(r.photo_id, null, b.action!, from, to, auth.user, reason);
    if (b.action === 'take_down') {
      for (const other of s.reports) if (other.photo_id === r.photo_id && other.status === 'pending') Object.assign(other, { status: 'taken_down' }, handled);
      if (p && p.status === 'approved') p.status = 'taken_down';
      const m = p && imageOf(p.media_id);
      if (m) m.hidden = 1;
    } else if (b.action === 'restore') {
      if (p && p.status === 'taken_down') p.status = 'approved';
      const m = p && imageOf(p.media_id);
      if (m) m.hidden = 0;
    }
    return ok({});
  }),

  http.get('/api/admin/image/list', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const url = new URL(request.url);
    const institutionId = intParam(url, 'institution_id');
    const use = url.searchParams.get('use');
    const hidden = intParam(url, 'hidden');
    const keyword = textParam(url, 'keyword');
    const s = store();
    const rows = s.images
      .filter((m) => (!institutionId || m.institution_id === institutionId) && (use === null || m.use === use) && (hidden === undefined || m.hidden === hidden) && (!keyword || m.name.includes(keyword)))
      .sort((x, y) => y.created_at.localeCompare(x.created_at) || y.id - x.id)
      .map((m) => ({ ...m, institution_name: m.institution_id === null ? '' : institutionName(m.institution_id) }));
    const owners = [...new Set(s.images.map((m) => m.institution_id).filter((id): id is number => id !== null))].sort((a, b) => a - b);
    return ok({
      ...paginate(rows, url),
      uses: [...new Set(s.images.map((m) => m.use))].sort(),
      institutions: owners.map((id) => ({ id, name: institutionName(id) })),
    });
  }),

  http.post('/api/admin/image/hide', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const b = (await request.json()) as { id?: number; hidden?: 0 | 1; reason?: string };
    const reason = b.reason?.trim() ?? '';
    if (b.hidden === 1 && !reason) return badInput('请填写下架原因');
    const m = b.id ? imageOf(b.id) : undefined;
    if (!m) return notFound();
    if (m.hidden === b.hidden) return fail(40000, b.hidden === 1 ? '该图片已下架' : '该图片未下架');
    m.hidden = b.hidden ?? 0;
    record(null, m.id, b.hidden === 1 ? 'hide_media' : 'show_media', null, null, auth.user, reason);
    const [from, to]: PhotoStatus[] = b.hidden === 1 ? ['approved', 'taken_down'] : ['taken_down', 'approved'];
    for (const p of store().photos) if (p.media_id === m.id && p.status === from) p.status = to;
    return ok({});
  }),

  http.get('/api/admin/image/actions', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const url = new URL(request.url);
    const photoId = intParam(url, 'photo_id');
    const mediaId = intParam(url, 'media_id');
    if (!photoId && !mediaId) return badInput('请指定照片或图片');
    const list = store()
      .actions.filter((a) => (photoId ? a.photo_id === photoId : a.media_id === mediaId))
      .map(({ photo_id: _p, media_id: _m, ...rest }) => rest);
    return ok({ list });
  }),

  // ---- public ----

  http.get('/api/album/list', ({ request }) => {
    const url = new URL(request.url);
    const competitionId = intParam(url, 'competition_id');
    const s = store();
    const rows = s.albums
      .filter((a) => isPublicAlbum(a) && (!competitionId || a.competition_id === competitionId) && s.photos.some((p) => p.album_id === a.id && p.status === 'approved'))
      .sort((x, y) => y.created_at.localeCompare(x.created_at) || y.id - x.id)
      .map(publicAlbumDto);
    return ok(paginate(rows, url));
  }),

  http.get('/api/album/info', ({ request }) => {
    const a = store().albums.find((x) => x.id === intParam(new URL(request.url), 'id'));
    if (!a || !isPublicAlbum(a)) return notFound();
    const photos = store()
      .photos.filter((p) => p.album_id === a.id && p.status === 'approved')
      .map((p) => ({ id: p.id, title: p.title, url: p.url }));
    return ok({ ...publicAlbumDto(a), photos });
  }),

  http.post('/api/album/report', async ({ request }) => {
    const b = (await request.json()) as { photo_id?: number; category?: string; reason?: string; contact?: string };
    if (!b.category || !PHOTO_REPORT_CATEGORIES.includes(b.category)) return badInput('请选择投诉原因');
    const reason = b.reason?.trim() ?? '';
    if (b.category === '其他' && !reason) return badInput('请填写投诉说明');
    const s = store();
    const p = s.photos.find((x) => x.id === b.photo_id && x.status === 'approved');
    const a = p && s.albums.find((x) => x.id === p.album_id);
    if (!p || !a || !isPublicAlbum(a)) return notFound();
    s.nextId += 1;
    s.reports.push({ id: s.nextId, photo_id: p.id, category: b.category, reason, contact: b.contact?.trim() ?? '', reporter: '', reporter_ip: '127.0.0.1', status: 'pending', handled_by: '', handled_at: null, handle_reason: '', created_at: now() });
    return ok({ id: s.nextId });
  }),
];

/** Pending counts for the badges (handlers/admin.ts may read them). */
export function albumPendingCounts() {
  const s = store();
  return { add_photo_count: s.photos.filter((p) => p.status === 'pending').length, report_photo_count: s.reports.filter((r) => r.status === 'pending').length };
}
