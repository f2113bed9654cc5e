/**
 * Export tasks (下载任务) and the rows their xlsx files are built from. Tasks are claimed by the background worker
 * (services/export-worker.ts) with FOR UPDATE SKIP LOCKED, so several API nodes can share the queue; the file is
 * stored in the row, so any node serves the download. Rows are read by id in small batches so a large export
 * never holds the database or the event loop for long.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { aliasedTable, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OperationRecordFilter } from 'shared/rules';
import { rowsOf, type Db } from '../db/client.js';
import { courts, eventItems, exportTasks, fixtures, phases, results, scoreRules, signUps, users } from '../db/schema/index.js';
import { iso, scopedList, type Page } from './scope.js';

/** The exports of a competition (POST /competition/download). */
export type CompetitionExportKind = 'sign_ups' | 'schedule' | 'results' | 'rankings';
export const EXPORT_KINDS: readonly CompetitionExportKind[] = ['sign_ups', 'schedule', 'results', 'rankings'];
/** Every kind of task: the competition's exports and 资金流水 (account_flows, no competition, POST /admin/acc_flow_list/export). */
export type ExportKind = CompetitionExportKind | 'account_flows' | 'venue_bookings' | 'operation_records' | 'registrations' | 'certificates';

/** The filters of a 注册名单 export (`params` of a registrations task; POST /admin/register/export). */
export interface RegistrationsParams {
  /** the institutions the caller lists: 'all' for the platform admin */
  scope: 'all' | number[];
  kind?: string;
  status?: string;
  sport?: string;
  setting_id?: number;
  keyword?: string;
}

/** The filters of a 操作记录 export (`params` of an operation_records task; routes/admin/operation-records.ts). */
export interface OperationRecordsParams extends OperationRecordFilter {
  /** the institutions the caller saw: 'all' for the platform admin */
  scope: 'all' | number[];
}

/** The filters of a 预订记录 export (`params` of a venue_bookings task; routes/venue/front-desk.ts). */
export interface VenueBookingsParams {
  venue_id: number;
  from: string;
  to: string;
  court_id?: number;
  state?: string;
  kind?: string;
  keyword?: string;
}

/** The filters of a 资金流水 export (`params` of an account_flows task). */
export interface AccountFlowsParams {
  /** an institution's account (institution_id + account), or a user's wallet (user_id) */
  institution_id?: number;
  user_id?: number;
  account: string;
  kind?: string;
  from?: string;
  to?: string;
}

const taskColumns = {
  id: exportTasks.id,
  competitionId: exportTasks.competitionId,
  kind: exportTasks.kind,
  params: exportTasks.params,
  status: exportTasks.status,
  progress: exportTasks.progress,
  fileName: exportTasks.fileName,
  sizeBytes: exportTasks.sizeBytes,
  error: exportTasks.error,
  userId: exportTasks.userId,
  nickname: users.nickname,
  account: users.account,
  createdAt: exportTasks.createdAt,
  finishedAt: exportTasks.finishedAt,
};

interface TaskRow {
  id: number;
  competitionId: number | null;
  kind: string;
  params: Record<string, unknown>;
  status: string;
  progress: number;
  fileName: string;
  sizeBytes: number;
  error: string;
  userId: number;
  nickname: string | null;
  account: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** A task as answered (schema ExportTask). */
const taskDto = (r: TaskRow) => ({
  id: r.id,
  competition_id: r.competitionId,
  kind: r.kind as ExportKind,
  event_item_id: typeof r.params.event_item_id === 'number' ? r.params.event_item_id : null,
  status: r.status as 'queued' | 'running' | 'done' | 'failed',
  progress: r.progress,
  file_name: r.fileName,
  size_bytes: r.sizeBytes,
  error: r.error,
  user_id: r.userId,
  user_name: r.nickname || r.account || '',
  created_at: r.createdAt.toISOString(),
  finished_at: iso(r.finishedAt),
});

/** A running task whose worker has not reported for this long is taken over by another worker. */
const STALE_MS = 10 * 60 * 1000;

/** Bytes of the file written per statement. */
const FILE_SLICE_BYTES = 64 * 1024;

const home = aliasedTable(signUps, 'home_entrant');
const away = aliasedTable(signUps, 'away_entrant');

/** A task of no competition, its list's filters kept in `params`; answers its id. */
async function createFiltered(db: Db, kind: Exclude<ExportKind, CompetitionExportKind>, t: { userId: number; params: object; fileName: string }) {
  const [row] = await db
    .insert(exportTasks)
    .values({ userId: t.userId, competitionId: null, kind, params: { ...t.params }, fileName: t.fileName })
    .returning({ id: exportTasks.id });
  return row.id;
}

/** The postings of an account that a 资金流水 export holds. */
export function createExportTasksRepo(db: Db) {
  return {
    async create(t: { userId: number; competitionId: number; kind: CompetitionExportKind; eventItemId: number | null; fileName: string }) {
      const [row] = await db
        .insert(exportTasks)
        .values({ userId: t.userId, competitionId: t.competitionId, kind: t.kind, params: { event_item_id: t.eventItemId }, fileName: t.fileName })
        .returning({ id: exportTasks.id });
      return row.id;
    },

    /** The zip of a competition's valid certificates (证书, services/certificates.ts builds it). */
    async createCertificates(t: { userId: number; competitionId: number; fileName: string }) {
      const [row] = await db
        .insert(exportTasks)
        .values({ userId: t.userId, competitionId: t.competitionId, kind: 'certificates', params: {}, fileName: t.fileName })
        .returning({ id: exportTasks.id });
      return row.id;
    },

    /** A 资金流水 export of the caller (no competition). */
    createAccountFlows: (t: { userId: number; params: AccountFlowsParams; fileName: string }) => createFiltered(db, 'account_flows', t),

    /** A 预订记录 export of a venue (no competition). */
    createVenueBookings: (t: { userId: number; params: VenueBookingsParams; fileName: string }) => createFiltered(db, 'venue_bookings', t),

    /** A 操作记录 export (no competition). */
    createOperationRecords: (t: { userId: number; params: OperationRecordsParams; fileName: string }) => createFiltered(db, 'operation_records', t),

    /** A 注册名单 export (no competition). */
    createRegistrations: (t: { userId: number; params: RegistrationsParams; fileName: string }) => createFiltered(db, 'registrations', t),

    /** One task as answered (schema ExportTask), or undefined. */
    async findOne(id: number) {
      const [row] = await db.select(taskColumns).from(exportTasks).innerJoin(users, eq(users.id, exportTasks.userId)).where(eq(exportTasks.id, id));
      return row ? taskDto(row) : undefined;
    },

    async list(competitionId: number, page: Page) {
      const { list, total } = await scopedList({
        where: [eq(exportTasks.competitionId, competitionId)],
        page,
        rows: (where, p) => db.select(taskColumns).from(exportTasks).innerJoin(users, eq(users.id, exportTasks.userId)).where(where).orderBy(desc(exportTasks.id)).limit(p.count).offset(p.start),
        count: (where) => db.select({ n: count() }).from(exportTasks).where(where),
      });
      return { total, list: list.map(taskDto) };
    },

    /** Task facts for access checks (no content). */
    async findMeta(id: number) {
      const [row] = await db
        .select({ id: exportTasks.id, competitionId: exportTasks.competitionId, userId: exportTasks.userId, status: exportTasks.status, fileName: exportTasks.fileName })
        .from(exportTasks)
        .where(eq(exportTasks.id, id));
      return row;
    },

    async content(id: number) {
      const [row] = await db.select({ content: exportTasks.content }).from(exportTasks).where(and(eq(exportTasks.id, id), eq(exportTasks.status, 'done')));
      return row?.content ?? null;
    },

    async remove(id: number) {
      const rows = await db.delete(exportTasks).where(eq(exportTasks.id, id)).returning({ id: exportTasks.id });
      return rows.length > 0;
    },

    /**
     * Claims the oldest queued task (or one whose worker went silent) for this worker, or the task `id` when given:
     * one short statement, so two nodes never claim the same task and no transaction stays open while the file is built.
     */
    async claim(id?: number) {
      const staleBefore = new Date(Date.now() - STALE_MS);
      const rows = await db.execute<{ id: number; competition_id: number | null; kind: string; params: Record<string, unknown>; file_name: string }>(sql`
        update ${exportTasks} set status = 'running', progress = 0, started_at = now(), updated_at = now(), error = ''
        where id = (
          select id from ${exportTasks}
          where (status = 'queued' or (status = 'running' and updated_at < ${staleBefore.toISOString()}))${id === undefined ? sql`` : sql` and id = ${id}`}
          order by id
          for update skip locked
          limit 1
        )
        returning id, competition_id, kind, params, file_name`);
      const list = rowsOf<{ id: number; competition_id: number | null; kind: string; params: Record<string, unknown>; file_name: string }>(rows);
      const t = list[0];
      if (!t) return undefined;
      return {
        id: t.id,
        competitionId: t.competition_id,
        kind: t.kind as ExportKind,
        eventItemId: typeof t.params?.event_item_id === 'number' ? (t.params.event_item_id as number) : null,
        params: t.params ?? {},
        fileName: t.file_name,
      };
    },

    /** Progress of a running task; false when the task is gone (deleted while running). */
    async progress(id: number, progress: number) {
      const rows = await db
        .update(exportTasks)
        .set({ progress: Math.max(0, Math.min(99, Math.floor(progress))), updatedAt: new Date() })
        .where(and(eq(exportTasks.id, id), eq(exportTasks.status, 'running')))
        .returning({ id: exportTasks.id });
      return rows.length > 0;
    },

    /**
     * Stores the file in slices (each statement copies one slice, and other requests run in between: on embedded
     * PGlite a single 1 MB parameter would hold the event loop for hundreds of milliseconds), then marks it done.
     */
    async finish(id: number, content: Buffer) {
      const running = and(eq(exportTasks.id, id), eq(exportTasks.status, 'running'));
      await db.update(exportTasks).set({ content: Buffer.alloc(0) }).where(running);
      for (let at = 0; at < content.length; at += FILE_SLICE_BYTES) {
        const slice = content.subarray(at, at + FILE_SLICE_BYTES);
        await db
          .update(exportTasks)
          .set({ content: sql`${exportTasks.content} || ${slice}::bytea`, updatedAt: new Date() })
          .where(running);
        await yieldToEventLoop();
      }
      await db
        .update(exportTasks)
        .set({ status: 'done', progress: 100, sizeBytes: content.length, finishedAt: new Date(), updatedAt: new Date() })
        .where(running);
    },

    /** A running task back in the queue (its attempt failed and will be retried): shown as queued again. */
    async requeue(id: number) {
      await db
        .update(exportTasks)
        .set({ status: 'queued', progress: 0, updatedAt: new Date() })
        .where(and(eq(exportTasks.id, id), eq(exportTasks.status, 'running')));
    },

    /** The ids of the tasks waiting in the queue. */
    async queuedIds() {
      const rows = await db.select({ id: exportTasks.id }).from(exportTasks).where(eq(exportTasks.status, 'queued')).orderBy(exportTasks.id);
      return rows.map((r) => r.id);
    },

    async fail(id: number, error: string) {
      await db
        .update(exportTasks)
        .set({ status: 'failed', error, finishedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(exportTasks.id, id), eq(exportTasks.status, 'running')));
    },

    // ---- rows of the exports (read in keyset batches) ----

    async itemsOf(competitionId: number, eventItemId: number | null) {
      return db
        .select({
          id: eventItems.id,
          name: eventItems.name,
          model: scoreRules.model,
          direction: scoreRules.direction,
          precision: scoreRules.precision,
        })
        .from(eventItems)
        .leftJoin(scoreRules, eq(scoreRules.eventItemId, eventItems.id))
        .where(and(eq(eventItems.competitionId, competitionId), eventItemId ? eq(eventItems.id, eventItemId) : undefined))
        .orderBy(asc(eventItems.sort), asc(eventItems.id));
    },

    /**
     * Ids of the rows of an export, in order, read once; the rows are then fetched by id in small batches (primary
     * key lookups: no batch rescans the competition's rows, whatever the planner's statistics say).
     */
    async signUpIds(competitionId: number, eventItemId: number | null): Promise<number[]> {
      // one row holding the ordered ids (cheap to transfer and parse, even for tens of thousands of entries)
      const [row] = await db
        .select({ ids: sql<number[] | null>`array_agg(${signUps.id} order by ${signUps.id})` })
        .from(signUps)
        .where(and(eq(signUps.competitionId, competitionId), eventItemId ? eq(signUps.eventItemId, eventItemId) : undefined));
      return (row?.ids ?? []).map(Number);
    },

    async signUpRows(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: signUps.id,
          itemName: eventItems.name,
          entrantName: signUps.entrantName,
          gender: signUps.gender,
          birthDate: signUps.birthDate,
          phone: signUps.phone,
          affiliation: signUps.affiliation,
          status: signUps.status,
          createdAt: signUps.createdAt,
        })
        .from(signUps)
        .leftJoin(eventItems, eq(eventItems.id, signUps.eventItemId))
        .where(inArray(signUps.id, ids))
        .orderBy(asc(signUps.id));
    },

    async fixtureIds(competitionId: number, eventItemId: number | null): Promise<number[]> {
      const [row] = await db
        .select({
          ids: sql<number[] | null>`array_agg(${fixtures.id} order by ${phases.sort}, ${phases.id}, ${fixtures.roundNo}, ${fixtures.groupNo}, ${fixtures.position}, ${fixtures.id})`,
        })
        .from(fixtures)
        .innerJoin(phases, eq(phases.id, fixtures.phaseId))
        .where(and(eq(fixtures.competitionId, competitionId), eventItemId ? eq(phases.eventItemId, eventItemId) : undefined, eq(fixtures.bye, false)));
      return (row?.ids ?? []).map(Number);
    },

    /** Fixtures by id, in the order of `ids`. */
    async fixtureRows(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: fixtures.id,
          phaseName: phases.name,
          roundNo: fixtures.roundNo,
          groupNo: fixtures.groupNo,
          startsAt: fixtures.startsAt,
          courtName: fixtures.courtName,
          linkedCourt: courts.name,
          home: home.entrantName,
          away: away.entrantName,
          homeScore: fixtures.homeScore,
          awayScore: fixtures.awayScore,
          sets: fixtures.sets,
          forfeit: fixtures.forfeit,
          status: fixtures.status,
        })
        .from(fixtures)
        .innerJoin(phases, eq(phases.id, fixtures.phaseId))
        .leftJoin(courts, eq(courts.id, fixtures.courtId))
        .leftJoin(home, eq(home.id, fixtures.homeId))
        .leftJoin(away, eq(away.id, fixtures.awayId))
        .where(inArray(fixtures.id, ids));
      const order = new Map(ids.map((id, i) => [id, i]));
      return rows.sort((x, y) => order.get(x.id)! - order.get(y.id)!);
    },

    /** Results of the approved entries of items (results export). */
    async resultsOfItems(itemIds: number[]) {
      if (itemIds.length === 0) return [];
      return db
        .select({ eventItemId: results.eventItemId, signUpId: signUps.id, entrantName: signUps.entrantName, affiliation: signUps.affiliation, value: results.value, status: results.status })
        .from(results)
        .innerJoin(signUps, eq(signUps.id, results.signUpId))
        .where(and(inArray(results.eventItemId, itemIds), eq(signUps.status, 'approved')))
        .orderBy(asc(results.eventItemId), asc(results.id));
    },
  };
}
