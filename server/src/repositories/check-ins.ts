/**
 * 打卡 (check-in challenges, issue 24): the challenge of an activity, its participants (the users with an approved
 * sign-up, one entry each: their first), their check-in records and the reads of the ranking and of one participant.
 * Statements take the caller's `tx`; the workflows are services/check-ins.ts, the rules shared/src/rules/check-in.ts.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { checkInAmount, chinaDate, tallyCheckIns, type CheckInSettingsValues, type CheckInStatus } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { checkInRecords, checkInSettings, competitions, media, signUps, users } from '../db/schema/index.js';
import { likePattern, scopedList, type Page } from './scope.js';

export type CheckInRecordRow = typeof checkInRecords.$inferSelect;
export type NewCheckInRecord = typeof checkInRecords.$inferInsert;

export interface Participant {
  signUpId: number;
  userId: number;
  name: string;
}

export interface RecordFilter {
  competitionId: number;
  status?: CheckInStatus;
  /** only flagged records */
  flagged?: boolean;
  signUpId?: number;
  keyword?: string;
}

const settingsColumns = {
  startsOn: checkInSettings.startsOn,
  endsOn: checkInSettings.endsOn,
  goalKind: checkInSettings.goalKind,
  goalScope: checkInSettings.goalScope,
  goalValue: checkInSettings.goalValue,
  goalDays: checkInSettings.goalDays,
  sport: checkInSettings.sport,
  evidence: checkInSettings.evidence,
  dailyLimit: checkInSettings.dailyLimit,
  reviewRequired: checkInSettings.reviewRequired,
};

const recordColumns = {
  id: checkInRecords.id,
  competitionId: checkInRecords.competitionId,
  signUpId: checkInRecords.signUpId,
  userId: checkInRecords.userId,
  name: signUps.entrantName,
  day: checkInRecords.day,
  evidence: checkInRecords.evidence,
  mediaKey: media.storageKey,
  mediaName: media.name,
  distanceMeters: checkInRecords.distanceMeters,
  durationSeconds: checkInRecords.durationSeconds,
  paceSeconds: checkInRecords.paceSeconds,
  startAt: checkInRecords.startAt,
  route: checkInRecords.route,
  flags: checkInRecords.flags,
  note: checkInRecords.note,
  status: checkInRecords.status,
  reviewReason: checkInRecords.reviewReason,
  reviewerName: users.nickname,
  reviewedAt: checkInRecords.reviewedAt,
  createdAt: checkInRecords.createdAt,
};


export function createCheckInsRepo(db: Db) {
  const filterOf = (f: RecordFilter): (SQL | undefined)[] => [
    eq(checkInRecords.competitionId, f.competitionId),
    f.status ? eq(checkInRecords.status, f.status) : undefined,
    f.flagged ? sql`jsonb_array_length(${checkInRecords.flags}) > 0` : undefined,
    f.signUpId ? eq(checkInRecords.signUpId, f.signUpId) : undefined,
    f.keyword ? ilike(signUps.entrantName, likePattern(f.keyword)) : undefined,
  ];

  const repo = {
    /** The activity a challenge belongs to, with what access and the window need. */
    async competition(id: number) {
      const [row] = await db
        .select({ id: competitions.id, cType: competitions.cType, status: competitions.status, name: competitions.name, startAt: competitions.startAt, endAt: competitions.endAt })
        .from(competitions)
        .where(eq(competitions.id, id))
        .limit(1);
      return row;
    },

    async settings(competitionId: number, exec: Db | Tx = db): Promise<CheckInSettingsValues | undefined> {
      const [row] = await exec.select(settingsColumns).from(checkInSettings).where(eq(checkInSettings.competitionId, competitionId)).limit(1);
      return row;
    },

    async saveSettings(tx: Tx, competitionId: number, values: CheckInSettingsValues) {
      await tx
        .insert(checkInSettings)
        .values({ competitionId, ...values })
        .onConflictDoUpdate({ target: checkInSettings.competitionId, set: { ...values, updatedAt: new Date() } });
    },

    /** The participants of an activity: each user with an approved sign-up, by their first approved entry. */
    async participants(competitionId: number): Promise<Participant[]> {
      const rows = await db
        .selectDistinctOn([signUps.userId], { signUpId: signUps.id, userId: signUps.userId, name: signUps.entrantName })
        .from(signUps)
        .where(and(eq(signUps.competitionId, competitionId), eq(signUps.status, 'approved'), sql`${signUps.userId} is not null`))
        .orderBy(signUps.userId, asc(signUps.id));
      return rows.map((r) => ({ signUpId: r.signUpId, userId: r.userId!, name: r.name })).sort((a, b) => a.signUpId - b.signUpId);
    },

    /** The caller's participation in an activity (their first approved entry), if any. */
    async participantOf(competitionId: number, userId: number, exec: Db | Tx = db): Promise<Participant | undefined> {
      const [row] = await exec
        .select({ signUpId: signUps.id, name: signUps.entrantName })
        .from(signUps)
        .where(and(eq(signUps.competitionId, competitionId), eq(signUps.userId, userId), eq(signUps.status, 'approved')))
        .orderBy(asc(signUps.id))
        .limit(1);
      return row && { ...row, userId };
    },

    /** A participant by the entry that represents them (undefined when the entry is not their first approved one). */
    async participantBySignUp(competitionId: number, signUpId: number, exec: Db | Tx = db): Promise<Participant | undefined> {
      const [entry] = await exec
        .select({ userId: signUps.userId })
        .from(signUps)
        .where(and(eq(signUps.id, signUpId), eq(signUps.competitionId, competitionId)))
        .limit(1);
      if (!entry?.userId) return undefined;
      const participant = await repo.participantOf(competitionId, entry.userId, exec);
      return participant?.signUpId === signUpId ? participant : undefined;
    },

    /** The uploaded image or file offered as evidence. */
    async evidenceMedia(id: number) {
      const [row] = await db
        .select({ id: media.id, kind: media.kind, ownerUserId: media.ownerUserId, storageKey: media.storageKey, name: media.name, size: media.size, hidden: media.hidden })
        .from(media)
        .where(eq(media.id, id))
        .limit(1);
      return row;
    },

    /** Locks the participant's entry: their check-ins are counted and written one at a time. */
    async lockParticipant(tx: Tx, signUpId: number) {
      await tx.select({ id: signUps.id }).from(signUps).where(eq(signUps.id, signUpId)).for('update');
    },

    /** The participant's check-ins that day, but the rejected ones. */
    async sameDayCount(tx: Tx, signUpId: number, day: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(checkInRecords)
        .where(and(eq(checkInRecords.signUpId, signUpId), eq(checkInRecords.day, day), ne(checkInRecords.status, 'rejected')));
      return row?.n ?? 0;
    },

    /** Whether another participant's record (not rejected) has this track's fingerprint. */
    async fingerprintTaken(tx: Tx, competitionId: number, fingerprint: string, signUpId: number): Promise<boolean> {
      if (!fingerprint) return false;
      const [row] = await tx
        .select({ id: checkInRecords.id })
        .from(checkInRecords)
        .where(and(eq(checkInRecords.competitionId, competitionId), eq(checkInRecords.fingerprint, fingerprint), ne(checkInRecords.signUpId, signUpId), ne(checkInRecords.status, 'rejected')))
        .limit(1);
      return row !== undefined;
    },

    async insertRecord(tx: Tx, values: NewCheckInRecord): Promise<number> {
      const [row] = await tx.insert(checkInRecords).values(values).returning({ id: checkInRecords.id });
      return row.id;
    },

    async recordById(id: number) {
      const [row] = await db.select({ id: checkInRecords.id, competitionId: checkInRecords.competitionId, status: checkInRecords.status }).from(checkInRecords).where(eq(checkInRecords.id, id)).limit(1);
      return row;
    },

    async lockRecord(tx: Tx, id: number) {
      const [row] = await tx
        .select({ id: checkInRecords.id, competitionId: checkInRecords.competitionId, signUpId: checkInRecords.signUpId, status: checkInRecords.status })
        .from(checkInRecords)
        .where(eq(checkInRecords.id, id))
        .for('update');
      return row;
    },

    async setReview(tx: Tx, id: number, status: CheckInStatus, reason: string, reviewerId: number) {
      await tx.update(checkInRecords).set({ status, reviewReason: reason, reviewedBy: reviewerId, reviewedAt: new Date() }).where(eq(checkInRecords.id, id));
    },

    /** One page of records, newest first, with the participant's name, the evidence and the reviewer. */
    async records(f: RecordFilter, page: Page) {
      return scopedList({
        where: filterOf(f),
        page,
        rows: (where, p) =>
          db
            .select(recordColumns)
            .from(checkInRecords)
            .innerJoin(signUps, eq(signUps.id, checkInRecords.signUpId))
            .leftJoin(media, eq(media.id, checkInRecords.mediaId))
            .leftJoin(users, eq(users.id, checkInRecords.reviewedBy))
            .where(where)
            .orderBy(desc(checkInRecords.id))
            .offset(p.start)
            .limit(p.count),
        count: (where) => db.select({ n: count() }).from(checkInRecords).innerJoin(signUps, eq(signUps.id, checkInRecords.signUpId)).where(where),
      });
    },

    /** The approved records' amounts of the given participants (all of the activity's when omitted). */
    async approvedAmounts(competitionId: number, signUpIds?: number[], exec: Db | Tx = db) {
      return exec
        .select({ signUpId: checkInRecords.signUpId, day: checkInRecords.day, distanceMeters: checkInRecords.distanceMeters, durationSeconds: checkInRecords.durationSeconds })
        .from(checkInRecords)
        .where(and(eq(checkInRecords.competitionId, competitionId), eq(checkInRecords.status, 'approved'), signUpIds ? inArray(checkInRecords.signUpId, signUpIds) : undefined));
    },

    /** Each participant's tally (shared/rules tallyCheckIns) as of today (China day), in participant order. */
    async tallies(competitionId: number, settings: CheckInSettingsValues, only?: Participant[], exec: Db | Tx = db) {
      const participants = only ?? (await repo.participants(competitionId));
      const amounts = await repo.approvedAmounts(competitionId, only?.map((p) => p.signUpId), exec);
      const tallies = tallyCheckIns(
        participants.map((p) => p.signUpId),
        amounts.map((a) => ({ participant: a.signUpId, day: a.day, amount: checkInAmount(settings.goalKind, a) })),
        settings,
        chinaDate(new Date()),
      );
      return { participants, tallies };
    },

    /**
     * The users who met the challenge's goal (a completion certificate's holders): user, entry and name, in entry
     * order; none without a challenge.
     */
    async finishers(competitionId: number): Promise<Participant[]> {
      const settings = await repo.settings(competitionId);
      if (!settings) return [];
      const { participants, tallies } = await repo.tallies(competitionId, settings);
      return participants.filter((_, i) => tallies[i]!.goalMet);
    },
  };
  return repo;
}

export type CheckInsRepo = ReturnType<typeof createCheckInsRepo>;

export type CheckInRecordView = Awaited<ReturnType<CheckInsRepo['records']>>['list'][number];
