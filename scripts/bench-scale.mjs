// The multi-node deployment under load (docs/deploying.md): two API processes behind nginx on PostgreSQL, Redis and
// s3rver (scripts/lib/scale-deployment.mjs, the same as `pnpm test:scale`), and autocannon with 1,000 concurrent
// connections through nginx on the public home GET /api/official/home and a match page's API (GET
// /api/official/competition/info and /schedule of a published competition). Prints one JSON line (scripts/bench.mjs
// puts it in bench/report.md). BENCH_SCALE_SECONDS: seconds per route (default 10).
import autocannon from 'autocannon';
import { startDeployment } from './lib/scale-deployment.mjs';

const CONNECTIONS = 1000;
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 10);
const log = (line) => process.stderr.write(`${line}\n`);

// 1,000 client sockets here, two per connection in nginx (client and upstream): nginx gets room for them
const deployment = await startDeployment({ nodes: 2, log: 'fatal', workerConnections: 4096, nginxWorkers: 2, say: log });
const out = { connections: CONNECTIONS, seconds: SECONDS, nodes: deployment.api.length, routes: [] };
try {
  const base = deployment.baseUrl;
  const list = await (await fetch(`${base}/api/official/competition/list?start=0&count=10`)).json();
  const id = list.result?.list?.[0]?.id;
  if (!id) throw new Error('官网赛事列表为空：没有可测的比赛页');
  const routes = ['/api/official/home', `/api/official/competition/info?id=${id}`, `/api/official/competition/schedule?id=${id}`];
  for (const route of routes) {
    // a short warm-up: prepared statements, keep-alive connections of nginx to both processes
    await autocannon({ url: `${base}${route}`, connections: 50, duration: 2 });
    const r = await autocannon({ url: `${base}${route}`, connections: CONNECTIONS, duration: SECONDS, timeout: 10 });
    const row = {
      route,
      requestsPerSecond: Math.round(r.requests.average),
      requests: r.requests.total,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, v]) => [code, v.count])),
    };
    log(`${route}: ${row.requestsPerSecond} 请求/秒，p50 ${row.p50Ms} ms，p99 ${row.p99Ms} ms，错误 ${row.errors}，超时 ${row.timeouts}，非 2xx ${row.non2xx}（${JSON.stringify(row.statuses)}）`);
    out.routes.push(row);
  }
  // why nginx answered 502/504, if it did (upstream refused, timed out, closed early …)
  log(deployment.logTail(15));
} finally {
  await deployment.stop();
}
console.log(JSON.stringify(out));
