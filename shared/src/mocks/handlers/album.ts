/**
 * Mocks of the album and image routes (server: server/src/routes/album/*.ts): `/admin/album*`, the platform
 * review queues `/admin/add_photos`, `/admin/photo/review`, `/admin/report_list`, `/admin/report/handle`,
 * `/admin/image/list`, `/admin/image/hide`, `/admin/image/actions`, and the public `/album/list`, `/album/info`,
 * `/album/report`. Same access rules and refusals as the server, closely enough for page tests and standalone mode.
 */
import { institutionIdsOf, mockDb } from '../db';
import { byNewest, hasText, nextId, nowIso, orNotFound, perDb } from '../content-kit';
import { badInput, fail, notFound, paginate } from '../envelope';
import type { ListItem } from '../../http/api-types';
import { createAlbumData, type MockAlbum, type MockPhoto, type PhotoStatus } from '../fixtures/albums';
import { institutionName } from '../fixtures/institutions';
import type { MockUser } from '../fixtures/users';
import { mock } from '../route';
import { uploadedMediaUrl } from './upload';
import { isEmptyEdit, NOTHING_TO_CHANGE } from '../../rules/validation-message';
import { ALBUM_MSG, imageHidingMove, REPORT_HANDLING } from '../../rules/albums';
import { reviewReason } from '../../rules/review';

type Action = ListItem<'/admin/image/actions'>;
const store = perDb(() => ({ ...createAlbumData(), nextId: 1000, actions: [] as (Action & { photo_id: number | null; media_id: number | null })[] }));

const now = nowIso;
const competition = (id: number) => mockDb.competitions.find((c) => c.id === id);
const canManage = (user: MockUser, competitionId: number) => {
  const c = competition(competitionId);
  return !!c && (user.isPlatformAdmin || (!user.isPerson && institutionIdsOf(user).includes(c.institution_id)));
};
const isPublicAlbum = (a: MockAlbum) => competition(a.competition_id)?.status === 'approved';

function record(photoId: number | null, mediaId: number | null, action: Action['action'], from: string | null, to: string | null, user: MockUser, reason: string) {
  const s = store();
  s.actions.unshift({ id: nextId(s), photo_id: photoId, media_id: mediaId, action, from_status: from, to_status: to, actor_name: user.profile.nickname, reason, at: now() });
}

/** A photo as answered: the row without its image's id and uploader. */
const photoDto = ({ media_id: _m, uploader: _u, ...p }: MockPhoto) => p;

/** An album as answered: the row with its cover and counts, without its institution. */
function albumDto({ institution_id: _i, ...a }: MockAlbum) {
  const photos = store().photos.filter((p) => p.album_id === a.id);
  const cover = photos.find((p) => p.id === a.cover_photo_id) ?? photos.find((p) => p.status === 'approved' || p.status === 'pending');
  return { ...a, cover: cover?.url ?? '', photo_count: photos.length, pending_count: photos.filter((p) => p.status === 'pending').length };
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

/** The album if the user manages its competition (404 otherwise, as the server answers other tenants). */
function managedAlbum(user: MockUser, id: number): MockAlbum {
  const a = store().albums.find((x) => x.id === id);
  return orNotFound(a && canManage(user, a.competition_id) && a);
}
const imageOf = (mediaId: number) => store().images.find((m) => m.id === mediaId);

/** An image of the library (图片管理) by its address, as other mocks look an uploaded image up (live ads). */
export const libraryImageAt = (url: string) => store().images.find((m) => m.url === url);

export const albumHandlers = [
  mock.get('/admin/album/list', ({ user, query, url }) => {
    if (!canManage(user, query.competition_id)) return notFound();
    const rows = store().albums.filter((a) => a.competition_id === query.competition_id).sort(byNewest);
    return paginate(rows.map(albumDto), url);
  }),

  mock.get('/admin/album/info', ({ user, query }) => {
    const a = managedAlbum(user, query.id);
    return {
      ...albumDto(a),
      competition_name: competition(a.competition_id)?.name ?? '',
      photos: store().photos.filter((p) => p.album_id === a.id).map(photoDto),
    };
  }),

  mock.post('/admin/album', ({ user, body: b }) => {
    if (!canManage(user, b.competition_id)) return notFound();
    const title = b.title.trim();
    if (!title) return badInput(ALBUM_MSG.titleRequired);
    const s = store();
    const c = competition(b.competition_id)!;
    const id = nextId(s);
    s.albums.push({ id, competition_id: c.id, institution_id: c.institution_id, title, description: b.description?.trim() ?? '', cover_photo_id: null, created_by: user.profile.nickname, created_at: now(), updated_at: now() });
    return { id };
  }),

  mock.put('/admin/album', ({ user, body: b }) => {
    const a = managedAlbum(user, b.id);
    if (b.title !== undefined && !b.title.trim()) return badInput(ALBUM_MSG.titleRequired);
    if (b.cover_photo_id !== undefined && b.cover_photo_id !== null) {
      const p = store().photos.find((x) => x.id === b.cover_photo_id);
      if (!p || p.album_id !== a.id) return badInput(ALBUM_MSG.coverNotInAlbum);
      if (p.status === 'rejected' || p.status === 'taken_down') return badInput(ALBUM_MSG.coverHidden);
    }
    if (isEmptyEdit({ title: b.title, description: b.description, cover_photo_id: b.cover_photo_id })) return badInput(NOTHING_TO_CHANGE);
    if (b.title !== undefined) a.title = b.title.trim();
    if (b.description !== undefined) a.description = b.description.trim();
    if (b.cover_photo_id !== undefined) a.cover_photo_id = b.cover_photo_id;
    a.updated_at = now();
    return { id: a.id };
  }),

  mock.delete('/admin/album', ({ user, query }) => {
    const a = managedAlbum(user, query.id);
    const s = store();
    s.albums = s.albums.filter((x) => x.id !== a.id);
    s.photos = s.photos.filter((p) => p.album_id !== a.id);
    return {};
  }),

  mock.post('/admin/album/photo', ({ user, body: b }) => {
    const a = managedAlbum(user, b.album_id);
    // as the server: only the uploader's own images (the platform admin may use any), never a hidden one
    const library = imageOf(b.media_id);
    const url = uploadedMediaUrl(b.media_id) ?? (library && (user.isPlatformAdmin || library.owner === user.profile.nickname) ? library.url : null);
    if (!url) return badInput(ALBUM_MSG.imageMissing);
    if (library?.hidden) return badInput(ALBUM_MSG.imageTakenDown);
    const s = store();
    const id = nextId(s);
    const status: PhotoStatus = user.isPlatformAdmin ? 'approved' : 'pending';
    const photo: MockPhoto = { id, album_id: a.id, media_id: b.media_id, title: b.title?.trim() || `照片${id}`, url, status, uploader: user.profile.nickname, created_at: now() };
    s.photos.push(photo);
    if (!imageOf(b.media_id)) {
      s.images.unshift({ id: b.media_id, url, name: `${photo.title}.png`, use: 'photo', width: 800, height: 533, size: 100_000, institution_id: a.institution_id, owner: user.profile.nickname, hidden: 0, created_at: now() });
    }
    record(photo.id, b.media_id, 'upload', null, status, user, '');
    return photoDto(photo);
  }),

  mock.delete('/admin/album/photo', ({ user, query }) => {
    const s = store();
    const p = orNotFound(s.photos.find((x) => x.id === query.id));
    const a = managedAlbum(user, p.album_id);
    s.photos = s.photos.filter((x) => x.id !== p.id);
    if (a.cover_photo_id === p.id) a.cover_photo_id = null;
    return {};
  }),

  // ---- platform review ----

  mock.admin.get('/admin/add_photos', ({ query, url }) => {
    const s = store();
    const rows = s.photos
      .filter((p) => p.status === query.status)
      .map((p) => {
        const a = s.albums.find((x) => x.id === p.album_id);
        const c = a ? competition(a.competition_id) : undefined;
        return { ...photoDto(p), album_title: a?.title ?? '', competition_id: c?.id ?? null, competition_name: c?.name ?? '', institution_name: c?.institution_name ?? '', uploader: p.uploader };
      })
      .filter((r) => hasText(r.album_title, query.keyword) || hasText(r.competition_name, query.keyword))
      .sort(byNewest);
    return paginate(rows, url);
  }),

  mock.admin.post('/admin/photo/review', ({ user, body: b }) => {
    const reason = reviewReason(b);
    const to: PhotoStatus = b.action === 'approve' ? 'approved' : 'rejected';
    const moved = store().photos.filter((p) => b.ids.includes(p.id) && p.status === 'pending');
    if (moved.length === 0) return fail(40000, ALBUM_MSG.photoReviewed);
    for (const p of moved) {
      p.status = to;
      record(p.id, p.media_id, b.action, 'pending', to, user, reason);
    }
    return { ids: moved.map((p) => p.id) };
  }),

  mock.admin.get('/admin/report_list', ({ query, url }) => {
    const s = store();
    const rows = s.reports
      .filter((r) => !query.status || r.status === query.status)
      .sort(byNewest)
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
    return paginate(rows, url);
  }),

  mock.admin.post('/admin/report/handle', ({ user, body: b }) => {
    const rule = REPORT_HANDLING[b.action];
    const reason = b.reason?.trim() ?? '';
    if (rule.reasonMissing && !reason) return badInput(rule.reasonMissing);
    const s = store();
    const r = orNotFound(s.reports.find((x) => x.id === b.id));
    if (r.status !== rule.from) return fail(40000, rule.stale);
    const handled = { handled_by: user.profile.nickname, handled_at: now(), handle_reason: reason };
    Object.assign(r, { status: rule.to }, handled);
    record(r.photo_id, null, b.action, rule.from, rule.to, user, reason);
    if (b.action === 'take_down') for (const other of s.reports) if (other.photo_id === r.photo_id && other.status === 'pending') Object.assign(other, { status: 'taken_down' }, handled);
    // the photo's own move is a second entry of its history, as on the server
    const p = s.photos.find((x) => x.id === r.photo_id);
    if (p && rule.photo && p.status === rule.photo[0]) {
      p.status = rule.photo[1];
      record(p.id, p.media_id, b.action, rule.photo[0], rule.photo[1], user, reason);
    }
    const m = p && imageOf(p.media_id);
    if (m && rule.hidden !== null) m.hidden = rule.hidden ? 1 : 0;
    return {};
  }),

  mock.admin.get('/admin/image/list', ({ query, url }) => {
    const s = store();
    const rows = s.images
      .filter((m) => (!query.institution_id || m.institution_id === query.institution_id) && (query.use === undefined || m.use === query.use) && (query.hidden === undefined || m.hidden === query.hidden) && hasText(m.name, query.keyword))
      .sort(byNewest)
      .map((m) => ({ ...m, institution_name: m.institution_id === null ? '' : institutionName(m.institution_id) }));
    const owners = [...new Set(s.images.map((m) => m.institution_id).filter((id): id is number => id !== null))].sort((a, b) => a - b);
    return {
      ...paginate(rows, url),
      uses: [...new Set(s.images.map((m) => m.use))].sort(),
      institutions: owners.map((id) => ({ id, name: institutionName(id) })),
    };
  }),

  mock.admin.post('/admin/image/hide', ({ user, body: b }) => {
    const reason = b.reason?.trim() ?? '';
    if (b.hidden === 1 && !reason) return badInput(ALBUM_MSG.takeDownReasonRequired);
    const m = orNotFound(imageOf(b.id));
    if (m.hidden === b.hidden) return fail(40000, b.hidden === 1 ? ALBUM_MSG.alreadyHidden : ALBUM_MSG.notHidden);
    m.hidden = b.hidden;
    record(null, m.id, b.hidden === 1 ? 'hide_media' : 'show_media', null, null, user, reason);
    const [from, to] = imageHidingMove(b.hidden === 1);
    for (const p of store().photos) {
      if (p.media_id !== m.id || p.status !== from) continue;
      p.status = to;
      record(p.id, m.id, b.hidden === 1 ? 'take_down' : 'restore', from, to, user, reason);
    }
    return {};
  }),

  mock.admin.get('/admin/image/actions', ({ query }) => {
    if (!query.photo_id && !query.media_id) return badInput(ALBUM_MSG.subjectRequired);
    const list = store()
      .actions.filter((a) => (query.photo_id ? a.photo_id === query.photo_id : a.media_id === query.media_id))
      .map(({ photo_id: _p, media_id: _m, ...rest }) => rest);
    return { list };
  }),

  // ---- public ----

  mock.public.get('/album/list', ({ query, url }) => {
    const s = store();
    const rows = s.albums
      .filter((a) => isPublicAlbum(a) && (!query.competition_id || a.competition_id === query.competition_id) && s.photos.some((p) => p.album_id === a.id && p.status === 'approved'))
      .sort(byNewest)
      .map(publicAlbumDto);
    return paginate(rows, url);
  }),

  mock.public.get('/album/info', ({ query }) => {
    const a = store().albums.find((x) => x.id === query.id);
    if (!a || !isPublicAlbum(a)) return notFound();
    const photos = store()
      .photos.filter((p) => p.album_id === a.id && p.status === 'approved')
      .map((p) => ({ id: p.id, title: p.title, url: p.url }));
    return { ...publicAlbumDto(a), photos };
  }),

  mock.public.post('/album/report', ({ body: b }) => {
    const reason = b.reason?.trim() ?? '';
    if (b.category === '其他' && !reason) return badInput(ALBUM_MSG.reportReasonRequired);
    const s = store();
    const p = s.photos.find((x) => x.id === b.photo_id && x.status === 'approved');
    const a = p && s.albums.find((x) => x.id === p.album_id);
    if (!p || !a || !isPublicAlbum(a)) return notFound();
    const id = nextId(s);
    s.reports.push({ id, photo_id: p.id, category: b.category, reason, contact: b.contact?.trim() ?? '', reporter: '', reporter_ip: '127.0.0.1', status: 'pending', handled_by: '', handled_at: null, handle_reason: '', created_at: now() });
    return { id };
  }, { csrf: false }),
];

/** Pending counts for the badges (handlers/admin.ts may read them). */
export function albumPendingCounts() {
  const s = store();
  return { add_photo_count: s.photos.filter((p) => p.status === 'pending').length, report_photo_count: s.reports.filter((r) => r.status === 'pending').length };
}

/** The photos of the competition's albums as 集锦 reads them (handlers/highlights.ts): the public sees the approved ones. */
export const mockCompetitionPhotos = (competitionId: number) => {
  const albums = new Map(store().albums.filter((a) => a.competition_id === competitionId).map((a) => [a.id, a.title]));
  return store()
    .photos.filter((p) => albums.has(p.album_id))
    .map((p) => ({ id: p.id, title: p.title || albums.get(p.album_id)!, url: p.url, albumTitle: albums.get(p.album_id)!, visible: p.status === 'approved' }));
};
