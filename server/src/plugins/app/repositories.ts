import fp from 'fastify-plugin';
import { createRepositories } from '../../repositories/index.js';

export default fp(
  async (app) => {
    app.decorate('repos', createRepositories(app.database.db));
  },
  { name: 'repositories', dependencies: ['db'] },
);
