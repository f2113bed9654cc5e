// The API half of `pnpm bench` (scripts/bench-runtime.mts): the read routes' requests/s beside /api/ping, and where
// each route's time goes (a CPU profile per route).
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../e2e/support/server.ts';
import { mainThreadProfile, monotonicMicros, summariseProfile } from './cpu-profile.mjs';

/** The session cookie of a demo account. */
async function sessionCookie(baseUrl: string, account: string, password: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  return (login.headers.get('set-cookie') ?? '').split(';')[0];
}

/** The read routes measured (issue 26), with the demo account whose session they are asked with. */
const READ_ROUTES: { route: string; as?: 'org_gov' | 'admin' }[] = [
  { route: '/api/user/info', as: 'org_gov' },
  { route: '/api/official/home' },
  { route: '/api/official/competition/list?start=0&count=10' },
  { route: '/api/official/competition/info?id=37' },
  { route: '/api/competition/list?institution_id=1', as: 'org_gov' },
  { route: '/api/admin/un_check_count', as: 'admin' },
];

/** The session cookies of the accounts READ_ROUTES are asked as. */
async function readRouteHeaders(baseUrl: string): Promise<Record<string, Record<string, string>>> {
  return {
    org_gov: { cookie: await sessionCookie(baseUrl, 'org_gov', 'Saishi@2026') },
    admin: { cookie: await sessionCookie(baseUrl, 'admin', 'Admin@2026') },
    none: {},
  };
}

/** autocannon at 100 connections for 5 s, asking as a browser does (compressed). */
async function load(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: 100, duration: 5, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/**
 * Requests/s and p99 of the read routes at 100 connections (as a browser asks: compressed), each beside the bare
 * GET /api/ping of the same server in the same run. Targets (issue 26): ≥ 0.3× ping and p99 ≤ 50 ms on PostgreSQL,
 * ≥ 0.1× on PGlite.
 */
export async function throughput(baseUrl: string, db: 'PGlite' | 'PostgreSQL') {
  const headers = await readRouteHeaders(baseUrl);
  const target = db === 'PostgreSQL' ? { ratio: 0.3, p99: 50 } : { ratio: 0.1, p99: null };
  await load(`${baseUrl}/api/ping`); // warm-up
  const bare = await load(`${baseUrl}/api/ping`);
  const rows = [{ db, route: 'GET /api/ping', ...bare, ratio: 1, target: null as null | typeof target }];
  for (const { route, as } of READ_ROUTES) {
    const r = await load(`${baseUrl}${route}`, headers[as ?? 'none']);
    rows.push({ db, route: `GET ${route}`, ...r, ratio: r.rps / bare.rps, target });
  }
  return rows;
}

/**
 * Where the time of each read route goes: a server of its own on PostgreSQL runs with `--cpu-prof`, the same load
 * as above is put on each route in turn, and the samples of each route's window are summarised
 * (scripts/lib/cpu-profile.mjs): by kind (idle = waiting for PostgreSQL, GC, our code, each package, native calls)
 * and by function.
 */
export async function routeProfiles(databaseUrl: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'saishi-bench-prof-'));
  const profDir = path.join(dir, 'profile');
  const server = await startServer({ dataDir: dir, databaseUrl, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`] });
  const windows: { route: string; from: number; to: number }[] = [];
  try {
    const headers = await readRouteHeaders(server.baseUrl);
    await load(`${server.baseUrl}/api/ping`); // warm-up
    for (const { route, as } of [{ route: '/api/ping' }, ...READ_ROUTES] as typeof READ_ROUTES) {
      const from = monotonicMicros();
      await load(`${server.baseUrl}${route}`, headers[as ?? 'none']);
      windows.push({ route: `GET ${route}`, from, to: monotonicMicros() });
    }
  } finally {
    await server.stop();
  }
  try {
    const profile = mainThreadProfile(profDir);
    if (!profile) throw new Error('没有生成 CPU 剖析文件');
    return windows.map((w) => ({ route: w.route, ...summariseProfile(profile, { from: w.from, to: w.to, top: 8 }) }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

