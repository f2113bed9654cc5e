import assert from 'node:assert/strict';
import { after, describe, it, mock } from 'node:test';
import { FitBaseType, FitEncoder } from 'fit-file-parser';
import { CHECK_IN_MSG } from 'shared/rules';
import type { AppError } from '../errors.js';
import { pointTimeMs, sniffTrackFormat, trackSportOf } from './track-file-parse.js';
import {
  closeTrackParsing,
  holdTrackParsing,
  TRACK_FILE_MAX_BYTES,
  TRACK_PARSE_LIMITS,
  TRACK_PARSE_THREADS,
  TRACK_PARSE_WARM_AFTER_MS,
  trackOfBytes,
  trackParseThreadsStarted,
} from './track-files.js';

const T0 = Date.parse('2026-03-05T06:00:00+08:00');
/** A run east along latitude 31.2°, 0.001° of longitude (≈ 95 m) every 30 s. */
const run = (n: number) => Array.from({ length: n }, (_, i) => ({ lat: 31.2, lon: 121.5 + i * 0.001, at: T0 + i * 30_000 }));
const iso = (ms: number) => new Date(ms).toISOString();
const bytes = (text: string) => new TextEncoder().encode(text);

function gpx(points: ReturnType<typeof run>, type = 'running') {
  const pts = points.map((p) => `<trkpt lat="${p.lat}" lon="${p.lon}"><ele>5</ele><time>${iso(p.at)}</time></trkpt>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="测试手表" xmlns="http://www.topografix.com/GPX/1/1"><metadata><time>${iso(T0)}</time></metadata>
<trk><name>晨跑</name><type>${type}</type><trkseg>
${pts}
</trkseg></trk></gpx>`;
}

function tcx(points: ReturnType<typeof run>, sport = 'Biking') {
  const pts = points
    .map((p) => `<Trackpoint><Time>${iso(p.at)}</Time><Position><LatitudeDegrees>${p.lat}</LatitudeDegrees><LongitudeDegrees>${p.lon}</LongitudeDegrees></Position></Trackpoint>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities><Activity Sport="${sport}"><Id>${iso(T0)}</Id>
<Lap StartTime="${iso(T0)}"><Track>${pts}</Track></Lap></Activity></Activities></TrainingCenterDatabase>`;
}

/** A FIT activity: file_id, the records (timestamp, position in semicircles) and a session with its sport. */
function fit(points: ReturnType<typeof run>, sport = 1 /* running */) {
  const semicircles = (deg: number) => Math.round((deg * 2 ** 31) / 180);
  const encoder = new FitEncoder();
  encoder.writeMessage(0, [
    { number: 0, size: 1, baseType: FitBaseType.Enum, value: 4 },
    { number: 4, size: 4, baseType: FitBaseType.Uint32, value: FitEncoder.toFitTimestamp(new Date(T0)) },
  ]);
  for (const p of points) {
    encoder.writeMessage(
      20,
      [
        { number: 253, size: 4, baseType: FitBaseType.Uint32, value: FitEncoder.toFitTimestamp(new Date(p.at)) },
        { number: 0, size: 4, baseType: FitBaseType.Sint32, value: semicircles(p.lat) },
        { number: 1, size: 4, baseType: FitBaseType.Sint32, value: semicircles(p.lon) },
      ],
      1,
    );
  }
  encoder.writeMessage(
    18,
    [
      { number: 253, size: 4, baseType: FitBaseType.Uint32, value: FitEncoder.toFitTimestamp(new Date(points.at(-1)!.at)) },
      { number: 5, size: 1, baseType: FitBaseType.Enum, value: sport },
    ],
    2,
  );
  return encoder.close();
}

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return [(error as AppError).errno, (error as AppError).message];
  }
  return null;
};

describe('track files (services/track-files.ts)', () => {
  after(() => closeTrackParsing());

  it('reads a GPX run: sport, distance, duration, start and route', async () => {
    const track = await trackOfBytes(bytes(gpx(run(101))));
    assert.equal(track.sport, 'running');
    // 100 steps of 0.001° at 31.2°N ≈ 9 510 m
    assert.ok(Math.abs(track.distanceMeters - 9510) < 10, String(track.distanceMeters));
    assert.equal(track.durationSeconds, 3000);
    assert.equal(track.startAt, iso(T0));
    assert.equal(track.route.length, 101);
    assert.deepEqual(track.route[0], [31.2, 121.5]);
  });

  it('reads a TCX ride and a FIT run the same way', async () => {
    const ride = await trackOfBytes(bytes(tcx(run(11))));
    assert.equal(ride.sport, 'cycling');
    assert.equal(ride.durationSeconds, 300);
    assert.ok(Math.abs(ride.distanceMeters - 951) < 2, String(ride.distanceMeters));

    const fitRun = await trackOfBytes(fit(run(21)));
    assert.equal(fitRun.sport, 'running');
    assert.equal(fitRun.durationSeconds, 600);
    assert.equal(fitRun.startAt, iso(T0));
    assert.ok(Math.abs(fitRun.distanceMeters - 1902) < 3, String(fitRun.distanceMeters));
  });

  it('keeps at most 1000 points of a long route, and the sport unknown when the file does not say it', async () => {
    const long = await trackOfBytes(bytes(gpx(run(3001), '')));
    assert.equal(long.route.length, 1000);
    assert.equal(long.points.length, 3001);
    assert.equal(long.sport, null);
  });

  it('refuses a corrupt, truncated, empty or foreign file in Chinese, without stopping the server', async () => {
    assert.deepEqual(await refusal(trackOfBytes(bytes('这不是轨迹文件'))), [42200, CHECK_IN_MSG.trackUnreadable]);
    assert.deepEqual(await refusal(trackOfBytes(bytes(gpx(run(5)).slice(0, 400)))), [42200, CHECK_IN_MSG.trackUnreadable]);
    assert.deepEqual(await refusal(trackOfBytes(bytes('<gpx version="1.1"><trk></trk></gpx>'))), [42200, CHECK_IN_MSG.trackEmpty]);
    const broken = fit(run(5));
    broken[20] ^= 0xff;
    assert.deepEqual(await refusal(trackOfBytes(broken)), [42200, CHECK_IN_MSG.trackUnreadable]);
  });

  it('refuses a file over the size cap before parsing, and one over the point cap', async () => {
    assert.deepEqual(await refusal(trackOfBytes(new Uint8Array(TRACK_FILE_MAX_BYTES + 1))), [42200, CHECK_IN_MSG.trackTooLarge(10)]);
    const limits = { ...TRACK_PARSE_LIMITS, maxPoints: 50 };
    assert.deepEqual(await refusal(trackOfBytes(bytes(gpx(run(51))), limits)), [42200, CHECK_IN_MSG.trackTooManyPoints(50)]);
    assert.deepEqual(await refusal(trackOfBytes(fit(run(51)), limits)), [42200, CHECK_IN_MSG.trackTooManyPoints(50)]);
  });

  it('ends a thread that runs out of memory or time with a Chinese message', async () => {
    // a thread of 8 MB of heap reads a small file, but cannot hold 100 000 points (a 9 MB file, under the size cap;
    // it gives up near 30 000): the thread dies, the caller gets the message
    const small = { ...TRACK_PARSE_LIMITS, heapMb: 8 };
    assert.equal((await trackOfBytes(bytes(gpx(run(11))), small)).durationSeconds, 300);
    const huge = bytes(gpx(run(100_000)));
    assert.ok(huge.length < TRACK_FILE_MAX_BYTES);
    assert.deepEqual(await refusal(trackOfBytes(huge, small)), [42200, CHECK_IN_MSG.trackUnreadable]);
    // a kept thread reads a small file in well under a millisecond: the file that runs out of time is 50 000 points
    assert.deepEqual(await refusal(trackOfBytes(bytes(gpx(run(50_000))), { ...TRACK_PARSE_LIMITS, timeoutMs: 1 })), [42200, CHECK_IN_MSG.trackTimeout]);
    // the threads that died are replaced: the next files of both limits are read
    assert.equal((await trackOfBytes(bytes(gpx(run(11))), small)).durationSeconds, 300);
    assert.equal((await trackOfBytes(bytes(gpx(run(11))))).durationSeconds, 300);
  });

  it('parses files at the same time in the kept threads, each its own result, more files than threads waiting in line', async () => {
    const files = Array.from({ length: TRACK_PARSE_THREADS * 2 + 1 }, (_, i) => (i % 2 ? bytes(tcx(run(10 + i))) : bytes(gpx(run(10 + i)))));
    files.push(bytes('<gpx version="1.1"><trk><trkseg><trkpt lat="1" lon="1">'));
    const results = await Promise.all(files.map((file) => trackOfBytes(file).then((t) => t.points.length, (error: AppError) => error.message)));
    assert.deepEqual(results, [...files.slice(0, -1).map((_, i) => 10 + i), CHECK_IN_MSG.trackUnreadable]);
    // a file's time counts while it waits in line: behind a long file in each thread, one with 1 ms answers 超时 at
    // once, and the threads reading the long files go on
    const long = bytes(gpx(run(50_000)));
    const busy = Array.from({ length: TRACK_PARSE_THREADS }, () => trackOfBytes(long).then((t) => t.points.length));
    assert.deepEqual(await refusal(trackOfBytes(bytes(gpx(run(3))), { ...TRACK_PARSE_LIMITS, timeoutMs: 1 })), [42200, CHECK_IN_MSG.trackTimeout]);
    assert.deepEqual(await Promise.all(busy), Array(TRACK_PARSE_THREADS).fill(50_000));
    // closed, the threads start again for the next file
    await closeTrackParsing();
    assert.equal((await trackOfBytes(bytes(gpx(run(3))))).points.length, 3);
  });

  it('starts the threads of a served site ahead of the first file only once it has been up a while, and not after its close', async () => {
    await closeTrackParsing();
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const site = holdTrackParsing({ warmAfterMs: TRACK_PARSE_WARM_AFTER_MS });
      assert.equal(trackParseThreadsStarted(), 0, 'nothing competes with the start itself');
      mock.timers.tick(TRACK_PARSE_WARM_AFTER_MS - 1);
      assert.equal(trackParseThreadsStarted(), 0);
      mock.timers.tick(1);
      assert.equal(trackParseThreadsStarted(), TRACK_PARSE_THREADS);
      await site.release();
      assert.equal(trackParseThreadsStarted(), 0, 'the last holder ends them');

      // a server closed before the time (a short-lived process) never starts them; one that does not warm waits for a file
      const shortLived = holdTrackParsing({ warmAfterMs: TRACK_PARSE_WARM_AFTER_MS });
      const test = holdTrackParsing({ warmAfterMs: null });
      await shortLived.release();
      mock.timers.tick(TRACK_PARSE_WARM_AFTER_MS);
      assert.equal(trackParseThreadsStarted(), 0);
      await test.release();
    } finally {
      mock.timers.reset();
    }
  });

  it('reads the times of points as Date.parse does, the usual UTC form digit by digit', () => {
    const samples = ['2026-11-01T07:30:00Z', '2026-11-01T07:30:00.123Z', '2024-02-29T23:59:59Z', '2023-02-29T00:00:00Z', '2026-13-01T00:00:00Z', '2026-04-31T00:00:00Z'];
    samples.push('2026-01-01T24:00:00Z', '2026-01-01T23:60:00Z', '2026-01-01T0a:00:00Z', '2026-01-01 07:30:00Z', '1900-02-29T12:00:00Z', '2000-02-29T12:00:00Z');
    samples.push('2026-11-01T07:30:00+08:00', '2026-11-01T07:30:00.5Z', '2026-11-01T07:30:00,123Z', '', '明天');
    for (let t = -2e12; t < 4e12; t += 987_654_321) samples.push(new Date(t).toISOString(), new Date(t).toISOString().replace(/\.\d+/, ''));
    for (const s of samples) assert.ok(Object.is(pointTimeMs(s), Date.parse(s)), s);
  });

  it('knows the formats by their bytes and the sports by their names', () => {
    assert.equal(sniffTrackFormat(bytes(gpx(run(2)))), 'gpx');
    assert.equal(sniffTrackFormat(bytes(tcx(run(2)))), 'tcx');
    assert.equal(sniffTrackFormat(fit(run(2))), 'fit');
    assert.equal(sniffTrackFormat(bytes('{"type":"json"}')), null);
    assert.deepEqual(['Running', 'Biking', 'hiking', 'Other', '跑步'].map(trackSportOf), ['running', 'cycling', 'walking', null, 'running']);
  });
});
