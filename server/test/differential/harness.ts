/**
 * The differential contract suite (docs/api.md, "Mocks that cannot drift"): one scripted scenario runs against the
 * MSW handlers of `shared/src/mocks` (msw/node, the very handlers of page tests and standalone QA) and against the
 * real server (buildApp + inject on a migrated database with the same demo accounts). For every step the two answers
 * must agree on the HTTP status, errno, the Chinese message and the shape of `result`; a step may also name values
 * that must be equal (`same`). Ids and times differ between the two and are never compared as values: a step
 * captures what later steps need (`capture`) separately for each side.
 */
import type { FastifyInstance } from 'fastify';
import { login, nextIp, type Client } from '../helpers.js';

export type Account = 'admin' | 'org_gov' | 'org_youth' | 'venue_mgr' | 'athlete' | 'referee' | 'org_multi';

export const DEMO_PASSWORDS: Record<Account, string> = {
  admin: 'Admin@2026',
  org_gov: 'Saishi@2026',
  org_youth: 'Saishi@2026',
  venue_mgr: 'Saishi@2026',
  athlete: 'Saishi@2026',
  referee: 'Saishi@2026',
  org_multi: 'Saishi@2026',
};

/** Values captured by earlier steps of a scenario, separately for each side. */
export type Vars = Record<string, unknown>;
type Dynamic<T> = T | ((vars: Vars) => T);

/** Any JSON value an envelope's `result` can hold (read loosely by captures and projections). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Result = any;

export interface Step {
  /** What the step does, in words (shown when the two sides disagree). */
  title: string;
  /** Who sends it; null = a visitor without a session. */
  as: Account | null;
  /** HEAD and PATCH are the tus upload's (their answers carry no envelope: the status is what is compared). */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'PATCH';
  url: Dynamic<string>;
  /** A JSON body, or one built from the captured values */
  body?: Record<string, unknown> | unknown[] | ((vars: Vars) => unknown);
  /** Leave the CSRF token out (a mutation that must be refused with 403). */
  withoutCsrf?: boolean;
  /** Request headers of the step (an Idempotency-Key), the same on both sides. */
  headers?: Dynamic<Record<string, string>>;
  /** Values later steps need, read from this step's result on each side. */
  capture?: (result: Result) => Vars;
  /** A projection of the result whose value must be equal on both sides (statuses, reasons, counts of own rows). */
  same?: (result: Result, vars: Vars) => unknown;
  /** Compare the shape of `result` (default true; off for answers whose shape depends on the demo data). */
  shape?: boolean;
  /**
   * Server only, once the step succeeded: finish now what it queued for a worker (the sandbox gateway's notification,
   * a gateway refund), as the queue does moments later — the mocks do it at once.
   */
  settle?: (app: FastifyInstance, vars: Vars) => Promise<void>;
}

export interface Scenario {
  title: string;
  /** Values known before the first step, the same on both sides (unique names of this run). */
  vars?: () => Vars;
  steps: Step[];
}

/** What is compared of one answer. */
export interface Observed {
  status: number;
  errno: number | null;
  msg: string | null;
  shape: Shape;
  same?: unknown;
}

export interface Side {
  name: string;
  /** Called before each scenario (the mocks start from their demo data again; the server keeps its data). */
  reset?(): void;
  /** Sends one request as `as` (logging in when needed) and answers the HTTP status and the parsed body. */
  send(as: Account | null, method: Step['method'], url: string, body: unknown, withoutCsrf: boolean, headers?: Record<string, string>): Promise<{ status: number; body: Result }>;
  /** Runs a step's `settle` (the server). */
  settle?(step: Step, vars: Vars): Promise<void>;
}

// ---------------------------------------------------------------- shape

/** A structural signature: object keys with their shapes, array element shapes, primitive types. */
export type Shape = string | null | { [key: string]: Shape } | Shape[];

export function shapeOf(value: unknown): Shape {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    // every distinct element shape once, so lists of different lengths compare by what their rows look like
    const seen = new Map<string, Shape>();
    for (const item of value) {
      const s = shapeOf(item);
      seen.set(JSON.stringify(s), s);
    }
    return [...seen.values()];
  }
  if (typeof value === 'object') {
    const out: Record<string, Shape> = {};
    for (const key of Object.keys(value as object).sort()) out[key] = shapeOf((value as Record<string, unknown>)[key]);
    return out;
  }
  return typeof value;
}

/**
 * Where two shapes disagree. `null` (a nullable field without a value) fits any shape, and an empty list fits any
 * list: both depend on the data, not on the contract. Missing and extra keys, and different primitive types, count.
 */
export function shapeDifferences(mock: Shape, server: Shape, at = 'result'): string[] {
  if (mock === null || server === null) return [];
  if (Array.isArray(mock) || Array.isArray(server)) {
    if (!Array.isArray(mock) || !Array.isArray(server)) return [`${at}: ${describe(mock)} ≠ ${describe(server)}`];
    if (mock.length === 0 || server.length === 0) return [];
    // compare every element shape of one side with the merged element shape of the other
    const merge = (shapes: Shape[]) => shapes.reduce<Shape>((a, b) => mergeShapes(a, b), null);
    return shapeDifferences(merge(mock), merge(server), `${at}[]`);
  }
  if (typeof mock === 'string' || typeof server === 'string') {
    return mock === server ? [] : [`${at}: ${describe(mock)} ≠ ${describe(server)}`];
  }
  const problems: string[] = [];
  for (const key of new Set([...Object.keys(mock), ...Object.keys(server)])) {
    if (!(key in server)) problems.push(`${at}.${key}: 只有模拟接口返回`);
    else if (!(key in mock)) problems.push(`${at}.${key}: 模拟接口缺少该字段`);
    else problems.push(...shapeDifferences(mock[key], server[key], `${at}.${key}`));
  }
  return problems;
}

function mergeShapes(a: Shape, b: Shape): Shape {
  if (a === null) return b;
  if (b === null) return a;
  if (typeof a === 'string' || typeof b === 'string' || Array.isArray(a) || Array.isArray(b)) return a;
  const out: Record<string, Shape> = { ...a };
  for (const [key, value] of Object.entries(b)) out[key] = key in out ? mergeShapes(out[key], value) : value;
  return out;
}

function describe(shape: Shape): string {
  if (shape === null) return 'null';
  if (Array.isArray(shape)) return '数组';
  if (typeof shape === 'object') return '对象';
  return shape;
}

// ---------------------------------------------------------------- running

export interface StepOutcome {
  step: Step;
  /** The URL the step sent to the mocks (its operation counts as compared). */
  mockUrl: string;
  mock: Observed;
  server: Observed;
  differences: string[];
}

async function observe(side: Side, step: Step, vars: Vars): Promise<{ observed: Observed; result: Result; url: string }> {
  const url = typeof step.url === 'function' ? step.url(vars) : step.url;
  const body = typeof step.body === 'function' ? step.body(vars) : step.body;
  const headers = typeof step.headers === 'function' ? step.headers(vars) : step.headers;
  const { status, body: envelope } = await side.send(step.as, step.method, url, body, step.withoutCsrf ?? false, headers);
  const errno = typeof envelope?.errno === 'number' ? envelope.errno : null;
  const result = envelope?.result;
  const msg = errno !== null && errno !== 0 ? (result?.errors?.[0]?.msg ?? null) : null;
  if (errno === 0 && step.capture) Object.assign(vars, step.capture(result));
  if (errno === 0 && step.settle) await side.settle?.(step, vars);
  return {
    result,
    url,
    observed: {
      status,
      errno,
      msg,
      shape: errno === 0 && step.shape !== false ? shapeOf(result) : null,
      ...(step.same && errno === 0 ? { same: step.same(result, vars) } : {}),
    },
  };
}

/** Runs a scenario on both sides, step by step, and answers every step with the differences found. */
export async function runScenario(scenario: Scenario, mock: Side, server: Side): Promise<StepOutcome[]> {
  mock.reset?.();
  server.reset?.();
  const initial = scenario.vars?.() ?? {};
  const mockVars: Vars = { ...initial };
  const serverVars: Vars = { ...initial };
  const outcomes: StepOutcome[] = [];
  for (const step of scenario.steps) {
    const m = await observe(mock, step, mockVars);
    const s = await observe(server, step, serverVars);
    const differences: string[] = [];
    if (m.observed.status !== s.observed.status) differences.push(`HTTP 状态 ${m.observed.status} ≠ ${s.observed.status}`);
    if (m.observed.errno !== s.observed.errno) differences.push(`errno ${m.observed.errno} ≠ ${s.observed.errno}`);
    if (m.observed.msg !== s.observed.msg) differences.push(`提示 ${JSON.stringify(m.observed.msg)} ≠ ${JSON.stringify(s.observed.msg)}`);
    differences.push(...shapeDifferences(m.observed.shape, s.observed.shape));
    if (JSON.stringify(m.observed.same) !== JSON.stringify(s.observed.same)) {
      differences.push(`取值 ${JSON.stringify(m.observed.same)} ≠ ${JSON.stringify(s.observed.same)}`);
    }
    outcomes.push({ step, mockUrl: m.url, mock: m.observed, server: s.observed, differences });
  }
  return outcomes;
}

/** The disagreements of a run as readable lines ("模拟接口 ≠ 服务端"), empty when the two agree everywhere. */
export function report(scenario: Scenario, outcomes: StepOutcome[]): string {
  const lines: string[] = [];
  outcomes.forEach((o, i) => {
    if (o.differences.length === 0) return;
    lines.push(`「${scenario.title}」第 ${i + 1} 步「${o.step.title}」（${o.step.as ?? '访客'} ${o.step.method}）模拟接口 ≠ 服务端：`);
    for (const d of o.differences) lines.push(`    ${d}`);
  });
  return lines.join('\n');
}

// ---------------------------------------------------------------- coverage

/** One operation the mocks answer: `GET /api/competition/:id` (a path as MSW declares it, `:name` a parameter). */
export interface Operation {
  method: string;
  path: string;
}

export const operationName = (op: Operation) => `${op.method} ${op.path}`;

/**
 * The operations of MSW handlers (`info.method`, `info.path` of each HttpHandler), each once, in handler order.
 * Only API operations count: string paths under `/api/` with one method; anything else (a RegExp, a catch-all)
 * is not an operation of the server's.
 */
export function operationsOf(handlers: readonly { info: { method?: unknown; path?: unknown } }[]): Operation[] {
  const seen = new Map<string, Operation>();
  for (const { info } of handlers) {
    if (typeof info.method !== 'string' || typeof info.path !== 'string' || !info.path.startsWith('/api/')) continue;
    // a trailing slash declares the same operation again (`/api/upload/video/`, the tus creation URL)
    const op = { method: info.method.toUpperCase(), path: info.path.length > 5 ? info.path.replace(/\/$/, '') : info.path };
    if (!seen.has(operationName(op))) seen.set(operationName(op), op);
  }
  return [...seen.values()];
}

function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** The operation that answers `method url` (the first in handler order, as MSW picks), or null. */
export function operationFor(operations: readonly Operation[], method: string, url: string): Operation | null {
  const path = new URL(url, 'http://localhost').pathname;
  return operations.find((op) => op.method === method.toUpperCase() && pathPattern(op.path).test(path)) ?? null;
}

export interface Coverage {
  compared: number;
  total: number;
  /** The mocked operations no scenario step called, by name (`GET /api/...`). */
  uncompared: string[];
}

/** How many of the mocked operations the requests (method and URL of every compared step) reached. */
export function coverageOf(operations: readonly Operation[], requests: readonly { method: string; url: string }[]): Coverage {
  const reached = new Set<string>();
  for (const r of requests) {
    const op = operationFor(operations, r.method, r.url);
    if (op) reached.add(operationName(op));
  }
  const uncompared = operations.map(operationName).filter((name) => !reached.has(name));
  return { compared: operations.length - uncompared.length, total: operations.length, uncompared };
}

/** The closing lines of a run: `differential: N of M mocked operations compared`, then each uncompared one. */
export function coverageLines(c: Coverage): string[] {
  return [`differential: ${c.compared} of ${c.total} mocked operations compared`, ...c.uncompared.map((name) => `未比较: ${name}`)];
}

// ---------------------------------------------------------------- the real server

/** The real server through inject: one logged-in client per demo account, kept for the whole run. */
export function serverSide(app: FastifyInstance): Side {
  const clients = new Map<Account, Client>();
  const clientOf = async (as: Account) => {
    let client = clients.get(as);
    if (!client) {
      client = await login(app, as, DEMO_PASSWORDS[as]);
      clients.set(as, client);
    }
    return client;
  };
  return {
    name: '服务端',
    settle: async (step, vars) => step.settle?.(app, vars),
    async send(as, method, url, body, withoutCsrf, extra = {}) {
      const headers: Record<string, string> = { ...extra };
      if (as) {
        const client = await clientOf(as);
        headers.cookie = client.cookie;
        if (method !== 'GET' && method !== 'HEAD' && !withoutCsrf) headers['x-csrf-token'] = client.token;
      }
      const res = await app.inject({
        method,
        url,
        headers,
        remoteAddress: nextIp(),
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { status: res.statusCode, body: method === 'HEAD' ? null : safeJson(res.body) };
    },
  };
}

// ---------------------------------------------------------------- the MSW handlers

/** The MSW handlers in this process (msw/node): one global mock session, switched by logging in as each step needs. */
export function mockSide(
  origin: string,
  mocks: { reset(): void; currentSession(): { token: string } | null; currentAccount(): string | null },
): Side {
  const call = async (method: string, url: string, body: unknown, token: string | null, extra: Record<string, string> = {}) => {
    const res = await fetch(new URL(url, origin), {
      method,
      headers: { 'content-type': 'application/json', ...extra, ...(token ? { 'x-csrf-token': token } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // a HEAD answer has no body (msw/node hands over the one its handler built)
    return { status: res.status, body: method === 'HEAD' ? null : safeJson(await res.text()) };
  };
  return {
    name: '模拟接口',
    reset: () => mocks.reset(),
    async send(as, method, url, body, withoutCsrf, headers) {
      if (as === null) {
        if (mocks.currentSession()) await call('POST', '/api/auth/logout', undefined, mocks.currentSession()!.token);
      } else if (mocks.currentAccount() !== as) {
        const res = await call('POST', '/api/auth/login', { account: as, password: DEMO_PASSWORDS[as] }, null);
        if (res.body?.errno !== 0) throw new Error(`模拟接口登录 ${as} 失败：${JSON.stringify(res.body)}`);
      }
      const token = as && !withoutCsrf && method !== 'GET' && method !== 'HEAD' ? (mocks.currentSession()?.token ?? null) : null;
      return call(method, url, body, token, headers);
    },
  };
}

function safeJson(text: string): Result {
  try {
    return JSON.parse(text);
  } catch {
    return { raw: text.slice(0, 200) };
  }
}
