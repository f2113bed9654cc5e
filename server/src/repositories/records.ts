/**
 * Highest records (最高纪录) per sport, item name, gender and age group. A saved result that beats the ratified
 * record of its key becomes a `pending` proposal (once per result; a corrected result updates or withdraws it);
 * the platform admin ratifies it (the previous record becomes `superseded`, linked by previous_id, in the same
 * transaction) or rejects it with a reason. Rows are never deleted: they are the key's history.
 */
import { aliasedTable, and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { beatsRecord, RECORD_MSG, type RecordDirection } from 'shared/rules';
import type { Db } from '../db/client.js';
import { records, users } from '../db/schema/index.js';
import { iso, likePattern, scopedList, type Page } from './scope.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type RecordStatus = 'pending' | 'ratified' | 'rejected' | 'superseded';
export type Direction = RecordDirection;

export interface RecordKey {
  sport: string;
  itemName: string;
  gender: number;
  ageGroup: string;
}

/** What a saved result proposes (see proposeForResult). */
export interface ResultProposal {
  resultId: number;
  key: RecordKey;
  direction: Direction;
  precision: number;
  /** status ok, approved entry and a value: the result may be a record */
  eligible: boolean;
  value: number | null;
  holderName: string;
  affiliation: string;
  competitionId: number;
  competitionName: string;
}

const keyWhere = (k: RecordKey) =>
  and(eq(records.sport, k.sport), eq(records.itemName, k.itemName), eq(records.gender, k.gender), eq(records.ageGroup, k.ageGroup));

/**
 * Inside the result's transaction: creates, updates or withdraws the result's pending proposal. Returns the id of
 * the pending proposal after the change (null when there is none).
 */
export async function proposeForResult(tx: Tx, p: ResultProposal): Promise<number | null> {
  const [pending] = await tx
    .select({ id: records.id })
    .from(records)
    .where(and(eq(records.resultId, p.resultId), eq(records.status, 'pending')))
    .for('update');
  const [ratified] = await tx.select({ value: records.value }).from(records).where(and(keyWhere(p.key), eq(records.status, 'ratified')));
  const proposes = p.eligible && p.value !== null && beatsRecord(p.value, ratified?.value, p.direction, p.precision);
  if (!proposes) {
    if (pending) {
      await tx.update(records).set({ status: 'rejected', reason: RECORD_MSG.withdrawn, reviewedAt: new Date(), updatedAt: new Date() }).where(eq(records.id, pending.id));
    }
    return null;
  }
  const values = {
    direction: p.direction,
    value: p.value!,
    holderName: p.holderName.slice(0, 64),
    affiliation: p.affiliation.slice(0, 64),
    competitionId: p.competitionId,
    competitionName: p.competitionName.slice(0, 128),
    achievedAt: new Date(),
  };
  if (pending) {
    await tx.update(records).set({ ...values, updatedAt: new Date() }).where(eq(records.id, pending.id));
    return pending.id;
  }
  const [row] = await tx
    .insert(records)
    .values({ ...values, sport: p.key.sport, itemName: p.key.itemName, gender: p.key.gender, ageGroup: p.key.ageGroup, resultId: p.resultId, status: 'pending' })
    .returning({ id: records.id });
  return row.id;
}

export interface RecordFilter extends Page {
  status?: RecordStatus;
  sport?: string;
  keyword?: string;
}

export interface PublicRecordFilter extends Page {
  sport?: string;
  gender?: number;
  ageGroup?: string;
  keyword?: string;
}

const current = aliasedTable(records, 'current_record');
const reviewer = aliasedTable(users, 'record_reviewer');

const publicColumns = {
  id: records.id,
  sport: records.sport,
  itemName: records.itemName,
  gender: records.gender,
  ageGroup: records.ageGroup,
  direction: records.direction,
  value: records.value,
  holderName: records.holderName,
  affiliation: records.affiliation,
  competitionId: records.competitionId,
  competitionName: records.competitionName,
  achievedAt: records.achievedAt,
};

const fullColumns = {
  ...publicColumns,
  resultId: records.resultId,
  status: records.status,
  previousId: records.previousId,
  currentValue: current.value,
  reviewerNickname: reviewer.nickname,
  reviewerAccount: reviewer.account,
  reviewedAt: records.reviewedAt,
  reason: records.reason,
  createdAt: records.createdAt,
};

type PublicRow = { [K in keyof typeof publicColumns]: (typeof publicColumns)[K]['_']['data'] | null };

const publicDto = (r: PublicRow) => ({
  id: r.id!,
  sport: r.sport!,
  item_name: r.itemName!,
  gender: r.gender!,
  age_group: r.ageGroup!,
  direction: r.direction as Direction,
  value: r.value!,
  holder_name: r.holderName!,
  affiliation: r.affiliation!,
  competition_id: r.competitionId ?? null,
  competition_name: r.competitionName!,
  achieved_at: r.achievedAt!.toISOString(),
});

type FullRow = PublicRow & {
  resultId: number | null;
  status: string;
  previousId: number | null;
  currentValue: number | null;
  reviewerNickname: string | null;
  reviewerAccount: string | null;
  reviewedAt: Date | null;
  reason: string;
  createdAt: Date;
};

const fullDto = (r: FullRow) => ({
  ...publicDto(r),
  result_id: r.resultId,
  status: r.status as RecordStatus,
  previous_id: r.previousId,
  current_value: r.currentValue,
  reviewer_name: r.reviewerNickname || r.reviewerAccount || '',
  reviewed_at: iso(r.reviewedAt),
  reason: r.reason,
  created_at: r.createdAt.toISOString(),
});

const keywordWhere = (keyword?: string): SQL | undefined =>
  keyword
    ? or(ilike(records.itemName, likePattern(keyword)), ilike(records.holderName, likePattern(keyword)), ilike(records.competitionName, likePattern(keyword)))
    : undefined;

export function createRecordsRepo(db: Db) {
  const fullSelect = () =>
    db
      .select(fullColumns)
      .from(records)
      .leftJoin(
        current,
        and(
          eq(current.sport, records.sport),
          eq(current.itemName, records.itemName),
          eq(current.gender, records.gender),
          eq(current.ageGroup, records.ageGroup),
          eq(current.status, 'ratified'),
        ),
      )
      .leftJoin(reviewer, eq(reviewer.id, records.reviewedBy));

  return {
    async list(f: RecordFilter) {
      const { list, total } = await scopedList({
        where: [f.status ? eq(records.status, f.status) : undefined, f.sport ? eq(records.sport, f.sport) : undefined, keywordWhere(f.keyword)],
        page: f,
        // pending proposals first (the review queue), then newest
        rows: (where, p) =>
          fullSelect()
            .where(where)
            .orderBy(sql`case when ${records.status} = 'pending' then 0 else 1 end`, desc(records.id))
            .limit(p.count)
            .offset(p.start),
        count: (where) => db.select({ n: count() }).from(records).where(where),
      });
      return { list: list.map(fullDto), total };
    },

    /** Every row of one key, newest first. */
    async history(k: RecordKey) {
      const rows = await fullSelect().where(keyWhere(k)).orderBy(desc(records.id));
      return rows.map(fullDto);
    },

    async findById(id: number) {
      const [row] = await fullSelect().where(eq(records.id, id));
      return row ? fullDto(row) : undefined;
    },

    async publicList(f: PublicRecordFilter) {
      const { list, total } = await scopedList({
        where: [
          eq(records.status, 'ratified'),
          f.sport ? eq(records.sport, f.sport) : undefined,
          f.gender !== undefined ? eq(records.gender, f.gender) : undefined,
          f.ageGroup !== undefined ? eq(records.ageGroup, f.ageGroup) : undefined,
          keywordWhere(f.keyword),
        ],
        page: f,
        rows: (where, p) =>
          db
            .select(publicColumns)
            .from(records)
            .where(where)
            .orderBy(asc(records.sport), asc(records.itemName), asc(records.gender), asc(records.ageGroup))
            .limit(p.count)
            .offset(p.start),
        count: (where) => db.select({ n: count() }).from(records).where(where),
      });
      return { list: list.map(publicDto), total };
    },

    /** The sports and item names having a ratified record. */
    async items(sport?: string) {
      const rows = await db
        .select({ sport: records.sport, itemName: records.itemName, n: count() })
        .from(records)
        .where(and(eq(records.status, 'ratified'), sport ? eq(records.sport, sport) : undefined))
        .groupBy(records.sport, records.itemName)
        .orderBy(asc(records.sport), asc(records.itemName));
      return {
        sports: [...new Set(rows.map((r) => r.sport))],
        list: rows.map((r) => ({ sport: r.sport, item_name: r.itemName, record_count: r.n })),
      };
    },

    async reject(id: number, actorId: number, reason: string): Promise<boolean> {
      const rows = await db
        .update(records)
        .set({ status: 'rejected', reviewedBy: actorId, reviewedAt: new Date(), reason, updatedAt: new Date() })
        .where(and(eq(records.id, id), eq(records.status, 'pending')))
        .returning({ id: records.id });
      return rows.length > 0;
    },

    /**
     * Ratifies a pending proposal inside the caller's transaction: the key's ratified record becomes superseded and is
     * linked as previous_id. Returns an error message when the proposal is no longer pending or no longer beats it.
     */
    async ratify(tx: Tx, id: number, actorId: number, reason: string): Promise<{ ok: true } | { ok: false; msg: string }> {
      const [p] = await tx.select().from(records).where(eq(records.id, id)).for('update');
      if (!p || p.status !== 'pending') return { ok: false as const, msg: RECORD_MSG.reviewOnlyPending };
      const key = { sport: p.sport, itemName: p.itemName, gender: p.gender, ageGroup: p.ageGroup };
      const [old] = await tx.select().from(records).where(and(keyWhere(key), eq(records.status, 'ratified'))).for('update');
      if (old && !beatsRecord(p.value, old.value, p.direction as Direction)) return { ok: false as const, msg: RECORD_MSG.notBeatingCurrent };
      const now = new Date();
      if (old) await tx.update(records).set({ status: 'superseded', updatedAt: now }).where(eq(records.id, old.id));
      await tx
        .update(records)
        .set({ status: 'ratified', previousId: old?.id ?? null, reviewedBy: actorId, reviewedAt: now, reason, updatedAt: now })
        .where(eq(records.id, id));
      return { ok: true as const };
    },
  };
}
