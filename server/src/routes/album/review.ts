/** The platform admin's review of new photos (新增照片审核): `/admin/add_photos` and `/admin/photo/review` (batch approve or reject). */
import { refused } from '../../errors.js';
import { reviewReason } from '../../http/review.js';
import { ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { PHOTO_STATUS } from '../../schemas/albums.js';
import { ALBUM_MSG } from 'shared/rules';
import { actorOf, reasonProp } from './shared.js';

export function photoReviewRoutes(app: ApiInstance) {
  app.get(
    '/admin/add_photos',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['album'],
        summary: '新增照片审核列表（平台管理员；默认待审核）',
        querystring: { type: 'object', properties: { ...pageQuery, status: { ...PHOTO_STATUS, default: 'pending' }, keyword: { type: 'string', maxLength: 64 } } },
        response: okResponse(ref('ReviewPhotoList')),
      },
    },
    async (request) => ok(await app.repos.albums.reviewList({ ...request.query, keyword: request.query.keyword?.trim() })),
  );

  app.post(
    '/admin/photo/review',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['album'],
        summary: '审核新增照片（可批量）：通过后在官网相册显示；驳回须填写原因',
        body: {
          type: 'object',
          required: ['ids', 'action'],
          properties: {
            ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: 100, uniqueItems: true },
            action: { type: 'string', enum: ['approve', 'reject'] },
            reason: reasonProp,
          },
          additionalProperties: false,
        },
        response: okResponse({ type: 'object', required: ['ids'], properties: { ids: { type: 'array', items: { type: 'integer' } } } }),
      },
    },
    async (request) => {
      const { ids, action } = request.body;
      const reason = reviewReason(request.body);
      const moved = await app.albums.review(ids, action, actorOf(request), reason);
      if (moved.length === 0) throw refused(ALBUM_MSG.photoReviewed);
      return ok({ ids: moved });
    },
  );
}
