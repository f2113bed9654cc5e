/**
 * 集锦 (highlights, issue 24): adding, moving, re-captioning and removing the items an organiser composes, each one
 * transaction under the competition's lock (positions stay dense 1..n) with its audit line, and the read that merges
 * the items with the competition's ratified 最高纪录 (shared/src/rules/highlights.ts `mergeHighlights`): a record
 * ratified later appears without a write here. An item references only things of its own competition (else the
 * Chinese refusal, nothing written). Who may act: access/highlights.ts; the statements: repositories/highlights.ts.
 */
import fp from 'fastify-plugin';
import { HIGHLIGHT_MSG, highlightAddProblem, highlightCaptionProblem, mergeHighlights, moveHighlight, type HighlightKind } from 'shared/rules';
import type { Db } from '../db/client.js';
import { badInput, refused } from '../errors.js';
import type { Repositories } from '../repositories/index.js';

export interface HighlightActor {
  userId: number;
  ip: string;
}

export function createHighlightsService({ db, repos }: { db: Db; repos: Repositories }) {
  const repo = repos.highlights;
  const audit = (tx: Parameters<typeof repos.audit.writeIn>[0], actor: HighlightActor, action: string, target: string, detail: Record<string, unknown>) =>
    repos.audit.writeIn(tx, { actorId: actor.userId, action: `highlight.${action}`, target, detail, ip: actor.ip });

  return {
    /** The merged highlights: every item for the organiser, what the official site shows for the public. */
    async read(competitionId: number, publicView: boolean) {
      const [items, records] = await Promise.all([repo.items(competitionId), repo.records(competitionId)]);
      return mergeHighlights(items, records, { publicView });
    },

    /** Appends an item referencing a video, album photo or result of the competition. */
    async add(competitionId: number, kind: HighlightKind, refId: number, caption: string, actor: HighlightActor): Promise<number> {
      const captionProblem = highlightCaptionProblem(caption);
      if (captionProblem) throw badInput(captionProblem);
      return db.transaction(async (tx) => {
        await repo.lockCompetition(tx, competitionId);
        if ((await repo.refCompetition(tx, kind, refId)) !== competitionId) throw refused(HIGHLIGHT_MSG.notOwn);
        const ids = await repo.orderedIds(tx, competitionId);
        const problem = highlightAddProblem(ids.length, await repo.isComposed(tx, competitionId, kind, refId));
        if (problem) throw refused(problem);
        const id = await repo.insert(tx, { competitionId, position: ids.length + 1, kind, refId, caption, createdBy: actor.userId });
        await audit(tx, actor, 'add', `competition:${competitionId}`, { id, kind, refId });
        return id;
      });
    },

    /** Moves an item to `position` (1..n); the others close up. */
    async move(item: { id: number; competitionId: number }, position: number, actor: HighlightActor) {
      await db.transaction(async (tx) => {
        await repo.lockCompetition(tx, item.competitionId);
        const order = moveHighlight(await repo.orderedIds(tx, item.competitionId), item.id, position);
        if (!order) throw badInput(HIGHLIGHT_MSG.badPosition);
        await repo.renumber(tx, order);
        await audit(tx, actor, 'move', `highlight:${item.id}`, { position });
      });
    },

    async caption(item: { id: number; competitionId: number }, caption: string, actor: HighlightActor) {
      const problem = highlightCaptionProblem(caption);
      if (problem) throw badInput(problem);
      await db.transaction(async (tx) => {
        if (!(await repo.setCaption(tx, item.id, caption))) throw refused(HIGHLIGHT_MSG.itemGone);
        await audit(tx, actor, 'caption', `highlight:${item.id}`, { caption });
      });
    },

    /** Removes an item; the later ones move up. */
    async remove(item: { id: number; competitionId: number }, actor: HighlightActor) {
      await db.transaction(async (tx) => {
        await repo.lockCompetition(tx, item.competitionId);
        if (!(await repo.remove(tx, item.id))) throw refused(HIGHLIGHT_MSG.itemGone);
        await repo.renumber(tx, await repo.orderedIds(tx, item.competitionId));
        await audit(tx, actor, 'remove', `highlight:${item.id}`, {});
      });
    },
  };
}

export type HighlightsService = ReturnType<typeof createHighlightsService>;

/** `app.highlights`: 集锦 composition and its merged read. */
export default fp(
  async (app) => {
    app.decorate('highlights', createHighlightsService({ db: app.database.db, repos: app.repos }));
  },
  { name: 'highlights-service', dependencies: ['db', 'repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    highlights: HighlightsService;
  }
}
