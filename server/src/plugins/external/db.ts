import { count, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { StartupRefused } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { seedIfEmpty } from '../../db/seed.js';
import { accountsWithDemoPasswords } from '../../services/password-policy.js';

/**
 * Opens PGlite or PostgreSQL (config) and migrates. In demo mode an empty database gets the demo data; otherwise
 * the server refuses to start while an account still has a published demo password (docs/auth.md, "Demo mode").
 */
export default fp(
  async (app) => {
    const { databaseUrl, pgliteDir, demo } = app.config;
    const database = await openDatabase({
      databaseUrl,
      pgliteDir,
      onIdleError: (error) => app.log.warn({ err: error }, 'PostgreSQL 空闲连接出错，连接池将重新建立连接'),
    });
    if (!demo) {
      const exposed = await accountsWithDemoPasswords(database.db);
      if (exposed.length > 0) {
        await database.close();
        throw new StartupRefused(
          `账号 ${exposed.join('、')} 仍在使用公开的演示密码，非演示模式不能启动。` +
            '演示请用 pnpm demo（DEMO_MODE=true）；生产请换一个空的数据库（DATA_DIR 或 DATABASE_URL），' +
            '或先用 pnpm --filter server password:reset 为这些账号设置新密码。',
        );
      }
    }
    app.decorate('database', database);
    app.addHook('onClose', async () => database.close());
    if (demo) {
      const seeded = await seedIfEmpty(database.db);
      if (seeded) app.log.info('demo data seeded');
      return;
    }
    const [admins] = await database.db.select({ n: count() }).from(users).where(eq(users.isPlatformAdmin, true));
    if ((admins?.n ?? 0) === 0) {
      app.log.warn('还没有平台管理员：请运行 pnpm --filter server admin:create 创建（使用 PGlite 时先停止服务）');
    }
  },
  { name: 'db', dependencies: ['config'] },
);
