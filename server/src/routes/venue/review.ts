/**
 * The platform's review and closing of venues (docs/venues.md "Review, closing and feedback"): 新增场馆审核 (the list is
 * GET /admin/venue_list?status=pending with its filters), the detail of check/stadiumCheck/detail, 通过 / 驳回, the
 * manager's resubmission of a rejected venue, and 场馆列表's 关闭 / 重新开放. Each parses and makes one call of
 * app.venueReview (services/venue-review.ts); a venue the caller may not manage is 404.
 */
import type { FastifyRequest } from 'fastify';
import { ok, okResponse, ref } from '../../http/envelope.js';
import { reviewBody } from '../../http/review.js';
import type { ApiInstance } from '../../http/type-provider.js';

const id = { type: 'integer', minimum: 1, description: '场馆 id' } as const;
const idBody = { type: 'object', required: ['id'], properties: { id }, additionalProperties: false } as const;

export default async function venueReviewRoutes(app: ApiInstance) {
  const actor = (request: FastifyRequest) => ({ principal: request.principal!, ip: request.ip });

  app.get(
    '/admin/venue_review_info',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['venue'],
        summary: '场馆审核详情（平台管理员）：场馆资料、照片、坐标、场地与审核记录',
        querystring: { type: 'object', required: ['id'], properties: { id }, additionalProperties: false },
        response: okResponse(ref('VenueReviewDetail')),
      },
    },
    async (request) => ok(await app.venueReview.detail(request.query.id)),
  );

  app.post(
    '/admin/venue_review',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['venue'],
        summary: '审核新增场馆（平台管理员）：通过后在官网与手机端上线；驳回须填写原因，场馆管理员可见',
        body: reviewBody,
        response: okResponse(ref('VenueReviewState')),
      },
    },
    async (request) => ok(await app.venueReview.review(actor(request), request.body.id, request.body.action, request.body.reason ?? '')),
  );

  app.post(
    '/admin/venue_resubmit',
    {
      schema: {
        tags: ['venue'],
        summary: '重新提交被驳回的场馆（场馆管理员）：回到待审核',
        body: idBody,
        response: okResponse(ref('VenueReviewState')),
      },
    },
    async (request) => ok(await app.venueReview.resubmit(actor(request), request.body.id)),
  );

  app.post(
    '/admin/venue_close',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['venue'],
        summary: '关闭场馆（平台管理员，须填写原因）：官网与手机端不再显示、不再接受预订，未结束的预订全额退款取消；可重复执行',
        body: {
          type: 'object',
          required: ['id', 'close_reason'],
          properties: { id, close_reason: { type: 'string', maxLength: 200 } },
          additionalProperties: false,
        },
        response: okResponse(ref('VenueClosed')),
      },
    },
    async (request) => ok(await app.venueReview.close(actor(request), request.body.id, request.body.close_reason)),
  );

  app.post(
    '/admin/venue_reopen',
    {
      config: { auth: 'admin' },
      schema: { tags: ['venue'], summary: '重新开放已关闭的场馆（平台管理员）', body: idBody, response: okResponse(ref('VenueReviewState')) },
    },
    async (request) => ok(await app.venueReview.reopen(actor(request), request.body.id)),
  );
}
