import type { FastifyInstance } from 'fastify';
import adminRoutes from './admin/index.js';
import onboardingRoutes from './admin/onboarding.js';
import staffRoutes from './admin/staff.js';
import albumRoutes from './album/index.js';
import articleRoutes from './article/index.js';
import authRoutes from './auth/index.js';
import recoveryRoutes from './auth/recovery.js';
import wechatRoutes from './auth/wechat.js';
import competitionRoutes from './competition/index.js';
import devRoutes from './dev/index.js';
import enrolmentRoutes from './enrolment/index.js';
import financeRoutes from './finance/index.js';
import homepageRoutes from './homepage/index.js';
import liveRoutes from './live/index.js';
import mapsRoutes from './maps/index.js';
import mediaRoutes from './media/index.js';
import officialRoutes from './official/index.js';
import officialDirectoryRoutes from './official-directory/index.js';
import systemRoutes from './system/index.js';
import userRoutes from './user/index.js';
import userMobileRoutes from './user/mobile.js';
import venueRoutes from './venue/index.js';
import venueCancelRoutes from './venue/cancel.js';
import venuePhoneRoutes from './venue/phone.js';
import videoRoutes from './video/index.js';

/** Every /api route, by domain folder. */
export default async function apiRoutes(app: FastifyInstance) {
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(recoveryRoutes);
  await app.register(wechatRoutes);
  await app.register(userRoutes);
  await app.register(userMobileRoutes);
  await app.register(adminRoutes);
  await app.register(onboardingRoutes);
  await app.register(staffRoutes);
  await app.register(competitionRoutes);
  await app.register(financeRoutes);
  await app.register(venueRoutes);
  await app.register(venueCancelRoutes);
  await app.register(venuePhoneRoutes);
  await app.register(mapsRoutes);
  await app.register(officialRoutes);
  await app.register(officialDirectoryRoutes);
  await app.register(articleRoutes);
  await app.register(liveRoutes);
  await app.register(albumRoutes);
  await app.register(homepageRoutes);
  await app.register(mediaRoutes);
  await app.register(enrolmentRoutes);
  await app.register(videoRoutes);
  // The SMS outbox shows anyone's code: only a demo server has it (docs/auth.md, "Demo mode").
  if (app.config.demo && app.config.smsSender === 'outbox') await app.register(devRoutes);
}
