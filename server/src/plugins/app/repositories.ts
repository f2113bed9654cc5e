import fp from 'fastify-plugin';
import { createRepositories } from '../../repositories/index.js';
import { createLogSender, createOutboxSender } from '../../sms/sender.js';

export default fp(
  async (app) => {
    app.decorate('repos', createRepositories(app.database.db));
    app.decorate('sms', app.config.smsSender === 'outbox' ? createOutboxSender() : createLogSender(app.log));
  },
  { name: 'repositories', dependencies: ['db'] },
);
