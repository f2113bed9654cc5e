/**
 * Reads a track file exported from a watch or a running app (打卡 evidence, issue 24): GPX and TCX through the
 * streaming XML parser `saxes`, FIT through `fit-file-parser`. Runs inside the parsing thread
 * (services/track-file-thread.ts), never on the server's own thread: a corrupt or huge file costs that thread only.
 * Answers the timed points, the sport when the file says it, or the reason it could not (as a code the main thread
 * turns into Chinese).
 */
import FitParser from 'fit-file-parser';
import { SaxesParser } from 'saxes';
import type { TrackPoint, TrackSport } from 'shared/rules';

export type TrackFormat = 'gpx' | 'tcx' | 'fit';

export type TrackParseResult = { ok: true; sport: TrackSport | null; points: TrackPoint[] } | { ok: false; problem: 'unreadable' | 'too-many-points' };

/** The format by its first bytes: a FIT header says `.FIT` at bytes 8–11; XML names its root element. */
export function sniffTrackFormat(bytes: Uint8Array): TrackFormat | null {
  if (bytes.length >= 12 && String.fromCharCode(...bytes.subarray(8, 12)) === '.FIT') return 'fit';
  const head = Buffer.from(bytes.subarray(0, 2048)).toString('utf8');
  if (/<gpx[\s>]/.test(head)) return 'gpx';
  if (/<TrainingCenterDatabase[\s>]/.test(head)) return 'tcx';
  return null;
}

/** A sport as files name it (GPX `<type>`, TCX `Sport`, FIT `sport`) → ours, or null. */
export function trackSportOf(name: string | undefined | null): TrackSport | null {
  const n = (name ?? '').toLowerCase();
  if (/run|跑/.test(n)) return 'running';
  if (/walk|hik|走/.test(n)) return 'walking';
  if (/cycl|bik|rid|骑/.test(n)) return 'cycling';
  return null;
}

class TooManyPoints extends Error {}

/** GPX (`trkpt lat lon` + `time`, the sport in `trk/type`) and TCX (`Trackpoint`, `Activity Sport`), streamed. */
function parseXml(text: string, format: 'gpx' | 'tcx', maxPoints: number): TrackParseResult {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const points: TrackPoint[] = [];
  const path: string[] = [];
  let sportName: string | null = null;
  let current: { lat: number; lon: number; at: number } | null = null;
  let textBuffer = '';
  const local = (name: string) => name.slice(name.indexOf(':') + 1);
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    path.push(name);
    textBuffer = '';
    if (format === 'gpx' && (name === 'trkpt' || name === 'rtept')) {
      current = { lat: Number(tag.attributes.lat), lon: Number(tag.attributes.lon), at: Number.NaN };
    } else if (format === 'tcx' && name === 'Trackpoint') {
      current = { lat: Number.NaN, lon: Number.NaN, at: Number.NaN };
    } else if (format === 'tcx' && name === 'Activity' && sportName === null) {
      sportName = String(tag.attributes.Sport ?? '');
    }
  });
  parser.on('text', (t) => {
    if (textBuffer.length < 256) textBuffer += t;
  });
  parser.on('closetag', (tag) => {
    const name = local(tag.name);
    const value = textBuffer.trim();
    const parent = path[path.length - 2];
    if (current) {
      if ((name === 'time' || name === 'Time') && (parent === 'trkpt' || parent === 'rtept' || parent === 'Trackpoint')) current.at = Date.parse(value);
      else if (name === 'LatitudeDegrees') current.lat = Number(value);
      else if (name === 'LongitudeDegrees') current.lon = Number(value);
    }
    if (format === 'gpx' && name === 'type' && parent === 'trk' && sportName === null) sportName = value;
    if ((format === 'gpx' && (name === 'trkpt' || name === 'rtept')) || (format === 'tcx' && name === 'Trackpoint')) {
      if (current && Number.isFinite(current.lat) && Number.isFinite(current.lon) && Number.isFinite(current.at)) {
        if (points.length >= maxPoints) throw new TooManyPoints();
        points.push(current);
      }
      current = null;
    }
    path.pop();
    textBuffer = '';
  });
  try {
    // fed in slices: the parser streams, and no single call holds the whole file's events
    for (let i = 0; i < text.length; i += 64 * 1024) parser.write(text.slice(i, i + 64 * 1024));
    parser.close();
  } catch (error) {
    if (error instanceof TooManyPoints) return { ok: false, problem: 'too-many-points' };
    return { ok: false, problem: 'unreadable' };
  }
  return { ok: true, sport: trackSportOf(sportName), points };
}

/** FIT: the `record` messages with a position and a time; the sport of the first session (or sport message). */
async function parseFit(bytes: Uint8Array, maxPoints: number): Promise<TrackParseResult> {
  const parser = new FitParser({ force: false, mode: 'list', speedUnit: 'm/s', lengthUnit: 'm' });
  let data: Awaited<ReturnType<FitParser['parseAsync']>>;
  try {
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    data = await parser.parseAsync(copy.buffer);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const points: TrackPoint[] = [];
  for (const r of data.records ?? []) {
    const at = r.timestamp instanceof Date ? r.timestamp.getTime() : Number.NaN;
    if (typeof r.position_lat !== 'number' || typeof r.position_long !== 'number' || !Number.isFinite(at)) continue;
    if (points.length >= maxPoints) return { ok: false, problem: 'too-many-points' };
    points.push({ lat: r.position_lat, lon: r.position_long, at });
  }
  const sport = data.sessions?.[0]?.sport ?? data.sports?.[0]?.sport;
  return { ok: true, sport: trackSportOf(typeof sport === 'string' ? sport : null), points };
}

/** The points of a track file of the given format (at most `maxPoints`), or why not. */
export async function parseTrackFile(bytes: Uint8Array, format: TrackFormat, maxPoints: number): Promise<TrackParseResult> {
  if (format === 'fit') return parseFit(bytes, maxPoints);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  return parseXml(text, format, maxPoints);
}
