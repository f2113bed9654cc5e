/**
 * 集锦 (highlights, issue 24): the composed items of a competition with what they reference, the competition's
 * ratified 最高纪录, what may be added (its videos, album photos and results) and the statements of the workflows
 * (on the caller's `tx`). The workflows are services/highlights.ts, the rules shared/src/rules/highlights.ts.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { highlightCandidateDetail, type HighlightItem, type HighlightKind, type HighlightRecord, type ResultStatus } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { albums, competitions, eventItems, highlightItems, media, photos, records, results, signUps, videos } from '../db/schema/index.js';
import { institutionOpen } from './institution-status.js';
import { likePattern, type Page } from './scope.js';

const mediaUrl = (key: string | null) => (key ? `/api/media/${key}` : '');

/** The column of an item's reference, by kind. */
const refColumn = { video: highlightItems.videoId, photo: highlightItems.photoId, result: highlightItems.resultId } as const;

const videoVisible = sql<boolean>`(${videos.status} = 'published' and ${media.status} = 'ready' and ${media.storageKey} <> '' and ${institutionOpen(videos.institutionId)})`;

/** Something of the competition that may become an item (the picker of the 集锦 page). */
export interface HighlightCandidate {
  refId: number;
  title: string;
  image: string;
  detail: string;
  visible: boolean;
  added: boolean;
}

export function createHighlightsRepo(db: Db) {
  const videoRows = (where: SQL | undefined) =>
    db
      .select({
        id: videos.id,
        title: videos.title,
        cover: videos.cover,
        posterKey: media.posterKey,
        mediaKey: media.storageKey,
        mediaStatus: media.status,
        visible: videoVisible,
      })
      .from(videos)
      .innerJoin(media, eq(media.id, videos.mediaId))
      .where(where);

  const photoRows = (where: SQL | undefined) =>
    db
      .select({ id: photos.id, title: photos.title, url: photos.url, albumTitle: albums.title, visible: sql<boolean>`(${photos.reviewStatus} = 'approved')` })
      .from(photos)
      .innerJoin(albums, eq(albums.id, photos.albumId))
      .where(where);

  const resultRows = (where: SQL | undefined) =>
    db
      .select({ id: results.id, name: signUps.entrantName, affiliation: signUps.affiliation, itemName: eventItems.name, value: results.value, status: results.status })
      .from(results)
      .innerJoin(signUps, eq(signUps.id, results.signUpId))
      .innerJoin(eventItems, eq(eventItems.id, results.eventItemId))
      .where(where);

  const coverOf = (v: { cover: string; posterKey: string | null; mediaStatus: string }) => v.cover || (v.mediaStatus === 'ready' ? mediaUrl(v.posterKey) : '');

  return {
    /** Locks the competition's row: its items are renumbered by one writer at a time. */
    async lockCompetition(tx: Tx, competitionId: number) {
      await tx.select({ id: competitions.id }).from(competitions).where(eq(competitions.id, competitionId)).for('update');
    },

    /** The competition's item ids in position order. */
    async orderedIds(tx: Tx, competitionId: number): Promise<number[]> {
      const rows = await tx.select({ id: highlightItems.id }).from(highlightItems).where(eq(highlightItems.competitionId, competitionId)).orderBy(asc(highlightItems.position), asc(highlightItems.id));
      return rows.map((r) => r.id);
    },

    /** Writes positions 1..n in the order given. */
    async renumber(tx: Tx, ids: readonly number[]) {
      for (const [i, id] of ids.entries()) await tx.update(highlightItems).set({ position: i + 1 }).where(eq(highlightItems.id, id));
    },

    /** The competition a video, an album photo or a result belongs to (undefined: there is no such thing). */
    async refCompetition(tx: Tx, kind: HighlightKind, refId: number): Promise<number | null | undefined> {
      if (kind === 'video') {
        const [row] = await tx.select({ c: videos.competitionId }).from(videos).where(eq(videos.id, refId));
        return row?.c;
      }
      if (kind === 'photo') {
        const [row] = await tx.select({ c: albums.competitionId }).from(photos).innerJoin(albums, eq(albums.id, photos.albumId)).where(eq(photos.id, refId));
        return row?.c;
      }
      const [row] = await tx.select({ c: results.competitionId }).from(results).where(eq(results.id, refId));
      return row?.c;
    },

    async isComposed(tx: Tx, competitionId: number, kind: HighlightKind, refId: number): Promise<boolean> {
      const [row] = await tx.select({ id: highlightItems.id }).from(highlightItems).where(and(eq(highlightItems.competitionId, competitionId), eq(refColumn[kind], refId)));
      return row !== undefined;
    },

    async insert(tx: Tx, v: { competitionId: number; position: number; kind: HighlightKind; refId: number; caption: string; createdBy: number }): Promise<number> {
      const [row] = await tx
        .insert(highlightItems)
        .values({
          competitionId: v.competitionId,
          position: v.position,
          kind: v.kind,
          videoId: v.kind === 'video' ? v.refId : null,
          photoId: v.kind === 'photo' ? v.refId : null,
          resultId: v.kind === 'result' ? v.refId : null,
          caption: v.caption,
          createdBy: v.createdBy,
        })
        .returning({ id: highlightItems.id });
      return row.id;
    },

    /** An item's competition (for the access check), or undefined. */
    async findItem(id: number) {
      const [row] = await db.select({ id: highlightItems.id, competitionId: highlightItems.competitionId }).from(highlightItems).where(eq(highlightItems.id, id));
      return row;
    },

    async setCaption(tx: Tx, id: number, caption: string): Promise<boolean> {
      const rows = await tx.update(highlightItems).set({ caption }).where(eq(highlightItems.id, id)).returning({ id: highlightItems.id });
      return rows.length > 0;
    },

    async remove(tx: Tx, id: number): Promise<boolean> {
      const rows = await tx.delete(highlightItems).where(eq(highlightItems.id, id)).returning({ id: highlightItems.id });
      return rows.length > 0;
    },

    /** The composed items with what they reference, in position order. */
    async items(competitionId: number): Promise<HighlightItem[]> {
      const rows = await db.select().from(highlightItems).where(eq(highlightItems.competitionId, competitionId)).orderBy(asc(highlightItems.position), asc(highlightItems.id));
      const ids = (kind: HighlightKind) => rows.filter((r) => r.kind === kind).map((r) => (kind === 'video' ? r.videoId : kind === 'photo' ? r.photoId : r.resultId)!);
      const [vs, ps, rs] = await Promise.all([
        ids('video').length ? videoRows(inArray(videos.id, ids('video'))) : [],
        ids('photo').length ? photoRows(inArray(photos.id, ids('photo'))) : [],
        ids('result').length ? resultRows(inArray(results.id, ids('result'))) : [],
      ]);
      const video = new Map(vs.map((v) => [v.id, v]));
      const photo = new Map(ps.map((p) => [p.id, p]));
      const result = new Map(rs.map((r) => [r.id, r]));
      const base = { itemName: '', value: null, resultStatus: null, image: '', videoUrl: '' };
      return rows.map((r): HighlightItem => {
        const common = { id: r.id, position: r.position, kind: r.kind, caption: r.caption };
        if (r.kind === 'video') {
          const v = video.get(r.videoId!)!;
          return { ...common, ...base, refId: v.id, title: v.title, image: coverOf(v), videoUrl: v.mediaStatus === 'ready' ? mediaUrl(v.mediaKey) : '', visible: Boolean(v.visible) };
        }
        if (r.kind === 'photo') {
          const p = photo.get(r.photoId!)!;
          return { ...common, ...base, refId: p.id, title: p.title || p.albumTitle, image: p.url, visible: Boolean(p.visible) };
        }
        const x = result.get(r.resultId!)!;
        return { ...common, ...base, refId: x.id, title: x.name, itemName: x.itemName, value: x.value, resultStatus: x.status as ResultStatus, visible: true };
      });
    },

    /** The 最高纪录 ratified from the competition's results (current and since broken), newest ratification first. */
    async records(competitionId: number): Promise<HighlightRecord[]> {
      const rows = await db
        .select({
          id: records.id,
          resultId: records.resultId,
          itemName: records.itemName,
          gender: records.gender,
          ageGroup: records.ageGroup,
          value: records.value,
          holderName: records.holderName,
          affiliation: records.affiliation,
          status: records.status,
          reviewedAt: records.reviewedAt,
          achievedAt: records.achievedAt,
        })
        .from(records)
        .where(and(eq(records.competitionId, competitionId), inArray(records.status, ['ratified', 'superseded']), isNotNull(records.reviewedAt)))
        .orderBy(desc(records.reviewedAt), desc(records.id));
      return rows.map((r) => ({
        id: r.id,
        resultId: r.resultId,
        itemName: r.itemName,
        gender: r.gender,
        ageGroup: r.ageGroup,
        value: r.value,
        holderName: r.holderName,
        affiliation: r.affiliation,
        current: r.status === 'ratified',
        ratifiedAt: (r.reviewedAt ?? r.achievedAt).toISOString(),
      }));
    },

    /** One page of what the competition has of a kind, newest first, each saying whether it is already an item. */
    async candidates(competitionId: number, kind: HighlightKind, keyword: string | undefined, page: Page): Promise<{ list: HighlightCandidate[]; total: number }> {
      const like = keyword ? likePattern(keyword) : undefined;
      const composed = new Set(
        (await db.select({ ref: refColumn[kind] }).from(highlightItems).where(and(eq(highlightItems.competitionId, competitionId), eq(highlightItems.kind, kind)))).map((r) => r.ref),
      );
      if (kind === 'video') {
        const where = and(eq(videos.competitionId, competitionId), like ? ilike(videos.title, like) : undefined);
        const [list, [{ n }]] = await Promise.all([
          videoRows(where).orderBy(desc(videos.createdAt), desc(videos.id)).offset(page.start).limit(page.count),
          db.select({ n: count() }).from(videos).where(where),
        ]);
        return { total: n, list: list.map((v) => ({ refId: v.id, title: v.title, image: coverOf(v), detail: highlightCandidateDetail({ kind: 'video', visible: Boolean(v.visible) }), visible: Boolean(v.visible), added: composed.has(v.id) })) };
      }
      if (kind === 'photo') {
        const where = and(eq(albums.competitionId, competitionId), like ? or(ilike(photos.title, like), ilike(albums.title, like)) : undefined);
        const [list, [{ n }]] = await Promise.all([
          photoRows(where).orderBy(desc(photos.id)).offset(page.start).limit(page.count),
          db.select({ n: count() }).from(photos).innerJoin(albums, eq(albums.id, photos.albumId)).where(where),
        ]);
        return {
          total: n,
          list: list.map((p) => ({ refId: p.id, title: p.title || p.albumTitle, image: p.url, detail: highlightCandidateDetail({ kind: 'photo', visible: Boolean(p.visible), albumTitle: p.albumTitle }), visible: Boolean(p.visible), added: composed.has(p.id) })),
        };
      }
      const where = and(eq(results.competitionId, competitionId), like ? or(ilike(signUps.entrantName, like), ilike(eventItems.name, like)) : undefined);
      const [list, [{ n }]] = await Promise.all([
        resultRows(where).orderBy(asc(eventItems.sort), asc(eventItems.id), asc(results.id)).offset(page.start).limit(page.count),
        db.select({ n: count() }).from(results).innerJoin(signUps, eq(signUps.id, results.signUpId)).innerJoin(eventItems, eq(eventItems.id, results.eventItemId)).where(where),
      ]);
      return {
        total: n,
        list: list.map((r) => ({ refId: r.id, title: r.name, image: '', detail: highlightCandidateDetail({ kind: 'result', itemName: r.itemName, value: r.value, status: r.status as ResultStatus, affiliation: r.affiliation }), visible: true, added: composed.has(r.id) })),
      };
    },
  };
}

export type HighlightsRepo = ReturnType<typeof createHighlightsRepo>;
