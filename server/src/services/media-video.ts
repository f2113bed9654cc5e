/**
 * After a tus upload finishes: know its container from its first bytes and probe it as that container with ffprobe
 * (Debian's ffmpeg package; only the `file` protocol: `inputArgs`), reject what is not a video,
 * transcode what browsers cannot play (anything but H.264/AAC MP4 or VP8/VP9/AV1 WebM) to H.264/AAC MP4, cut a
 * poster frame with ffmpeg, move both into the media storage and mark the row ready (or failed). Runs in the
 * background as a job of this node's queue `video-processing-<node>` (plugins/app/jobs.ts: the uploaded file is on
 * this node's disk) or, with uploads in S3, of the queue `video-processing` of all nodes (the upload is downloaded
 * into a temporary folder first, removed after); GET /api/get_video_path answers an empty path until it is done. A file that is no video fails
 * at once; an attempt that fails otherwise (ffmpeg, the storage) is retried with back-off, and the last one marks
 * the row failed and ends in the dead-letter queue.
 */
import { execFile } from 'node:child_process';
import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Job, Jobs } from '../plugins/app/jobs.js';
import type { QueueHandler } from './queue-worker.js';
import { newStorageKey, type MediaStorage } from '../storage/index.js';
import { VIDEO_JOB_EXPIRY_SECONDS, type JOB, type JobData } from './job-queues.js';
import type { TusFiles } from './media-tus.js';
import type { MediaRepository, MediaRow } from './media.js';

const run = promisify(execFile);

/**
 * The ffmpeg demuxers of the containers a video upload may be in, each known by its first bytes (`sniffVideoContainer`):
 * MP4/MOV/3GP (an ISO box: `ftyp`, `moov`, `mdat`, `free`, `wide` at byte 4), WebM/Matroska (EBML `1A 45 DF A3`),
 * AVI (`RIFF….AVI `), FLV (`FLV 01`), MPEG-TS (sync byte 0x47 every 188 bytes, or every 192 after 4 for M2TS), MPEG-PS
 * (`00 00 01 BA`), ASF/WMV (its header GUID) and Ogg (`OggS`).
 */
export type VideoDemuxer = 'mov' | 'matroska' | 'avi' | 'flv' | 'mpegts' | 'mpeg' | 'asf' | 'ogg';

/** Bytes read from the start of a file to know its container (three MPEG-TS packets of 192 bytes fit). */
export const SNIFF_BYTES = 4096;

const ISO_BOXES = new Set(['ftyp', 'moov', 'mdat', 'free', 'wide']);
const ASF_GUID = Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex');

const syncEvery = (head: Buffer, first: number, step: number) => head.length > first + 2 * step && [0, 1, 2].every((i) => head[first + i * step] === 0x47);

/** The container the first bytes of a file say it is, or null: anything else (a playlist, a list of files, text) is no video. */
export function sniffVideoContainer(head: Buffer): VideoDemuxer | null {
  if (head.length >= 12 && ISO_BOXES.has(head.toString('latin1', 4, 8))) return 'mov';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'matroska';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ') return 'avi';
  if (head.length >= 4 && head.toString('latin1', 0, 3) === 'FLV' && head[3] === 1) return 'flv';
  if (syncEvery(head, 0, 188) || syncEvery(head, 4, 192)) return 'mpegts';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x000001ba) return 'mpeg';
  if (head.length >= 16 && head.subarray(0, 16).equals(ASF_GUID)) return 'asf';
  if (head.length >= 4 && head.toString('latin1', 0, 4) === 'OggS') return 'ogg';
  return null;
}

/** `sniffVideoContainer` of a file's first SNIFF_BYTES. */
export async function sniffVideoFile(file: string): Promise<VideoDemuxer | null> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return sniffVideoContainer(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/**
 * How ffprobe and ffmpeg open an upload: as the container its bytes showed (`-f`), never one guessed from the
 * content — an HLS playlist or a concat list would make ffmpeg read other files of the server, or addresses, into the
 * video — and through no protocol but `file` (`-protocol_whitelist`, which nested opens inherit).
 */
export const inputArgs = (file: string, demuxer: VideoDemuxer) => ['-protocol_whitelist', 'file', '-f', demuxer, '-i', `file:${file}`];

export interface ProbeResult {
  /** The demuxer the file was read with (its container, from its first bytes). */
  demuxer: VideoDemuxer;
  duration: number;
  width: number;
  height: number;
  format: string;
  videoCodec: string;
  /** '' when the file has no sound. */
  audioCodec: string;
}

const CONTAINERS: { test: RegExp; ext: string; mime: string; video: string[]; audio: string[] }[] = [
  { test: /\bmp4\b|\bmov\b|\bm4a\b/, ext: 'mp4', mime: 'video/mp4', video: ['h264'], audio: ['', 'aac', 'mp3'] },
  { test: /\bwebm\b/, ext: 'webm', mime: 'video/webm', video: ['vp8', 'vp9', 'av1'], audio: ['', 'opus', 'vorbis'] },
];

/** How the probed file can be served: as it is (browsers play it) or only after transcoding to H.264/AAC MP4. */
export function playableAs(probe: ProbeResult): { ext: string; mime: string } | null {
  const container = CONTAINERS.find((c) => c.test.test(probe.format));
  if (!container) return null;
  return container.video.includes(probe.videoCodec) && container.audio.includes(probe.audioCodec) ? container : null;
}

/** ffprobe's view of a file; null when it is not a video with a picture stream (or in no container of VideoDemuxer). */
export async function probeVideo(file: string): Promise<ProbeResult | null> {
  try {
    const demuxer = await sniffVideoFile(file);
    if (!demuxer) return null;
    const { stdout } = await run(
      'ffprobe',
      ['-v', 'error', ...inputArgs(file, demuxer), '-show_entries', 'stream=width,height,codec_type,codec_name:format=duration,format_name', '-of', 'json'],
      { timeout: 60_000, maxBuffer: 1024 * 1024 },
    );
    const info = JSON.parse(stdout) as {
      streams?: { width?: number; height?: number; codec_type?: string; codec_name?: string }[];
      format?: { duration?: string; format_name?: string };
    };
    const stream = info.streams?.find((s) => s.codec_type === 'video');
    if (!stream?.width || !stream.height) return null;
    const audio = info.streams?.find((s) => s.codec_type === 'audio');
    const duration = Number(info.format?.duration ?? 0);
    return {
      demuxer,
      width: stream.width,
      height: stream.height,
      duration: Number.isFinite(duration) ? duration : 0,
      format: info.format?.format_name ?? '',
      videoCodec: stream.codec_name ?? '',
      audioCodec: audio?.codec_name ?? '',
    };
  } catch {
    return null;
  }
}

/** H.264 (yuv420p, even size, at most 1080 lines) + AAC in an MP4 with the index first: plays in every browser. */
export async function transcodeToMp4(file: string, demuxer: VideoDemuxer, out: string): Promise<void> {
  await run(
    'ffmpeg',
    [
      '-v', 'error', '-y', ...inputArgs(file, demuxer),
      '-map', '0:v:0', '-map', '0:a:0?',
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p',
      '-vf', "scale='trunc(min(iw,iw*1080/ih)/2)*2':'trunc(min(ih,1080)/2)*2'",
      '-c:a', 'aac', '-b:a', '128k',
      '-movflags', '+faststart', '-f', 'mp4', out,
    ],
    { timeout: 60 * 60 * 1000 },
  );
}

/** A PNG poster from the frame at 1 s (or the first frame of a shorter video). */
export async function posterOf(file: string, demuxer: VideoDemuxer, duration: number, out: string): Promise<void> {
  const at = duration > 2 ? '1' : '0';
  await run('ffmpeg', ['-v', 'error', '-y', '-ss', at, ...inputArgs(file, demuxer), '-frames:v', '1', '-vf', "scale='min(1280,iw)':-2", '-f', 'image2', '-c:v', 'png', out], {
    timeout: 120_000,
  });
}

export async function ffmpegAvailable(): Promise<boolean> {
  try {
    await run('ffprobe', ['-version'], { timeout: 10_000 });
    await run('ffmpeg', ['-version'], { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

export interface VideoProcessor {
  /** Queues the finished upload (`row.uploadId`); resolves when its processing has ended (tests await it). */
  process(row: MediaRow): Promise<void>;
  /** Resolves when every job queued by this processor has ended. */
  idle(): Promise<void>;
  /** The queue: this node's `video-processing-<node>`, or with uploads in S3 `video-processing` (created by the media plugin). */
  readonly queue: string;
  /** The handler of this node's queue (plugins/app/workers.ts works it): at a stop, the videos queued here are waited for first. */
  readonly jobs: QueueHandler<VideoJob>;
}

export type VideoJob = JobData[typeof JOB.videoProcessing];

/**
 * One video at a time per API node (ffmpeg is heavy), through `queue` (services/job-queues.ts videoQueueOf): the
 * node's own while uploads are on its disk; shared by all nodes when they are in S3 — then a video has one job at a
 * time (a restart's resume does not queue it again while its job is queued or running: singletonKey per video for
 * the job's expiry).
 */
export function createVideoProcessor(
  repo: MediaRepository,
  storage: MediaStorage,
  log: { error: (obj: unknown, msg: string) => void },
  jobs: Jobs,
  files: TusFiles,
  queue: string,
): VideoProcessor {
  /** process() calls not ended yet, and the jobs they wait for. */
  const pending = new Set<Promise<void>>();
  const waiters = new Map<string, () => void>();
  const ended = new Set<string>();
  let working = false;

  const settle = (jobId: string) => {
    const waiter = waiters.get(jobId);
    if (waiter) {
      waiters.delete(jobId);
      waiter();
    } else ended.add(jobId);
  };

  const processVideo = async (row: MediaRow, uploadId: string, file: string, last: boolean) => {
    const posterFile = path.join(path.dirname(file), `${path.basename(file)}.poster.png`);
    const transcoded = path.join(path.dirname(file), `${path.basename(file)}.h264.mp4`);
    let keepUpload = false;
    try {
      const probe = await probeVideo(file);
      if (!probe) {
        await repo.update(row.id, { status: 'failed' });
        return;
      }
      let source = file;
      let served = playableAs(probe);
      if (!served) {
        // not playable in browsers as uploaded (e.g. MPEG-4 part 2, HEVC, AVI, FLV): transcode
        await transcodeToMp4(file, probe.demuxer, transcoded);
        source = transcoded;
        served = { ext: 'mp4', mime: 'video/mp4' };
      }
      const final = source === file ? probe : ((await probeVideo(source)) ?? probe);
      await posterOf(source, final.demuxer, final.duration, posterFile);
      const posterKey = newStorageKey('poster', 'png');
      await storage.putFile(posterKey, posterFile, 'image/png');
      const key = newStorageKey('video', served.ext);
      const size = (await stat(source)).size;
      await storage.putFile(key, source, served.mime);
      await repo.update(row.id, {
        storageKey: key,
        posterKey,
        mime: served.mime,
        size,
        width: final.width,
        height: final.height,
        duration: Math.round(final.duration * 1000) / 1000,
        status: 'ready',
      });
    } catch (error) {
      log.error({ err: error, media: row.id, last }, 'video processing failed');
      if (last) await repo.update(row.id, { status: 'failed' }).catch(() => undefined);
      // the upload stays for the next attempt
      else keepUpload = true;
      throw error;
    } finally {
      await rm(posterFile, { force: true });
      await rm(transcoded, { force: true });
      if (!keepUpload) await files.remove(uploadId);
    }
  };

  /** Ends the process() call of a job that another node ran (S3 mode), looking at the job every second. */
  const watchJob = async (jobId: string) => {
    while (waiters.has(jobId)) {
      await new Promise<void>((resolve) => setTimeout(resolve, 1000).unref());
      const row = await jobs.get(queue, jobId).catch(() => null);
      if (waiters.has(jobId) && (!row || row.state === 'completed' || row.state === 'failed' || row.state === 'cancelled')) settle(jobId);
    }
  };

  const handle = async (job: Job<VideoJob>) => {
    const last = job.retryCount >= job.retryLimit;
    let retried = false;
    try {
      const row = await repo.byId(job.data.mediaId);
      // processed meanwhile (a job sent again at a restart), or removed
      if (!row || row.status !== 'processing') return;
      const copy = row.uploadId ? await files.localCopy(row.uploadId) : null;
      if (!copy) {
        // (in S3 mode a job sent twice may find the upload gone because the other one processed it meanwhile)
        if ((await repo.byId(row.id))?.status === 'processing') await repo.update(row.id, { status: 'failed' });
        return;
      }
      try {
        await processVideo(row, row.uploadId!, copy.file, last);
      } finally {
        await copy.done();
      }
    } catch (error) {
      retried = !last;
      throw error;
    } finally {
      // a process() call ends with the job's last attempt
      if (!retried) settle(job.id);
    }
  };

  return {
    process(row) {
      const done = (async () => {
        const id = await jobs.send<VideoJob>(
          queue,
          { mediaId: row.id },
          files.kind === 's3' ? { singletonKey: `video-${row.id}`, singletonSeconds: VIDEO_JOB_EXPIRY_SECONDS } : {},
        );
        // the video's job is there already (queued or running, on any node): nothing to wait for here
        if (!id) return;
        // stopped (closing): the job waits in the queue for the next start
        if (ended.delete(id) || !working) return;
        await new Promise<void>((resolve) => {
          waiters.set(id, resolve);
          // in S3 mode any node may take the job: its end is seen in the queue too
          if (files.kind === 's3') void watchJob(id);
        });
      })();
      pending.add(done);
      void done.catch(() => undefined).finally(() => pending.delete(done));
      return done;
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    queue,
    jobs: {
      handle,
      onStart: () => {
        working = true;
      },
      // the videos this node queued end first (close waits for them), then the queue stops
      // (in S3 mode the jobs may run on other nodes: the worker's stop waits for the one running here, no more)
      beforeStop: async () => {
        if (files.kind === 's3') return;
        while (pending.size > 0) await Promise.allSettled([...pending]);
      },
      onStop: () => {
        working = false;
      },
      // nobody works the queue any more: process() calls end now, their jobs wait for the next start
      afterStop: async () => {
        for (const id of [...waiters.keys()]) settle(id);
      },
    },
  };
}
