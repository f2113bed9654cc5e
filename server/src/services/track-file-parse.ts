/**
 * Reads a track file exported from a watch or a running app (打卡 evidence, issue 24): GPX and TCX through the
 * streaming XML parser `saxes`, FIT through `fit-file-parser`. Runs inside the parsing thread
 * (services/track-file-thread.ts), never on the server's own thread: a corrupt or huge file costs that thread only.
 * Answers the timed points, the sport when the file says it, or the reason it could not (as a code the main thread
 * turns into Chinese).
 */
import { isAscii, isUtf8 } from 'node:buffer';
import { StringDecoder } from 'node:string_decoder';
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

/** Days since 1970-01-01 of a proleptic Gregorian date (month 1–12), without a Date. */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The number written by `count` ASCII digits from `from`, or −1 when one of them is not a digit. */
function digitsAt(value: string, from: number, count: number): number {
  let v = 0;
  for (let i = from; i < from + count; i++) {
    const c = value.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

/**
 * Epoch milliseconds of a point's time, as `Date.parse` reads it. Watches write UTC times as
 * `2026-11-01T07:30:00Z` or `…:00.000Z`; those are read digit by digit (a third of `Date.parse`'s time, which
 * counts at one point a second), everything else (offsets, other fractions, a bad value) goes to `Date.parse`.
 */
export function pointTimeMs(value: string): number {
  const n = value.length;
  if ((n !== 20 && n !== 24) || value.charCodeAt(n - 1) !== 90 /* Z */) return Date.parse(value);
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  const hour = digitsAt(value, 11, 2);
  const minute = digitsAt(value, 14, 2);
  const second = digitsAt(value, 17, 2);
  const ms = n === 24 ? digitsAt(value, 20, 3) : 0;
  const separators =
    value.charCodeAt(4) === 45 && value.charCodeAt(7) === 45 && value.charCodeAt(10) === 84 && value.charCodeAt(13) === 58 && value.charCodeAt(16) === 58 && (n === 20 || value.charCodeAt(19) === 46);
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 1 : 0;
  // a digit that is not one makes its number negative (−1 at least)
  if (!separators || year < 0 || ms < 0 || month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]! + leap || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) {
    return Date.parse(value);
  }
  return ((daysFromCivil(year, month, day) * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + ms;
}

const SLICE_BYTES = 64 * 1024;

/**
 * The text of a file already known to be UTF-8, in slices of 64 KiB: an ASCII slice (most of a track: tags,
 * numbers, times) is read byte for byte, the others through a decoder that carries a character cut at a slice's
 * end over to the next (whose first bytes are then not ASCII, so the decoder reads that one too).
 */
function* utf8Slices(bytes: Uint8Array): Generator<string> {
  const decoder = new StringDecoder('utf8');
  for (let i = 0; i < bytes.length; i += SLICE_BYTES) {
    const slice = Buffer.from(bytes.buffer, bytes.byteOffset + i, Math.min(SLICE_BYTES, bytes.length - i));
    yield isAscii(slice) ? slice.toString('latin1') : decoder.write(slice);
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/** Text fields read inside a point (or the GPX track's sport); every other element's text is not even collected. */
const NONE = 0;
const TIME = 1;
const LAT = 2;
const LON = 3;
const SPORT = 4;

/**
 * GPX (`trkpt lat lon` + `time`, the sport in `trk/type`) and TCX (`Trackpoint`, `Activity Sport`), streamed. The
 * handlers run once per element of a file of up to 200 000 points, so they do little: the text of an element is
 * gathered only when it is a field read here, and a point is made once, when its element closes.
 */
function parseXml(slices: Iterable<string>, format: 'gpx' | 'tcx', maxPoints: number): TrackParseResult {
  const gpx = format === 'gpx';
  const parser = new SaxesParser({ xmlns: false, position: false });
  const points: TrackPoint[] = [];
  let sportName: string | null = null;
  /** the names of the open elements */
  const path: string[] = [];
  /** a point is open, and its values so far */
  let inPoint = false;
  let lat = Number.NaN;
  let lon = Number.NaN;
  let at = Number.NaN;
  /** the open element is a field read here */
  let field: number = NONE;
  let textBuffer = '';
  const local = (name: string) => {
    const colon = name.indexOf(':');
    return colon < 0 ? name : name.slice(colon + 1);
  };
  const isPoint = (name: string) => (gpx ? name === 'trkpt' || name === 'rtept' : name === 'Trackpoint');
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    const parent = path.length > 0 ? path[path.length - 1]! : '';
    path.push(name);
    field = NONE;
    if (isPoint(name)) {
      inPoint = true;
      lat = gpx ? Number(tag.attributes.lat) : Number.NaN;
      lon = gpx ? Number(tag.attributes.lon) : Number.NaN;
      at = Number.NaN;
    } else if (inPoint) {
      if ((name === 'time' || name === 'Time') && isPoint(parent)) field = TIME;
      else if (!gpx && name === 'LatitudeDegrees') field = LAT;
      else if (!gpx && name === 'LongitudeDegrees') field = LON;
    } else if (sportName === null) {
      if (gpx && name === 'type' && parent === 'trk') field = SPORT;
      else if (!gpx && name === 'Activity') sportName = String(tag.attributes.Sport ?? '');
    }
    if (field !== NONE) textBuffer = '';
  });
  parser.on('text', (t) => {
    if (field !== NONE && textBuffer.length < 256) textBuffer += t;
  });
  parser.on('closetag', () => {
    const name = path.pop()!;
    if (field !== NONE) {
      const value = textBuffer.trim();
      if (field === TIME) at = pointTimeMs(value);
      else if (field === LAT) lat = Number(value);
      else if (field === LON) lon = Number(value);
      else sportName = value;
      field = NONE;
    } else if (inPoint && isPoint(name)) {
      inPoint = false;
      if (Number.isFinite(lat) && Number.isFinite(lon) && Number.isFinite(at)) {
        if (points.length >= maxPoints) throw new TooManyPoints();
        points.push({ lat, lon, at });
      }
    }
  });
  try {
    // fed in slices: the parser streams, and no single call holds the whole file's events
    for (const slice of slices) parser.write(slice);
    parser.close();
  } catch (error) {
    if (error instanceof TooManyPoints) return { ok: false, problem: 'too-many-points' };
    return { ok: false, problem: 'unreadable' };
  }
  return { ok: true, sport: trackSportOf(sportName), points };
}

/** FIT: the `record` messages with a position and a time; the sport of the first session (or sport message). */
async function parseFit(bytes: Uint8Array, maxPoints: number): Promise<TrackParseResult> {
  // loaded on the first FIT file only: a thread that reads GPX and TCX never compiles it
  const { default: FitParser } = await import('fit-file-parser');
  const parser = new FitParser({ force: false, mode: 'list', speedUnit: 'm/s', lengthUnit: 'm' });
  let data: Awaited<ReturnType<InstanceType<typeof FitParser>['parseAsync']>>;
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
  if (!isUtf8(bytes)) return { ok: false, problem: 'unreadable' };
  return parseXml(utf8Slices(bytes), format, maxPoints);
}

/** A result as the thread posts it: the points as lat, lon, at triples in one array, moved rather than copied. */
export type PackedTrackResult = { ok: true; sport: TrackSport | null; points: Float64Array<ArrayBuffer> } | { ok: false; problem: 'unreadable' | 'too-many-points' };

export function packTrackResult(result: TrackParseResult): PackedTrackResult {
  if (!result.ok) return result;
  const packed = new Float64Array(result.points.length * 3);
  result.points.forEach((p, i) => {
    packed[i * 3] = p.lat;
    packed[i * 3 + 1] = p.lon;
    packed[i * 3 + 2] = p.at;
  });
  return { ok: true, sport: result.sport, points: packed };
}

export function unpackTrackResult(packed: PackedTrackResult): TrackParseResult {
  if (!packed.ok) return packed;
  const points: TrackPoint[] = new Array(packed.points.length / 3);
  for (let i = 0; i < points.length; i++) points[i] = { lat: packed.points[i * 3]!, lon: packed.points[i * 3 + 1]!, at: packed.points[i * 3 + 2]! };
  return { ok: true, sport: packed.sport, points };
}
