/**
 * Highest records (最高纪录): the platform admin's review of proposals (highestList), the history of a key, and
 * the public records page (spec §7 /competition/tops and /competition/top_items). Proposals are created by saved
 * results (routes/competition/results.ts → repositories/records.ts).
 */
import { RECORD_MSG } from 'shared/rules';
import { notFound, refused } from '../../errors.js';
import { reviewReason } from '../../http/review.js';
import { ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

const gender = { type: 'integer', enum: [0, 1, 2] } as const;

export default async function recordRoutes(app: ApiInstance) {
  app.get(
    '/admin/records',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['records'],
        summary: '最高纪录管理列表（平台管理员；待审核的排在前面）',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            status: { type: 'string', enum: ['pending', 'ratified', 'rejected', 'superseded'] },
            sport: { type: 'string', maxLength: 32 },
            keyword: { type: 'string', maxLength: 50 },
          },
        },
        response: okResponse(ref('SportRecordList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await app.repos.records.list({ start: q.start, count: q.count, status: q.status, sport: q.sport?.trim() || undefined, keyword: q.keyword?.trim() || undefined }));
    },
  );

  app.get(
    '/admin/records/history',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['records'],
        summary: '某运动项目/项目/性别/年龄组纪录的全部历史（新的在前）',
        querystring: {
          type: 'object',
          required: ['sport', 'item_name', 'gender'],
          properties: {
            sport: { type: 'string', minLength: 1, maxLength: 32 },
            item_name: { type: 'string', minLength: 1, maxLength: 64 },
            gender,
            age_group: { type: 'string', maxLength: 32, default: '' },
          },
        },
        response: okResponse(ref('SportRecordHistory')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok({ list: await app.repos.records.history({ sport: q.sport.trim(), itemName: q.item_name.trim(), gender: q.gender, ageGroup: (q.age_group ?? '').trim() }) });
    },
  );

  app.post(
    '/admin/records/review',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['records'],
        summary: '审核纪录提议：认定（成为新纪录，原纪录标记为已被打破）或驳回（必须填写原因）',
        body: {
          type: 'object',
          required: ['id', 'action'],
          properties: { id: { type: 'integer', minimum: 1 }, action: { type: 'string', enum: ['ratify', 'reject'] }, reason: { type: 'string', maxLength: 500 } },
          additionalProperties: false,
        },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const { id, action } = request.body;
      const reason = reviewReason(request.body);
      const record = await app.repos.records.findById(id);
      if (!record) throw notFound();
      if (record.status !== 'pending') throw refused(RECORD_MSG.reviewOnlyPending);
      const actorId = request.principal!.userId;
      if (action === 'ratify') {
        const done = await app.competitions.ratifyRecord(id, actorId, reason);
        if (!done.ok) throw refused(done.msg);
      } else if (!(await app.repos.records.reject(id, actorId, reason))) {
        throw refused(RECORD_MSG.reviewOnlyPending);
      }
      return ok({});
    },
  );

  app.get(
    '/competition/tops',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['records'],
        summary: '官网最高纪录（已认定），可按运动项目、性别、年龄组、关键字筛选',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            sport: { type: 'string', maxLength: 32 },
            gender,
            age_group: { type: 'string', maxLength: 32 },
            keyword: { type: 'string', maxLength: 50 },
          },
        },
        response: okResponse(ref('PublicRecordList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await app.repos.records.publicList({
          start: q.start,
          count: q.count,
          sport: q.sport?.trim() || undefined,
          gender: q.gender,
          ageGroup: q.age_group?.trim() || undefined,
          keyword: q.keyword?.trim() || undefined,
        }),
      );
    },
  );

  app.get(
    '/competition/top_items',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['records'],
        summary: '有已认定纪录的运动项目与项目名（官网纪录页筛选项）',
        querystring: { type: 'object', properties: { sport: { type: 'string', maxLength: 32 } } },
        response: okResponse(ref('RecordItems')),
      },
    },
    async (request) => ok(await app.repos.records.items(request.query.sport?.trim() || undefined)),
  );
}
