/**
 * Every suite of the server on one app per database target: `server.pglite.test.ts` and `server.postgres.test.ts`
 * each describe one target, and node --test runs the two files side by side. All suites share the app of their
 * target and isolate themselves with their own users and data.
 */
import { after, before, describe } from 'node:test';
import type { TestContext } from '../helpers.js';
import { albumsSuite } from './albums.js';
import { articlesSuite } from './articles.js';
import { bookingsSuite } from './bookings.js';
import { venueSettingsSuite } from './venue-settings.js';
import { venueProfileSuite } from './venue-profile.js';
import { venueRoutesSuite } from './venue-routes.js';
import { venueAnalysisSuite } from './venue-analysis.js';
import { venuePhoneSuite } from './venue-phone.js';
import { bookingPaymentsSuite } from './booking-payments.js';
import { venueFrontDeskSuite } from './venue-front-desk.js';
import { venueReviewSuite } from './venue-review.js';
import { mapsSuite } from './maps.js';
import { venueWaitlistSuite } from './venue-waitlist.js';
import { authSuite } from './auth.js';
import { accountRecoverySuite } from './account-recovery.js';
import { wechatLoginSuite } from './wechat-login.js';
import { enrolmentSuite } from './enrolment.js';
import { onboardingSuite } from './onboarding.js';
import { institutionStatusSuite } from './institution-status.js';
import { registrationsSuite } from './registrations.js';
import { envelopeSuite } from './envelope.js';
import { exportsSuite } from './exports.js';
import { jobsSuite } from './jobs.js';
import { filingSuite } from './filing.js';
import { seriesFilingSuite } from './series-filing.js';
import { homepageSuite } from './homepage.js';
import { liveSuite } from './live.js';
import { liveReplayFilesSuite } from './live-replay-files.js';
import { mediaSuite } from './media.js';
import { mediaConcatSuite } from './media-concat.js';
import { menuCountsSuite } from './menu-counts.js';
import { resultsSuite } from './results.js';
import { projectsSuite } from './projects.js';
import { officialSeriesSuite } from './official-series.js';
import { signUpsSuite } from './sign-ups.js';
import { paymentsSuite } from './payments.js';
import { refundsSuite } from './refunds.js';
import { flowExportsSuite } from './flow-exports.js';
import { invoicesSuite } from './invoices.js';
import { ledgerPropertySuite } from './ledger-property.js';
import { withdrawalsSuite } from './withdrawals.js';
import { scheduleSuite } from './schedule.js';
import { liveScoresSuite } from './live-scores.js';
import { scoreEventsSuite } from './score-events.js';
import { smsSuite } from './sms.js';
import { staticSuite } from './static.js';
import { tenancySuite } from './tenancy.js';
import { videosSuite } from './videos.js';
import { directorySuite } from './directory.js';
import { personalCentreSuite } from './personal-centre.js';
import { takedownsSuite } from './takedowns.js';
import { storageQuotaSuite } from './storage-quota.js';
import { competitionChangesSuite } from './competition-changes.js';
import { schemaBoundsSuite } from './schema-bounds.js';
import { differentialSuite } from '../differential/suite.js';
import { operationRecordsSuite } from './operation-records.js';
import { staffSuite } from './staff.js';
import { checkInsSuite } from './check-ins.js';
import { certificatesSuite } from './certificates.js';
import { highlightsSuite } from './highlights.js';
import { cachesSuite } from './caches.js';

/** The server suite on one database target: `setup` opens the app every suite shares, closed at the end. */
export function serverSuites(target: { name: 'PGlite' | 'PostgreSQL'; setup: () => Promise<TestContext> }): void {
  describe(`server on ${target.name}`, () => {
    const ctx = {} as TestContext;
    before(async () => {
      Object.assign(ctx, await target.setup());
    });
    after(async () => {
      await ctx.close?.();
    });
    authSuite(ctx);
    cachesSuite(ctx);
    smsSuite(ctx);
    accountRecoverySuite(ctx);
    wechatLoginSuite(ctx);
    menuCountsSuite(ctx);
    tenancySuite(ctx);
    staffSuite(ctx);
    envelopeSuite(ctx);
    schemaBoundsSuite(ctx);
    // the MSW mocks against the server once: on PGlite, the database the standalone QA and the demo start with
    if (target.name === 'PGlite') differentialSuite(ctx);
    staticSuite(ctx);
    filingSuite(ctx);
    seriesFilingSuite(ctx);
    scheduleSuite(ctx);
    liveScoresSuite(ctx);
    scoreEventsSuite(ctx);
    resultsSuite(ctx);
    checkInsSuite(ctx);
    exportsSuite(ctx);
    certificatesSuite(ctx);
    highlightsSuite(ctx);
    jobsSuite(ctx);
    projectsSuite(ctx);
    officialSeriesSuite(ctx);
    signUpsSuite(ctx);
    paymentsSuite(ctx);
    refundsSuite(ctx);
    flowExportsSuite(ctx);
    invoicesSuite(ctx);
    withdrawalsSuite(ctx);
    mediaSuite(ctx);
    mediaConcatSuite(ctx);
    articlesSuite(ctx);
    albumsSuite(ctx);
    homepageSuite(ctx);
    liveSuite(ctx);
    liveReplayFilesSuite(ctx);
    enrolmentSuite(ctx);
    onboardingSuite(ctx);
    institutionStatusSuite(ctx);
    registrationsSuite(ctx);
    videosSuite(ctx);
    directorySuite(ctx);
    personalCentreSuite(ctx);
    takedownsSuite(ctx);
    storageQuotaSuite(ctx);
    competitionChangesSuite(ctx);
    bookingsSuite(ctx);
    venueSettingsSuite(ctx);
    venueProfileSuite(ctx);
    venueRoutesSuite(ctx);
    venueAnalysisSuite(ctx);
    venuePhoneSuite(ctx);
    bookingPaymentsSuite(ctx);
    venueFrontDeskSuite(ctx);
    venueReviewSuite(ctx);
    mapsSuite(ctx);
    venueWaitlistSuite(ctx);
    operationRecordsSuite(ctx);
    // last: it settles and withdraws with its own institutions only, but runs many money events
    ledgerPropertySuite(ctx);
  });
}
