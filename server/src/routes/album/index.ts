/**
 * Albums and images (docs/api.md "Albums and images"):
 * - back office of a competition (spec §2.4 album pages, albums.ts): `/admin/album/*` — whoever manages the
 *   competition (src/access/competitions.ts) manages its albums; photos reference an uploaded image (POST
 *   /api/upload/image, use `photo`) and wait for review (add_photo_count) unless the platform admin uploads them;
 * - platform review (platform admin only): `/admin/add_photos` + `/admin/photo/review` (新增照片审核, review.ts),
 *   `/admin/report_list` + `/admin/report/handle` (图片投诉: 下架 / 恢复 / 驳回), `/admin/image/list` +
 *   `/admin/image/hide` (图片管理: every uploaded image) and `/admin/image/actions` (takedowns.ts); every action is
 *   written to photo_actions;
 * - public (public.ts): `/album/list`, `/album/info`, and `/album/report` (a complaint; anonymous visitors allowed,
 *   limited per IP).
 * A taken-down photo disappears from the public album and its image is no longer served to the public
 * (media.hidden, honoured by GET /api/media/:key). Registration order is the order of the OpenAPI document.
 */
import { generateSeedPhotos } from '../../db/seed-albums.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { backOfficeAlbumRoutes } from './albums.js';
import { publicAlbumRoutes } from './public.js';
import { photoReviewRoutes } from './review.js';
import { takedownRoutes } from './takedowns.js';

export { REPORT_LIMIT } from './public.js';

export default async function albumRoutes(app: ApiInstance) {
  // demo photos seeded without a file get a real image through the normal storage (src/db/seed-albums.ts)
  app.addHook('onReady', async function drawDemoPhotos() {
    const drawn = await generateSeedPhotos(app.database.db, app.media.storage).catch((error: unknown) => {
      app.log.error({ err: error }, 'demo photos not generated');
      return 0;
    });
    if (drawn > 0) app.log.info({ drawn }, 'demo photos generated');
  });

  // ---------- back office: albums of a competition ----------
  backOfficeAlbumRoutes(app);
  // ---------- platform review ----------
  photoReviewRoutes(app);
  // ---------- complaints, image management ----------
  takedownRoutes(app);
  // ---------- public ----------
  publicAlbumRoutes(app);
}
