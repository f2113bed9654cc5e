import fp from 'fastify-plugin';
import { ConfigError, OUTBOX_NEEDS_DEMO, type AppConfig } from '../../config.js';

export default fp<{ config: AppConfig }>(
  async (app, opts) => {
    // loadConfig checks this for the environment; programmatic overrides (tests, scripts) are held to it here.
    if (opts.config.smsSender === 'outbox' && !opts.config.demo) throw new ConfigError(OUTBOX_NEEDS_DEMO);
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);
