/**
 * Awards (奖项) of an item by place range, and achievements (比赛成绩): the final places and awards of each item's
 * entrants, for organisers here and for the public pages (scores-public.ts).
 */
import type { FastifyInstance } from 'fastify';
import { awardName, awardOverlap } from 'shared/rules';
import { notFound } from '../../errors.js';
import { idQuery, ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { finalPlaces } from '../../services/final-places.js';
import { itemQuery, scheduleAccess } from './schedule-shared.js';
import { toFlag } from '../../schemas/json-schema.js';

const PLACE = { type: 'integer', minimum: 1, maximum: 10000 } as const;

/** Achievements of a competition (Achievements), of one item when eventItemId is given (404 if it is not the competition's). */
export async function achievementsView(app: FastifyInstance, competitionId: number, eventItemId?: number) {
  const items = (await app.repos.schedule.items(competitionId)).filter((i) => eventItemId === undefined || i.id === eventItemId);
  if (eventItemId !== undefined && items.length === 0) throw notFound();
  const list = [];
  for (const item of items) {
    const places = await finalPlaces(app.repos, item.id);
    if (places) list.push({ ...places, final: toFlag(places.final) });
  }
  return { competition_id: competitionId, list };
}

export default async function awardRoutes(app: ApiInstance) {
  const access = scheduleAccess(app);

  const awardView = (a: { id: number; eventItemId: number; name: string; placeFrom: number; placeTo: number }) => ({
    id: a.id,
    event_item_id: a.eventItemId,
    name: a.name,
    place_from: a.placeFrom,
    place_to: a.placeTo,
  });

  /** The award's trimmed name, once its places are checked against the item's other awards. */
  const checkAward = async (eventItemId: number, b: { name: string; place_from: number; place_to: number }, exceptId?: number) => {
    const name = awardName(b.name, b.place_from, b.place_to);
    const overlap = await app.repos.standings.overlappingAward(eventItemId, b.place_from, b.place_to, exceptId);
    if (overlap) throw awardOverlap(overlap);
    return name;
  };

  const awardFields = { name: { type: 'string', minLength: 1, maxLength: 64 }, place_from: PLACE, place_to: PLACE } as const;

  app.get(
    '/admin/award',
    { schema: { tags: ['schedule'], summary: '项目的奖项（名次范围）', querystring: itemQuery, response: okResponse(ref('AwardList')) } },
    async (request) => {
      const item = await access.item(request.principal!, request.query.event_item_id);
      return ok({ list: (await app.repos.standings.awards(item.id)).map(awardView) });
    },
  );

  app.post(
    '/admin/award',
    {
      schema: {
        tags: ['schedule'],
        summary: '新增奖项（名次范围不能与已有奖项重叠）',
        body: {
          type: 'object',
          required: ['event_item_id', 'name', 'place_from', 'place_to'],
          properties: { event_item_id: { type: 'integer', minimum: 1 }, ...awardFields },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body;
      const item = await access.item(request.principal!, b.event_item_id);
      const name = await checkAward(item.id, b);
      const id = await app.scores.createAward(
        { competitionId: item.competitionId, eventItemId: item.id, name, placeFrom: b.place_from, placeTo: b.place_to },
        access.actor(request),
      );
      return ok({ id });
    },
  );

  app.put(
    '/admin/award',
    {
      schema: {
        tags: ['schedule'],
        summary: '修改奖项',
        body: { type: 'object', required: ['id', 'name', 'place_from', 'place_to'], properties: { id: { type: 'integer', minimum: 1 }, ...awardFields }, additionalProperties: false },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body;
      const award = await app.repos.standings.award(b.id);
      if (!award) throw notFound();
      await access.competition(request.principal!, award.competitionId);
      const name = await checkAward(award.eventItemId, b, award.id);
      await app.scores.updateAward(award.id, { name, placeFrom: b.place_from, placeTo: b.place_to }, access.actor(request));
      return ok({ id: award.id });
    },
  );

  app.delete(
    '/admin/award',
    { schema: { tags: ['schedule'], summary: '删除奖项', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      const award = await app.repos.standings.award(request.query.id);
      if (!award) throw notFound();
      await access.competition(request.principal!, award.competitionId);
      await app.scores.deleteAward(award.id, access.actor(request));
      return ok({});
    },
  );

  // ---- achievements ----

  app.get(
    '/competition/achievements',
    {
      schema: {
        tags: ['schedule'],
        summary: '比赛成绩：各项目参赛者的最终名次与所获奖项',
        querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 }, event_item_id: { type: 'integer', minimum: 1 } } },
        response: okResponse(ref('Achievements')),
      },
    },
    async (request) => {
      const c = await access.competition(request.principal!, request.query.id);
      return ok(await achievementsView(app, c.id, request.query.event_item_id));
    },
  );
}
