/**
 * `pnpm --filter server ledger:check`: checks the ledger's invariants (services/ledger-check.ts) on the configured
 * database (DATABASE_URL, or the PGlite folder of DATA_DIR — stop the server first); prints each broken invariant
 * and exits with 1, or prints 账本检查通过 with the counts.
 */
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase, rowsOf } from '../db/client.js';
import { DataFolderInUse } from '../db/data-folder-lock.js';
import { ledgerProblemsOf } from '../services/ledger-check.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`账本检查失败：${error.message}`);
  process.exit(1);
}
let database;
try {
  database = await openDatabase(config);
} catch (error) {
  // the server (or another command) has the PGlite folder open: run it while the server is stopped
  if (!(error instanceof DataFolderInUse)) throw error;
  console.error(`账本检查失败：${error.message}`);
  process.exit(1);
}
try {
  const problems = await ledgerProblemsOf(database.db);
  const [counts] = rowsOf<{ t: number; p: number; a: number }>(
    await database.db.execute(
      sql`select (select count(*) from ledger_transactions)::int as t, (select count(*) from ledger_postings)::int as p, (select count(*) from ledger_accounts)::int as a`,
    ),
  );
  if (problems.length > 0) {
    console.error(`账本检查未通过（${problems.length} 项）：`);
    for (const p of problems) console.error(`- ${p}`);
    process.exitCode = 1;
  } else {
    console.log(`账本检查通过：${counts!.a} 个账户，${counts!.t} 笔交易，${counts!.p} 条分录`);
  }
} finally {
  await database.close();
}
