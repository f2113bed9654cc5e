/**
 * Export tasks (下载任务, downList): a competition's managers queue an xlsx export (sign-ups, schedule, results,
 * rankings: app.exports.request); the background worker (services/export-worker.ts) builds it with progress; the managers list the
 * tasks of the competition, download finished files and delete tasks.
 */
import { canManageCompetition } from '../../access/competitions.js';
import type { Principal } from '../../access/principal.js';
import { notFound } from '../../errors.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { EXPORT_KINDS } from '../../repositories/export-tasks.js';
import { sendExportFile, xlsxFileResponse } from '../../http/export-file.js';

export default async function exportRoutes(app: ApiInstance) {
  /** The competition if the caller manages it (404 otherwise). */
  const managed = async (principal: Principal, id: number) => {
    const c = await app.repos.filing.findForAccess(id);
    if (!c || !canManageCompetition(principal, c, c.grants)) throw notFound();
    return c;
  };

  /** A task of a competition the caller manages (404 otherwise). */
  const accessibleTask = async (principal: Principal, id: number) => {
    const task = await app.repos.exportTasks.findMeta(id);
    if (!task || task.competitionId === null) throw notFound();
    await managed(principal, task.competitionId);
    return task;
  };

  app.post(
    '/competition/download',
    {
      schema: {
        tags: ['exports'],
        summary: '新建下载任务（报名名单、赛程、成绩、排名；后台生成 xlsx）',
        body: {
          type: 'object',
          required: ['id', 'kind'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            kind: { type: 'string', enum: [...EXPORT_KINDS] },
            event_item_id: { type: 'integer', minimum: 1 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body;
      const principal = request.principal!;
      const c = await managed(principal, b.id);
      const id = await app.exports.request(principal.userId, c, { kind: b.kind, eventItemId: b.event_item_id });
      return ok({ id });
    },
  );

  app.get(
    '/competition/download/list',
    {
      schema: {
        tags: ['exports'],
        summary: '赛事的下载任务（新的在前，含进度与状态）',
        querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 }, ...pageQuery } },
        response: okResponse(ref('ExportTaskList')),
      },
    },
    async (request) => {
      const q = request.query;
      const c = await managed(request.principal!, q.id);
      return ok(await app.repos.exportTasks.list(c.id, { start: q.start, count: q.count }));
    },
  );

  app.get(
    '/competition/download/file',
    {
      schema: {
        tags: ['exports'],
        summary: '下载已生成的 xlsx 文件（未生成时返回 40000 文件尚未生成）',
        querystring: idQuery,
        response: xlsxFileResponse,
      },
    },
    async (request, reply) => {
      const task = await accessibleTask(request.principal!, request.query.id);
      return sendExportFile(app, reply, task);
    },
  );

  app.delete(
    '/competition/download',
    { schema: { tags: ['exports'], summary: '删除下载任务', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      const task = await accessibleTask(request.principal!, request.query.id);
      if (!(await app.repos.exportTasks.remove(task.id))) throw notFound();
      return ok({});
    },
  );
}
