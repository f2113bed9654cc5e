// `pnpm bench`: measurements, not tests. Writes bench/report.md (and .json).
//  (also: a marathon's GPX track through the server's track parser, in process and through the parsing thread a
//  check-in's upload uses, scripts/bench-track.mts, target ≤ 50 ms)
//  1. per app: JS bytes and gzip bytes of the production build;
//  2. what the browser downloads (JS, gzip) for the public home, information and match pages (each cold, target
//     ≤ 220 KiB gzip) and for the first admin page, and how many
//     copies of each shared singleton the browser ends up with;
//  3. API requests/s and p99 at 100 connections of GET /api/user/info (logged in), GET /api/official/home, the public
//     match list GET /api/official/competition/list, a match page GET /api/official/competition/info, an organiser's
//     GET /api/competition/list and the admin's badge counts GET /api/admin/un_check_count, each as a ratio to the
//     bare GET /api/ping of the same server in the same run — on PGlite, and on PostgreSQL when
//     BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set; then, on PostgreSQL, a CPU profile of each of these routes
//     (`node --cpu-prof`, summarised by scripts/lib/cpu-profile.mjs: the shares of idle, GC, our code, each package and
//     native calls, and the costliest functions);
//  3b. switching remotes in the console: admin home → the first page of each remote with its data shown, median of
//     five fresh contexts in Chromium (scripts/bench-remote-switch.mts, target ≤ 150 ms);
//  4. Lighthouse mobile performance score of the public home (target ≥ 90): median of seven runs with the CPU slowdown
//     calibrated to this machine's benchmarkIndex, beside the median of three with Lighthouse's default 4x;
//  5. timings of the competition algorithms (schedules, draws, standings, clash detection) and of the venue board's rules;
//  6. finance on PostgreSQL (scripts/bench-finance.mts): payment notifications per second, and an institution's
//     balance and flow page at 1,000,000 postings (targets 5 ms and 20 ms);
//  7. court booking on PostgreSQL over HTTP (scripts/bench-venues.mts): the slot grid and the board of a venue with 20
//     courts for each day of a week (target ≤ 30 ms, median and p95), and 50 users booking and paying at once on one
//     venue (requests/s, refused contested holds, no other error, no double booking, ledger clean);
//  7b. write routes on PostgreSQL (scripts/bench-writes.mts): sign-up, score entry, pay by wallet and a booking at 100
//     connections, each beside GET /api/ping of the same server (target ≥ 0.1×), then no lost or doubled write in
//     the tables, ledger:check clean, and a CPU profile of each write's window;
//  8. certificate PDFs per second (scripts/bench-certificates.mts, target ≥ 20);
//  9. 比分推送: 1,000 viewers of one match receiving a score change over SSE (scripts/bench-score-push.mts, target: all
//     within 1 s);
// 10. two API processes behind nginx on PostgreSQL and Redis (scripts/bench-scale.mjs): requests/s, p50/p99 and errors of
//     the home and a match page's API at 1,000 concurrent connections.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { apps, buildApps, root, staleApps } from './lib.mjs';
import { NGINX } from './lib/scale-deployment.mjs';

const report = { date: new Date().toISOString(), node: process.version, bundles: [], pages: [], api: [] };
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

function jsFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...jsFiles(full));
    else if (entry.name.endsWith('.js')) out.push(full);
  }
  return out;
}

if ((await buildApps(staleApps())) !== 0) process.exit(1);

for (const app of apps) {
  const files = jsFiles(path.join(root, app, 'dist'));
  let raw = 0;
  let gz = 0;
  for (const file of files) {
    const buf = readFileSync(file);
    raw += statSync(file).size;
    gz += gzipSync(buf).length;
  }
  report.bundles.push({ app, files: files.length, raw, gzip: gz });
}

const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench-runtime.mts')], {
  cwd: path.join(root, 'e2e'),
  stdio: ['ignore', 'pipe', 'inherit'],
  env: process.env,
  encoding: 'utf8',
  maxBuffer: 16 * 1024 * 1024,
});
if (child.status !== 0) {
  console.error('运行时基准失败');
  process.exit(child.status ?? 1);
}
const runtime = JSON.parse(child.stdout.trim().split('\n').pop());
report.pages = runtime.pages;
report.singletons = runtime.singletons;
report.api = runtime.api;
report.lighthouse = runtime.lighthouse;
report.remoteSwitch = runtime.remoteSwitch;

/** Runs one bench script (`node --import tsx`, from the repository root) and answers the JSON of its last line; stops the bench when it fails. */
function benchStep(script, failure) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: process.env, encoding: 'utf8' });
  if (child.status !== 0) {
    console.error(failure);
    process.exit(child.status ?? 1);
  }
  return JSON.parse(child.stdout.trim().split('\n').pop());
}

report.algorithms = benchStep('scripts/bench-algorithms.mts', '算法基准失败');
report.finance = benchStep('scripts/bench-finance.mts', '资金基准失败');
const fin = report.finance;
report.venues = benchStep('scripts/bench-venues.mts', '订场基准失败');
const ven = report.venues;
// 7b. write routes under load beside /api/ping
report.writes = benchStep('scripts/bench-writes.mts', '写路由基准失败');
const wr = report.writes;
report.certificates = benchStep('scripts/bench-certificates.mts', '证书基准失败');
const cert = report.certificates;
report.track = benchStep('scripts/bench-track.mts', '轨迹解析基准失败');
report.scorePush = benchStep('scripts/bench-score-push.mts', '比分推送基准失败');
const sp = report.scorePush;
// 10. two API processes behind nginx (scripts/bench-scale.mjs): 1,000 connections on the home and a match page's API
const scale = existsSync(NGINX)
  ? spawnSync(process.execPath, ['scripts/bench-scale.mjs'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: process.env, encoding: 'utf8' })
  : null;
if (scale && scale.status !== 0) {
  console.error('多节点负载基准失败');
  process.exit(scale.status ?? 1);
}
report.scale = scale ? JSON.parse(scale.stdout.trim().split('\n').pop()) : { skipped: `没有 nginx（${NGINX}）：apt-get install -y nginx` };
const sc = report.scale;
/** The rows of a CPU profile table: one per measured route (`name`), its shares by kind and by function. */
const profileTable = (what, profiles) => {
  const list = (items) => items.map((i) => `${(i.share * 100).toFixed(1)}% ${i.name.replaceAll('|', '\\|')}`).join('<br>');
  return [`| ${what} | 按类别 | 按函数（自身时间） |`, '|---|---|---|', ...profiles.map((p) => `| ${p.name} | ${list(p.kinds)} | ${list(p.functions)} |`)];
};
const within = (value, target) => `${value <= target ? ' ✓' : ' ✗'}`;

const lines = [
  `# 基准报告 ${report.date} (Node ${report.node})`,
  '',
  '## 构建产物（每个应用）',
  '',
  '| 应用 | JS 文件数 | JS 字节 | gzip |',
  '|---|---|---|---|',
  ...report.bundles.map((b) => `| ${b.app} | ${b.files} | ${kib(b.raw)} | ${kib(b.gzip)} |`),
  '',
  '## 浏览器下载的 JS',
  '',
  '| 页面 | 请求数 | JS 字节 | gzip | 目标 |',
  '|---|---|---|---|---|',
  ...report.pages.map((p) => `| ${p.name} | ${p.requests} | ${kib(p.raw)} | ${kib(p.gzip)} | ${p.target ?? ''}${p.withinTarget === undefined ? '' : p.withinTarget ? ' ✓' : ' ✗ 超出'} |`),
  '',
  '## Lighthouse（官网首页，移动端，取中位数）',
  '',
  `本机 benchmarkIndex ${report.lighthouse.benchmarkIndex}。Lighthouse 默认的 4x CPU 降速按高端台式机（1500–2000）设定；较慢的机器按其 benchmarkIndex 校准降速后才代表同一台目标手机（Lighthouse 文档 throttling.md「Calibrating the CPU slowdown」）。目标按校准后的结果判断。`,
  '',
  '| 页面 | CPU 节流 | 性能分 | 各次 | FCP (ms) | LCP (ms) | TBT (ms) | CLS | 目标 |',
  '|---|---|---|---|---|---|---|---|---|',
  ...[report.lighthouse.calibrated, report.lighthouse.standard].map(
    (l) => `| ${l.page} | ${l.throttling} | ${l.score} | ${l.runs.join(' / ')} | ${l.fcp} | ${l.lcp} | ${l.tbt} | ${l.cls} | ${l.target ? `${l.target}${l.score >= 90 ? ' ✓' : ' ✗'}` : ''} |`,
  ),
  '',
  '## 切换子应用（后台首页 → 子应用首个页面显示数据，Chromium，各 5 次取中位数）',
  '',
  '从点击菜单到新页面表格第一行绘制（页面内计时）；每次是新的浏览器上下文，登录后等控制台空闲（壳在空闲时预加载子应用路由）。',
  '时间去向：点击后页面数据行的请求发出与得到回答的时刻（中位数）——请求发出之前是页面模块与首次渲染，回答之后是绘制数据行。',
  '',
  '| 子应用 | 页面 | 中位数 (ms) | 各次 (ms) | 请求发出 (ms) | 得到回答 (ms) | 目标 |',
  '|---|---|---|---|---|---|---|',
  ...report.remoteSwitch.map(
    (r) => `| ${r.remote} | ${r.page} | ${r.median} | ${r.runs.join(' / ')} | +${r.askedAt} | +${r.answeredAt} | ${r.target}${r.withinTarget ? ' ✓' : ' ✗'} |`,
  ),
  '',
  '## 共享单例的副本数（浏览器中实际加载）',
  '',
  '| 包 | 副本数 | 提供者 |',
  '|---|---|---|',
  ...Object.entries(report.singletons).map(([pkg, s]) => `| ${pkg} | ${s.copies} | ${s.providers.join(', ')} |`),
  '',
  '## API 吞吐（与同一进程中的空路由 /api/ping 对比）',
  '',
  '100 个连接，请求带 `Accept-Encoding: gzip, deflate, br`（与浏览器相同）。目标：PostgreSQL 上 ≥ 0.3 倍 /api/ping 且 p99 ≤ 50 ms，PGlite 上 ≥ 0.1 倍。',
  '',
  '| 数据库 | 路由 | 请求/秒 | p99 (ms) | 错误 | 相对 /api/ping | 目标 |',
  '|---|---|---|---|---|---|---|',
  ...report.api.map((a) => {
    const met = a.target && a.ratio >= a.target.ratio && (a.target.p99 === null || a.p99 <= a.target.p99) && a.errors === 0;
    const goal = a.target ? `≥ ${a.target.ratio}×${a.target.p99 === null ? '' : `，p99 ≤ ${a.target.p99} ms`}${met ? ' ✓' : ' ✗'}` : '';
    return `| ${a.db} | ${a.route} | ${a.rps.toFixed(0)} | ${a.p99} | ${a.errors ?? 0} | ${(a.ratio * 100).toFixed(1)}% | ${goal} |`;
  }),
  '',
  ...(report.profiles
    ? [
        '## CPU 剖析（PostgreSQL，`node --cpu-prof`，各路由 100 个连接 5 秒内的采样）',
        '',
        '每个路由一行：样本按类别（空闲 = 等待数据库或网络；GC；本项目代码按目录；各依赖包；Node 内部模块；原生调用如套接字的 writev）和按函数（自身时间）所占的比例，各取前 8。',
        '',
        ...profileTable('路由', report.profiles.map((p) => ({ ...p, name: p.route }))),
        '',
      ]
    : []),
  '## 赛事算法（中位数）',
  '',
  '| 算法 | 中位耗时 (ms) | 次数 |',
  '|---|---|---|',
  ...report.algorithms.map((a) => `| ${a.name} | ${a.medianMs} | ${a.runs} |`),
  '',
  '## 比分推送（PostgreSQL，一场比赛的观众经 SSE 收到比分变化）',
  '',
  ...(sp.skipped
    ? [sp.skipped]
    : [
        `${sp.viewers} 个观众连接同一场比赛的推送（建立全部连接 ${sp.connectMs} ms），赛事管理者经 HTTP 依次更新 ${sp.rounds.length} 次实时比分；从发出请求到每个观众读到事件：`,
        '',
        '| 第几次 | 收到的观众 | 中位 (ms) | p99 (ms) | 最慢 (ms) | 目标 |',
        '|---|---|---|---|---|---|',
        ...sp.rounds.map((r, i) => `| ${i + 1} | ${r.received}/${r.sent} | ${r.medianMs} | ${r.p99Ms} | ${r.slowestMs} | 全部 ≤ ${sp.targetMs} ms${r.received === r.sent && r.slowestMs <= sp.targetMs ? ' ✓' : ' ✗'} |`),
      ]),
  '',
  '## 多节点：nginx + 两个 API 进程（PostgreSQL、Redis，scripts/bench-scale.mjs）',
  '',
  ...(sc.skipped
    ? [sc.skipped]
    : [
        `${sc.connections} 个并发连接经 nginx（deploy/nginx/saishi.conf）到 ${sc.nodes} 个 API 进程，每个路由 ${sc.seconds} 秒：`,
        '',
        '| 路由 | 请求/秒 | p50 (ms) | p99 (ms) | 错误 | 超时 | 非 2xx |',
        '|---|---|---|---|---|---|---|',
        ...sc.routes.map((r) => `| ${r.route} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.timeouts} | ${r.non2xx} |`),
      ]),
  '',
  '## 打卡轨迹解析',
  '',
  `马拉松 GPX（${report.track.points} 个轨迹点，每秒一个，${(report.track.bytes / 1048576).toFixed(2)} MiB），服务器同一解析器 parseTrackFile，${report.track.runs} 次：` +
    `中位 ${report.track.parseMedianMs} ms（目标 ≤ ${report.track.targetMs} ms${within(report.track.parseMedianMs, report.track.targetMs)}），最慢 ${report.track.parseMaxMs} ms；` +
    `之后 trackSummary（里程 ${report.track.distanceMeters} 米）中位 ${report.track.summaryMedianMs} ms。` +
    `按上传打卡的实际路径（parseInThread：发给常驻解析线程，轨迹点传回）：首个文件（含启动线程）${report.track.threadFirstMs} ms，之后中位 ${report.track.threadMedianMs} ms（目标 ≤ ${report.track.targetMs} ms${within(report.track.threadMedianMs, report.track.targetMs)}）。`,
  '',
  '## 资金（PostgreSQL）',
  '',
  ...(fin.skipped
    ? [fin.skipped]
    : [
        `支付通知：${fin.notifications.count} 条签名通知经完整请求流程处理，顺序 ${fin.notifications.sequentialPerSecond} 条/秒，8 并发 ${fin.notifications.concurrent8PerSecond} 条/秒（每条支付一个订单）。`,
        '',
        '| 1,000,000 条分录的机构账户 | 中位耗时 (ms) | 目标 |',
        '|---|---|---|',
        `| GET /api/admin/account_balance | ${fin.ledger.balanceMs} | ≤ ${fin.ledger.targets.balanceMs}${fin.ledger.balanceMs <= fin.ledger.targets.balanceMs ? ' ✓' : ' ✗'} |`,
        `| GET /api/admin/acc_flow_list 第一页 | ${fin.ledger.firstPageMs} | ≤ ${fin.ledger.targets.flowPageMs}${fin.ledger.firstPageMs <= fin.ledger.targets.flowPageMs ? ' ✓' : ' ✗'} |`,
        `| GET /api/admin/acc_flow_list 第 500 页 | ${fin.ledger.deepPageMs} | ≤ ${fin.ledger.targets.flowPageMs}${fin.ledger.deepPageMs <= fin.ledger.targets.flowPageMs ? ' ✓' : ' ✗'} |`,
      ]),
  '',
  '## 订场（PostgreSQL，经 HTTP 的完整请求）',
  '',
  ...(ven.skipped
    ? [ven.skipped]
    : [
        `${ven.board.courts} 块场地（营业 00:00–24:00，平日 / 周末 / 高峰价格规则，一周每天约三分之一时段已锁场），一周 ${ven.board.days} 天每天一次请求：`,
        '',
        '| 路由 | 请求数 | 中位 (ms) | p95 (ms) | 一周 7 天依次 (ms，中位) | 目标 |',
        '|---|---|---|---|---|---|',
        ...[
          ['GET /api/venue_site/board（公开时段表）', ven.board.public],
          ['GET /api/admin/venue_board（预订看板）', ven.board.staff],
        ].map(([route, b]) => `| ${route} | ${b.requests} | ${b.medianMs} | ${b.p95Ms} | ${b.weekMedianMs} | ≤ ${ven.board.targetMs}${within(b.medianMs, ven.board.targetMs)} |`),
        '',
        `同一进程同一时刻的空路由 GET /api/ping：中位 ${ven.board.ping.medianMs} ms，p95 ${ven.board.ping.p95Ms} ms。看板一次的耗时（进程内）：数据库读取中位 ${ven.board.split.readsMedianMs} ms，规则视图（venueBoard + 每个半小时的 slotPrice）中位 ${ven.board.split.viewMedianMs} ms。`,
        '',
        `预订吞吐：${ven.throughput.users} 位用户同时预订同一场馆，每人 ${ven.throughput.rounds} 次，在明天的 ${ven.throughput.slots} 个半小时中随机选择（锁场 → 发起支付 → 沙箱签名通知）。` +
          `${ven.throughput.requests} 个请求用时 ${ven.throughput.seconds} 秒，${ven.throughput.requestsPerSecond} 请求/秒（锁场 ${ven.throughput.holdsPerSecond} 次/秒，中位 ${ven.throughput.holdMedianMs} ms，p95 ${ven.throughput.holdP95Ms} ms）；` +
          `锁场成功 ${ven.throughput.held}，该时段已被预订 ${ven.throughput.refused}，支付成功 ${ven.throughput.paid}，其他错误 ${ven.throughput.errors}；` +
          `重叠预订 ${ven.throughput.overlaps}，已支付未成预订 ${ven.throughput.paidNotBooked}，账本检查问题 ${ven.throughput.ledgerProblems}。`,
      ]),
  '',
  '## 写路由（PostgreSQL，scripts/bench-writes.mts）',
  '',
  ...(wr.skipped
    ? [wr.skipped]
    : [
        `每个写路由 ${wr.connections} 个连接，每个请求是一次不同的写入（需要时带新的 Idempotency-Key），紧接在同一服务器的 GET /api/ping 之后测量；服务器带 \`--cpu-prof\` 运行（ping 同样）。之后核对数据库：每个成功的写入恰好一行（报名、已结束的比赛、已支付订单与余额、预订），账本检查问题 ${wr.ledgerProblems}，重叠预订 ${wr.overlaps}。`,
        '',
        '| 写入 | 路由 | 请求数 | 请求/秒 | 同时 /api/ping | 相对 /api/ping | p50 (ms) | p99 (ms) | 成功 / 拒绝 / 失败 | 落库 / 丢失 / 重复 | 目标 |',
        '|---|---|---|---|---|---|---|---|---|---|---|',
        ...wr.routes.map(
          (r) =>
            `| ${r.name} | ${r.route} | ${r.requests} | ${r.rps} | ${r.pingRps} | ${(r.ratio * 100).toFixed(1)}% | ${r.p50} | ${r.p99} | ${r.ok} / ${r.refused} / ${r.failed} | ${r.stored} / ${r.lost} / ${r.doubled} | ≥ ${r.target}×${r.ratio >= r.target && r.failed === 0 && r.lost === 0 && r.doubled === 0 ? ' ✓' : ' ✗'} |`,
        ),
        '',
        ...(wr.profiles
          ? [
              '各写路由时间窗口内的 CPU 剖析（空闲 = 服务器唯一的线程在等待：数据库往返、锁）：',
              '',
              ...profileTable('写入', wr.profiles),
            ]
          : []),
      ]),
  '',
  '## 证书 PDF（scripts/bench-certificates.mts）',
  '',
  `A4 横版、JPEG 背景、PNG 印章、中文字体（文泉驿微米黑，子集嵌入）与矢量二维码，单进程连续生成 ${cert.count} 份：` +
    `${cert.pdfsPerSecond} 份/秒（目标 ≥ ${cert.target}${cert.pdfsPerSecond >= cert.target ? ' ✓' : ' ✗'}），平均 ${cert.averageKiB} KiB。`,
  '',
];
mkdirSync(path.join(root, 'bench'), { recursive: true });
writeFileSync(path.join(root, 'bench/report.md'), lines.join('\n'));
writeFileSync(path.join(root, 'bench/report.json'), JSON.stringify(report, null, 2));
console.log(lines.join('\n'));
