import fp from 'fastify-plugin';
import { openDatabase } from '../../db/client.js';
import { seedIfEmpty } from '../../db/seed.js';

/** Opens PGlite or PostgreSQL (config), migrates, seeds the demo data on first start. */
export default fp(
  async (app) => {
    const { databaseUrl, pgliteDir, seedDemo } = app.config;
    const database = await openDatabase({ databaseUrl, pgliteDir });
    app.decorate('database', database);
    app.addHook('onClose', async () => database.close());
    if (seedDemo) {
      const seeded = await seedIfEmpty(database.db);
      if (seeded) app.log.info('demo data seeded');
    }
  },
  { name: 'db', dependencies: ['config'] },
);
