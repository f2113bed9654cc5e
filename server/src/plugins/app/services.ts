import fp from 'fastify-plugin';
import albumsService from '../../services/albums.js';
import articlesService from '../../services/articles.js';
import competitionsService from '../../services/competitions.js';
import homepageService from '../../services/homepage.js';
import liveService from '../../services/live.js';
import signInService from '../../services/sign-in.js';
import scheduleService from '../../services/schedule.js';
import scoresService from '../../services/scores.js';
import signUpsService from '../../services/sign-ups.js';

/**
 * Every domain's service (src/services/<domain>): each is a plugin that decorates the app with its domain's
 * workflows (`app.competitions`, `app.signUps`, `app.schedule`, …) and declares what it needs. Registered here, in
 * one list; finance's services (`app.payments`, `app.refunds`, `app.settlement`) are decorated by plugins/app/payments.ts.
 */
const servicePlugins = [competitionsService, signUpsService, scheduleService, scoresService, articlesService, albumsService, homepageService, liveService, signInService];

export default fp(
  async (app) => {
    for (const plugin of servicePlugins) await app.register(plugin);
  },
  { name: 'services', dependencies: ['db', 'repositories'] },
);
