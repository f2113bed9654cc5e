/** What the live routes share: request schemas, media and HLS addresses, and the tenancy helpers of rooms and ads. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canUseOrganiserFeaturesFor, organiserScopeFilter } from '../../access/institutions.js';
import type { Principal } from '../../access/principal.js';
import { forbidden, notFound } from '../../errors.js';
import type { FieldsOf } from '../../http/type-provider.js';
import { isStorageKey } from '../../storage/index.js';
import { HTTP_URL, hasM3u8Path, LIVE_STATUSES } from 'shared/rules';

export const STATUS = { type: 'string', enum: LIVE_STATUSES } as const;
export const VISIBILITY = { type: 'string', enum: ['public', 'hidden'] } as const;
export const institutionQuery = { institution_id: { type: 'integer', minimum: 1 } } as const;

export const MEDIA_PATH = /^\/api\/media\/([^/?#\s]+)$/;

/** The storage key of a `/api/media/<key>` URL of this platform, or null. */
export const mediaKeyOf = (url: string) => {
  const m = MEDIA_PATH.exec(url);
  return m && isStorageKey(m[1]) ? m[1] : null;
};

/** An HLS play address: http(s) (or this platform's media) and a .m3u8 path. */
export function isHlsUrl(url: string): boolean {
  if (!HTTP_URL.test(url) && !mediaKeyOf(url)) return false;
  return hasM3u8Path(url);
}

export const roomFields = {
  competition_id: { type: ['integer', 'null'], minimum: 1 },
  title: { type: 'string', minLength: 1, maxLength: 100 },
  cover: { type: 'string', maxLength: 8192 },
  description: { type: 'string', maxLength: 2000 },
  stream_url: { type: 'string', minLength: 1, maxLength: 1024 },
  push_url: { type: 'string', maxLength: 1024 },
  scheduled_start: { type: 'string', format: 'date-time' },
  scheduled_end: { type: 'string', format: 'date-time' },
  visibility: VISIBILITY,
} as const;

export type RoomBody = FieldsOf<typeof roomFields>;

export const adFields = {
  room_id: { type: ['integer', 'null'], minimum: 1 },
  title: { type: 'string', minLength: 1, maxLength: 64 },
  kind: { type: 'string', enum: ['image', 'video'] },
  media_url: { type: 'string', minLength: 1, maxLength: 1024 },
  link: { type: 'string', maxLength: 1024 },
  duration: { type: 'integer', minimum: 1, maximum: 120 },
  enabled: { type: 'integer', enum: [0, 1] },
} as const;

export type AdBody = FieldsOf<typeof adFields>;


export function liveHelpers(app: FastifyInstance) {
  // read per request: a route-only test registers the routes without repositories
  const repo = () => app.repos.live;
  const actor = (request: FastifyRequest) => ({ userId: request.principal!.userId, ip: request.ip });

  /**
   * The list scope: the admin all (or the one asked for), an organiser their institutions (or the one asked for);
   * venue managers and personal users have no 直播管理 (spec §2.5) and are refused.
   */
  const scopeOf = (principal: Principal, institutionId: number | undefined) => {
    const scope = organiserScopeFilter(principal, institutionId);
    if (scope === null || (scope !== 'all' && scope.length === 0)) throw forbidden();
    return scope;
  };

  /** The room if the caller manages its institution; 404 otherwise (no hint that it exists). */
  const managedRoom = async (principal: Principal, id: number) => {
    const room = await repo().room(id);
    if (!room || !canUseOrganiserFeaturesFor(principal, room.institution_id)) throw notFound();
    return room;
  };

  /**
   * After a room changed: the media it shows (replay upload, or its stream or replay as `/api/media/<key>`) are public
   * while it is public (shown, not hidden by the admin, not deleted); otherwise they are taken down unless another
   * public thing shows them (repositories/media-takedowns.ts).
   */
  type RoomMedia = { id: number; replay_media_id: number | null; stream_url: string; replay_url: string };
  const refsOf = (room: RoomMedia) => ({ ids: [room.replay_media_id], urls: [room.stream_url, room.replay_url] });
  const syncRoomMedia = async (before: RoomMedia) => {
    const after = await repo().room(before.id);
    if (after && after.visibility === 'public' && !after.admin_hidden) await app.repos.mediaTakedowns.restore(refsOf(after));
    await app.repos.mediaTakedowns.takeDown(refsOf(before));
  };

  const managedAd = async (principal: Principal, id: number) => {
    const ad = await repo().ad(id);
    if (!ad || !canUseOrganiserFeaturesFor(principal, ad.institutionId)) throw notFound();
    return ad;
  };

  /** An uploaded media of this platform the caller may use for the institution: same institution or own upload. */
  const usableMedia = async (request: FastifyRequest, url: string, institutionId: number, kinds: string[]) => {
    const key = mediaKeyOf(url);
    if (!key) return undefined;
    const row = await repo().mediaByKey(key);
    if (!row || !kinds.includes(row.kind) || row.status !== 'ready') return undefined;
    const principal = request.principal!;
    if (!principal.isPlatformAdmin && row.ownerUserId !== principal.userId && row.institutionId !== institutionId) return undefined;
    return row;
  };

  return { repo, actor, scopeOf, managedRoom, syncRoomMedia, managedAd, usableMedia };
}
