/**
 * Making one MP4 file of an HLS replay (已播列表 下载回放). The playlist and its segments are read here — from this
 * platform's storage for a `/api/media/<key>` replay (never over HTTP), or from an external streaming service with
 * the SSRF guard of guarded-fetch.ts — and fed in order through stdin to Debian's ffmpeg, which only remuxes
 * (`-c copy`, `-bsf:a aac_adtstoasc`, index first with `+faststart`). No URL ever reaches ffmpeg: it reads its stdin
 * (`-protocol_whitelist pipe`) as the container the first segment shows (`-f mpegts` or `-f mov`). A master playlist
 * gives its highest-bandwidth variant; encrypted replays are refused. Limits: REPLAY_FILE_LIMITS.
 */
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { REPLAY_FILE_MSG } from 'shared/rules';
import { isStorageKey, type MediaStorage } from '../storage/index.js';
import { GuardedFetchError, guardedGet } from './guarded-fetch.js';
import { bestVariant, parsePlaylist, PlaylistError, type ByteRange, type MediaPlaylist } from './hls-playlist.js';
import { probeVideo, sniffVideoContainer } from './media-video.js';

export const REPLAY_FILE_LIMITS = {
  /** Bytes of all segments together (the MP4 is about as large). */
  maxBytes: 1024 * 1024 * 1024,
  /** Sum of the segment durations, seconds. */
  maxDurationSeconds: 6 * 3600,
  maxSegments: 20_000,
  playlistBytes: 1024 * 1024,
  segmentBytes: 64 * 1024 * 1024,
  /** One playlist or segment request (connection, redirects and body). */
  requestTimeoutMs: 60_000,
  /** A whole file, from the first request to the stored MP4. */
  jobTimeoutMs: 60 * 60_000,
} as const;


/** A failure with the Chinese message to show; `detail` goes to the log only. */
export class ReplayFileError extends Error {
  constructor(
    message: string,
    readonly detail = '',
  ) {
    super(message);
    this.name = 'ReplayFileError';
  }
}

/** Where a playlist or segment is: an object of this platform's storage, or an external http(s) address. */
export type ReplayLocation = { kind: 'storage'; key: string } | { kind: 'http'; url: string };

/** The base of storage paths while resolving relative URIs (a reserved name: it never resolves). */
const STORAGE_ORIGIN = 'http://storage.invalid';
const MEDIA_PATH = /^\/api\/media\/([^/]+)$/;

/**
 * Where `ref` points, read relative to `base`. Only a replay of this platform (and URIs inside its playlists) can
 * name the storage; an external playlist's URIs always stay external, whatever they say.
 */
export function locate(ref: string, base?: ReplayLocation): ReplayLocation {
  let url: URL;
  try {
    url = new URL(ref, base?.kind === 'http' ? base.url : base ? `${STORAGE_ORIGIN}/api/media/${base.key}` : `${STORAGE_ORIGIN}/`);
  } catch {
    throw new ReplayFileError(REPLAY_FILE_MSG.notHls, `bad URI ${ref}`);
  }
  if (base?.kind !== 'http' && url.origin === STORAGE_ORIGIN) {
    const key = MEDIA_PATH.exec(url.pathname)?.[1];
    if (!key || !isStorageKey(key)) throw new ReplayFileError(REPLAY_FILE_MSG.unreachable, `not a media path ${ref}`);
    return { kind: 'storage', key };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ReplayFileError(REPLAY_FILE_MSG.unreachable, `scheme ${url.protocol}`);
  return { kind: 'http', url: url.href };
}

export interface ReplayReader {
  read(location: ReplayLocation, range: ByteRange | undefined, maxBytes: number): Promise<Buffer>;
}

export interface ReplayReaderOptions {
  storage: MediaStorage;
  /** Whether the replay may read this storage object (its media row: ready, same institution as the replay). */
  canReadKey(key: string): Promise<boolean>;
  signal?: AbortSignal;
  /** Addresses external requests may connect to (default: public ones). */
  allowAddress?: (address: string) => boolean;
}

async function readAll(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      throw new ReplayFileError(REPLAY_FILE_MSG.tooLarge, 'storage object over the limit');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function createReplayReader(options: ReplayReaderOptions): ReplayReader {
  return {
    async read(location, range, maxBytes) {
      if (location.kind === 'storage') {
        if (!(await options.canReadKey(location.key))) throw new ReplayFileError(REPLAY_FILE_MSG.unreachable, `media ${location.key} not readable`);
        if (range && range.length > maxBytes) throw new ReplayFileError(REPLAY_FILE_MSG.tooLarge, 'range over the limit');
        const object = await options.storage.get(location.key, range ? { start: range.offset, end: range.offset + range.length - 1 } : undefined);
        if (!object) throw new ReplayFileError(REPLAY_FILE_MSG.unreachable, `media ${location.key} missing`);
        return readAll(object.stream, maxBytes);
      }
      try {
        return await guardedGet(location.url, {
          maxBytes,
          timeoutMs: REPLAY_FILE_LIMITS.requestTimeoutMs,
          range: range ? { start: range.offset, end: range.offset + range.length - 1 } : undefined,
          signal: options.signal,
          allowAddress: options.allowAddress,
        });
      } catch (error) {
        if (!(error instanceof GuardedFetchError)) throw error;
        const message = error.reason === 'address' ? REPLAY_FILE_MSG.address : error.reason === 'size' ? REPLAY_FILE_MSG.tooLarge : REPLAY_FILE_MSG.unreachable;
        throw new ReplayFileError(message, `${location.url}: ${error.message}`);
      }
    },
  };
}

/** The media playlist of a replay (the best variant of a master playlist), with the location its URIs are relative to. */
export async function readMediaPlaylist(reader: ReplayReader, source: string): Promise<{ playlist: MediaPlaylist; base: ReplayLocation }> {
  const parse = (bytes: Buffer) => {
    try {
      return parsePlaylist(bytes.toString('utf8'));
    } catch (error) {
      if (error instanceof PlaylistError) throw new ReplayFileError(REPLAY_FILE_MSG.notHls, error.message);
      throw error;
    }
  };
  let base = locate(source);
  let playlist = parse(await reader.read(base, undefined, REPLAY_FILE_LIMITS.playlistBytes));
  if (playlist.kind === 'master') {
    base = locate(bestVariant(playlist).uri, base);
    playlist = parse(await reader.read(base, undefined, REPLAY_FILE_LIMITS.playlistBytes));
    if (playlist.kind === 'master') throw new ReplayFileError(REPLAY_FILE_MSG.notHls, 'variant is a master playlist');
  }
  if (playlist.encrypted) throw new ReplayFileError(REPLAY_FILE_MSG.encrypted);
  if (playlist.segments.length > REPLAY_FILE_LIMITS.maxSegments || playlist.duration > REPLAY_FILE_LIMITS.maxDurationSeconds) {
    throw new ReplayFileError(REPLAY_FILE_MSG.tooLarge, `${playlist.segments.length} segments, ${playlist.duration} s`);
  }
  return { playlist, base };
}

export interface BuiltReplay {
  size: number;
  duration: number;
  width: number;
  height: number;
}

/**
 * Writes the MP4 of the HLS replay at `source` (a `/api/media/<key>` path or an http(s) URL) to `out`.
 * `onProgress(0–95)` follows the segments fed (by duration; by count when the playlist gives none).
 */
export async function buildReplayMp4(
  source: string,
  out: string,
  options: { reader: ReplayReader; signal?: AbortSignal; onProgress?: (percent: number) => void },
): Promise<BuiltReplay> {
  const { reader, signal, onProgress } = options;
  const { playlist, base } = await readMediaPlaylist(reader, source);
  signal?.throwIfAborted();
  const parts = [...(playlist.init ? [{ uri: playlist.init.uri, range: playlist.init.range, duration: 0 }] : []), ...playlist.segments];
  const readPart = (part: (typeof parts)[number]) => reader.read(locate(part.uri, base), part.range, REPLAY_FILE_LIMITS.segmentBytes);

  // ffmpeg reads the bytes as the container the first part shows — MPEG-TS segments, or fragmented MP4 after its
  // init section — never one guessed from the content, and through no protocol but its stdin: whatever a segment
  // holds, ffmpeg opens nothing else (no file, no address, no key: encrypted replays are refused above)
  const first = parts.length > 0 ? await readPart(parts[0]) : Buffer.alloc(0);
  const demuxer = sniffVideoContainer(first);
  if (demuxer !== 'mpegts' && demuxer !== 'mov') throw new ReplayFileError(REPLAY_FILE_MSG.convert, `segments are neither MPEG-TS nor MP4 (${demuxer ?? 'unknown'})`);
  signal?.throwIfAborted();

  const child = spawn(
    'ffmpeg',
    [
      '-v', 'error', '-nostdin', '-y', '-protocol_whitelist', 'pipe', '-f', demuxer, '-i', 'pipe:0',
      '-map', '0:v:0?', '-map', '0:a:0?', '-c', 'copy', '-bsf:a', 'aac_adtstoasc', '-movflags', '+faststart', '-f', 'mp4', out,
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  let gone = false;
  const exited = new Promise<number | null>((resolve) => {
    child.on('error', (error) => {
      stderr += `\n${error.message}`;
      gone = true;
      resolve(-1);
    });
    child.on('close', (code) => {
      gone = true;
      resolve(code);
    });
  });
  // EPIPE when ffmpeg stops early: its exit code tells what happened
  child.stdin.on('error', () => undefined);
  const kill = () => child.kill('SIGKILL');
  signal?.addEventListener('abort', kill, { once: true });

  const write = async (bytes: Buffer) => {
    if (gone) return;
    if (!child.stdin.write(bytes)) {
      await Promise.race([new Promise((resolve) => child.stdin.once('drain', resolve)), exited]);
    }
  };

  try {
    let bytes = 0;
    let seconds = 0;
    for (const [i, part] of parts.entries()) {
      signal?.throwIfAborted();
      const data = i === 0 ? first : await readPart(part);
      bytes += data.length;
      if (bytes > REPLAY_FILE_LIMITS.maxBytes) throw new ReplayFileError(REPLAY_FILE_MSG.tooLarge, `over ${REPLAY_FILE_LIMITS.maxBytes} bytes`);
      await write(data);
      if (gone) break;
      seconds += part.duration;
      const fraction = playlist.duration > 0 ? seconds / playlist.duration : (i + 1) / parts.length;
      onProgress?.(Math.min(95, Math.floor(fraction * 95)));
    }
    child.stdin.end();
    const code = await exited;
    signal?.throwIfAborted();
    if (code !== 0) throw new ReplayFileError(REPLAY_FILE_MSG.convert, `ffmpeg exit ${code}: ${stderr.trim()}`);
  } catch (error) {
    kill();
    await exited;
    throw error;
  } finally {
    signal?.removeEventListener('abort', kill);
  }

  const size = (await stat(out).catch(() => null))?.size ?? 0;
  if (size === 0) throw new ReplayFileError(REPLAY_FILE_MSG.convert, 'ffmpeg wrote nothing');
  const probe = await probeVideo(out);
  return { size, duration: probe?.duration ?? playlist.duration, width: probe?.width ?? 0, height: probe?.height ?? 0 };
}
