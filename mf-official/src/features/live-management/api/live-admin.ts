/** Back-office live endpoints (server/src/routes/live/index.ts); types from the server's OpenAPI document. */
import type { components } from 'shared/api-schema';
import { http, type Json, type Query } from 'shared';

type Schemas = components['schemas'];

export type LiveRoom = Schemas['LiveRoom'];
export type LiveReplayFile = Schemas['LiveReplayFile'];
export type LiveStatus = LiveRoom['status'];
export type LiveAd = Schemas['LiveAd'];
export type LivePackage = Schemas['LivePackage'];
export type LivePurchase = Schemas['LivePurchase'];
export type LiveQuota = Schemas['LiveQuota'];
export type LiveOrderCreated = Schemas['LiveOrderCreated'];
export type LiveRoomQuery = Query<'/admin/lives/list', 'get'>;
export type LiveRoomCreateBody = Json<'/admin/lives', 'post'>;
export type LiveRoomUpdateBody = Json<'/admin/lives', 'put'>;
export type LiveAdCreateBody = Json<'/admin/live/ad', 'post'>;
export type LiveAdUpdateBody = Json<'/admin/live/ad', 'put'>;
export type LiveOrderQuery = Query<'/admin/live/orders', 'get'>;
export type LiveAdQuery = Query<'/admin/live/ads', 'get'>;

/** GET /admin/lives/list — the admin: every institution's rooms; an institution: its own. */
export const getLiveRooms = (query: LiveRoomQuery) => http.get('/admin/lives/list', { ...query });
export const createLiveRoom = (body: LiveRoomCreateBody) => http.post('/admin/lives', body);
export const updateLiveRoom = (body: LiveRoomUpdateBody) => http.put('/admin/lives', body);
export const deleteLiveRoom = (id: number) => http.delete('/admin/lives', { id });
/** 开始直播 (未开始 → 直播中). */
export const startLiveRoom = (id: number) => http.post('/admin/lives/start', { id });
/** 结束直播 (直播中 → 已结束). */
export const endLiveRoom = (id: number) => http.post('/admin/lives/end', { id });
/** Platform admin: 隐藏 (hidden = 1) or 恢复 (0) any room on the official site. */
export const hideLiveRoom = (id: number, hidden: 0 | 1) => http.post('/admin/lives/hide', { id, hidden });
/** Sets (or clears with '') the replay of an ended room. */
export const setLiveReplay = (id: number, replay_url: string) => http.put('/admin/lives/replay', { id, replay_url });
/** Asks for the MP4 of an ended room's HLS replay (made in the background; asking again answers the same file). */
export const requestReplayFile = (id: number) => http.post('/admin/lives/replay_file', { id });
/** The MP4 of a room's current replay: status and progress while it is made, its address when done. */
export const getReplayFile = (id: number) => http.get('/admin/lives/replay_file', { id });

export const getLivePackages = async () => (await http.get('/admin/live/packages')).list;
/** Buys a package: a 待支付 order; the same request id never creates a second order. */
export const buyLivePackage = (body: Json<'/admin/live/buy', 'post'>) => http.post('/admin/live/buy', body);
export const getLiveOrders = (query: LiveOrderQuery) => http.get('/admin/live/orders', { ...query });
export const getLiveQuota = (institutionId: number) => http.get('/admin/live/quota', { institution_id: institutionId });

export const getLiveAds = (query: LiveAdQuery) => http.get('/admin/live/ads', { ...query });
export const createLiveAd = (body: LiveAdCreateBody) => http.post('/admin/live/ad', body);
export const updateLiveAd = (body: LiveAdUpdateBody) => http.put('/admin/live/ad', body);
export const deleteLiveAd = (id: number) => http.delete('/admin/live/ad', { id });

/** The institution's competitions, for linking a room to one. */
export const getOwnCompetitions = async (institutionId: number) =>
  (await http.get('/competition/list', { start: 0, count: 100, institution_id: institutionId })).list;
