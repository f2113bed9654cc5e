/**
 * Mocks of the live routes (server: server/src/routes/live/**): rooms `/admin/lives*`, packages, purchases, quota and
 * ads `/admin/live/*`, public `/official/lives` and `/official/live`, and the MP4 files of HLS replays (each status
 * poll moves a file on — queued, 生成中 45%, done — and the finished file is served from
 * `/api/media/mock-replay-<id>.mp4`). Data plus the rules of shared/rules (live-rules.ts); the input checks are the
 * routes' schemas (../route.ts).
 */
import { pendingOrder } from '../finance-kit';
import { http, HttpResponse } from 'msw';
import {
  HTTP_URL,
  LIVE_MSG,
  LIVE_ORDER_NOTE,
  LIVE_PHASES,
  LIVE_SECTION_STATUS,
  hasM3u8Path,
  liveDeleteRefusal,
  liveEditRefusal,
  liveMoveRefusal,
  liveQuota,
  liveAdChanges,
  liveAdMediaToCheck,
  liveRoomChanges,
  livePackageSubject,
  liveStatusAt,
  purchaseExpiresAt,
  replayFileRefusal,
  REPLAY_FILE_MSG,
} from '../../rules/live-rules';
import { mockDb } from '../db';
import { hasText, nextId, nowIso, orNotFound, perDb } from '../content-kit';
import { badInput, forbidden, paginate, refused } from '../envelope';
import { institutionName } from '../fixtures/institutions';
import { createLiveAds, createLivePackages, createLivePurchases, createLiveRooms, type MockLiveAd, type MockLivePurchase, type MockLiveRoom } from '../fixtures/live';
import type { MockUser } from '../fixtures/users';
import { mock, refuse } from '../route';
import { canSee, inScope, listScope } from './guard';
import { libraryImageAt } from './album';
import { uploadedMediaKind } from './upload';

interface MockReplayFile {
  id: number;
  room_id: number;
  source_url: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  error: string;
  updated_at: string;
}

const store = perDb(() => ({
  rooms: createLiveRooms(),
  deleted: [] as MockLiveRoom[],
  ads: createLiveAds(),
  packages: createLivePackages(),
  purchases: createLivePurchases(),
  replayFiles: [] as MockReplayFile[],
  nextId: 1000,
}));

const now = nowIso;
const MEDIA_URL = /^\/api\/media\/[^/?#\s]+$/;
const isHlsUrl = (url: string) => (HTTP_URL.test(url) || MEDIA_URL.test(url)) && hasM3u8Path(url);
const mediaKind = (url: string): 'image' | 'video' | null =>
  !MEDIA_URL.test(url) ? null : /\.(png|jpe?g|gif|webp)$/i.test(url) ? 'image' : /\.(mp4|webm|m3u8)$/i.test(url) ? 'video' : null;

const statusOf = (r: MockLiveRoom) => liveStatusAt(r.status, r.scheduled_end);
const isPublic = (r: MockLiveRoom) => r.visibility === 'public' && r.admin_hidden === 0;
const byStart = (newest: boolean) => (a: MockLiveRoom, b: MockLiveRoom) => (newest ? -1 : 1) * (Date.parse(a.scheduled_start) - Date.parse(b.scheduled_start));
const roomDto = (r: MockLiveRoom) => ({ ...r, institution_name: institutionName(r.institution_id), status: statusOf(r) });
function publicDto(r: MockLiveRoom) {
  const status = statusOf(r);
  const { id, competition_id, competition_name, title, cover, description, scheduled_start, scheduled_end } = r;
  return {
    id, institution_name: institutionName(r.institution_id), competition_id, competition_name, title, cover, description, scheduled_start, scheduled_end, status,
    play_url: status === '直播中' ? r.stream_url : '',
    replay_url: status === '已结束' ? r.replay_url : '',
  };
}
const adDto = (a: MockLiveAd) => ({ ...a, room_title: a.room_id ? (store().rooms.find((r) => r.id === a.room_id)?.title ?? '') : '' });
const packageOf = (id: number) => store().packages.find((k) => k.id === id);

/** A purchase as its finance order stands now (paid at the cashier, refunded by the platform admin), like the server's join. */
function current(p: MockLivePurchase): MockLivePurchase {
  const o = mockDb.orders.find((x) => x.id === p.order_id);
  return o ? { ...p, status: o.status, paid_at: o.paid_at } : p;
}

function quotaOf(institutionId: number) {
  const s = store();
  const paid = s.purchases
    .map(current)
    .filter((p) => p.institution_id === institutionId && p.status === '已支付')
    .map((p) => ({ roomQuota: packageOf(p.package_id)?.room_quota ?? 0, validDays: packageOf(p.package_id)?.valid_days ?? 0, paidAt: p.paid_at }));
  const own = (r: MockLiveRoom) => r.institution_id === institutionId;
  return liveQuota(paid, s.rooms.filter(own).length + s.deleted.filter((r) => own(r) && r.started_at).length);
}

/**
 * What a refund of a live package order must know (services/refunds.ts livePackageProblem): the institution's quota
 * and what this package gives, or null when it no longer counts (or is not a package's order).
 */
export function livePackageQuota(orderId: number): { total: number; used: number; ofPackage: number } | null {
  const p = store().purchases.find((x) => x.order_id === orderId);
  if (!p) return null;
  const { status, paid_at: paidAt } = current(p);
  const pkg = packageOf(p.package_id);
  const expiresAt = purchaseExpiresAt(paidAt, pkg?.valid_days ?? 0)?.getTime() ?? 0;
  if (status !== '已支付' || !pkg || expiresAt <= Date.now()) return null;
  const { total, used } = quotaOf(p.institution_id);
  return { total, used, ofPackage: pkg.room_quota };
}

function purchaseDto(purchase: MockLivePurchase) {
  const p = current(purchase);
  const { name: package_name, room_quota, valid_days } = packageOf(p.package_id)!;
  const { id, institution_id, order_id, order_no, amount_cents, status, paid_at, created_at } = p;
  return {
    id, institution_id, institution_name: institutionName(institution_id), package_name, room_quota, valid_days, order_id, order_no, amount_cents, status, paid_at,
    expires_at: purchaseExpiresAt(paid_at, valid_days)?.toISOString() ?? null, created_at,
  };
}

type RoomBody = Partial<Pick<MockLiveRoom, 'title' | 'cover' | 'description' | 'stream_url' | 'push_url' | 'scheduled_start' | 'scheduled_end' | 'visibility' | 'competition_id'>>;

/** The checked fields of a create or edit (shared/rules liveRoomChanges, as the server), with the competition's name. */
function roomFields(b: RoomBody, institutionId: number, current?: MockLiveRoom): Partial<MockLiveRoom> {
  const competition = typeof b.competition_id === 'number' ? mockDb.competitions.find((x) => x.id === b.competition_id) : undefined;
  const checked = liveRoomChanges(b, { institutionId, current, competitionOwner: competition?.institution_id, isHls: isHlsUrl });
  if ('problem' in checked) return refuse(badInput(checked.problem));
  return checked.changes.competition_id === undefined ? checked.changes : { ...checked.changes, competition_name: competition?.name ?? '' };
}

/** Organisers' 直播管理 (not venue managers, not personal users), as the server's scopeOf. */
const canUseLive = (user: MockUser) => user.isPlatformAdmin || (!user.isPerson && user.managerOf.some(([, , venue]) => venue === 0));
/** The room if the caller manages its institution; 404 otherwise. */
const managedRoom = (user: MockUser, id: number) => orNotFound(store().rooms.find((r) => r.id === id && canSee(user, r.institution_id)));

type AdBody = Partial<Pick<MockLiveAd, 'title' | 'kind' | 'media_url' | 'link' | 'duration' | 'enabled' | 'room_id'>>;

/**
 * As the server's usableMedia: a file of that kind uploaded in this run, or a library image (图片管理) the caller
 * uploaded or its institution owns; the platform admin may use any.
 */
function isUsableMedia(user: MockUser, url: string, institutionId: number, kind: 'image' | 'video'): boolean {
  if (uploadedMediaKind(url) === kind) return true;
  const image = kind === 'image' ? libraryImageAt(url) : undefined;
  return !!image && !image.hidden && (user.isPlatformAdmin || image.owner === user.profile.nickname || image.institution_id === institutionId);
}

/** The ad's checked fields (shared/rules liveAdChanges, as the server). */
function adFields(user: MockUser, b: AdBody, institutionId: number, current?: MockLiveAd): Partial<MockLiveAd> {
  const media = liveAdMediaToCheck(b, current);
  const roomOwner = typeof b.room_id === 'number' ? store().rooms.find((r) => r.id === b.room_id)?.institution_id : undefined;
  const checked = liveAdChanges(b, { institutionId, current, mediaUsable: !!media && isUsableMedia(user, media.url, institutionId, media.kind), roomOwner });
  return 'problem' in checked ? refuse(badInput(checked.problem)) : checked.changes;
}

// ---- replay files (server: services/replay-file.ts) ----

/** Internal hosts the server refuses to fetch from (the mock checks the literal host only). */
const INTERNAL_HOST = /^(localhost|127\.|10\.|0\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|\[)/i;
/** The start of an MP4 (ftyp box): what the mock serves as a finished file. */
const MP4_BYTES = new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31]);
const replayKey = (f: MockReplayFile) => `mock-replay-${f.id}.mp4`;

function replayFileDto(room: MockLiveRoom, f: MockReplayFile | undefined) {
  if (!f || f.source_url !== room.replay_url) return { id: null, room_id: room.id, status: 'none' as const, progress: 0, url: '', file_name: '', size: 0, error: '', updated_at: null };
  const done = f.status === 'done';
  return {
    id: f.id, room_id: room.id, status: f.status, progress: f.progress, url: done ? `/api/media/${replayKey(f)}` : '', file_name: done ? `${room.title}-回放.mp4` : '',
    size: done ? MP4_BYTES.length : 0, error: f.status === 'failed' ? f.error : '', updated_at: f.updated_at,
  };
}
/** The room of a replay file: 40300 without 直播管理, 404 for another's room. */
const replayFileRoom = (user: MockUser, id: number) => (canUseLive(user) ? managedRoom(user, id) : refuse(forbidden()));

export const liveHandlers = [
  // ---- rooms ----
  mock.get('/admin/lives/list', ({ user, query: q, url }) => {
    const ids = listScope(user, q.institution_id);
    if (ids?.length === 0) return forbidden();
    const rows = store()
      .rooms.filter((r) => inScope(ids, r.institution_id) && (!q.phase || LIVE_PHASES[q.phase].includes(statusOf(r))))
      .filter((r) => (!q.status || statusOf(r) === q.status) && hasText(r.title, q.keyword))
      .filter((r) => q.hidden === undefined || (q.hidden === 1) !== isPublic(r))
      .sort(byStart(q.phase === 'played'));
    return paginate(rows.map(roomDto), url);
  }),
  mock.get('/admin/lives/info', ({ user, query }) => roomDto(managedRoom(user, query.id))),
  mock.post('/admin/lives', ({ user, body: { institution_id, ...b } }) => {
    if (!canSee(user, institution_id)) return forbidden();
    const f = roomFields(b, institution_id);
    if (quotaOf(institution_id).remaining <= 0) return refused(LIVE_MSG.quotaExhausted);
    const s = store();
    const room: MockLiveRoom = {
      id: nextId(s), institution_id, competition_id: null, competition_name: '', cover: '', description: '', push_url: '', visibility: 'public', status: '未开始',
      started_at: null, ended_at: null, admin_hidden: 0, replay_url: '', replay_media_id: null, created_at: now(), title: '', stream_url: '', scheduled_start: '', scheduled_end: '',
    };
    s.rooms.push(Object.assign(room, f));
    return { id: room.id };
  }),
  mock.put('/admin/lives', ({ user, body: { id, ...b } }) => {
    const room = managedRoom(user, id);
    const f = roomFields(b, room.institution_id, room);
    if (Object.keys(f).length === 0) return badInput(LIVE_MSG.nothingToChange);
    const ended = liveEditRefusal(statusOf(room), Object.keys(f));
    if (ended) return refused(ended);
    Object.assign(room, f);
    return { id };
  }),
  mock.delete('/admin/lives', ({ user, query }) => {
    const room = managedRoom(user, query.id);
    const live = liveDeleteRefusal(statusOf(room));
    if (live) return refused(live);
    const s = store();
    s.rooms = s.rooms.filter((r) => r !== room);
    s.deleted.push(room);
    return {};
  }),
  ...(['直播中', '已结束'] as const).map((to) =>
    mock.post(to === '直播中' ? '/admin/lives/start' : '/admin/lives/end', ({ user, body }) => {
      const room = managedRoom(user, body.id);
      const refusal = liveMoveRefusal(statusOf(room), to);
      if (refusal) return refused(refusal);
      Object.assign(room, to === '直播中' ? { status: to, started_at: now() } : { status: to, ended_at: now() });
      return {};
    }),
  ),
  mock.admin.post('/admin/lives/hide', ({ body }) => {
    const room = orNotFound(store().rooms.find((r) => r.id === body.id));
    room.admin_hidden = body.hidden;
    return {};
  }),
  mock.put('/admin/lives/replay', ({ user, body }) => {
    const room = managedRoom(user, body.id);
    if (statusOf(room) !== '已结束') return refused(LIVE_MSG.replayBeforeEnd);
    const url = body.replay_url.trim();
    if (url && MEDIA_URL.test(url) && mediaKind(url) !== 'video') return badInput(LIVE_MSG.replayVideoMissing);
    if (url && !MEDIA_URL.test(url) && !HTTP_URL.test(url)) return badInput(LIVE_MSG.replayAddress);
    // the MP4 of the previous replay is no longer offered
    if (url !== room.replay_url) store().replayFiles = store().replayFiles.filter((f) => f.room_id !== room.id);
    Object.assign(room, { replay_url: url, replay_media_id: MEDIA_URL.test(url) ? 9000 + room.id : null });
    return roomDto(room);
  }),
  mock.get('/admin/lives/replay_file', ({ user, query }) => {
    const room = replayFileRoom(user, query.id);
    const file = store().replayFiles.find((f) => f.room_id === room.id && f.source_url === room.replay_url);
    // each poll moves the file on: queued → 生成中 45% → done
    if (file && (file.status === 'queued' || file.status === 'running')) {
      Object.assign(file, file.status === 'queued' ? { status: 'running', progress: 45 } : { status: 'done', progress: 100 }, { updated_at: now() });
    }
    return replayFileDto(room, file);
  }),
  mock.post('/admin/lives/replay_file', ({ user, body }) => {
    const room = replayFileRoom(user, body.id);
    const refusal = replayFileRefusal(statusOf(room), room.replay_url, isHlsUrl(room.replay_url));
    if (refusal) return refused(refusal);
    if (HTTP_URL.test(room.replay_url) && INTERNAL_HOST.test(new URL(room.replay_url).host)) return refused(REPLAY_FILE_MSG.address);
    const s = store();
    let file = s.replayFiles.find((f) => f.room_id === room.id);
    const queued = { source_url: room.replay_url, status: 'queued' as const, progress: 0, error: '', updated_at: now() };
    if (!file) s.replayFiles.push((file = { id: nextId(s), room_id: room.id, ...queued }));
    else if (file.source_url !== room.replay_url || file.status === 'failed') Object.assign(file, queued);
    return replayFileDto(room, file);
  }),
  // finished replay files; any other key falls through to the upload mocks
  http.get('/api/media/:key', ({ params }) => {
    const file = store().replayFiles.find((f) => f.status === 'done' && replayKey(f) === params.key);
    if (!file) return undefined;
    const title = store().rooms.find((r) => r.id === file.room_id)?.title ?? '直播';
    return new HttpResponse(MP4_BYTES.slice().buffer, {
      headers: { 'Content-Type': 'video/mp4', 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`${title}-回放.mp4`)}`, 'X-Content-Type-Options': 'nosniff' },
    });
  }),

  // ---- packages, purchases, quota ----
  mock.get('/admin/live/packages', () => ({ list: store().packages })),
  mock.post('/admin/live/buy', ({ user, body: b }) => {
    // an institution buys for itself; the platform admin does not buy packages
    if (user.isPlatformAdmin || !canSee(user, b.institution_id)) return forbidden();
    const s = store();
    const before = s.purchases.find((p) => p.institution_id === b.institution_id && p.request_id === b.request_id);
    if (before && before.package_id !== b.package_id) return badInput(LIVE_MSG.requestIdReused);
    if (before) return { order_id: before.order_id, order_no: before.order_no, amount_cents: before.amount_cents, status: before.status, created: 0 as const };
    const pkg = packageOf(b.package_id);
    if (!pkg) return badInput(LIVE_MSG.packageMissing);
    const purchaseId = nextId(s);
    const at = now();
    // like the server: the purchase is a finance order (订单管理), paid only through a provider, never marked offline
    const subject = livePackageSubject(pkg.name);
    const id = Math.max(20000, ...mockDb.orders.map((o) => o.id)) + 1;
    const order_no = `ZB${at.replace(/\D/g, '').slice(0, 14)}${String(purchaseId).padStart(6, '0')}`;
    mockDb.orders.unshift(
      pendingOrder({ id, order_no, institution_id: b.institution_id, user_id: user.profile.id, user_nickname: user.profile.nickname, subject, amount_cents: pkg.price_cents, note: LIVE_ORDER_NOTE, at, kind: 'live_package' }),
    );
    const purchase: MockLivePurchase = {
      id: purchaseId, institution_id: b.institution_id, package_id: pkg.id, request_id: b.request_id, order_id: id, order_no, amount_cents: pkg.price_cents, status: '待支付', paid_at: null, created_at: at,
    };
    s.purchases.push(purchase);
    return { order_id: id, order_no, amount_cents: pkg.price_cents, status: purchase.status, created: 1 as const };
  }),
  mock.get('/admin/live/orders', ({ user, query, url }) => {
    const ids = listScope(user, query.institution_id);
    const rows = store().purchases.filter((p) => inScope(ids, p.institution_id));
    return paginate(rows.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).map(purchaseDto), url);
  }),
  mock.get('/admin/live/quota', ({ user, query }) => (canSee(user, query.institution_id) ? quotaOf(query.institution_id) : forbidden())),

  // ---- ads ----
  mock.get('/admin/live/ads', ({ user, query, url }) => {
    const ids = listScope(user, query.institution_id);
    const rows = store().ads.filter((a) => inScope(ids, a.institution_id));
    return paginate(rows.sort((a, b) => b.id - a.id).map(adDto), url);
  }),
  mock.post('/admin/live/ad', ({ user, body: { institution_id, ...b } }) => {
    if (!canSee(user, institution_id)) return forbidden();
    const f = adFields(user, b, institution_id);
    const s = store();
    const adId = nextId(s);
    s.ads.push({ id: adId, institution_id, room_id: null, link: '', duration: 5, enabled: 1, created_at: now(), title: '', kind: 'image', media_url: '', ...f });
    return { id: adId };
  }),
  mock.put('/admin/live/ad', ({ user, body: { id, ...b } }) => {
    const ad = orNotFound(store().ads.find((a) => a.id === id && canSee(user, a.institution_id)));
    const f = adFields(user, b, ad.institution_id, ad);
    if (Object.keys(f).length === 0) return badInput(LIVE_MSG.nothingToChange);
    Object.assign(ad, f);
    return { id };
  }),
  mock.delete('/admin/live/ad', ({ user, query }) => {
    const s = store();
    const ad = orNotFound(s.ads.find((a) => a.id === query.id && canSee(user, a.institution_id)));
    s.ads = s.ads.filter((a) => a !== ad);
    return {};
  }),

  // ---- public ----
  mock.public.get('/official/lives', ({ query, url }) => {
    const section = query.section ?? 'live';
    const rows = store().rooms.filter((r) => isPublic(r) && statusOf(r) === LIVE_SECTION_STATUS[section] && (section !== 'replay' || r.replay_url));
    return paginate(rows.sort(byStart(section === 'replay')).map(publicDto), url);
  }),
  mock.public.get('/official/live', ({ query }) => {
    const room = orNotFound(store().rooms.find((r) => r.id === query.id && isPublic(r)));
    const ads = store().ads.filter((a) => a.institution_id === room.institution_id && a.enabled === 1 && (a.room_id === room.id || a.room_id === null));
    const ad = ads.find((a) => a.room_id === room.id) ?? ads[0];
    return { ...publicDto(room), ad: ad ? { id: ad.id, title: ad.title, kind: ad.kind, media_url: ad.media_url, link: ad.link, duration: ad.duration } : null };
  }),
];
