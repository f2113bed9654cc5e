/**
 * The crash test's HTTP client: real requests (fetch) to a server process. A request whose connection fails or is
 * cut (the server was killed) has an unknown outcome: `Unanswered`. An answer is either the success envelope
 * (`errno: 0`, an acknowledged write) or a `Refused` error carrying what the server said.
 */

export interface Envelope<T> {
  errno: number;
  result: T & { errors?: { msg: string }[] };
}

/** The request got no complete answer: the write may or may not have happened. */
export class Unanswered extends Error {}

/** How long an answer may take while the server is alive; longer is a hang, a failure of its own. */
const ANSWER_TIMEOUT_MS = 60_000;

const isTimeout = (error: unknown) => (error as { name?: string }).name === 'TimeoutError';

/** The server answered, but not with success (HTTP ≥ 400 outside the envelope, or errno ≠ 0). */
export class Refused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what}: HTTP ${status} ${body.slice(0, 500)}`);
  }
}

export interface Session {
  name: string;
  cookie: string;
  token: string;
}

export class Api {
  constructor(readonly baseUrl: string) {}

  /** Sends one request; resolves with the `result` of a success envelope. */
  async call<T>(method: string, url: string, options: { session?: Session; json?: unknown; form?: FormData } = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (options.session) {
      headers.cookie = options.session.cookie;
      if (method !== 'GET') headers['x-csrf-token'] = options.session.token;
    }
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${this.baseUrl}${url}`, { method, headers, body, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
      text = await res.text();
    } catch (error) {
      if (isTimeout(error)) throw new Error(`${method} ${url}: ${ANSWER_TIMEOUT_MS / 1000} s 内没有应答`);
      throw new Unanswered(`${method} ${url}: ${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? '')}`);
    }
    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Refused(res.status, text, `${method} ${url}`);
    }
    if (res.status !== 200 || envelope.errno !== 0) throw new Refused(res.status, text, `${method} ${url}`);
    return envelope.result;
  }

  /** GET of a binary (an uploaded file): status and body bytes; `etag` asks for 304 when it still matches. */
  async fetchBytes(url: string, session?: Session, etag?: string): Promise<{ status: number; bytes: Buffer }> {
    const headers: Record<string, string> = session ? { cookie: session.cookie } : {};
    if (etag) headers['if-none-match'] = etag;
    try {
      const res = await fetch(`${this.baseUrl}${url}`, { headers, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
      return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
    } catch (error) {
      if (isTimeout(error)) throw new Error(`GET ${url}: ${ANSWER_TIMEOUT_MS / 1000} s 内没有应答`);
      throw new Unanswered(`GET ${url}: ${(error as Error).message}`);
    }
  }

  /** Password login plus the session's CSRF token; sessions live in the database and survive restarts. */
  async login(account: string, password: string): Promise<Session> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account, password }),
      });
    } catch (error) {
      throw new Unanswered(`login ${account}: ${(error as Error).message}`);
    }
    const text = await res.text();
    if (res.status !== 200 || (JSON.parse(text) as Envelope<unknown>).errno !== 0) throw new Refused(res.status, text, `login ${account}`);
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('saishi_sid='));
    if (!sid) throw new Refused(res.status, text, `login ${account}: no session cookie`);
    const cookie = sid.split(';')[0];
    const { _token: token } = await this.call<{ _token: string }>('GET', '/api/auth/token', { session: { name: account, cookie, token: '' } });
    return { name: account, cookie, token };
  }
}
