import type { FastifyRequest } from 'fastify';
import { HOME_BLOCK_DEFS, HOME_BLOCK_MAX_ITEMS, HOME_BLOCKS, HOME_ITEM_MESSAGES, homeBlockFullRefusal, homeItemOfBody, homeItemVerdict, isSameIdSet } from 'shared/rules';
import type { HomeBlock, HomeBlockDef, HomeItemInput } from 'shared/rules';
import { badInput, notFound, refused } from '../../errors.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance, FromSchema } from '../../http/type-provider.js';

/**
 * Official homepage management (官网首页管理, spec §2.5, §7 /admin/headline*, /admin/recommend_*): the same
 * routes for every block, platform administrators only (config.auth 'admin'; organisers and personal users get
 * 40300, anonymous 401). Mutations need the CSRF token (the csrf plugin).
 */

const nullableDateTime = { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] } as const;

const itemProperties = {
  title: { type: 'string', maxLength: 128 },
  subtitle: { type: 'string', maxLength: 255 },
  image: { type: 'string', maxLength: 200000 },
  link: { type: 'string', maxLength: 1024 },
  video_url: { type: 'string', maxLength: 1024 },
  competition_id: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
  is_show: { type: 'boolean' },
  show_from: nullableDateTime,
  show_until: nullableDateTime,
} as const;

const createBody = { type: 'object', required: ['title'], properties: itemProperties, additionalProperties: false } as const;
type ItemBody = FromSchema<typeof createBody>;
const updateBody = {
  type: 'object',
  required: ['id', 'title'],
  properties: { id: { type: 'integer', minimum: 1 }, ...itemProperties },
  additionalProperties: false,
} as const;

export default async function homepageRoutes(app: ApiInstance) {
  const audit = (request: FastifyRequest, action: string, block: HomeBlock, id: number, detail: Record<string, unknown> = {}) =>
    app.repos.audit.write({ actorId: request.principal!.userId, action: `home_item.${action}`, target: `${block}:${id}`, detail, ip: request.ip });

  /** Validates and completes an item of `block` (shared/rules homeItemVerdict); throws the Chinese message of the first problem. */
  async function checkedItem(block: HomeBlock, def: HomeBlockDef, body: ItemBody, currentId?: number): Promise<HomeItemInput> {
    const item: HomeItemInput = homeItemOfBody(body);
    const id = def.competition === 'none' ? null : item.competition_id;
    const competition = id === null ? undefined : await app.repos.content.competition(id);
    const linked = competition?.status === 'approved' ? await app.repos.content.findByCompetition(block, competition.id) : undefined;
    const verdict = homeItemVerdict(def, item, competition, linked, currentId);
    if (verdict.refusal !== undefined) throw verdict.badInput ? badInput(verdict.refusal) : refused(verdict.refusal);
    return verdict.item;
  }

  for (const block of HOME_BLOCKS) {
    const def = HOME_BLOCK_DEFS[block];
    const tags = ['homepage'];
    const admin = { auth: 'admin' as const };

    app.get(
      `${def.api}_list`,
      {
        config: admin,
        schema: {
          tags,
          summary: `${def.title}列表（按首页展示顺序，含停用与未到展示时间的内容）`,
          querystring: { type: 'object', properties: { ...pageQuery, keyword: { type: 'string', maxLength: 64 } } },
          response: okResponse(ref('HomeBlockItemList')),
        },
      },
      async (request) => ok(await app.repos.content.list(block, { ...request.query, keyword: request.query.keyword?.trim() })),
    );

    app.get(
      `${def.api}_info`,
      { config: admin, schema: { tags, summary: `${def.title}详情`, querystring: idQuery, response: okResponse(ref('HomeBlockItem')) } },
      async (request) => {
        const item = await app.repos.content.find(block, request.query.id);
        if (!item) throw notFound();
        return ok(item);
      },
    );

    app.post(
      def.api,
      { config: admin, schema: { tags, summary: `新增${def.title}（排在最后）`, body: createBody, response: okResponse(ref('CreatedId')) } },
      async (request) => {
        const item = await checkedItem(block, def, request.body);
        const full = homeBlockFullRefusal(def, await app.repos.content.countInBlock(block));
        if (full) throw refused(full);
        const id = await app.homepage.createItem(block, item);
        await audit(request, 'create', block, id, { title: item.title });
        return ok({ id });
      },
    );

    app.put(
      def.api,
      { config: admin, schema: { tags, summary: `编辑${def.title}`, body: updateBody, response: okResponse(ref('Empty')) } },
      async (request) => {
        const { id } = request.body;
        if (!(await app.repos.content.find(block, id))) throw notFound();
        const item = await checkedItem(block, def, request.body, id);
        if (!(await app.repos.content.update(block, id, item))) throw notFound();
        await audit(request, 'update', block, id, { title: item.title });
        return ok({});
      },
    );

    app.delete(
      def.api,
      { config: admin, schema: { tags, summary: `删除${def.title}`, querystring: idQuery, response: okResponse(ref('Empty')) } },
      async (request) => {
        if (!(await app.repos.content.remove(block, request.query.id))) throw notFound();
        await audit(request, 'delete', block, request.query.id);
        return ok({});
      },
    );

    app.post(
      `${def.api}_show`,
      {
        config: admin,
        schema: {
          tags,
          summary: `启用或停用${def.title}`,
          body: {
            type: 'object',
            required: ['id', 'is_show'],
            properties: { id: { type: 'integer', minimum: 1 }, is_show: { type: 'boolean' } },
            additionalProperties: false,
          },
          response: okResponse(ref('Empty')),
        },
      },
      async (request) => {
        const { id, is_show } = request.body;
        if (!(await app.repos.content.setShown(block, id, is_show))) throw notFound();
        await audit(request, is_show ? 'enable' : 'disable', block, id);
        return ok({});
      },
    );

    app.post(
      `${def.api}_sort`,
      {
        config: admin,
        schema: {
          tags,
          summary: `${def.title}排序（拖动后提交该栏目全部内容的新顺序，一次事务保存）`,
          body: {
            type: 'object',
            required: ['sort_ids'],
            properties: { sort_ids: { type: 'array', maxItems: HOME_BLOCK_MAX_ITEMS, items: { type: 'integer', minimum: 1 } } },
            additionalProperties: false,
          },
          response: okResponse(ref('Empty')),
        },
      },
      async (request) => {
        const ids = request.body.sort_ids;
        if (!(await app.homepage.reorder(block, ids, isSameIdSet))) throw refused(HOME_ITEM_MESSAGES.stale);
        await audit(request, 'reorder', block, 0, { ids });
        return ok({});
      },
    );
  }

  app.get(
    '/admin/recommend_event_competitions',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['homepage'],
        summary: '已发布赛事及其在首页的推荐、头条状态（matchEventList）',
        querystring: { type: 'object', properties: { ...pageQuery, keyword: { type: 'string', maxLength: 64 } } },
        response: okResponse(ref('HomeCompetitionCandidateList')),
      },
    },
    async (request) => ok(await app.repos.content.competitionCandidates({ ...request.query, keyword: request.query.keyword?.trim() })),
  );
}
