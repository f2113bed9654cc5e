/**
 * 资金流水导出 (issue 13): the managers of an institution (or the platform admin) queue an xlsx of the flows of one of
 * its accounts with the filters of /admin/acc_flow_list, and a user one of their wallet (/account/flow_list); the export worker builds it like the competition's exports
 * (export kind account_flows, no competition); the caller polls its task and downloads the file. A task is only its
 * own user's: anyone else is answered 404.
 */
import { LEDGER_TRANSACTION_KINDS } from 'shared/rules';
import { assertManages } from '../../access/finance.js';
import type { Principal } from '../../access/principal.js';
import { notFound } from '../../errors.js';
import { dateSchema, idQuery, ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { INSTITUTION_FLOW_ACCOUNTS } from '../../services/account-flows.js';
import { sendExportFile, xlsxFileResponse } from '../../http/export-file.js';

export default async function flowExportRoutes(app: ApiInstance) {
  /** The caller's own task (404 otherwise). */
  const ownTask = async (principal: Principal, id: number) => {
    const task = await app.repos.exportTasks.findMeta(id);
    if (!task || task.userId !== principal.userId) throw notFound();
    return task;
  };

  app.post(
    '/admin/acc_flow_list/export',
    {
      schema: {
        tags: ['finance'],
        summary: '导出机构资金流水（xlsx，后台生成；筛选同 /admin/acc_flow_list；本机构管理员或平台管理员）',
        body: {
          type: 'object',
          required: ['institution_id'],
          properties: {
            institution_id: { type: 'integer', minimum: 1 },
            account: { type: 'string', enum: [...INSTITUTION_FLOW_ACCOUNTS], default: 'available' },
            kind: { type: 'string', enum: [...LEDGER_TRANSACTION_KINDS] },
            from: dateSchema,
            to: dateSchema,
          },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body;
      const principal = request.principal!;
      assertManages(principal, b.institution_id);
      const id = await app.exports.requestAccountFlows(principal.userId, { institutionId: b.institution_id, account: b.account, kind: b.kind, from: b.from, to: b.to });
      return ok({ id });
    },
  );

  app.post(
    '/account/flow_list/export',
    {
      schema: {
        tags: ['finance'],
        summary: '导出我的钱包余额流水（xlsx，后台生成；筛选同 /account/flow_list）',
        body: {
          type: 'object',
          properties: { kind: { type: 'string', enum: [...LEDGER_TRANSACTION_KINDS] }, from: dateSchema, to: dateSchema },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body ?? {};
      const id = await app.exports.requestAccountFlows(request.principal!.userId, { account: 'wallet', kind: b.kind, from: b.from, to: b.to });
      return ok({ id });
    },
  );

  app.get(
    '/admin/export_task',
    {
      config: { documented: { notFound: true } },
      schema: { tags: ['finance'], summary: '我的导出任务：状态与进度（仅任务创建者）', querystring: idQuery, response: okResponse(ref('ExportTask')) },
    },
    async (request) => {
      await ownTask(request.principal!, request.query.id);
      const task = await app.repos.exportTasks.findOne(request.query.id);
      if (!task) throw notFound();
      return ok(task);
    },
  );

  app.get(
    '/admin/export_task/file',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary: '下载我的导出任务的 xlsx 文件（仅任务创建者；未生成时返回 40000 文件尚未生成）',
        querystring: idQuery,
        response: xlsxFileResponse,
      },
    },
    async (request, reply) => sendExportFile(app, reply, await ownTask(request.principal!, request.query.id)),
  );
}
