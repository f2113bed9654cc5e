/**
 * Sign-up entries (报名): public and organiser sign-up, batch review, cancellation (frees the place and promotes
 * the waiting list), organiser edits, the player/team lists and details, and the user's own entries.
 */
import type { FastifyRequest } from 'fastify';
import { checkEntry, entryEdit, SIGN_UP_MSG, windowState } from 'shared/rules';
import { entryAccess, managedCompetition, signUpAs } from '../../access/sign-ups.js';
import { badInput, notFound, refused } from '../../errors.js';
import { reviewReason } from '../../http/review.js';
import { dateSchema, idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

const actorOf = (request: FastifyRequest) => ({ userId: request.principal!.userId, ip: request.ip });

const person = {
  real_name: { type: 'string', maxLength: 32 },
  id_card: { type: 'string', maxLength: 18 },
  phone: { type: 'string', maxLength: 16 },
  gender: { type: 'integer', enum: [0, 1, 2] },
  birth_date: { anyOf: [dateSchema, { type: 'null' }] },
} as const;

const personSchema = { type: 'object', properties: person, additionalProperties: false } as const;

/** Body fields of a new entry (individual: the person; team: team_name + members, the first is the captain). */
const entryFields = {
  ...person,
  team_name: { type: 'string', maxLength: 64 },
  affiliation: { type: 'string', maxLength: 64 },
  extra: { type: 'object', additionalProperties: { type: 'string', maxLength: 200 } },
  members: { type: 'array', maxItems: 100, items: personSchema },
} as const;

const STATUS = { type: 'string', enum: ['pending', 'approved', 'rejected', 'cancelled', 'waiting'] } as const;

const listQuery = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    event_item_id: { type: 'integer', minimum: 1 },
    status: STATUS,
    keyword: { type: 'string', maxLength: 50 },
    ...pageQuery,
  },
} as const;

export default async function signUpEntryRoutes(app: ApiInstance) {
  app.post(
    '/competition/sign_info',
    {
      schema: {
        tags: ['sign-up'],
        summary: '报名：个人用户在官网为本人报名（个人项目）或作为队长带队员报名（团体项目）；主办方也可添加报名',
        body: {
          type: 'object',
          required: ['id', 'event_item_id'],
          properties: {
            id: { type: 'integer', minimum: 1, description: '赛事编号' },
            event_item_id: { type: 'integer', minimum: 1 },
            seed: { type: ['integer', 'null'], minimum: 1 },
            ...entryFields,
          },
          additionalProperties: false,
        },
        response: okResponse(ref('SignUpCreated')),
      },
    },
    async (request) => {
      const { id, event_item_id: itemId, seed, ...input } = request.body;
      const principal = request.principal!;
      const { competition: c, organiser } = signUpAs(principal, await app.repos.filing.findForAccess(id));
      const item = await app.repos.signUps.findItem(itemId);
      if (!item || item.competitionId !== c.id) throw badInput(SIGN_UP_MSG.formItemMissing);
      const settings = await app.repos.signUps.settings(c.id);
      if (!organiser) {
        const state = windowState(settings);
        if (!state.open) throw refused(state.reason);
      }
      const checked = checkEntry(input, settings, item);
      if ('msg' in checked) throw badInput(checked.msg);
      const created = await app.signUps.create(
        {
          competitionId: c.id,
          item,
          entry: checked.entry,
          userId: organiser ? null : principal.userId,
          source: organiser ? 'organiser' : 'public',
          seed: organiser ? seed : null,
        },
        actorOf(request),
      );
      return ok(created);
    },
  );

  app.post(
    '/competition/sign_info/review',
    {
      schema: {
        tags: ['sign-up'],
        summary: '批量审核报名：通过（待审核）或驳回（待审核、候补，必须填写原因）；驳回后空出的名额递补候补',
        body: {
          type: 'object',
          required: ['id', 'ids', 'action'],
          properties: {
            id: { type: 'integer', minimum: 1, description: '赛事编号' },
            ids: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1 } },
            action: { type: 'string', enum: ['approve', 'reject'] },
            reason: { type: 'string', maxLength: 500 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('SignUpReviewed')),
      },
    },
    async (request) => {
      const { id, ids, action } = request.body;
      const c = managedCompetition(request.principal!, await app.repos.filing.findForAccess(id));
      const reason = reviewReason(request.body);
      const changed = await app.signUps.review(c.id, [...new Set(ids)], action, reason, actorOf(request));
      return ok({ count: changed });
    },
  );

  app.delete(
    '/competition/sign_info',
    {
      schema: {
        tags: ['sign-up'],
        summary: '取消报名：本人取消，或主办方填写原因取消；空出的名额递补候补，未支付的报名费订单关闭',
        querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 }, reason: { type: 'string', maxLength: 500 } } },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const entry = await app.repos.signUps.findForAccess(request.query.id);
      if (!entry) throw notFound();
      const reason = request.query.reason?.trim() ?? '';
      const { organiser, own } = entryAccess(request.principal!, entry, await app.repos.filing.findForAccess(entry.competitionId));
      if (organiser && !own && !reason) throw badInput(SIGN_UP_MSG.cancelReasonRequired);
      await app.signUps.cancel(entry.id, reason, actorOf(request), organiser && !own);
      return ok({});
    },
  );

  app.put(
    '/competition/sign_info',
    {
      schema: {
        tags: ['sign-up'],
        summary: '主办方修改报名信息（名称、联系方式、单位、种子号、队员）',
        body: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            entrant_name: { type: 'string', maxLength: 64 },
            real_name: { type: 'string', maxLength: 32 },
            phone: { type: 'string', maxLength: 16 },
            affiliation: { type: 'string', maxLength: 64 },
            seed: { type: ['integer', 'null'], minimum: 1, maximum: 100000 },
            members: { type: 'array', maxItems: 100, items: personSchema },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const { id, ...b } = request.body;
      const entry = await app.repos.signUps.findForAccess(id);
      if (!entry) throw notFound();
      const c = managedCompetition(request.principal!, await app.repos.filing.findForAccess(entry.competitionId));
      const edit = entryEdit(b, entry.entryType);
      if ('msg' in edit) throw badInput(edit.msg);
      const { patch } = edit;
      if (b.members !== undefined) {
        const item = entry.eventItemId ? await app.repos.signUps.findItem(entry.eventItemId) : undefined;
        if (!item) throw notFound();
        const settings = await app.repos.signUps.settings(c.id);
        const checked = checkEntry({ team_name: patch.entrantName ?? '队伍', members: b.members }, { ...settings, customFields: [] }, item);
        if ('msg' in checked) throw badInput(checked.msg);
        patch.members = checked.entry.members;
      }
      if (Object.keys(patch).length === 0) throw badInput(SIGN_UP_MSG.nothingToChange);
      await app.signUps.updateEntry(id, patch, actorOf(request));
      return ok({ id });
    },
  );

  for (const [path, entryType, what] of [
    ['/competition/players', 'individual', '个人'],
    ['/competition/teams', 'team', '团体'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['sign-up'],
          summary: `${what}报名列表（按项目、状态、关键词（姓名/队名/手机号/身份证号）筛选；身份证号打码）`,
          querystring: listQuery,
          response: okResponse(ref('SignUpEntryList')),
        },
      },
      async (request) => {
        const q = request.query;
        const c = managedCompetition(request.principal!, await app.repos.filing.findForAccess(q.id));
        return ok(
          await app.repos.signUps.list({
            competitionId: c.id,
            entryType,
            eventItemId: q.event_item_id,
            status: q.status,
            keyword: q.keyword?.trim() || undefined,
            start: q.start,
            count: q.count,
          }),
        );
      },
    );
  }

  for (const [path, entryType, what] of [
    ['/competition/player/info', 'individual', '个人'],
    ['/competition/team/info', 'team', '团体'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['sign-up'],
          summary: `${what}报名详情（队员、状态历史、报名费订单；主办方可见完整身份证号，本人可见打码信息）`,
          querystring: idQuery,
          response: okResponse(ref('SignUpDetail')),
        },
      },
      async (request) => {
        const entry = await app.repos.signUps.findForAccess(request.query.id);
        if (!entry || entry.entryType !== entryType) throw notFound();
        const { organiser } = entryAccess(request.principal!, entry, await app.repos.filing.findForAccess(entry.competitionId));
        return ok((await app.repos.signUps.detail(entry.id, organiser))!);
      },
    );
  }

  app.get(
    '/user/sign_ups',
    {
      schema: {
        tags: ['sign-up'],
        summary: '我的报名（本人在所有赛事中的报名、状态与报名费订单）',
        querystring: { type: 'object', properties: { ...pageQuery } },
        response: okResponse(ref('SignUpEntryList')),
      },
    },
    async (request) => ok(await app.repos.signUps.ofUser(request.principal!.userId, request.query.start, request.query.count)),
  );
}
