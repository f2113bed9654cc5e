/**
 * Live (直播): back office `/admin/lives/*` (rooms: plan, start/end, replay, admin hide) and `/admin/live/*`
 * (packages, buying, orders, quota, pre-roll ads), public `/official/lives` and `/official/live`.
 * Streams run on an external streaming service (HLS); the platform keeps rooms, schedules, visibility and replays.
 * Tenancy: an institution manager reaches only its institution's rooms, ads and purchases; the platform admin all.
 */
import { adRoutes } from './ads.js';
import { startDemoStreams } from './demo-stream.js';
import { packageRoutes } from './packages.js';
import { publicLiveRoutes } from './public.js';
import { roomRoutes } from './rooms.js';
import type { ApiInstance } from '../../http/type-provider.js';

export default async function liveRoutes(app: ApiInstance) {
  startDemoStreams(app);

  // ---------- rooms, replay files ----------
  roomRoutes(app);
  // ---------- packages, purchases, quota ----------
  packageRoutes(app);
  // ---------- pre-roll ads ----------
  adRoutes(app);
  // ---------- public ----------
  publicLiveRoutes(app);
}
