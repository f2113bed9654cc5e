/**
 * One real server process of the crash test: spawned on a free port, ready when GET /api/ping answers, killed with
 * SIGKILL. Each server runs in its own process group so that helpers it started (ffmpeg) die with it, and every
 * server still alive when the test process ends (failure, Ctrl-C) is killed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import type { ServerCommand } from './server-build.js';

const alive = new Set<ChildProcess>();

function killGroup(child: ChildProcess) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

process.once('exit', () => {
  for (const child of alive) killGroup(child);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of alive) killGroup(child);
    process.exit(130);
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Whether process `pid` itself holds the listening socket of `port` (Linux /proc; true where /proc is missing). The two
 * targets start servers side by side, each on a port that was free a moment before: a server that lost its port to
 * the other target's must not count as ready because the other one answers GET /api/ping.
 */
export function listensOn(pid: number, port: number): boolean {
  let tables: string[];
  try {
    tables = ['/proc/net/tcp', '/proc/net/tcp6'].map((f) => {
      try {
        return readFileSync(f, 'utf8');
      } catch {
        return '';
      }
    });
    if (!tables.some(Boolean)) return true;
  } catch {
    return true;
  }
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of tables) {
    for (const line of table.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is ADDR:PORT, st 0A is LISTEN, inode is the 10th column
      if (cols.length > 9 && cols[1]!.endsWith(`:${hexPort}`) && cols[3] === '0A') inodes.add(cols[9]!);
    }
  }
  if (inodes.size === 0) return false;
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        return inodes.has(target.replace(/^socket:\[(\d+)\]$/, '$1'));
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

export interface ServerOptions {
  command: ServerCommand;
  dataDir: string;
  appsDir: string;
  databaseUrl: string | null;
  /** `info` while the demo media are made (their log lines are awaited), `warn` in the rounds. */
  logLevel: 'info' | 'warn';
  readyTimeoutMs: number;
}

export interface LogLine {
  level: number;
  msg: string;
  raw: string;
}

/** The environment of a demo server; nothing of the caller's database, Redis or S3 settings leaks in. */
function serverEnv(port: number, o: ServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(DATABASE_URL|REDIS_URL|SEED_DEMO|DEMO_MODE|MEDIA_S3_.*|REMOTES_JSON|TRUST_PROXY|PORT|HOST|DATA_DIR|APPS_DIR|LOG_LEVEL|SMS_SENDER|NODE_OPTIONS)$/.test(key)) delete env[key];
  }
  return {
    ...env,
    NODE_ENV: 'production',
    // demo mode gives the demo accounts (org_gov, athlete, …) the workload writes as; SEED_DEMO is retired (refused)
    DEMO_MODE: 'true',
    SMS_SENDER: 'log',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: o.dataDir,
    APPS_DIR: o.appsDir,
    LOG_LEVEL: o.logLevel,
    // every client of the test logs in from 127.0.0.1
    LOGIN_IP_LIMIT: '100000',
    ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : {}),
  };
}

export class StartFailed extends Error {}

export class ServerProcess {
  readonly baseUrl: string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Error and fatal lines of the server's log (pino level ≥ 50), and lines that are not JSON but say PANIC/FATAL. */
  readonly errors: string[] = [];
  private readonly tail: string[] = [];
  /** every parsed line so far (a waiter also looks at lines printed before it started waiting) */
  private readonly lines: LogLine[] = [];
  private readonly waiters: { test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  private exitInfo: { code: number | null; signal: NodeJS.Signals | null } | null = null;

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    alive.add(child);
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        alive.delete(child);
        // helpers of a killed server (ffmpeg) must not outlive it
        killGroup(child);
        this.exitInfo = { code, signal };
        resolve(this.exitInfo);
      });
    });
    for (const stream of [child.stdout!, child.stderr!]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        rest += chunk;
        let i: number;
        while ((i = rest.indexOf('\n')) >= 0) {
          this.line(rest.slice(0, i));
          rest = rest.slice(i + 1);
        }
      });
    }
  }

  static async start(o: ServerOptions): Promise<ServerProcess> {
    // a port free a moment ago may be taken by the other target's server before this one binds it: then another port
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      const child = spawn(process.execPath, o.command.args, { env: serverEnv(port, o), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      const server = new ServerProcess(child, port);
      try {
        await server.waitReady(o.readyTimeoutMs);
        return server;
      } catch (error) {
        if (attempt >= 5 || !(error instanceof StartFailed) || !/EADDRINUSE/.test(server.output())) throw error;
        await server.kill9();
      }
    }
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** CPU time (user + system, all threads) the process has used so far, in ms; null where /proc is missing. */
  cpuMs(): number | null {
    try {
      const fields = readFileSync(`/proc/${this.child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      return null;
    }
  }

  /** The last lines the server printed (for failure messages). */
  output(): string {
    return this.tail.join('\n');
  }

  private line(raw: string) {
    if (!raw) return;
    this.tail.push(raw);
    if (this.tail.length > 60) this.tail.shift();
    let parsed: LogLine;
    try {
      const j = JSON.parse(raw) as { level?: number; msg?: string };
      parsed = { level: typeof j.level === 'number' ? j.level : 30, msg: String(j.msg ?? ''), raw };
    } catch {
      // PGlite's postgres prints its own lines (recovery notes); a PANIC or FATAL there is an error
      parsed = { level: /\b(PANIC|FATAL)\b|Aborted\(\)/.test(raw) ? 60 : 30, msg: raw, raw };
    }
    if (parsed.level >= 50) this.errors.push(raw.slice(0, 2000));
    if (this.lines.length < 10_000) this.lines.push(parsed);
    for (const w of [...this.waiters]) {
      if (w.test(parsed)) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(parsed);
      }
    }
  }

  /** The first log line that passes `test` (printed already or to come); fails when the server exits or after `timeoutMs`. */
  waitForLog(test: (line: LogLine) => boolean, timeoutMs: number, what: string): Promise<LogLine> {
    const printed = this.lines.find(test);
    if (printed) return Promise.resolve(printed);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new StartFailed(`等待日志"${what}"超时（${timeoutMs} ms）\n${this.output()}`)), timeoutMs);
      const done = (line: LogLine) => {
        clearTimeout(timer);
        resolve(line);
      };
      this.waiters.push({ test, resolve: done });
      void this.exited.then((e) => {
        clearTimeout(timer);
        reject(new StartFailed(`服务进程在等待日志"${what}"时退出（${e.code ?? e.signal}）\n${this.output()}`));
      });
    });
  }

  /** Polls GET /api/ping (every 20 ms) until it answers 200, the process exits, or the timeout passes. */
  private async waitReady(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.exitInfo) throw new StartFailed(`服务进程启动失败（退出 ${this.exitInfo.code ?? this.exitInfo.signal}）\n${this.output()}`);
      try {
        const res = await fetch(`${this.baseUrl}/api/ping`);
        await res.arrayBuffer();
        // the answer must come from this process, not from a server of the other target that took the port first
        if (res.status === 200 && listensOn(this.child.pid!, this.port)) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    killGroup(this.child);
    throw new StartFailed(`服务进程 ${timeoutMs} ms 内未就绪\n${this.output()}`);
  }

  /** kill -9 of the server process (then of its process group), resolved once it has exited. */
  async kill9() {
    if (this.exitInfo) return this.exitInfo;
    this.child.kill('SIGKILL');
    return this.exited;
  }

  /** A graceful stop (SIGTERM: the server closes the database and waits for its background work). */
  async stop(timeoutMs = 60_000) {
    if (this.exitInfo) return this.exitInfo;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => killGroup(this.child), timeoutMs);
    const info = await this.exited;
    clearTimeout(timer);
    return info;
  }
}
