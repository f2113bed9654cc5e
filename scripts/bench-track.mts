/**
 * Timing of a check-in's track file (打卡, docs/check-ins.md) for `pnpm bench`, not a test: a marathon's GPX (42.195 km
 * at one point per second, made here) through the parser the server's worker runs (server/src/services/track-file-parse.ts
 * `parseTrackFile`) and then the shared summary (`trackSummary`: distance, duration, route). Target: ≤ 50 ms per parse.
 * Then the same file the way a check-in's upload is parsed (`parseInThread`: sent to a kept parsing thread, its points
 * sent back): the first file, which starts the thread, and the median of the next ones.
 * Run alone with `npx tsx scripts/bench-track.mts`: prints one JSON line.
 */
import { parseTrackFile } from '../server/src/services/track-file-parse.ts';
import { closeTrackParsing, parseInThread, TRACK_MAX_POINTS } from '../server/src/services/track-files.ts';
import { trackSummary } from '../shared/src/rules/index.ts';

const MARATHON_M = 42_195;
/** 15 000 s (4 h 10 min, about 2.8 m/s): one point per second, 15 001 points. */
const SECONDS = 15_000;

/** A marathon as a watch records it: laps of a 2 km out-and-back along 30.25°N, one timed point per second. */
export function marathonGpx(): string {
  const metresPerDegreeLon = 111_320 * Math.cos((30.25 * Math.PI) / 180);
  const speed = MARATHON_M / SECONDS;
  const t0 = Date.parse('2026-11-01T07:30:00+08:00');
  const points: string[] = [];
  for (let s = 0; s <= SECONDS; s++) {
    const along = (s * speed) % 4000;
    const x = along <= 2000 ? along : 4000 - along;
    const lon = 120.15 + x / metresPerDegreeLon;
    points.push(`<trkpt lat="30.25000" lon="${lon.toFixed(6)}"><ele>8.0</ele><time>${new Date(t0 + s * 1000).toISOString()}</time></trkpt>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>马拉松</name><type>running</type><trkseg>${points.join('\n')}</trkseg></trk></gpx>`;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => Math.round(n * 100) / 100;

async function main() {
  const bytes = new TextEncoder().encode(marathonGpx());
  const runs = 15;
  const parse: number[] = [];
  const summary: number[] = [];
  let facts: ReturnType<typeof trackSummary> = null;
  let pointCount = 0;
  await parseTrackFile(bytes, 'gpx', TRACK_MAX_POINTS); // warm up
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const parsed = await parseTrackFile(bytes, 'gpx', TRACK_MAX_POINTS);
    const parsedAt = performance.now();
    if (!parsed.ok) throw new Error(`the marathon GPX was refused: ${parsed.problem}`);
    facts = trackSummary(parsed.points);
    summary.push(performance.now() - parsedAt);
    parse.push(parsedAt - started);
    pointCount = parsed.points.length;
  }
  const thread: number[] = [];
  let started = performance.now();
  const first = await parseInThread(bytes);
  const threadFirstMs = performance.now() - started;
  if (!first.ok) throw new Error(`the marathon GPX was refused in the thread: ${first.problem}`);
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    const parsed = await parseInThread(bytes);
    thread.push(performance.now() - started);
    if (!parsed.ok || parsed.points.length !== pointCount) throw new Error('the thread read the marathon GPX differently');
  }
  await closeTrackParsing();
  console.log(
    JSON.stringify({
      points: pointCount,
      bytes: bytes.length,
      distanceMeters: facts?.distanceMeters,
      durationSeconds: facts?.durationSeconds,
      runs,
      parseMedianMs: ms(median(parse)),
      parseMaxMs: ms(Math.max(...parse)),
      summaryMedianMs: ms(median(summary)),
      threadFirstMs: ms(threadFirstMs),
      threadMedianMs: ms(median(thread)),
      targetMs: 50,
    }),
  );
}

await main();
