import type { Db } from '../db/client.js';
import { createAccountFlowsRepo } from './account-flows.js';
import { createAlbumsRepo } from './albums.js';
import { createArticlesRepo } from './articles.js';
import { createBookingsRepo } from './bookings.js';
import { createAuditRepo } from './audit.js';
import { createCompetitionsRepo } from './competitions.js';
import { createCompetitionChangesRepo } from './competition-changes.js';
import { createContentRepo } from './content.js';
import { createCountsRepo } from './counts.js';
import { createFilingRepo } from './filing.js';
import { createInstitutionsRepo } from './institutions.js';
import { createInstitutionStatusRepo } from './institution-status.js';
import { createLiveRepo } from './live.js';
import { createLiveReplayFilesRepo } from './live-replay-files.js';
import { createMediaTakedownsRepo } from './media-takedowns.js';
import { createLoginAttemptsRepo } from './login-attempts.js';
import { createOfficialSeriesRepo } from './official-series.js';
import { createOrdersRepo } from './orders.js';
import { createPaymentsRepo } from './payments.js';
import { createPayoutAccountsRepo } from './payout-accounts.js';
import { createInvoicesRepo } from './invoices.js';
import { createRefundsRepo } from './refunds.js';
import { createSeriesRepo } from './series.js';
import { createSessionsRepo } from './sessions.js';
import { createSmsCodesRepo } from './sms-codes.js';
import { createEnrolmentRepo } from './enrolment.js';
import { createOnboardingRepo } from './onboarding.js';
import { createOperationRecordsRepo } from './operation-records.js';
import { createRegistrationsRepo } from './registrations.js';
import { createStaffRepo } from './staff.js';
import { createCertificatesRepo } from './certificates.js';
import { createAuthGrantsRepo, createWechatBindingsRepo } from './auth-grants.js';
import { createUsersRepo } from './users.js';
import { createVenuesRepo } from './venues.js';
import { createVenueSettingsRepo } from './venue-settings.js';
import { createVenueProfileRepo } from './venue-profile.js';
import { createVenueBookingRepo } from './venue-booking.js';
import { createVenueAnalysisRepo } from './venue-analysis.js';
import { createVenuePhoneRepo } from './venue-phone.js';
import { createVenueFrontDeskRepo } from './venue-front-desk.js';
import { createVenueReviewRepo } from './venue-review.js';
import { createVenueWaitlistRepo } from './venue-waitlist.js';
import { createScheduleRepo } from './schedule.js';
import { createStandingsRepo } from './standings.js';
import { createExportTasksRepo } from './export-tasks.js';
import { createRecordsRepo } from './records.js';
import { createCheckInsRepo } from './check-ins.js';
import { createHighlightsRepo } from './highlights.js';
import { createScoreEventsRepo } from './score-events.js';
import { createResultsRepo } from './results.js';
import { createSignUpsRepo } from './sign-ups.js';
import { createLiveScoresRepo } from './live-scores.js';
import { createDirectoryRepo } from './directory.js';
import { createStatisticsRepo } from './statistics.js';
import { createVideosRepo } from './videos.js';

export function createRepositories(db: Db) {
  return {
    users: createUsersRepo(db),
    sessions: createSessionsRepo(db),
    loginAttempts: createLoginAttemptsRepo(db),
    smsCodes: createSmsCodesRepo(db),
    enrolment: createEnrolmentRepo(db),
    onboarding: createOnboardingRepo(db),
    operationRecords: createOperationRecordsRepo(db),
    registrations: createRegistrationsRepo(db),
    staff: createStaffRepo(db),
    certificates: createCertificatesRepo(db),
    authGrants: createAuthGrantsRepo(db),
    wechatBindings: createWechatBindingsRepo(db),
    audit: createAuditRepo(db),
    institutions: createInstitutionsRepo(db),
    institutionStatus: createInstitutionStatusRepo(db),
    competitions: createCompetitionsRepo(db),
    competitionChanges: createCompetitionChangesRepo(db),
    filing: createFilingRepo(db),
    series: createSeriesRepo(db),
    officialSeries: createOfficialSeriesRepo(db),
    orders: createOrdersRepo(db),
    accountFlows: createAccountFlowsRepo(db),
    payoutAccounts: createPayoutAccountsRepo(db),
    payments: createPaymentsRepo(db),
    invoices: createInvoicesRepo(db),
    refunds: createRefundsRepo(db),
    venues: createVenuesRepo(db),
    bookings: createBookingsRepo(db),
    venueSettings: createVenueSettingsRepo(db),
    venueProfile: createVenueProfileRepo(db),
    venueBooking: createVenueBookingRepo(db),
    venueAnalysis: createVenueAnalysisRepo(db),
    venuePhone: createVenuePhoneRepo(db),
    venueFrontDesk: createVenueFrontDeskRepo(db),
    venueReview: createVenueReviewRepo(db),
    venueWaitlist: createVenueWaitlistRepo(db),
    content: createContentRepo(db),
    articles: createArticlesRepo(db),
    live: createLiveRepo(db),
    liveReplayFiles: createLiveReplayFilesRepo(db),
    mediaTakedowns: createMediaTakedownsRepo(db),
    albums: createAlbumsRepo(db),
    counts: createCountsRepo(db),
    schedule: createScheduleRepo(db),
    standings: createStandingsRepo(db),
    results: createResultsRepo(db),
    records: createRecordsRepo(db),
    checkIns: createCheckInsRepo(db),
    highlights: createHighlightsRepo(db),
    scoreEvents: createScoreEventsRepo(db),
    exportTasks: createExportTasksRepo(db),
    signUps: createSignUpsRepo(db),
    liveScores: createLiveScoresRepo(db),
    directory: createDirectoryRepo(db),
    statistics: createStatisticsRepo(db),
    videos: createVideosRepo(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
