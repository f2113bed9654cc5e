import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../db/client.js';
import {
  competitionSeries,
  articles,
  competitionChangeRequests,
  competitions,
  feedback,
  persons,
  photoReports,
  photos,
  refunds,
  signUps,
  venueChangeRequests,
  venues,
  withdrawals,
} from '../db/schema/index.js';
import { inScope, type Scope } from './scope.js';

export interface UnCheckCount {
  filing_count: number;
  add_photo_count: number;
  report_photo_count: number;
  add_venue_count: number;
  update_venue_count: number;
  feedback_count: number;
  refund_count: number;
  withdraw_count: number;
  article_check_count: number;
}

export function createCountsRepo(db: Db) {
  const countWhere = async (table: PgTable, where: SQL | undefined): Promise<number> => {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  };

  return {
    /**
     * Pending-review counts (spec §3) for the whole platform or for a set of institutions, in ONE statement (a
     * scalar count per kind): the badges are read on every page of the console, and a round trip per count cost
     * more than the counting.
     */
    async unCheck(scope: Scope): Promise<UnCheckCount> {
      const n = (table: PgTable, where: SQL | undefined) => sql`${db.$count(table, where)}::int`;
      const photosInScope = db.select({ id: photos.id }).from(photos).where(inScope(photos.institutionId, scope));
      const venuesInScope = db.select({ id: venues.id }).from(venues).where(inScope(venues.institutionId, scope));
      const competitionsInScope = db.select({ id: competitions.id }).from(competitions).where(inScope(competitions.institutionId, scope));
      const [row] = rowsOf<Record<keyof UnCheckCount, number>>(
        await db.execute(sql`select
          -- filings to review: competitions filed (报备), series filed (系列报备) and changes of approved ones (信息变更)
          ${n(competitions, and(eq(competitions.isFiling, true), eq(competitions.status, 'pending'), inScope(competitions.institutionId, scope)))}
            + ${n(competitionChangeRequests, and(eq(competitionChangeRequests.status, 'pending'), scope === 'all' ? undefined : inArray(competitionChangeRequests.competitionId, competitionsInScope)))}
            + ${n(competitionSeries, and(eq(competitionSeries.status, 'pending'), inScope(competitionSeries.institutionId, scope)))} as filing_count,
          ${n(photos, and(eq(photos.reviewStatus, 'pending'), inScope(photos.institutionId, scope)))} as add_photo_count,
          ${n(photoReports, and(eq(photoReports.status, 'pending'), scope === 'all' ? undefined : inArray(photoReports.photoId, photosInScope)))} as report_photo_count,
          ${n(venues, and(eq(venues.status, 'pending'), inScope(venues.institutionId, scope)))} as add_venue_count,
          ${n(venueChangeRequests, and(eq(venueChangeRequests.status, 'pending'), scope === 'all' ? undefined : inArray(venueChangeRequests.venueId, venuesInScope)))} as update_venue_count,
          -- mini-program feedback belongs to the platform: institutions never see it
          ${scope === 'all' ? n(feedback, eq(feedback.status, 'pending')) : sql`0`} as feedback_count,
          ${n(refunds, and(eq(refunds.status, 'pending'), inScope(refunds.institutionId, scope)))} as refund_count,
          ${n(withdrawals, and(eq(withdrawals.status, 'pending'), inScope(withdrawals.institutionId, scope)))} as withdraw_count,
          ${n(articles, and(eq(articles.reviewStatus, 'pending'), inScope(articles.institutionId, scope)))} as article_check_count`),
      );
      return {
        filing_count: Number(row.filing_count),
        add_photo_count: Number(row.add_photo_count),
        report_photo_count: Number(row.report_photo_count),
        add_venue_count: Number(row.add_venue_count),
        update_venue_count: Number(row.update_venue_count),
        feedback_count: Number(row.feedback_count),
        refund_count: Number(row.refund_count),
        withdraw_count: Number(row.withdraw_count),
        article_check_count: Number(row.article_check_count),
      };
    },
    /** Pending sign-ups of the institution's competitions and pending registrations filed with it. */
    async messages(institutionId: number) {
      const [sign, register] = await Promise.all([
        countWhere(
          signUps,
          and(
            eq(signUps.status, 'pending'),
            inArray(signUps.competitionId, db.select({ id: competitions.id }).from(competitions).where(eq(competitions.institutionId, institutionId))),
          ),
        ),
        countWhere(persons, and(eq(persons.status, 'pending'), eq(persons.institutionId, institutionId))),
      ]);
      return { sign_count: sign, check_register_count: register };
    },
  };
}

