import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { seedIfEmpty } from './seed.js';

/** `pnpm --filter server seed`: migrates and seeds the configured database (no-op when it has users). */
const config = loadConfig();
const database = await openDatabase(config);
const seeded = await seedIfEmpty(database.db);
console.log(seeded ? `演示数据已写入（${database.kind}）` : '数据库已有数据，未重复写入演示数据');
await database.close();
