// Starts the production server (built shell + remotes, fresh PGlite in a temp folder, demo data), then runs
// every journey in Chromium against it, then stops the server. Usage: pnpm --filter e2e test
// (E2E_ONLY=finance-money runs only the journeys whose file name contains it.)
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './support/server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'saishi-e2e-'));
const server = await startServer({ dataDir });
let code = 1;
try {
  const files = readdirSync(path.join(here, 'journeys'))
    .filter((f) => f.endsWith('.test.ts') && (!process.env.E2E_ONLY || f.includes(process.env.E2E_ONLY)))
    .map((f) => path.join('journeys', f));
  code = await new Promise<number>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
      { cwd: here, stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: server.baseUrl } },
    );
    child.on('exit', (c) => resolve(c ?? 1));
  });
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
