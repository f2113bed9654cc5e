import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';

export default fp<{ config: AppConfig }>(
  async (app, opts) => {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);
