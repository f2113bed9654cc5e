/**
 * Complaints and take-downs of the platform admin: `/admin/report_list` + `/admin/report/handle` (图片投诉: 下架 / 恢复 /
 * 驳回), `/admin/image/list` + `/admin/image/hide` (图片管理: every uploaded image, taken down or restored with the
 * photos showing it) and `/admin/image/actions` (the photo_actions history of a photo or an image).
 */
import { badInput, notFound, refused } from '../../errors.js';
import { ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { REPORT_STATUS } from '../../schemas/albums.js';
import { ALBUM_MSG, REPORT_HANDLING } from 'shared/rules';
import { actorOf, reasonProp } from './shared.js';

export function takedownRoutes(app: ApiInstance) {
  app.get(
    '/admin/report_list',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['album'],
        summary: '图片投诉列表（平台管理员）',
        querystring: { type: 'object', properties: { ...pageQuery, status: REPORT_STATUS } },
        response: okResponse(ref('PhotoReportList')),
      },
    },
    async (request) => ok(await app.repos.albums.reportList(request.query)),
  );

  app.post(
    '/admin/report/handle',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['album'],
        summary: '处理图片投诉：下架（照片不再公开，图片不再对公众提供）、恢复（已下架的恢复公开）、驳回投诉；下架和驳回须填写原因',
        body: {
          type: 'object',
          required: ['id', 'action'],
          properties: { id: { type: 'integer', minimum: 1 }, action: { type: 'string', enum: ['take_down', 'restore', 'dismiss'] }, reason: reasonProp },
          additionalProperties: false,
        },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const { id, action } = request.body;
      const reason = request.body.reason?.trim() ?? '';
      const rule = REPORT_HANDLING[action];
      if (rule.reasonMissing && !reason) throw badInput(rule.reasonMissing);
      const report = await app.repos.albums.reportRow(id);
      if (!report) throw notFound();
      if (!(await app.albums.handleReport(id, action, actorOf(request), reason))) throw refused(rule.stale);
      app.log.info({ report: id, action }, 'photo report handled');
      return ok({});
    },
  );

  app.get(
    '/admin/image/list',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['album'],
        summary: '图片管理：全部已上传图片（平台管理员；按所属机构、用途、下架状态、文件名筛选）',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            institution_id: { type: 'integer', minimum: 1 },
            use: { type: 'string', pattern: '^[a-z_]{0,32}$' },
            hidden: { type: 'integer', enum: [0, 1] },
            keyword: { type: 'string', maxLength: 64 },
          },
        },
        response: okResponse(ref('ManagedImageList')),
      },
    },
    async (request) => {
      const q = request.query;
      const [page, uses, owners] = await Promise.all([
        app.repos.albums.images({
          start: q.start,
          count: q.count,
          institutionId: q.institution_id,
          use: q.use,
          hidden: q.hidden === undefined ? undefined : q.hidden === 1,
          keyword: q.keyword?.trim() || undefined,
        }),
        app.repos.albums.imageUses(),
        app.repos.albums.imageInstitutions(),
      ]);
      return ok({ ...page, uses, institutions: owners });
    },
  );

  app.post(
    '/admin/image/hide',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['album'],
        summary: '下架（hidden=1，须填写原因）或恢复（hidden=0）一张已上传的图片；用到它的相册照片随之下架或恢复',
        body: {
          type: 'object',
          required: ['id', 'hidden'],
          properties: { id: { type: 'integer', minimum: 1 }, hidden: { type: 'integer', enum: [0, 1] }, reason: reasonProp },
          additionalProperties: false,
        },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const { id, hidden } = request.body;
      const reason = request.body.reason?.trim() ?? '';
      if (hidden === 1 && !reason) throw badInput(ALBUM_MSG.takeDownReasonRequired);
      const m = await app.repos.albums.mediaRow(id);
      if (!m || m.kind !== 'image') throw notFound();
      if (!(await app.albums.setImageHidden(id, hidden === 1, actorOf(request), reason))) {
        throw refused(hidden === 1 ? ALBUM_MSG.alreadyHidden : ALBUM_MSG.notHidden);
      }
      return ok({});
    },
  );

  app.get(
    '/admin/image/actions',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['album'],
        summary: '照片或图片的处理记录（谁、何时、原因）',
        querystring: { type: 'object', properties: { photo_id: { type: 'integer', minimum: 1 }, media_id: { type: 'integer', minimum: 1 } } },
        response: okResponse(ref('PhotoActionList')),
      },
    },
    async (request) => {
      const { photo_id, media_id } = request.query;
      if (!photo_id && !media_id) throw badInput(ALBUM_MSG.subjectRequired);
      return ok({ list: await app.repos.albums.actions({ photoId: photo_id, mediaId: media_id }) });
    },
  );
}
