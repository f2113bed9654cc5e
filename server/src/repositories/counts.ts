import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
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
    /** Pending-review counts (spec §3) for the whole platform or for a set of institutions. */
    async unCheck(scope: Scope): Promise<UnCheckCount> {
      const photosInScope = db.select({ id: photos.id }).from(photos).where(inScope(photos.institutionId, scope));
      const venuesInScope = db.select({ id: venues.id }).from(venues).where(inScope(venues.institutionId, scope));
      const [filing, addPhoto, reportPhoto, addVenue, updateVenue, fb, refund, withdraw, article] = await Promise.all([
        // filings to review: competitions filed (报备), series filed (系列报备) and changes of approved ones (信息变更)
        Promise.all([
          countWhere(competitions, and(eq(competitions.isFiling, true), eq(competitions.status, 'pending'), inScope(competitions.institutionId, scope))),
          countWhere(
            competitionChangeRequests,
            and(
              eq(competitionChangeRequests.status, 'pending'),
              scope === 'all' ? undefined : inArray(competitionChangeRequests.competitionId, db.select({ id: competitions.id }).from(competitions).where(inScope(competitions.institutionId, scope))),
            ),
          ),
          countWhere(competitionSeries, and(eq(competitionSeries.status, 'pending'), inScope(competitionSeries.institutionId, scope))),
        ]).then(([filed, changes, series]) => filed + changes + series),
        countWhere(photos, and(eq(photos.reviewStatus, 'pending'), inScope(photos.institutionId, scope))),
        countWhere(photoReports, and(eq(photoReports.status, 'pending'), scope === 'all' ? undefined : inArray(photoReports.photoId, photosInScope))),
        countWhere(venues, and(eq(venues.status, 'pending'), inScope(venues.institutionId, scope))),
        countWhere(
          venueChangeRequests,
          and(eq(venueChangeRequests.status, 'pending'), scope === 'all' ? undefined : inArray(venueChangeRequests.venueId, venuesInScope)),
        ),
        // Mini-program feedback belongs to the platform: institutions never see it.
        scope === 'all' ? countWhere(feedback, eq(feedback.status, 'pending')) : Promise.resolve(0),
        countWhere(refunds, and(eq(refunds.status, 'pending'), inScope(refunds.institutionId, scope))),
        countWhere(withdrawals, and(eq(withdrawals.status, 'pending'), inScope(withdrawals.institutionId, scope))),
        countWhere(articles, and(eq(articles.reviewStatus, 'pending'), inScope(articles.institutionId, scope))),
      ]);
      return {
        filing_count: filing,
        add_photo_count: addPhoto,
        report_photo_count: reportPhoto,
        add_venue_count: addVenue,
        update_venue_count: updateVenue,
        feedback_count: fb,
        refund_count: refund,
        withdraw_count: withdraw,
        article_check_count: article,
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

