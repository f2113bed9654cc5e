import fp from 'fastify-plugin';
import { openDatabase } from '../../db/client.js';
import { seedIfEmpty } from '../../db/seed.js';

/** Opens PGlite or PostgreSQL (config), migrates, seeds the demo data on first start. */
export default fp(
  async (app) => {
    const { databaseUrl, pgliteDir, seedDemo } = app.config;
    const database = await openDatabase({
      databaseUrl,
      pgliteDir,
      onIdleError: (error) => app.log.warn({ err: error }, 'PostgreSQL 空闲连接出错，连接池将重新建立连接'),
    });
    app.decorate('database', database);
    app.addHook('onClose', async () => database.close());
    if (seedDemo) {
      const seeded = await seedIfEmpty(database.db);
      if (seeded) app.log.info('demo data seeded');
    }
  },
  { name: 'db', dependencies: ['config'] },
);
