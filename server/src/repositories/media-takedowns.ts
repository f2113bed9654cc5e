/**
 * Takedowns of uploaded videos (docs/uploads.md, 下架): a video hidden or deleted, a live room hidden or deleted,
 * takes the video media it shows (file and poster, one media row) off the public: `media.hidden`, which
 * GET /api/media/:key honours (then only the uploader, its institution's managers and the platform admin read it,
 * `private, no-store`). A media another public thing still shows stays public; showing the thing again restores it.
 *
 * What shows a video media in public: a published video of the library (not hidden by the admin), a public live
 * room (not deleted) playing it as stream or replay, an enabled pre-roll ad, a home page item.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { homeItems, liveAds, liveRooms, media, videos } from '../db/schema/index.js';

const url = sql`'/api/media/' || ${media.storageKey}`;

/** Some public thing still shows the media row in scope of the outer query. */
const stillShown = sql`(
  exists (select 1 from ${videos} where ${videos.mediaId} = ${media.id} and ${videos.status} = 'published' and not ${videos.adminHidden})
  or exists (
    select 1 from ${liveRooms}
    where ${liveRooms.deletedAt} is null and ${liveRooms.visibility} = 'public' and not ${liveRooms.adminHidden}
      and (${liveRooms.replayMediaId} = ${media.id} or ${liveRooms.replayUrl} = ${url} or ${liveRooms.streamUrl} = ${url})
  )
  or exists (select 1 from ${liveAds} where ${liveAds.enabled} and (${liveAds.mediaId} = ${media.id} or ${liveAds.mediaUrl} = ${url}))
  or exists (select 1 from ${homeItems} where ${homeItems.videoUrl} = ${url})
)`;

/** The media a thing shows: ids of media rows and `/api/media/<key>` URLs (a room's stream or replay address). */
export interface MediaRefs {
  ids?: readonly (number | null | undefined)[];
  urls?: readonly string[];
}

const whereRefs = (refs: MediaRefs): SQL | undefined => {
  const ids = (refs.ids ?? []).filter((id): id is number => typeof id === 'number');
  const urls = (refs.urls ?? []).filter((u) => u.startsWith('/api/media/'));
  if (ids.length === 0 && urls.length === 0) return undefined;
  return or(ids.length ? inArray(media.id, ids) : undefined, urls.length ? inArray(url, urls) : undefined);
};

export function createMediaTakedownsRepo(db: Db) {
  return {
    /** Takes these video media off the public, except those another public thing still shows. */
    async takeDown(refs: MediaRefs): Promise<void> {
      const which = whereRefs(refs);
      if (!which) return;
      await db
        .update(media)
        .set({ hidden: true })
        .where(and(which, eq(media.kind, 'video'), eq(media.hidden, false), sql`not ${stillShown}`));
    },

    /** Serves these video media to the public again (the thing showing them is public again). */
    async restore(refs: MediaRefs): Promise<void> {
      const which = whereRefs(refs);
      if (!which) return;
      await db
        .update(media)
        .set({ hidden: false })
        .where(and(which, eq(media.kind, 'video'), eq(media.hidden, true)));
    },
  };
}

export type MediaTakedownsRepo = ReturnType<typeof createMediaTakedownsRepo>;
