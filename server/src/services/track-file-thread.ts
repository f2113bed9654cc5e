/**
 * A parsing thread of track files (services/track-files.ts keeps a few, each with a heap limit, and ends one that
 * overruns its time): it reads the parser once, warms it on a small GPX, then parses each file it is sent, one at a
 * time, and posts the result back, the points packed into one transferred array (`packTrackResult`).
 */
import { parentPort } from 'node:worker_threads';
import { packTrackResult, parseTrackFile, type TrackFormat } from './track-file-parse.js';

const port = parentPort!;

// the first file a thread parses then runs compiled code: a few hundred points are enough for V8 to optimise
// the handlers and the XML parser's states (`pointTimeMs` included)
const warmUp = new TextEncoder().encode(
  `<gpx><trk><type>running</type><trkseg>${Array.from({ length: 400 }, (_, i) => `<trkpt lat="30.25" lon="${(120 + i / 1e4).toFixed(4)}"><ele>8</ele><time>${new Date(1.8e12 + i * 1000).toISOString()}</time></trkpt>`).join('')}</trkseg></trk></gpx>`,
);
await parseTrackFile(warmUp, 'gpx', 1000);

port.on('message', (task: { bytes: Uint8Array; format: TrackFormat; maxPoints: number }) => {
  void parseTrackFile(task.bytes, task.format, task.maxPoints)
    .catch(() => ({ ok: false as const, problem: 'unreadable' as const }))
    .then((result) => {
      const packed = packTrackResult(result);
      port.postMessage(packed, packed.ok ? [packed.points.buffer] : []);
    });
});
