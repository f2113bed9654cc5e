/**
 * A small reader of HLS playlists (RFC 8216), enough to turn a replay into one MP4: a master playlist gives its
 * variants (the highest BANDWIDTH is taken), a media playlist its segments with durations and byte ranges, the
 * initialisation section of fragmented MP4 (EXT-X-MAP) and whether it is encrypted. URIs stay as written; the
 * caller resolves them against the playlist's address. Pure: no I/O.
 */

export interface ByteRange {
  /** First byte. */
  offset: number;
  length: number;
}

export interface Segment {
  uri: string;
  /** Seconds (EXTINF). */
  duration: number;
  range?: ByteRange;
}

export interface MediaPlaylist {
  kind: 'media';
  segments: Segment[];
  /** EXT-X-MAP: the initialisation section that precedes the segments (fragmented MP4). */
  init?: { uri: string; range?: ByteRange };
  /** A segment is encrypted (EXT-X-KEY with a METHOD other than NONE). */
  encrypted: boolean;
  /** Sum of the segment durations, seconds. */
  duration: number;
}

export interface Variant {
  uri: string;
  bandwidth: number;
}

export interface MasterPlaylist {
  kind: 'master';
  variants: Variant[];
}

export type Playlist = MediaPlaylist | MasterPlaylist;

export class PlaylistError extends Error {}

/** Attribute list of a tag (`KEY=VALUE,KEY="quoted, value"`). */
export function parseAttributes(list: string): Record<string, string> {
  const out: Record<string, string> = {};
  const pattern = /([A-Z0-9-]+)=("[^"]*"|[^,]*)/g;
  let m: RegExpExecArray | null;
  while ((m = pattern.exec(list)) !== null) {
    const value = m[2];
    out[m[1]] = value.startsWith('"') ? value.slice(1, -1) : value.trim();
  }
  return out;
}

/** `<length>[@<offset>]`; without an offset the range follows the previous one of the same resource. */
function parseRange(text: string, previous: { uri: string; end: number } | null, uri: string | null): ByteRange | 'pending' {
  const m = /^\s*(\d+)(?:@(\d+))?\s*$/.exec(text);
  if (!m) throw new PlaylistError(`bad byte range ${text}`);
  const length = Number(m[1]);
  if (m[2] !== undefined) return { offset: Number(m[2]), length };
  // resolved when the URI is known (EXT-X-BYTERANGE comes before its segment's URI)
  if (uri === null) return 'pending';
  if (!previous || previous.uri !== uri) throw new PlaylistError('byte range without offset');
  return { offset: previous.end, length };
}

/** Parses a playlist; throws PlaylistError when the text is not one. */
export function parsePlaylist(text: string): Playlist {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines[0] !== '#EXTM3U') throw new PlaylistError('not an HLS playlist');

  const variants: Variant[] = [];
  const segments: Segment[] = [];
  let init: MediaPlaylist['init'];
  let encrypted = false;
  let pendingVariant: number | null = null;
  let pendingDuration: number | null = null;
  let pendingRange: string | null = null;
  let last: { uri: string; end: number } | null = null;

  for (const line of lines.slice(1)) {
    if (line.startsWith('#')) {
      const colon = line.indexOf(':');
      const tag = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1);
      switch (tag) {
        case '#EXT-X-STREAM-INF': {
          const bandwidth = Number(parseAttributes(value).BANDWIDTH ?? 0);
          pendingVariant = Number.isFinite(bandwidth) ? bandwidth : 0;
          break;
        }
        case '#EXTINF': {
          const duration = Number(value.split(',')[0]);
          if (!Number.isFinite(duration) || duration < 0) throw new PlaylistError(`bad EXTINF ${value}`);
          pendingDuration = duration;
          break;
        }
        case '#EXT-X-BYTERANGE':
          pendingRange = value;
          break;
        case '#EXT-X-KEY':
          if ((parseAttributes(value).METHOD ?? 'NONE') !== 'NONE') encrypted = true;
          break;
        case '#EXT-X-MAP': {
          const attrs = parseAttributes(value);
          if (!attrs.URI) throw new PlaylistError('EXT-X-MAP without URI');
          const range = attrs.BYTERANGE ? parseRange(attrs.BYTERANGE, null, attrs.URI) : undefined;
          if (range === 'pending') throw new PlaylistError('EXT-X-MAP byte range without offset');
          // one initialisation section for the whole replay: a change midway cannot go into one MP4
          if (init && (init.uri !== attrs.URI || init.range?.offset !== range?.offset)) throw new PlaylistError('more than one EXT-X-MAP');
          init = { uri: attrs.URI, range };
          break;
        }
        default:
          break; // other tags do not change what is fetched
      }
      continue;
    }
    // a URI line
    if (pendingVariant !== null) {
      variants.push({ uri: line, bandwidth: pendingVariant });
      pendingVariant = null;
      continue;
    }
    let range: ByteRange | undefined;
    if (pendingRange !== null) {
      const r = parseRange(pendingRange, last, line);
      if (r === 'pending') throw new PlaylistError('byte range without offset');
      range = r;
      last = { uri: line, end: r.offset + r.length };
    } else {
      last = null;
    }
    segments.push({ uri: line, duration: pendingDuration ?? 0, range });
    pendingDuration = null;
    pendingRange = null;
  }

  if (variants.length > 0) return { kind: 'master', variants };
  if (segments.length === 0) throw new PlaylistError('no segments');
  return { kind: 'media', segments, init, encrypted, duration: segments.reduce((s, x) => s + x.duration, 0) };
}

/** The variant with the highest bandwidth (the first of equals). */
export function bestVariant(master: MasterPlaylist): Variant {
  return master.variants.reduce((best, v) => (v.bandwidth > best.bandwidth ? v : best), master.variants[0]);
}
