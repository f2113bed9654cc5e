/** Public live endpoints (server/src/routes/live/index.ts); types from the server's OpenAPI document. */
import type { components } from 'shared/api-schema';
import { http, type Query } from 'shared';

export type PublicLive = components['schemas']['PublicLive'];
export type PublicLiveDetail = components['schemas']['PublicLiveDetail'];
export type PublicLiveQuery = Query<'/official/lives', 'get'>;
export type LiveSection = NonNullable<PublicLiveQuery['section']>;

/** GET /official/lives — 直播中 (live), 即将开始 (upcoming) or 精彩回放 (replay); hidden rooms never appear. */
export const getPublicLives = (query: PublicLiveQuery) => http.get('/official/lives', query);

/** GET /official/live — one public room with its active pre-roll ad. */
export const getPublicLive = (id: number) => http.get('/official/live', { id });
