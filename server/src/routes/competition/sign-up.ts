/**
 * Sign-up (报名) settings and event items (organisers), and the public sign-up form. Entries, review, lists,
 * xlsx and fees are in the sign-up-*.ts siblings, registered from here. Rules: shared/src/rules (sign-up-status.ts, sign-up-entry.ts).
 */
import { checkCustomFields, checkItem, checkRequiredFields, fieldLabel, newItemValues, SIGN_UP_FIELDS, SIGN_UP_MSG, windowRefusal, windowState } from 'shared/rules';
import { badInput, notFound } from '../../errors.js';
import { dateSchema, idQuery, ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance, FieldsOf } from '../../http/type-provider.js';
import type { ItemValues, SettingsValues } from '../../repositories/sign-ups.js';
import signUpEntryRoutes from './sign-up-entries.js';
import signUpFeeRoutes from './sign-up-fees.js';
import signUpXlsxRoutes from './sign-up-xlsx.js';
import { toFlag } from '../../schemas/json-schema.js';
import { managedCompetition } from '../../access/sign-ups.js';
import type { FastifyRequest } from 'fastify';

const actorOf = (request: FastifyRequest) => ({ userId: request.principal!.userId, ip: request.ip });

const flag = { type: 'integer', enum: [0, 1] } as const;
const nullableDateTime = { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] } as const;
const fee = { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 16 }] } as const;

const itemFields = {
  name: { type: 'string', minLength: 1, maxLength: 64 },
  entry_type: { type: 'string', enum: ['individual', 'team'] },
  gender: { type: 'integer', enum: [0, 1, 2] },
  age_group: { type: 'string', maxLength: 32 },
  birth_from: { anyOf: [dateSchema, { type: 'null' }] },
  birth_to: { anyOf: [dateSchema, { type: 'null' }] },
  capacity: { type: 'integer' },
  fee,
  team_min: { type: 'integer' },
  team_max: { type: 'integer' },
  sort: { type: 'integer' },
} as const;

type ItemBody = FieldsOf<typeof itemFields>;

const settingsDto = (competitionId: number, s: SettingsValues) => ({
  competition_id: competitionId,
  opens_at: s.opensAt?.toISOString() ?? null,
  closes_at: s.closesAt?.toISOString() ?? null,
  review_required: toFlag(s.reviewRequired),
  waiting_list: toFlag(s.waitingList),
  required_fields: s.requiredFields,
  custom_fields: s.customFields,
  enabled: toFlag(s.enabled),
});

const FIELD_OPTIONS = SIGN_UP_FIELDS.map((key) => ({ key, label: fieldLabel(key) }));

/** The checked item fields (shared/rules checkItem), or the first problem as 42200. */
function toItemValues(b: ItemBody, current?: ItemValues): Partial<ItemValues> {
  const checked = checkItem(b, current);
  if ('msg' in checked) throw badInput(checked.msg);
  return checked.values;
}

export default async function signUpRoutes(app: ApiInstance) {
  await app.register(signUpEntryRoutes);
  await app.register(signUpXlsxRoutes);
  await app.register(signUpFeeRoutes);

  app.get(
    '/competition/requirement/info',
    {
      schema: {
        tags: ['sign-up'],
        summary: '报名设置与报名项目（含各项目已通过、待审核、候补人数与剩余名额）',
        querystring: idQuery,
        response: okResponse(ref('SignUpRequirement')),
      },
    },
    async (request) => {
      const c = managedCompetition(request.principal!, await app.repos.filing.findForAccess(request.query.id));
      const [settings, items] = await Promise.all([app.repos.signUps.settings(c.id), app.repos.signUps.items(c.id)]);
      return ok({ settings: settingsDto(c.id, settings), items, field_options: FIELD_OPTIONS });
    },
  );

  app.put(
    '/competition/requirement',
    {
      schema: {
        tags: ['sign-up'],
        summary: '保存报名设置（报名时间、是否审核、候补、必填字段、自定义字段、是否开放）',
        body: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            opens_at: nullableDateTime,
            closes_at: nullableDateTime,
            review_required: flag,
            waiting_list: flag,
            required_fields: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 32 } },
            custom_fields: {
              type: 'array',
              maxItems: 20,
              items: {
                type: 'object',
                required: ['key', 'label'],
                properties: { key: { type: 'string', maxLength: 32 }, label: { type: 'string', maxLength: 32 }, required: { type: 'boolean' } },
                additionalProperties: false,
              },
            },
            enabled: flag,
          },
          additionalProperties: false,
        },
        response: okResponse(ref('SignUpSettings')),
      },
    },
    async (request) => {
      const b = request.body;
      const c = managedCompetition(request.principal!, await app.repos.filing.findForAccess(b.id));
      const current = await app.repos.signUps.settings(c.id);
      const next: SettingsValues = { ...current };
      if (b.opens_at !== undefined) next.opensAt = b.opens_at ? new Date(b.opens_at) : null;
      if (b.closes_at !== undefined) next.closesAt = b.closes_at ? new Date(b.closes_at) : null;
      const windowProblem = windowRefusal(next.opensAt, next.closesAt);
      if (windowProblem) throw badInput(windowProblem);
      if (b.review_required !== undefined) next.reviewRequired = b.review_required === 1;
      if (b.waiting_list !== undefined) next.waitingList = b.waiting_list === 1;
      if (b.enabled !== undefined) next.enabled = b.enabled === 1;
      if (b.required_fields !== undefined) {
        const checked = checkRequiredFields(b.required_fields);
        if ('msg' in checked) throw badInput(checked.msg);
        next.requiredFields = checked.fields;
      }
      if (b.custom_fields !== undefined) {
        const checked = checkCustomFields(b.custom_fields);
        if ('msg' in checked) throw badInput(checked.msg);
        next.customFields = checked.fields;
      }
      await app.signUps.saveSettings(c.id, next, actorOf(request));
      return ok(settingsDto(c.id, next));
    },
  );

  app.post(
    '/competition/requirement/item',
    {
      schema: {
        tags: ['sign-up'],
        summary: '新增报名项目（组别）：名额 0 = 不限，报名费单位为元（两位小数）',
        body: { type: 'object', required: ['competition_id', 'name'], properties: { competition_id: { type: 'integer', minimum: 1 }, ...itemFields }, additionalProperties: false },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const { competition_id: competitionId, ...b } = request.body;
      const c = managedCompetition(request.principal!, await app.repos.filing.findForAccess(competitionId));
      const v = toItemValues(b);
      const values = newItemValues({ ...v, name: v.name! });
      if ('msg' in values) throw badInput(values.msg);
      return ok({ id: await app.signUps.createItem(c.id, values, actorOf(request)) });
    },
  );

  app.put(
    '/competition/requirement/item',
    {
      schema: {
        tags: ['sign-up'],
        summary: '修改报名项目（名额不能少于已报名人数；扩容后自动递补候补）',
        body: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 }, ...itemFields }, additionalProperties: false },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const { id, ...b } = request.body;
      const item = await app.repos.signUps.findItem(id);
      if (!item) throw notFound();
      managedCompetition(request.principal!, await app.repos.filing.findForAccess(item.competitionId));
      const v = toItemValues(b, item as ItemValues);
      if (Object.keys(v).length === 0) throw badInput(SIGN_UP_MSG.nothingToChange);
      await app.signUps.updateItem(id, v, actorOf(request));
      return ok({ id });
    },
  );

  app.delete(
    '/competition/requirement/item',
    { schema: { tags: ['sign-up'], summary: '删除报名项目（已有报名的项目不能删除）', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      const item = await app.repos.signUps.findItem(request.query.id);
      if (!item) throw notFound();
      managedCompetition(request.principal!, await app.repos.filing.findForAccess(item.competitionId));
      await app.signUps.deleteItem(item.id, actorOf(request));
      return ok({});
    },
  );

  app.get(
    '/official/competition/sign_up',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['official'],
        summary: '官网报名表单：报名项目、报名费、剩余名额、开放状态与原因、需填写的字段（仅已审核通过的赛事）',
        querystring: idQuery,
        response: okResponse(ref('OfficialSignUp')),
      },
    },
    async (request) => {
      const c = await app.repos.filing.findForAccess(request.query.id);
      if (!c || c.status !== 'approved') throw notFound();
      const [settings, items] = await Promise.all([app.repos.signUps.settings(c.id), app.repos.signUps.items(c.id)]);
      const state = windowState(settings);
      return ok({
        competition_id: c.id,
        competition_name: c.name,
        open: toFlag(state.open),
        reason: state.open ? '' : state.reason,
        opens_at: settings.opensAt?.toISOString() ?? null,
        closes_at: settings.closesAt?.toISOString() ?? null,
        review_required: toFlag(settings.reviewRequired),
        waiting_list: toFlag(settings.waitingList),
        required_fields: settings.requiredFields.map((key) => ({ key, label: fieldLabel(key) })),
        custom_fields: settings.customFields,
        items: items.map((i) => ({
          id: i.id,
          name: i.name,
          entry_type: i.entry_type,
          gender: i.gender,
          age_group: i.age_group,
          birth_from: i.birth_from,
          birth_to: i.birth_to,
          capacity: i.capacity,
          fee: i.fee,
          fee_cents: i.fee_cents,
          team_min: i.team_min,
          team_max: i.team_max,
          free_places: i.free_places,
          full: toFlag(i.free_places === 0),
        })),
      });
    },
  );
}
