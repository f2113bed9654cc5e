/**
 * MSW 2 handlers for every foundation endpoint of docs/architecture.md, backed by an in-memory copy of the
 * demo data. Used by page tests (msw/node via `shared/testing`) and by each remote's standalone mode
 * (`createBrowserWorker` in `shared/mocks/browser`). `contract.test.ts` checks them against the server's
 * OpenAPI response schemas.
 */
import { accountHandlers } from './handlers/accounts';
import { adminHandlers } from './handlers/admin';
import { albumHandlers } from './handlers/album';
import { articleHandlers } from './handlers/article';
import { authHandlers } from './handlers/auth';
import { accountRecoveryHandlers } from './handlers/account-recovery';
import { competitionHandlers } from './handlers/competition';
import { checkInHandlers } from './handlers/check-ins';
import { highlightHandlers } from './handlers/highlights';
import { enrolmentHandlers } from './handlers/enrolment';
import { onboardingHandlers } from './handlers/onboarding';
import { institutionAdminHandlers } from './handlers/institutions';
import { staffHandlers } from './handlers/staff';
import { registrationHandlers } from './handlers/registrations';
import { filingHandlers } from './handlers/filing';
import { financeHandlers } from './handlers/finance';
import { payHandlers } from './handlers/pay';
import { refundHandlers } from './handlers/refunds';
import { invoiceHandlers } from './handlers/invoices';
import { withdrawalHandlers } from './handlers/withdrawals';
import { payoutAccountHandlers } from './handlers/payout-accounts';
import { homepageHandlers } from './handlers/homepage';
import { liveHandlers } from './handlers/live';
import { officialHandlers } from './handlers/official';
import { officialCompetitionHandlers } from './handlers/official-competition';
import { resultHandlers } from './handlers/results';
import { scheduleHandlers } from './handlers/schedule';
import { signUpHandlers } from './handlers/sign-up';
import { systemHandlers } from './handlers/system';
import { uploadHandlers } from './handlers/upload';
import { userHandlers } from './handlers/user';
import { venueHandlers } from './handlers/venue';
import { venueSettingsHandlers } from './handlers/venue-settings';
import { venueProfileHandlers } from './handlers/venue-profile';
import { venueCancelHandlers } from './handlers/venue-cancel';
import { venueAnalysisHandlers } from './handlers/venue-analysis';
import { venuePhoneHandlers } from './handlers/venue-phone';
import { venueBoardHandlers } from './handlers/venue-board';
import { venueReviewHandlers } from './handlers/venue-review';
import { operationRecordHandlers } from './handlers/operation-records';
import { mapsHandlers } from './handlers/maps';
import { certificateHandlers } from './handlers/certificates';
import { venueWaitlistHandlers } from './handlers/venue-waitlist';
import { videoHandlers } from './handlers/video';
import { directoryHandlers } from './handlers/directory';

export const handlers = [
  ...authHandlers,
  ...accountRecoveryHandlers,
  ...userHandlers,
  ...adminHandlers,
  ...competitionHandlers,
  ...checkInHandlers,
  ...highlightHandlers,
  ...filingHandlers,
  ...financeHandlers,
  ...payHandlers,
  ...accountHandlers,
  ...refundHandlers,
  ...invoiceHandlers,
  ...withdrawalHandlers,
  ...payoutAccountHandlers,
  ...venueHandlers,
  ...venueSettingsHandlers,
  ...venueProfileHandlers,
  ...venueCancelHandlers,
  ...venueAnalysisHandlers,
  ...venuePhoneHandlers,
  ...venueBoardHandlers,
  ...venueReviewHandlers,
  ...operationRecordHandlers,
  ...mapsHandlers,
  ...certificateHandlers,
  ...venueWaitlistHandlers,
  ...officialHandlers,
  ...articleHandlers,
  ...albumHandlers,
  ...homepageHandlers,
  ...liveHandlers,
  ...officialCompetitionHandlers,
  ...resultHandlers,
  ...signUpHandlers,
  ...scheduleHandlers,
  ...videoHandlers,
  ...directoryHandlers,
  ...enrolmentHandlers,
  ...onboardingHandlers,
  ...institutionAdminHandlers,
  ...staffHandlers,
  ...registrationHandlers,
  ...uploadHandlers,
  ...systemHandlers,
];

export { authHandlers, userHandlers, adminHandlers, competitionHandlers, filingHandlers, financeHandlers, venueHandlers, officialHandlers };
export { uploadHandlers } from './handlers/upload';
export { mockSmsCode } from './handlers/auth';
export { mockRefunds } from './handlers/refunds';
export { mockDb, resetMockDb, signInAs, currentSession, currentUser } from './db';
export { ok, fail, refused } from './envelope';
export { accountOf } from './fixtures/users';
export { menuTitlesFor } from './fixtures/menu-titles';
export type { MockAccount, MockUserProfile, MockManagerData } from './fixtures/users';
export type { MockCompetition } from './fixtures/competitions';
export type { MockOrder } from './fixtures/orders';
export type { MockPayment } from './fixtures/payments';
export type { MockRefund } from './fixtures/refunds';
export type { MockVenue, MockCourt } from './fixtures/venues';
export type { MockHomeBlockItem } from './fixtures/official-home';
