// `pnpm start`: build what is missing or stale, then serve everything from one process on :8080
// (API, built shell and remotes, embedded PGlite in ./data, migrated and seeded on first start).
import { buildApps, root, run, staleApps } from './lib.mjs';

const code = await buildApps(staleApps());
if (code !== 0) process.exit(code);
process.env.NODE_ENV ??= 'production';
process.exit(await run('pnpm', ['--filter', 'server', 'start'], { cwd: root, env: process.env }));
