// A multi-node deployment of the platform on this machine, as docs/deploying.md describes it: a fresh PostgreSQL
// database, a Redis database of its own, an S3-compatible bucket (s3rver, the server's dev dependency), N API
// processes of the production server (compiled as a deployment runs it, server/scripts/bundle.ts, in demo mode with
// the SMS outbox: the journeys use the demo accounts) and nginx in front of them, configured from
// deploy/nginx/saishi.conf.
// Its processes write to stderr (stdout stays the caller's). Used by scripts/test-scale.mjs (`pnpm test:scale`) and scripts/bench-scale.mjs; stop() removes everything.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderNginxConf } from '../../deploy/nginx/render.mjs';
import { root } from '../lib.mjs';

const serverDir = path.join(root, 'server');
const requireFromServer = createRequire(path.join(serverDir, 'package.json'));

/** The ES module file of a package's export as the server resolves it (createRequire alone resolves the CommonJS one). */
function importPathFromServer(pkg, subpath) {
  const manifest = requireFromServer.resolve(`${pkg}/package.json`);
  const target = JSON.parse(readFileSync(manifest, 'utf8')).exports[subpath].import;
  return path.join(path.dirname(manifest), typeof target === 'string' ? target : target.default);
}
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Polls `url` until it answers 200 (or the process `child` exits, or `ms` pass). */
async function waitReady(url, { child, ms = 120_000, what }) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what} 启动失败，退出代码 ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${what} 在 ${ms / 1000} 秒内没有就绪`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

/**
 * Starts the deployment. `nodes`: API processes (default 2). `log`: the API processes' LOG_LEVEL (warn).
 * `workerConnections`: nginx's per worker (the bench raises it). Returns the base URL of nginx, the nodes (each with
 * `kill(signal)`), the database URL and `stop()`.
 */
export async function startDeployment({ nodes = 2, log = 'warn', workerConnections = 1024, nginxWorkers = 1, say = console.log } = {}) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'saishi-scale-'));
  const cleanups = [];
  // interrupted while starting: remove what was made so far (the caller installs its own handlers afterwards)
  const interrupted = () => void stop().then(() => process.exit(130));
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  const started = () => process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
  const stop = async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`清理失败：${error.message}`);
      }
    }
    cleanups.length = 0;
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    // ---- PostgreSQL: a database of its own, dropped at the end
    const pg = requireFromServer('pg');
    const baseUrl = process.env.SCALE_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const dbName = `saishi_scale_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    });
    const dbUrl = new URL(baseUrl);
    dbUrl.pathname = `/${dbName}`;
    const databaseUrl = dbUrl.toString();

    // ---- Redis: an empty numbered database of its own (REDIS_URL's path), emptied at the end. The server has no
    // key prefix setting; the live-score channel (pub/sub) is shared by every database of one Redis.
    const { Redis } = requireFromServer('ioredis');
    const redisBase = process.env.SCALE_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    let redisUrl = null;
    for (const db of [...Array(15).keys()].map((i) => i + 1).sort(() => Math.random() - 0.5)) {
      const url = new URL(redisBase);
      url.pathname = `/${db}`;
      const probe = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 1 });
      await probe.connect();
      // claim it: an empty database, marked so that a concurrent run picks another
      const claimed = (await probe.dbsize()) === 0 && (await probe.set('saishi-scale-claim', String(process.pid), 'NX')) === 'OK';
      if (claimed) {
        redisUrl = url.toString();
        cleanups.push(async () => {
          await probe.flushdb();
          await probe.quit();
        });
        break;
      }
      await probe.quit();
    }
    if (!redisUrl) throw new Error('Redis 没有空的数据库（1–15）可用');

    // ---- S3-compatible storage: s3rver in a temp folder with the bucket
    const { default: S3rver } = await import(requireFromServer.resolve('s3rver'));
    const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(tmp, 's3'), configureBuckets: [{ name: 'saishi-media' }] });
    // s3rver lacks three multipart calls tus uploads in S3 make (ListParts, AbortMultipartUpload,
    // ListMultipartUploads): the server tests' shim answers them (a real S3 or MinIO has them)
    const { tsImport } = await import(pathToFileURL(importPathFromServer('tsx', './esm/api')).href);
    const { addMultipartCalls } = await tsImport(path.join(serverDir, 'test/s3rver-multipart.ts'), import.meta.url);
    addMultipartCalls(s3);
    const { port: s3Port } = await s3.run();
    cleanups.push(() => s3.close());

    // ---- the API processes, one after the other (the first migrates and seeds the demo data), compiled as
    // `pnpm --filter server build` compiles them; the bundle lies inside the checkout, so its packages resolve
    const { bundleServer } = await tsImport(path.join(serverDir, 'scripts/bundle.ts'), import.meta.url);
    const bundleDir = path.join(root, 'node_modules', '.cache', 'saishi-scale', String(process.pid));
    const { server: serverBundle } = await bundleServer(bundleDir);
    cleanups.push(() => rmSync(bundleDir, { recursive: true, force: true }));
    const api = [];
    for (let i = 0; i < nodes; i += 1) {
      const port = await freePort();
      const dataDir = path.join(tmp, `node-${i + 1}`);
      mkdirSync(dataDir);
      const child = spawn(process.execPath, [serverBundle], {
        cwd: serverDir,
        stdio: ['ignore', 2, 2],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          APPS_DIR: root,
          NODE_ENV: 'production',
          DEMO_MODE: 'true',
          SMS_SENDER: 'outbox',
          LOG_LEVEL: log,
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          MEDIA_S3_BUCKET: 'saishi-media',
          MEDIA_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
          MEDIA_S3_REGION: 'cn-hangzhou',
          MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
          MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
          MEDIA_S3_FORCE_PATH_STYLE: 'true',
          TRUST_PROXY: '127.0.0.1',
          REMOTES_JSON: '',
        },
      });
      const node = {
        name: `API ${i + 1}`,
        port,
        pid: child.pid,
        child,
        kill: async (signal = 'SIGKILL') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited(child);
        },
      };
      cleanups.push(async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.kill('SIGTERM');
        await exited(child);
        clearTimeout(timer);
      });
      await waitReady(`http://127.0.0.1:${port}/api/ping`, { child, what: node.name });
      say(`${node.name}：http://127.0.0.1:${port}（pid ${child.pid}）`);
      api.push(node);
    }

    // ---- nginx in front, from the repository's template; a prefix of its own, nothing needs root
    if (!existsSync(NGINX)) throw new Error(`没有 nginx（${NGINX}）：apt-get install -y nginx`);
    const nginxDir = path.join(tmp, 'nginx');
    for (const sub of ['temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi', 'logs']) mkdirSync(path.join(nginxDir, sub), { recursive: true });
    const nginxPort = await freePort();
    writeFileSync(path.join(nginxDir, 'saishi.conf'), renderNginxConf({ listen: `127.0.0.1:${nginxPort}`, appsDir: root, api: api.map((n) => `127.0.0.1:${n.port}`) }));
    writeFileSync(
      path.join(nginxDir, 'nginx.conf'),
      [
        // nginx started by root runs its workers as `nobody`, who may not read a checkout in a private folder (a
        // clone under mktemp -d): the workers of this throwaway instance run as whoever started it
        ...(process.getuid?.() === 0 ? [`user ${os.userInfo().username};`] : []),
        `worker_processes ${nginxWorkers};`,
        `worker_rlimit_nofile ${workerConnections * 2 + 64};`,
        `events { worker_connections ${workerConnections}; }`,
        'http {',
        '    include /etc/nginx/mime.types;',
        '    default_type application/octet-stream;',
        '    sendfile on;',
        // requests that took a second or more, and answers of 5xx: what to read when a journey fails
        '    map $request_time$status $saishi_slow { "~^0\\.\\d\\d\\d[1-4]\\d\\d$" 0; default 1; }',
        "    log_format saishi_slow '$time_iso8601 $status $request_time s upstream=$upstream_addr ($upstream_status, $upstream_response_time s) \"$request\"';",
        `    access_log ${nginxDir}/logs/slow.log saishi_slow if=$saishi_slow;`,
        `    client_body_temp_path ${nginxDir}/temp/body;`,
        `    proxy_temp_path ${nginxDir}/temp/proxy;`,
        `    fastcgi_temp_path ${nginxDir}/temp/fastcgi;`,
        `    uwsgi_temp_path ${nginxDir}/temp/uwsgi;`,
        `    scgi_temp_path ${nginxDir}/temp/scgi;`,
        `    include ${nginxDir}/saishi.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    const errorLog = path.join(nginxDir, 'logs', 'error.log');
    const nginx = spawn(NGINX, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-g', `daemon off; pid ${nginxDir}/nginx.pid; error_log ${errorLog} warn;`], {
      stdio: ['ignore', 2, 2],
    });
    cleanups.push(async () => {
      if (nginx.exitCode !== null || nginx.signalCode !== null) return;
      nginx.kill('SIGQUIT');
      const timer = setTimeout(() => nginx.kill('SIGKILL'), 5_000);
      await exited(nginx);
      clearTimeout(timer);
    });
    const base = `http://127.0.0.1:${nginxPort}`;
    await waitReady(`${base}/api/ping`, { child: nginx, ms: 15_000, what: 'nginx' });
    say(`nginx：${base}（${api.length} 个 API 进程，配置 deploy/nginx/saishi.conf）`);
    started();
    const logTail = (lines = 30) =>
      [errorLog, path.join(nginxDir, 'logs', 'slow.log')]
        .map((file) => `--- ${path.basename(file)}\n${existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n') : ''}`)
        .join('\n');
    return { baseUrl: base, api, databaseUrl, redisUrl, logTail, stop };
  } catch (error) {
    started();
    await stop();
    throw error;
  }
}
