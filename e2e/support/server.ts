// The platform's own server process in demo mode, on a free port with its own data folder. It runs the TypeScript
// through tsx rather than the compiled bundle `pnpm demo` runs (server/scripts/bundle.ts), so that a bench's CPU profile
// names the source files; the scale test and the crash test run the bundle.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** `nodeArgs` go before the script (e.g. `--cpu-prof`, for the bench's profile). */
export async function startServer({ dataDir, databaseUrl = '', nodeArgs = [] }: { dataDir: string; databaseUrl?: string; nodeArgs?: string[] }) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repo, 'server'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APPS_DIR: repo,
      NODE_ENV: 'production',
      // `pnpm demo`: the journeys log in as the demo accounts and read SMS codes from the demo outbox
      DEMO_MODE: 'true',
      SMS_SENDER: 'outbox',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REMOTES_JSON: '',
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`服务器启动失败，退出代码 ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/ping`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('服务器在 120 秒内没有就绪');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
