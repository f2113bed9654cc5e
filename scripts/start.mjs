// `pnpm start`: build what is missing or stale, then serve everything from one process on :8080
// (API, built shell and remotes, embedded PGlite in ./data, migrated on start). No demo data: create the first
// platform admin with `pnpm --filter server admin:create` (docs/auth.md, "Production start").
// `pnpm demo` (`--demo`): the same in demo mode (DEMO_MODE=true): an empty database gets the demo data and accounts.
import { buildApps, root, run, staleApps } from './lib.mjs';

const code = await buildApps(staleApps());
if (code !== 0) process.exit(code);
process.env.NODE_ENV ??= 'production';
if (process.argv.includes('--demo')) process.env.DEMO_MODE = 'true';
process.exit(await run('pnpm', ['--filter', 'server', 'start'], { cwd: root, env: process.env }));
