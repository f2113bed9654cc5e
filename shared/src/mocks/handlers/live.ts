/**
 * Mocks of the live routes (server: server/src/routes/live/index.ts): rooms `/admin/lives*`, packages, purchases,
 * quota and ads `/admin/live/*`, public `/official/lives` and `/official/live`, and the MP4 files of HLS replays
 * (`/admin/lives/replay_file`: each status poll moves a file on — queued, 生成中 45%, done — and the finished file is
 * served from `/api/media/mock-replay-<id>.mp4`). They mirror the server's answers, checks and refusals closely
 * enough for page tests and standalone mode.
 */
import { http, HttpResponse } from 'msw';
import { mockDb, type MockDb } from '../db';
import { badInput, fail, forbidden, intParam, notFound, ok, paginate, textParam } from '../envelope';
import { institutionName } from '../fixtures/institutions';
import type { MockOrder } from '../fixtures/orders';
import {
  createLiveAds,
  createLivePackages,
  createLivePurchases,
  createLiveRooms,
  type LiveStatus,
  type MockLiveAd,
  type MockLivePackage,
  type MockLivePurchase,
  type MockLiveRoom,
} from '../fixtures/live';
import type { MockUser } from '../fixtures/users';
import { canSee, requireUser, scopeInstitution } from './guard';

interface MockReplayFile {
  id: number;
  room_id: number;
  source_url: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  error: string;
  updated_at: string;
}

interface Store {
  rooms: MockLiveRoom[];
  deleted: MockLiveRoom[];
  ads: MockLiveAd[];
  packages: MockLivePackage[];
  purchases: MockLivePurchase[];
  replayFiles: MockReplayFile[];
  nextId: number;
}

const stores = new WeakMap<MockDb, Store>();

function store(): Store {
  let s = stores.get(mockDb);
  if (!s) {
    s = { rooms: createLiveRooms(), deleted: [], ads: createLiveAds(), packages: createLivePackages(), purchases: createLivePurchases(), replayFiles: [], nextId: 1000 };
    stores.set(mockDb, s);
  }
  return s;
}

const DAY = 86_400_000;
const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const MEDIA_URL = /^\/api\/media\/[^/?#\s]+$/;
const isSafeLink = (link: string) => /^\/(?!\/)\S*$/.test(link) || /^https?:\/\/[^\s/]+\S*$/i.test(link);
const isHlsUrl = (url: string) => (HTTP_URL.test(url) || MEDIA_URL.test(url)) && /\.m3u8$/i.test(url.split(/[?#]/)[0]);
const mediaKind = (url: string): 'image' | 'video' | null => {
  if (!MEDIA_URL.test(url)) return null;
  if (/\.(png|jpe?g|gif|webp)$/i.test(url)) return 'image';
  if (/\.(mp4|webm|m3u8)$/i.test(url)) return 'video';
  return null;
};

/** As the server's effective status: a 未开始 room past its scheduled end is 已结束. */
const statusOf = (r: MockLiveRoom): LiveStatus => (r.status === '未开始' && Date.parse(r.scheduled_end) < Date.now() ? '已结束' : r.status);
const isPublic = (r: MockLiveRoom) => r.visibility === 'public' && r.admin_hidden === 0;

const roomDto = (r: MockLiveRoom) => ({ ...r, institution_name: institutionName(r.institution_id), status: statusOf(r) });

function publicDto(r: MockLiveRoom) {
  const status = statusOf(r);
  return {
    id: r.id,
    institution_name: institutionName(r.institution_id),
    competition_id: r.competition_id,
    competition_name: r.competition_name,
    title: r.title,
    cover: r.cover,
    description: r.description,
    scheduled_start: r.scheduled_start,
    scheduled_end: r.scheduled_end,
    status,
    play_url: status === '直播中' ? r.stream_url : '',
    replay_url: status === '已结束' ? r.replay_url : '',
  };
}

const adDto = (a: MockLiveAd) => ({ ...a, room_title: a.room_id ? (store().rooms.find((r) => r.id === a.room_id)?.title ?? '') : '' });

function quotaOf(institutionId: number) {
  const s = store();
  const total = s.purchases
    .filter((p) => p.institution_id === institutionId && p.status === '已支付' && p.paid_at)
    .filter((p) => Date.parse(p.paid_at!) + (s.packages.find((k) => k.id === p.package_id)?.valid_days ?? 0) * DAY > Date.now())
    .reduce((n, p) => n + (s.packages.find((k) => k.id === p.package_id)?.room_quota ?? 0), 0);
  const used = s.rooms.filter((r) => r.institution_id === institutionId).length + s.deleted.filter((r) => r.institution_id === institutionId && r.started_at).length;
  return { total, used, remaining: Math.max(0, total - used) };
}

function purchaseDto(p: MockLivePurchase) {
  const pkg = store().packages.find((k) => k.id === p.package_id)!;
  return {
    id: p.id,
    institution_id: p.institution_id,
    institution_name: institutionName(p.institution_id),
    package_name: pkg.name,
    room_quota: pkg.room_quota,
    valid_days: pkg.valid_days,
    order_id: p.order_id,
    order_no: p.order_no,
    amount_cents: p.amount_cents,
    status: p.status,
    paid_at: p.paid_at,
    expires_at: p.paid_at ? new Date(Date.parse(p.paid_at) + pkg.valid_days * DAY).toISOString() : null,
    created_at: p.created_at,
  };
}

type RoomBody = Partial<Pick<MockLiveRoom, 'title' | 'cover' | 'description' | 'stream_url' | 'push_url' | 'scheduled_start' | 'scheduled_end' | 'visibility' | 'competition_id'>> & {
  id?: number;
  institution_id?: number;
};

/** Checks a create or edit like the server; an error response or the fields to apply. */
function roomFields(b: RoomBody, current?: MockLiveRoom): Response | Partial<MockLiveRoom> {
  const f: Partial<MockLiveRoom> = {};
  if (b.title !== undefined) {
    if (!b.title.trim()) return badInput('直播标题不能为空');
    f.title = b.title.trim();
  }
  if (b.description !== undefined) f.description = b.description.trim();
  if (b.cover !== undefined && b.cover !== current?.cover) {
    if (b.cover && !/^(https?:\/\/|\/(?!\/)|data:image\/)/i.test(b.cover.trim())) return badInput('封面图片地址无效');
    f.cover = b.cover.trim();
  }
  if (b.stream_url !== undefined) {
    if (!isHlsUrl(b.stream_url.trim())) return badInput('播放地址必须是以 http:// 或 https:// 开头的 HLS 地址（.m3u8）');
    f.stream_url = b.stream_url.trim();
  }
  if (b.push_url !== undefined) {
    if (b.push_url.trim() && !/^rtmps?:\/\/[^\s/]+\S*$/i.test(b.push_url.trim())) return badInput('推流地址必须以 rtmp:// 或 rtmps:// 开头');
    f.push_url = b.push_url.trim();
  }
  for (const key of ['scheduled_start', 'scheduled_end'] as const) {
    if (b[key] !== undefined) {
      if (Number.isNaN(Date.parse(b[key]!))) return badInput('时间格式错误');
      f[key] = new Date(b[key]!).toISOString();
    }
  }
  const start = f.scheduled_start ?? current?.scheduled_start;
  const end = f.scheduled_end ?? current?.scheduled_end;
  if (start && end && Date.parse(end) <= Date.parse(start)) return badInput('结束时间必须晚于开始时间');
  if (b.visibility !== undefined) f.visibility = b.visibility;
  if (b.competition_id !== undefined) {
    f.competition_id = b.competition_id;
    f.competition_name = b.competition_id ? `赛事 ${b.competition_id}` : '';
  }
  return f;
}

function managedRoom(user: MockUser, id: number | undefined) {
  const room = store().rooms.find((r) => r.id === id);
  return room && canSee(user, room.institution_id) ? room : undefined;
}

type AdBody = Partial<Omit<MockLiveAd, 'id' | 'created_at'>> & { id?: number };

function adFields(b: AdBody, institutionId: number, current?: MockLiveAd): Response | Partial<MockLiveAd> {
  const f: Partial<MockLiveAd> = {};
  if (b.title !== undefined) {
    if (!b.title.trim()) return badInput('广告名称不能为空');
    f.title = b.title.trim();
  }
  if (b.kind !== undefined) f.kind = b.kind;
  const kind = f.kind ?? current?.kind;
  if (b.media_url !== undefined || (b.kind !== undefined && b.kind !== current?.kind)) {
    const url = (b.media_url ?? current?.media_url ?? '').trim();
    if (mediaKind(url) !== kind) return badInput(kind === 'video' ? '请上传广告视频' : '请上传广告图片');
    f.media_url = url;
  }
  if (b.link !== undefined) {
    if (b.link.trim() && !isSafeLink(b.link.trim())) return badInput('链接格式错误，请填写以 http:// 或 https:// 开头的地址');
    f.link = b.link.trim();
  }
  if (b.duration !== undefined) {
    if (!Number.isInteger(b.duration) || b.duration < 1 || b.duration > 120) return badInput('展示时长为 1 到 120 秒');
    f.duration = b.duration;
  }
  if (b.enabled !== undefined) f.enabled = b.enabled;
  if (b.room_id !== undefined) {
    if (b.room_id !== null && !store().rooms.some((r) => r.id === b.room_id && r.institution_id === institutionId)) return badInput('直播不存在');
    f.room_id = b.room_id;
  }
  return f;
}

// ---- replay files (server: services/replay-file.ts) ----

const REPLAY_MSG = {
  notEnded: '直播结束后才能下载回放',
  noReplay: '请先设置回放',
  notHls: '回放不是 HLS 地址，可直接下载',
  address: '视频下载失败：回放地址指向内部网络，不能访问',
};
/** Internal hosts the server refuses to fetch from (the mock checks the literal host only). */
const INTERNAL_HOST = /^(localhost|127\.|10\.|0\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|\[)/i;
/** The start of an MP4 (ftyp box): what the mock serves as a finished file. */
const MP4_BYTES = new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31]);
const replayKey = (f: MockReplayFile) => `mock-replay-${f.id}.mp4`;

/** Organisers' 直播管理 (not venue managers, not personal users), as the server's scopeOf: null = refused. */
function canUseLive(user: MockUser): boolean {
  return user.isPlatformAdmin || (!user.isPerson && user.managerOf.some(([, , venue]) => venue === 0));
}

function replayFileDto(room: MockLiveRoom, f: MockReplayFile | undefined) {
  if (!f || f.source_url !== room.replay_url) return { id: null, room_id: room.id, status: 'none' as const, progress: 0, url: '', file_name: '', size: 0, error: '', updated_at: null };
  const done = f.status === 'done';
  return {
    id: f.id,
    room_id: room.id,
    status: f.status,
    progress: f.progress,
    url: done ? `/api/media/${replayKey(f)}` : '',
    file_name: done ? `${room.title}-回放.mp4` : '',
    size: done ? MP4_BYTES.length : 0,
    error: f.status === 'failed' ? f.error : '',
    updated_at: f.updated_at,
  };
}

/** The room of a replay file: 40300 without 直播管理, 404 for another's room. */
function replayFileRoom(user: MockUser, id: number | undefined): Response | MockLiveRoom {
  if (!canUseLive(user)) return forbidden();
  return managedRoom(user, id) ?? notFound();
}

const PHASES: Record<string, LiveStatus[]> = { plan: ['未开始', '直播中'], played: ['已结束'] };

export const liveHandlers = [
  // ---- rooms ----
  http.get('/api/admin/lives/list', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const url = new URL(request.url);
    const scope = scopeInstitution(auth.user, intParam(url, 'institution_id'));
    if ('denied' in scope) return scope.denied;
    if (scope.ids && scope.ids.length === 0) return forbidden();
    const status = textParam(url, 'status') as LiveStatus | undefined;
    const phase = textParam(url, 'phase');
    const keyword = textParam(url, 'keyword');
    const hidden = intParam(url, 'hidden');
    const rows = store()
      .rooms.filter((r) => scope.ids === null || scope.ids.includes(r.institution_id))
      .filter((r) => !phase || PHASES[phase]?.includes(statusOf(r)))
      .filter((r) => !status || statusOf(r) === status)
      .filter((r) => !keyword || r.title.includes(keyword))
      .filter((r) => hidden === undefined || (hidden === 1 ? !isPublic(r) : isPublic(r)))
      .sort((a, b) => (phase === 'played' ? Date.parse(b.scheduled_start) - Date.parse(a.scheduled_start) : Date.parse(a.scheduled_start) - Date.parse(b.scheduled_start)));
    return ok(paginate(rows.map(roomDto), url));
  }),
  http.get('/api/admin/lives/info', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const room = managedRoom(auth.user, intParam(new URL(request.url), 'id'));
    return room ? ok(roomDto(room)) : notFound();
  }),
  http.post('/api/admin/lives', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = (await request.json()) as RoomBody;
    if (!b.institution_id || !canSee(auth.user, b.institution_id)) return forbidden();
    if (!b.title || !b.stream_url || !b.scheduled_start || !b.scheduled_end) return badInput('请填写直播标题、播放地址和时间');
    const f = roomFields(b);
    if (f instanceof Response) return f;
    if (quotaOf(b.institution_id).remaining <= 0) return fail(40000, '直播场次额度不足，请先购买并支付直播套餐');
    const s = store();
    s.nextId += 1;
    s.rooms.push({
      id: s.nextId,
      institution_id: b.institution_id,
      competition_id: null,
      competition_name: '',
      cover: '',
      description: '',
      push_url: '',
      visibility: 'public',
      status: '未开始',
      started_at: null,
      ended_at: null,
      admin_hidden: 0,
      replay_url: '',
      replay_media_id: null,
      created_at: new Date().toISOString(),
      ...(f as Pick<MockLiveRoom, 'title' | 'stream_url' | 'scheduled_start' | 'scheduled_end'>),
    });
    return ok({ id: s.nextId });
  }),
  http.put('/api/admin/lives', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = (await request.json()) as RoomBody;
    const room = managedRoom(auth.user, b.id);
    if (!room) return notFound();
    const f = roomFields(b, room);
    if (f instanceof Response) return f;
    if (Object.keys(f).length === 0) return badInput('请至少填写一项内容');
    if (statusOf(room) === '已结束' && Object.keys(f).some((k) => k !== 'visibility')) return fail(40000, '直播已结束，只能设置公开或隐藏');
    Object.assign(room, f);
    return ok({ id: room.id });
  }),
  http.delete('/api/admin/lives', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const room = managedRoom(auth.user, intParam(new URL(request.url), 'id'));
    if (!room) return notFound();
    if (statusOf(room) === '直播中') return fail(40000, '直播进行中，请先结束直播');
    const s = store();
    s.rooms = s.rooms.filter((r) => r !== room);
    s.deleted.push(room);
    return ok({});
  }),
  http.post('/api/admin/lives/start', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const room = managedRoom(auth.user, ((await request.json()) as { id?: number }).id);
    if (!room) return notFound();
    if (statusOf(room) !== '未开始') return fail(40000, statusOf(room) === '已结束' ? '直播已结束' : '直播已开始');
    room.status = '直播中';
    room.started_at = new Date().toISOString();
    return ok({});
  }),
  http.post('/api/admin/lives/end', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const room = managedRoom(auth.user, ((await request.json()) as { id?: number }).id);
    if (!room) return notFound();
    if (statusOf(room) !== '直播中') return fail(40000, statusOf(room) === '未开始' ? '直播尚未开始' : '直播已结束');
    room.status = '已结束';
    room.ended_at = new Date().toISOString();
    return ok({});
  }),
  http.post('/api/admin/lives/hide', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const b = (await request.json()) as { id?: number; hidden?: 0 | 1 };
    const room = store().rooms.find((r) => r.id === b.id);
    if (!room) return notFound();
    room.admin_hidden = b.hidden === 1 ? 1 : 0;
    return ok({});
  }),
  http.put('/api/admin/lives/replay', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = (await request.json()) as { id?: number; replay_url?: string };
    const room = managedRoom(auth.user, b.id);
    if (!room) return notFound();
    if (statusOf(room) !== '已结束') return fail(40000, '直播结束后才能设置回放');
    const url = (b.replay_url ?? '').trim();
    let mediaId: number | null = null;
    if (url) {
      if (MEDIA_URL.test(url)) {
        if (mediaKind(url) !== 'video') return badInput('回放视频不存在或尚未处理完成');
        mediaId = 9000 + room.id;
      } else if (!HTTP_URL.test(url)) return badInput('回放地址必须以 http:// 或 https:// 开头');
    }
    // the MP4 of the previous replay is no longer offered
    if (url !== room.replay_url) store().replayFiles = store().replayFiles.filter((f) => f.room_id !== room.id);
    room.replay_url = url;
    room.replay_media_id = mediaId;
    return ok(roomDto(room));
  }),
  http.get('/api/admin/lives/replay_file', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const room = replayFileRoom(auth.user, intParam(new URL(request.url), 'id'));
    if (room instanceof Response) return room;
    const file = store().replayFiles.find((f) => f.room_id === room.id && f.source_url === room.replay_url);
    // each poll moves the file on: queued → 生成中 45% → done
    if (file && (file.status === 'queued' || file.status === 'running')) {
      Object.assign(file, file.status === 'queued' ? { status: 'running', progress: 45 } : { status: 'done', progress: 100 });
      file.updated_at = new Date().toISOString();
    }
    return ok(replayFileDto(room, file));
  }),
  http.post('/api/admin/lives/replay_file', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const room = replayFileRoom(auth.user, ((await request.json()) as { id?: number }).id);
    if (room instanceof Response) return room;
    if (statusOf(room) !== '已结束') return fail(40000, REPLAY_MSG.notEnded);
    if (!room.replay_url) return fail(40000, REPLAY_MSG.noReplay);
    if (!isHlsUrl(room.replay_url)) return fail(40000, REPLAY_MSG.notHls);
    if (HTTP_URL.test(room.replay_url) && INTERNAL_HOST.test(new URL(room.replay_url).host)) return fail(40000, REPLAY_MSG.address);
    const s = store();
    let file = s.replayFiles.find((f) => f.room_id === room.id);
    if (!file) {
      s.nextId += 1;
      file = { id: s.nextId, room_id: room.id, source_url: room.replay_url, status: 'queued', progress: 0, error: '', updated_at: new Date().toISOString() };
      s.replayFiles.push(file);
    } else if (file.source_url !== room.replay_url || file.status === 'failed') {
      Object.assign(file, { source_url: room.replay_url, status: 'queued', progress: 0, error: '', updated_at: new Date().toISOString() });
    }
    return ok(replayFileDto(room, file));
  }),
  // finished replay files; any other key falls through to the upload mocks
  http.get('/api/media/:key', ({ params }) => {
    const file = store().replayFiles.find((f) => f.status === 'done' && replayKey(f) === params.key);
    if (!file) return undefined;
    const room = store().rooms.find((r) => r.id === file.room_id);
    return new HttpResponse(MP4_BYTES.slice().buffer, {
      headers: {
        'Content-Type': 'video/mp4',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`${room?.title ?? '直播'}-回放.mp4`)}`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),

  // ---- packages, purchases, quota ----
  http.get('/api/admin/live/packages', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    return ok({ list: store().packages });
  }),
  http.post('/api/admin/live/buy', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = (await request.json()) as { institution_id?: number; package_id?: number; request_id?: string };
    // the order of the server's schema checks: length first, then the characters
    if (typeof b.request_id !== 'string') return badInput('请求号不能为空');
    if (b.request_id.length < 8) return badInput('请求号不能少于8个字符');
    if (b.request_id.length > 64) return badInput('请求号不能超过64个字符');
    if (!/^[A-Za-z0-9_-]+$/.test(b.request_id)) return badInput('请求号格式错误');
    if (auth.user.isPlatformAdmin || !b.institution_id || !canSee(auth.user, b.institution_id)) return forbidden();
    const s = store();
    const before = s.purchases.find((p) => p.institution_id === b.institution_id && p.request_id === b.request_id);
    if (before) {
      if (before.package_id !== b.package_id) return badInput('请求号已被使用，请刷新后重试');
      return ok({ order_id: before.order_id, order_no: before.order_no, amount_cents: before.amount_cents, status: before.status, created: 0 });
    }
    const pkg = s.packages.find((k) => k.id === b.package_id);
    if (!pkg) return badInput('直播套餐不存在或已下架');
    s.nextId += 1;
    const now = new Date();
    // like the server: the purchase is a finance order (订单管理), paid only through a provider, never marked offline
    const subject = `直播套餐 · ${pkg.name}`;
    const orderId = Math.max(20000, ...mockDb.orders.map((o) => o.id)) + 1;
    const order: MockOrder = {
      id: orderId,
      order_no: `ZB${now.toISOString().replace(/\D/g, '').slice(0, 14)}${String(s.nextId).padStart(6, '0')}`,
      institution_id: b.institution_id,
      institution_name: institutionName(b.institution_id),
      user_id: auth.user.profile.id,
      user_nickname: auth.user.profile.nickname,
      competition_id: null,
      subject,
      amount_cents: pkg.price_cents,
      status: '待支付',
      pay_channel: '',
      paid_at: null,
      created_at: now.toISOString(),
      items: [{ id: orderId * 10, name: subject, quantity: 1, unit_price_cents: pkg.price_cents, amount_cents: pkg.price_cents }],
      status_history: [{ id: orderId * 10, from_status: '', to_status: '待支付', note: '购买直播套餐', created_at: now.toISOString() }],
      sign_up_id: null,
    };
    mockDb.orders.unshift(order);
    const purchase: MockLivePurchase = {
      id: s.nextId,
      institution_id: b.institution_id,
      package_id: pkg.id,
      request_id: b.request_id,
      order_id: order.id,
      order_no: order.order_no,
      amount_cents: pkg.price_cents,
      status: '待支付',
      paid_at: null,
      created_at: now.toISOString(),
    };
    s.purchases.push(purchase);
    return ok({ order_id: purchase.order_id, order_no: purchase.order_no, amount_cents: purchase.amount_cents, status: purchase.status, created: 1 });
  }),
  http.get('/api/admin/live/orders', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const url = new URL(request.url);
    const scope = scopeInstitution(auth.user, intParam(url, 'institution_id'));
    if ('denied' in scope) return scope.denied;
    const rows = store()
      .purchases.filter((p) => scope.ids === null || scope.ids.includes(p.institution_id))
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
    return ok(paginate(rows.map(purchaseDto), url));
  }),
  http.get('/api/admin/live/quota', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const id = intParam(new URL(request.url), 'institution_id');
    if (!id) return badInput('请选择机构');
    if (!canSee(auth.user, id)) return forbidden();
    return ok(quotaOf(id));
  }),

  // ---- ads ----
  http.get('/api/admin/live/ads', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const url = new URL(request.url);
    const scope = scopeInstitution(auth.user, intParam(url, 'institution_id'));
    if ('denied' in scope) return scope.denied;
    const rows = store()
      .ads.filter((a) => scope.ids === null || scope.ids.includes(a.institution_id))
      .sort((a, b) => b.id - a.id);
    return ok(paginate(rows.map(adDto), url));
  }),
  http.post('/api/admin/live/ad', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = (await request.json()) as AdBody;
    if (!b.institution_id || !canSee(auth.user, b.institution_id)) return forbidden();
    if (!b.title || !b.kind || !b.media_url) return badInput('请填写广告名称并上传图片或视频');
    const f = adFields(b, b.institution_id);
    if (f instanceof Response) return f;
    const s = store();
    s.nextId += 1;
    s.ads.push({
      id: s.nextId,
      institution_id: b.institution_id,
      room_id: null,
      link: '',
      duration: 5,
      enabled: 1,
      created_at: new Date().toISOString(),
      ...(f as Pick<MockLiveAd, 'title' | 'kind' | 'media_url'>),
    });
    return ok({ id: s.nextId });
  }),
  http.put('/api/admin/live/ad', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = (await request.json()) as AdBody;
    const ad = store().ads.find((a) => a.id === b.id);
    if (!ad || !canSee(auth.user, ad.institution_id)) return notFound();
    const f = adFields(b, ad.institution_id, ad);
    if (f instanceof Response) return f;
    if (Object.keys(f).length === 0) return badInput('请至少填写一项内容');
    Object.assign(ad, f);
    return ok({ id: ad.id });
  }),
  http.delete('/api/admin/live/ad', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const id = intParam(new URL(request.url), 'id');
    const s = store();
    const ad = s.ads.find((a) => a.id === id);
    if (!ad || !canSee(auth.user, ad.institution_id)) return notFound();
    s.ads = s.ads.filter((a) => a !== ad);
    return ok({});
  }),

  // ---- public ----
  http.get('/api/official/lives', ({ request }) => {
    const url = new URL(request.url);
    const section = textParam(url, 'section') ?? 'live';
    const status: LiveStatus = section === 'live' ? '直播中' : section === 'upcoming' ? '未开始' : '已结束';
    const rows = store()
      .rooms.filter((r) => isPublic(r) && statusOf(r) === status && (section !== 'replay' || r.replay_url))
      .sort((a, b) => (section === 'replay' ? Date.parse(b.scheduled_start) - Date.parse(a.scheduled_start) : Date.parse(a.scheduled_start) - Date.parse(b.scheduled_start)));
    return ok(paginate(rows.map(publicDto), url));
  }),
  http.get('/api/official/live', ({ request }) => {
    const id = intParam(new URL(request.url), 'id');
    const room = store().rooms.find((r) => r.id === id && isPublic(r));
    if (!room) return notFound();
    const ads = store().ads.filter((a) => a.institution_id === room.institution_id && a.enabled === 1 && (a.room_id === room.id || a.room_id === null));
    const ad = ads.find((a) => a.room_id === room.id) ?? ads[0];
    return ok({
      ...publicDto(room),
      ad: ad ? { id: ad.id, title: ad.title, kind: ad.kind, media_url: ad.media_url, link: ad.link, duration: ad.duration } : null,
    });
  }),
];
