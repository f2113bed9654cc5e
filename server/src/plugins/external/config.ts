import fp from 'fastify-plugin';
import { ConfigError, COOKIE_INSECURE_WARNING, OUTBOX_NEEDS_DEMO, type AppConfig } from '../../config.js';

export default fp<{ config: AppConfig }>(
  async (app, opts) => {
    // loadConfig checks this for the environment; programmatic overrides (tests, scripts) are held to it here.
    if (opts.config.smsSender === 'outbox' && !opts.config.demo) throw new ConfigError(OUTBOX_NEEDS_DEMO);
    // in production the session cookie is Secure unless COOKIE_SECURE=false was asked for: say what that risks
    if (opts.config.production && !opts.config.cookieSecure) app.log.warn(COOKIE_INSECURE_WARNING);
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);
