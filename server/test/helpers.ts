import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { institutions, managers, payoutAccounts, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/services/passwords.js';

/** Shared by every suite of one database target; filled in `before`. */
export interface TestContext {
  app: FastifyInstance;
  appsDir: string;
  dataDir: string;
  close(): Promise<void>;
}

export interface Envelope<T = Record<string, unknown>> {
  errno: number;
  result: T & { errors?: { msg: string }[] };
}

let ipCounter = 0;
/** A fresh client address per login, so the per-IP login limit only bites where a test wants it. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export const unique = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

let mobileCounter = 0;
export const uniqueMobile = () => {
  mobileCounter += 1;
  return `137${String(process.pid % 10000).padStart(4, '0')}${String(mobileCounter).padStart(4, '0')}`;
};

/** Fake production builds: hashed and unhashed files of the shell and one remote. */
function writeFakeBuilds(appsDir: string) {
  const shell = path.join(appsDir, 'shell', 'dist');
  const official = path.join(appsDir, 'mf-official', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(official, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><html><body><div id="root">赛事运营平台测试壳</div></body></html>');
  writeFileSync(path.join(shell, 'main.3f9a1c2b.js'), 'console.log("main")');
  writeFileSync(path.join(shell, 'offline-sw.js'), 'self.addEventListener("fetch", () => undefined)');
  writeFileSync(path.join(shell, 'favicon.ico'), 'icon');
  writeFileSync(path.join(official, 'mf-manifest.json'), '{"id":"mf_official"}');
  writeFileSync(path.join(official, 'remoteEntry.js'), 'var mf_official;');
  writeFileSync(path.join(official, '123.abcdef12.js'), 'chunk');
}

async function createTestApp(databaseUrl: string | null, redisUrl: string | null = null, env: NodeJS.ProcessEnv = {}): Promise<Omit<TestContext, 'close'> & { closeApp(): Promise<void> }> {
  const appsDir = mkdtempSync(path.join(os.tmpdir(), 'saishi-apps-'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saishi-data-'));
  writeFakeBuilds(appsDir);
  writeFileSync(
    path.join(dataDir, 'remotes.json'),
    JSON.stringify({
      remotes: [
        {
          name: 'mf_official',
          entry: '/remotes/mf-official/mf-manifest.json?v=2',
          version: '0.2.0',
          previous: { entry: '/remotes/mf-official/mf-manifest.json', version: '0.1.0' },
        },
      ],
    }),
  );
  const config = loadConfig(
    env,
    { databaseUrl, redisUrl, pgliteDir: 'memory://', dataDir, appsDir, smsSender: 'outbox', demo: true, loginIpLimit: 30, remotesJson: null },
  );
  // no scheduled jobs in tests (order sweep, settlement, upload clean-up): a test closes expired orders itself
  // (app.payments.closeExpired) and so on; with nothing scheduled pg-boss keeps no clock (plugins/app/jobs.ts)
  config.payments = { ...config.payments, orderSweepSeconds: 0 };
  config.uploadCleanupMinutes = 0;
  const app = await buildApp(config);
  // A route that fails like a database error would, to prove 5xx never leak details.
  app.get('/api/test/boom', { config: { auth: 'public' } }, async () => {
    throw new Error('relation "secret_table" does not exist: SELECT * FROM secret_table');
  });
  // An answer of exactly `size` bytes of JSON, as the compress plugin sees it (its threshold).
  app.get<{ Querystring: { size: number } }>(
    '/api/test/sized',
    { config: { auth: 'public' }, schema: { hide: true, querystring: { type: 'object', required: ['size'], properties: { size: { type: 'integer', minimum: 11, maximum: 100_000 } } } } },
    async (request, reply) => reply.type('application/json; charset=utf-8').send(JSON.stringify({ text: 'x'.repeat(request.query.size - 11) })),
  );
  // a start that fails (a hook that timed out, say) still closes what it opened: the test process must end
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    rmSync(appsDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    appsDir,
    dataDir,
    async closeApp() {
      await app.close();
      rmSync(appsDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app on an in-memory PGlite; `env` adds settings (e.g. MEDIA_S3_*) to the test configuration. */
export async function setupPglite(env: NodeJS.ProcessEnv = {}): Promise<TestContext> {
  const t = await createTestApp(null, null, env);
  return { app: t.app, appsDir: t.appsDir, dataDir: t.dataDir, close: t.closeApp };
}

/**
 * The platform with the real gateways (PAYMENT_PROVIDER=gateway and the WECHATPAY_* / ALIPAY_* settings of `env`,
 * test/payments/fake-gateways.ts) on its own database: PostgreSQL when `baseUrl` is given, else an in-memory PGlite.
 */
export async function setupGatewayApp(env: NodeJS.ProcessEnv, baseUrl?: string): Promise<TestContext> {
  const gatewayEnv = { ...env, PAYMENT_PROVIDER: 'gateway' };
  if (baseUrl) return (await setupPostgresNodes(baseUrl, 1, null, gatewayEnv))[0]!;
  const t = await createTestApp(null, null, gatewayEnv);
  return { app: t.app, appsDir: t.appsDir, dataDir: t.dataDir, close: t.closeApp };
}

/** A fresh database `saishi_test_<random>` on the server of TEST_DATABASE_URL, dropped at the end. */
export async function setupPostgres(baseUrl: string): Promise<TestContext> {
  const [ctx] = await setupPostgresNodes(baseUrl, 1, null);
  return ctx;
}

/**
 * `count` API nodes side by side on ONE fresh PostgreSQL database (and one Redis when given), as they run at scale.
 * The last node's close drops the database.
 */
export async function setupPostgresNodes(baseUrl: string, count: number, redisUrl: string | null, env: NodeJS.ProcessEnv = {}): Promise<TestContext[]> {
  const name = `saishi_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const nodes: TestContext[] = [];
  const drop = async () => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  for (let i = 0; i < count; i += 1) {
    const t = await createTestApp(url.toString(), redisUrl, env).catch(async (error: unknown) => {
      // the nodes already started close, and the database goes, before the failure is reported
      for (const node of nodes) await node.close().catch(() => undefined);
      await drop().catch(() => undefined);
      throw error;
    });
    const last = i === count - 1;
    nodes.push({
      app: t.app,
      appsDir: t.appsDir,
      dataDir: t.dataDir,
      async close() {
        await t.closeApp();
        if (last) await drop();
      },
    });
  }
  return nodes;
}

/** The suite's app on a real port (streams read as they are written, uploads over real sockets): listens once, shared by the suites. */
export async function listeningBase(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Polls `check` every 50 ms until it answers something truthy, or fails after `ms` (a wait on a condition, not a sleep). */
export async function until<T>(what: string, check: () => T | undefined | null | false | Promise<T | undefined | null | false>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): Envelope<T> {
  return res.json() as Envelope<T>;
}

export const firstMsg = (res: LightMyRequestResponse) => json(res).result.errors?.[0]?.msg;

/** The `saishi_sid=<id>` pair from a response's Set-Cookie. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const found = all.find((c) => c.startsWith('saishi_sid='));
  if (!found) throw new Error(`no session cookie in ${JSON.stringify(raw)}`);
  return found.split(';')[0];
}

export interface Client {
  cookie: string;
  token: string;
  login: Envelope<{ account: { user_id: number; is_admin: number; isPerson: number; institution_id: number; manager_data: { institution_id: number }[] } }>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
}

export function clientFor(app: FastifyInstance, cookie: string, token: string, login: Client['login']): Client {
  return {
    cookie,
    token,
    login,
    get: (url) => app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url, payload, headers = {}) =>
      app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers: { cookie, 'x-csrf-token': token, ...headers } }),
    put: (url, payload) => app.inject({ method: 'PUT', url, payload: payload as InjectOptions['payload'], headers: { cookie, 'x-csrf-token': token } }),
    del: (url) => app.inject({ method: 'DELETE', url, headers: { cookie, 'x-csrf-token': token } }),
  };
}

/** Logs in with a password (from a fresh IP) and fetches the CSRF token. */
export async function login(app: FastifyInstance, account: string, password = 'Saishi@2026', extra: Record<string, unknown> = {}): Promise<Client> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextIp(), payload: { account, password, ...extra } });
  const body = json(res) as Client['login'];
  if (body.errno !== 0) throw new Error(`login ${account} failed: ${res.body}`);
  const cookie = sessionCookie(res);
  const tokenRes = await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  const token = (json<{ _token: string }>(tokenRes).result._token);
  return clientFor(app, cookie, token, body);
}

/** A throwaway user (own data, so tests never disturb each other or the demo accounts). */
export async function createUser(
  app: FastifyInstance,
  options: { password?: string; isPerson?: boolean; manages?: { institutionId: number; sportsVenuesId?: number; isAdmin?: boolean }[] } = {},
) {
  const db = app.database.db;
  const account = unique('t');
  const mobile = uniqueMobile();
  const password = options.password ?? 'Test@2026';
  const [user] = await db
    .insert(users)
    .values({ account, mobile, nickname: '测试用户', passwordHash: await hashPassword(password), isPerson: options.isPerson ?? false })
    .returning();
  for (const m of options.manages ?? []) {
    await db.insert(managers).values({ userId: user.id, institutionId: m.institutionId, sportsVenuesId: m.sportsVenuesId ?? 0, isAdmin: m.isAdmin ?? false });
  }
  return { user, account, mobile, password };
}

export { institutions };

/**
 * A 收款账户 of the institution as if registered and confirmed two days ago (past the one-day cooling period), so a
 * withdrawal may go to it; `cardNumber` defaults to one made of the institution's id. Answers its id.
 */
export async function usablePayoutAccount(app: FastifyInstance, institutionId: number, options: { cardNumber?: string; bankName?: string } = {}): Promise<number> {
  const db = app.database.db;
  const [inst] = await db.select({ name: institutions.name }).from(institutions).where(eq(institutions.id, institutionId)).limit(1);
  const confirmedAt = new Date(Date.now() - 2 * 86_400_000);
  const [row] = await db
    .insert(payoutAccounts)
    .values({
      institutionId,
      accountName: inst!.name,
      bankName: options.bankName ?? '中国工商银行杭州分行',
      cardNumber: options.cardNumber ?? `6222${String(institutionId).padStart(12, '0')}`,
      status: 'active',
      confirmedAt,
      usableFrom: new Date(confirmedAt.getTime() + 86_400_000),
    })
    .returning({ id: payoutAccounts.id });
  return row!.id;
}
