/**
 * 任务队列: the background jobs of `app.jobs` (plugins/app/jobs.ts) and the archived ones, newest first, for the
 * platform admin — the queue's Chinese title, the state, the retries and the last error in Chinese (shared/rules
 * `jobErrorText`: pg-boss keeps the raw error, often English, which stays in the server's log and database). The menu
 * item is 系统管理 → 任务队列 (shared/src/rules/menu-catalog.ts), the page mf-account's job-queue page.
 */
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ok, okResponse } from '../../http/envelope.js';
import { JOB_STATES } from '../../plugins/app/jobs.js';
import { jobErrorText, jobQueueTitle } from 'shared/rules';

const jobItem = {
  type: 'object',
  required: ['id', 'name', 'title', 'state', 'retry_count', 'retry_limit', 'created_on', 'started_on', 'completed_on', 'error'],
  properties: {
    id: { type: 'string', description: '任务编号（UUID）' },
    name: { type: 'string', description: '队列名' },
    title: { type: 'string', description: '队列的中文名称' },
    state: { type: 'string', enum: JOB_STATES, description: 'created 排队中，retry 等待重试，active 执行中，completed 已完成，cancelled 已取消，failed 失败' },
    retry_count: { type: 'integer', description: '已重试次数' },
    retry_limit: { type: 'integer', description: '最多重试次数' },
    created_on: { type: 'string', format: 'date-time' },
    started_on: { type: ['string', 'null'], format: 'date-time' },
    completed_on: { type: ['string', 'null'], format: 'date-time' },
    error: { type: 'string', description: '最后一次失败的错误信息，没有为空' },
  },
} as const;

const listSchema = {
  tags: ['system'],
  summary: '任务队列（平台管理员）',
  querystring: {
    type: 'object',
    properties: {
      start: { type: 'integer', minimum: 0, default: 0 },
      count: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      name: { type: 'string', minLength: 1, maxLength: 100, description: '队列名' },
      state: { type: 'string', enum: JOB_STATES },
    },
  },
  response: okResponse({
    type: 'object',
    required: ['list', 'total'],
    properties: { list: { type: 'array', items: jobItem }, total: { type: 'integer' } },
  }),
} as const;

const jobRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get('/system/jobs', { config: { auth: 'admin' }, schema: listSchema }, async (request) => {
    const { start, count, name, state } = request.query;
    const page = await app.jobs.list({ start, count, name, state });
    return ok({
      list: page.list.map(({ error, error_kind, ...job }) => ({ ...job, title: jobQueueTitle(job.name), error: jobErrorText({ message: error, kind: error_kind }) })),
      total: page.total,
    });
  });
};

export default jobRoutes;
