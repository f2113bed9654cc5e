/**
 * Tiny real demo videos (seed only): a few seconds of an ffmpeg test pattern with a tone, H.264/AAC MP4, written to
 * a temporary name and renamed so a half-written file is never processed.
 */
import { execFile } from 'node:child_process';
import { rename, rm } from 'node:fs/promises';

/** media.use of the seeded demo videos (db/seed-videos.ts). */
export const DEMO_VIDEO_USE = 'demo_video';

const PATTERNS = ['testsrc2', 'smptehdbars', 'testsrc', 'rgbtestsrc', 'smptebars'];

function patternFor(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PATTERNS[h % PATTERNS.length]!;
}

export function generateDemoVideo(out: string, name: string, seconds = 4): Promise<void> {
  const tmp = `${out}.part`;
  const args = [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `${patternFor(name)}=size=320x180:rate=15`,
    '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '64k', '-t', String(seconds), '-movflags', '+faststart', '-f', 'mp4', tmp,
  ];
  return new Promise<void>((resolve, reject) => {
    execFile('ffmpeg', args, { timeout: 60_000 }, (error) => (error ? reject(error) : resolve()));
  }).then(
    () => rename(tmp, out),
    async (error: unknown) => {
      await rm(tmp, { force: true });
      throw error;
    },
  );
}
