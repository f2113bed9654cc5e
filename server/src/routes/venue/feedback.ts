/**
 * 意见反馈 about venues (docs/venues.md "Review, closing and feedback"): a signed-in user sends a suggestion (text and
 * up to six uploaded photos) and reads the replies (我的反馈); the platform admin reads every feedback and a venue's
 * managers their venues' (the inbox), and both reply. One call of app.venueReview each.
 */
import { FEEDBACK_CONTENT_MAX, FEEDBACK_PHOTOS_MAX } from 'shared/rules';
import { forbidden } from '../../errors.js';
import { managesAnyInstitution } from '../../access/institutions.js';
import { ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

export default async function venueFeedbackRoutes(app: ApiInstance) {
  app.post(
    '/venue_site/feedback',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['venue'],
        summary: '提交场馆意见反馈（登录用户；文字与最多6张图片，图片先经上传接口）',
        body: {
          type: 'object',
          required: ['venue_id', 'suggestion'],
          properties: {
            venue_id: { type: 'integer', minimum: 1 },
            suggestion: { type: 'string', maxLength: FEEDBACK_CONTENT_MAX },
            photos: { type: 'array', maxItems: FEEDBACK_PHOTOS_MAX, items: { type: 'string', maxLength: 500 } },
            contact: { type: 'string', maxLength: 64 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('VenueFeedback')),
      },
    },
    async (request) => {
      const b = request.body;
      return ok(await app.venueReview.sendFeedback({ principal: request.principal!, ip: request.ip }, { venue_id: b.venue_id, content: b.suggestion, photos: b.photos, contact: b.contact }));
    },
  );

  app.get(
    '/venue_site/my_feedback',
    {
      schema: { tags: ['venue'], summary: '我的意见反馈（含场馆与平台的回复）', querystring: { type: 'object', properties: { ...pageQuery } }, response: okResponse(ref('VenueFeedbackList')) },
    },
    async (request) => ok(await app.venueReview.myFeedback(request.principal!, request.query)),
  );

  app.get(
    '/admin/venue_feedback_list',
    {
      schema: {
        tags: ['venue'],
        summary: '意见反馈列表（平台管理员：全部；场馆管理员：本人所管场馆的反馈）',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            status: { type: 'string', enum: ['pending', 'replied'] },
            venue_id: { type: 'integer', minimum: 1 },
            keyword: { type: 'string', maxLength: 50 },
          },
        },
        response: okResponse(ref('VenueFeedbackList')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      if (!principal.isPlatformAdmin && !managesAnyInstitution(principal)) throw forbidden();
      return ok(await app.venueReview.feedbackList(principal, request.query));
    },
  );

  app.post(
    '/admin/venue_feedback_reply',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['venue'],
        summary: '回复意见反馈（平台管理员：任一反馈；场馆管理员：本人所管场馆的反馈）',
        body: {
          type: 'object',
          required: ['id', 'reply'],
          properties: { id: { type: 'integer', minimum: 1 }, reply: { type: 'string', maxLength: FEEDBACK_CONTENT_MAX } },
          additionalProperties: false,
        },
        response: okResponse(ref('VenueFeedback')),
      },
    },
    async (request) => ok(await app.venueReview.reply({ principal: request.principal!, ip: request.ip }, request.body.id, request.body.reply)),
  );
}
