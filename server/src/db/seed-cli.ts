import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { DataFolderInUse } from './data-folder-lock.js';
import { seedIfEmpty } from './seed.js';

/** `pnpm --filter server seed`: migrates and seeds the configured database (no-op when it has users). */
const config = loadConfig();
let database;
try {
  database = await openDatabase(config);
} catch (error) {
  if (!(error instanceof DataFolderInUse)) throw error;
  console.error(`写入演示数据失败：${error.message}`);
  process.exit(1);
}
const seeded = await seedIfEmpty(database.db);
console.log(seeded ? `演示数据已写入（${database.kind}）` : '数据库已有数据，未重复写入演示数据');
await database.close();
