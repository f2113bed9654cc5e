import fp from 'fastify-plugin';
import albumsService from '../../services/albums.js';
import articlesService from '../../services/articles.js';
import competitionsService from '../../services/competitions.js';
import homepageService from '../../services/homepage.js';
import liveService from '../../services/live.js';
import signInService from '../../services/sign-in.js';
import usersService from '../../services/users.js';
import accountRecoveryService from '../../services/account-recovery.js';
import wechatLoginService from '../../services/wechat-login.js';
import directoryService from '../../services/directory.js';
import exportsService from '../../services/exports.js';
import scheduleService from '../../services/schedule.js';
import scoreEventsService from '../../services/score-events.js';
import scoresService from '../../services/scores.js';
import signUpsService from '../../services/sign-ups.js';
import invoicesService from '../../services/invoices.js';
import ordersService from '../../services/orders.js';
import accountFlowsService from '../../services/account-flows.js';
import payoutAccountsService from '../../services/payout-accounts.js';
import withdrawalsService from '../../services/withdrawals.js';
import bookingsService from '../../services/bookings.js';
import venueSettingsService from '../../services/venue-settings.js';
import venueProfileService from '../../services/venue-profile.js';
import venueBookingService from '../../services/venues.js';
import venueAnalysisService from '../../services/venue-analysis.js';
import venuePhoneService from '../../services/venue-phone.js';
import venueFrontDeskService from '../../services/venue-front-desk.js';
import paymentsService from '../../services/payments.js';
import refundsService from '../../services/refunds.js';
import settlementService from '../../services/settlement.js';
import bookingPaymentsService from '../../services/booking-payments.js';
import venueReviewService from '../../services/venue-review.js';
import onboardingService from '../../services/onboarding.js';
import institutionStatusService from '../../services/institution-status.js';
import mapsService from '../../services/maps/index.js';
import venueWaitlistService from '../../services/venue-waitlist.js';
import registrationsService from '../../services/registrations.js';
import staffService from '../../services/staff.js';
import checkInsService from '../../services/check-ins.js';
import highlightsService from '../../services/highlights.js';
import certificatesService from '../../services/certificates.js';

/**
 * Every domain's service (src/services/<domain>): each is a plugin that decorates the app with its domain's
 * workflows (`app.competitions`, `app.signUps`, `app.schedule`, …) and declares what it needs. Registered here, in
 * one list; finance's `app.invoices`, `app.orders`, `app.withdrawals`, `app.accountFlows`, `app.payoutAccounts`,
 * `app.payments`, `app.refunds` and `app.settlement` too (the last three over `app.gateways`, plugins/app/payments.ts,
 * registered before this list).
 */
const servicePlugins = [
  competitionsService,
  signUpsService,
  scheduleService,
  scoreEventsService,
  scoresService,
  articlesService,
  albumsService,
  homepageService,
  liveService,
  signInService,
  usersService,
  accountRecoveryService,
  wechatLoginService,
  directoryService,
  exportsService,
  invoicesService,
  ordersService,
  accountFlowsService,
  payoutAccountsService,
  withdrawalsService,
  bookingsService,
  venueSettingsService,
  venueProfileService,
  venueBookingService,
  venueAnalysisService,
  venuePhoneService,
  venueFrontDeskService,
  paymentsService,
  refundsService,
  settlementService,
  bookingPaymentsService,
  venueReviewService,
  onboardingService,
  institutionStatusService,
  mapsService,
  venueWaitlistService,
  registrationsService,
  staffService,
  checkInsService,
  highlightsService,
  certificatesService,
];

export default fp(
  async (app) => {
    for (const plugin of servicePlugins) await app.register(plugin);
  },
  { name: 'services', dependencies: ['db', 'repositories'] },
);
