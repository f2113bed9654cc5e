/**
 * Demo videos (视频): published videos of institutions 1, 2, 3 and the platform in every category, one hidden (the
 * rows: shared/src/demo/videos.ts).
 * Their media rows start in `processing` with use `demo_video` and no file: at start the video routes generate a
 * tiny real MP4 (ffmpeg test pattern) for each and hand it to the normal processing (probe, poster, storage), so the
 * public /video pages show them as soon as they are processed — never a URL to nowhere.
 */
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { DAY, DEMO_VIDEOS } from 'shared/demo';
import type { Db } from './client.js';
import { competitions, media, videos } from './schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function seedVideos(tx: Tx, byAccount: Record<string, number>): Promise<void> {
  const names = DEMO_VIDEOS.map((v) => v.competition).filter((n): n is string => Boolean(n));
  const comps = await tx.select({ id: competitions.id, name: competitions.name }).from(competitions).where(inArray(competitions.name, names));
  const compId = (name?: string) => (name ? (comps.find((c) => c.name === name)?.id ?? null) : null);
  const now = Date.now();
  for (const v of DEMO_VIDEOS) {
    const at = new Date(now - v.daysAgo * DAY);
    const [m] = await tx
      .insert(media)
      .values({
        ownerUserId: byAccount[v.account]!,
        institutionId: v.institution,
        kind: 'video',
        use: 'demo_video',
        storageKey: `video-${randomBytes(16).toString('hex')}.bin`,
        name: `${v.title}.mp4`,
        mime: 'video/*',
        uploadId: randomBytes(16).toString('hex'),
        status: 'processing',
        createdAt: at,
      })
      .returning({ id: media.id });
    await tx.insert(videos).values({
      institutionId: v.institution,
      competitionId: compId(v.competition),
      category: v.category,
      title: v.title,
      description: v.description,
      mediaId: m!.id,
      status: v.status,
      views: v.views,
      createdBy: byAccount[v.account]!,
      publishedAt: v.status === 'published' ? at : null,
      createdAt: at,
      updatedAt: at,
    });
  }
}
