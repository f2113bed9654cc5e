import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, max, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { competitions, homeItems } from '../db/schema/index.js';
import { homePageOf, isShowing, type HomeBlock, type HomeItemInput } from 'shared/rules';
import { iso, likePattern, scopedList, type Page } from './scope.js';
import { institutionOpen } from './institution-status.js';


/** An item as the home page shows it, in the back office and on the public page alike. */
const itemColumns = {
  id: homeItems.id,
  block: homeItems.block,
  title: homeItems.title,
  subtitle: homeItems.subtitle,
  image: homeItems.image,
  link: homeItems.link,
  videoUrl: homeItems.videoUrl,
  competitionId: homeItems.competitionId,
};

type ItemRow = { title: string; subtitle: string; image: string; link: string; videoUrl: string; competitionId: number | null };

const toItemContent = (r: ItemRow) => ({
  title: r.title,
  subtitle: r.subtitle,
  image: r.image,
  link: r.link,
  video_url: r.videoUrl,
  competition_id: r.competitionId,
});

const adminColumns = {
  ...itemColumns,
  competitionName: competitions.name,
  sort: homeItems.sort,
  enabled: homeItems.enabled,
  showFrom: homeItems.showFrom,
  showUntil: homeItems.showUntil,
  updatedAt: homeItems.updatedAt,
};

type AdminRow = ItemRow & {
  id: number;
  block: string;
  competitionName: string | null;
  sort: number;
  enabled: boolean;
  showFrom: Date | null;
  showUntil: Date | null;
  updatedAt: Date;
};

const toAdmin = (r: AdminRow, now: Date) => ({
  id: r.id,
  block: r.block as HomeBlock,
  ...toItemContent(r),
  competition_name: r.competitionName ?? '',
  sort: r.sort,
  is_show: r.enabled,
  show_from: iso(r.showFrom),
  show_until: iso(r.showUntil),
  showing: isShowing(r, now),
  updated_at: r.updatedAt.toISOString(),
});

export type HomeBlockItem = ReturnType<typeof toAdmin>;

const toColumns = (v: HomeItemInput) => ({
  title: v.title,
  subtitle: v.subtitle,
  image: v.image,
  link: v.link,
  videoUrl: v.video_url,
  competitionId: v.competition_id,
  enabled: v.is_show,
  showFrom: v.show_from ? new Date(v.show_from) : null,
  showUntil: v.show_until ? new Date(v.show_until) : null,
});

/** Shown at `now`: enabled, inside the window, and (when linked) the competition is still published. */
const showingAt = (now: Date | Placeholder): SQL =>
  and(
    eq(homeItems.enabled, true),
    or(isNull(homeItems.showFrom), lte(homeItems.showFrom, now)),
    or(isNull(homeItems.showUntil), gt(homeItems.showUntil, now)),
    or(isNull(homeItems.competitionId), and(eq(competitions.status, 'approved'), institutionOpen(competitions.institutionId))),
  )!;

export function createContentRepo(db: Db) {
  // the public home page's query, prepared once (built and planned once per connection): read on every visit
  const homeQuery = db
    .select({
      ...itemColumns,
      startAt: competitions.startAt,
      location: competitions.location,
      sport: competitions.sport,
    })
    .from(homeItems)
    .leftJoin(competitions, eq(competitions.id, homeItems.competitionId))
    .where(showingAt(sql.placeholder('now')))
    .orderBy(asc(homeItems.sort), asc(homeItems.id))
    .prepare('official_home');
  const byId = (block: HomeBlock, id: number) => and(eq(homeItems.block, block), eq(homeItems.id, id));

  return {
    /** One block's items in display order (back office: every item, whatever its state). */
    async list(block: HomeBlock, page: Page & { keyword?: string }, now = new Date()) {
      const { list, total } = await scopedList({
        where: [eq(homeItems.block, block), page.keyword ? ilike(homeItems.title, likePattern(page.keyword)) : undefined],
        page,
        rows: (where, p) =>
          db
            .select(adminColumns)
            .from(homeItems)
            .leftJoin(competitions, eq(competitions.id, homeItems.competitionId))
            .where(where)
            .orderBy(asc(homeItems.sort), asc(homeItems.id))
            .limit(p.count)
            .offset(p.start),
        count: (where) => db.select({ n: count() }).from(homeItems).where(where),
      });
      return { list: list.map((r) => toAdmin(r, now)), total };
    },

    async find(block: HomeBlock, id: number, now = new Date()): Promise<HomeBlockItem | undefined> {
      const [row] = await db
        .select(adminColumns)
        .from(homeItems)
        .leftJoin(competitions, eq(competitions.id, homeItems.competitionId))
        .where(byId(block, id));
      return row ? toAdmin(row, now) : undefined;
    },

    async countInBlock(block: HomeBlock): Promise<number> {
      const [{ total }] = await db.select({ total: count() }).from(homeItems).where(eq(homeItems.block, block));
      return total;
    },

    /** New items go to the end of the block. */
    async create(tx: Tx, block: HomeBlock, values: HomeItemInput): Promise<number> {
      const [{ last }] = await tx.select({ last: max(homeItems.sort) }).from(homeItems).where(eq(homeItems.block, block));
      const [row] = await tx
        .insert(homeItems)
        .values({ block, ...toColumns(values), sort: (last ?? 0) + 1 })
        .returning({ id: homeItems.id });
      return row.id;
    },

    async update(block: HomeBlock, id: number, values: HomeItemInput): Promise<boolean> {
      const rows = await db.update(homeItems).set(toColumns(values)).where(byId(block, id)).returning({ id: homeItems.id });
      return rows.length > 0;
    },

    async setShown(block: HomeBlock, id: number, shown: boolean): Promise<boolean> {
      const rows = await db.update(homeItems).set({ enabled: shown }).where(byId(block, id)).returning({ id: homeItems.id });
      return rows.length > 0;
    },

    async remove(block: HomeBlock, id: number): Promise<boolean> {
      const rows = await db.delete(homeItems).where(byId(block, id)).returning({ id: homeItems.id });
      return rows.length > 0;
    },

    /**
     * Reorders a whole block in one transaction: `ids` must name every item of the block exactly once
     * (`check` decides), else nothing changes and false is returned.
     */
    async reorder(tx: Tx, block: HomeBlock, ids: number[], check: (current: number[], requested: number[]) => boolean): Promise<boolean> {
      const current = await tx.select({ id: homeItems.id }).from(homeItems).where(eq(homeItems.block, block)).for('update');
      if (!check(current.map((r) => r.id), ids)) return false;
      for (const [i, id] of ids.entries()) {
        await tx.update(homeItems).set({ sort: i + 1 }).where(byId(block, id));
      }
      return true;
    },

    /** The item of `block` linked to a competition, if any. */
    async findByCompetition(block: HomeBlock, competitionId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: homeItems.id })
        .from(homeItems)
        .where(and(eq(homeItems.block, block), eq(homeItems.competitionId, competitionId)))
        .limit(1);
      return row?.id;
    },

    /** A competition an item may link to (status decides whether it may be recommended). */
    async competition(id: number) {
      const [row] = await db
        .select({ id: competitions.id, name: competitions.name, cover: competitions.cover, status: competitions.status })
        .from(competitions)
        .where(eq(competitions.id, id));
      return row;
    },

    /** Published competitions with the recommended-event and headline items that link to them (matchEventList). */
    async competitionCandidates(page: Page & { keyword?: string }) {
      const { list: rows, total } = await scopedList({
        where: [eq(competitions.status, 'approved'), page.keyword ? ilike(competitions.name, likePattern(page.keyword)) : undefined],
        page,
        rows: (where, p) =>
          db
            .select({
              id: competitions.id,
              name: competitions.name,
              cType: competitions.cType,
              sport: competitions.sport,
              startAt: competitions.startAt,
              location: competitions.location,
              cover: competitions.cover,
            })
            .from(competitions)
            .where(where)
            .orderBy(desc(competitions.startAt), desc(competitions.id))
            .limit(p.count)
            .offset(p.start),
        count: (where) => db.select({ n: count() }).from(competitions).where(where),
      });
      const ids = rows.map((r) => r.id);
      const links = ids.length
        ? await db
            .select({ id: homeItems.id, block: homeItems.block, competitionId: homeItems.competitionId })
            .from(homeItems)
            .where(and(inArray(homeItems.competitionId, ids), inArray(homeItems.block, ['recommended_event', 'headline'])))
            .orderBy(asc(homeItems.id))
        : [];
      const linked = (block: HomeBlock, competitionId: number) => links.find((l) => l.block === block && l.competitionId === competitionId)?.id ?? null;
      return {
        list: rows.map((r) => ({
          id: r.id,
          name: r.name,
          c_type: r.cType,
          sport: r.sport,
          start_at: r.startAt.toISOString(),
          location: r.location,
          cover: r.cover,
          recommended_id: linked('recommended_event', r.id),
          headline_id: linked('headline', r.id),
        })),
        total,
      };
    },

    /** The public home page: every block's items shown at `now`, in display order. */
    async home(now = new Date()) {
      const rows = await homeQuery.execute({ now: now.toISOString() });
      return homePageOf(rows.map((r) => ({ block: r.block, id: r.id, ...toItemContent(r), start_at: iso(r.startAt), location: r.location ?? '', sport: r.sport ?? '' })));
    },
  };
}
