import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { friendlyLinks, headlines, partners, recommendedEvents } from '../db/schema/index.js';

const item = { id: headlines.id, title: headlines.title, image: headlines.image, link: headlines.link };

export function createContentRepo(db: Db) {
  return {
    /** Enabled home-page content, in display order. */
    async home() {
      const [h, r, p, f] = await Promise.all([
        db.select(item).from(headlines).where(eq(headlines.enabled, true)).orderBy(asc(headlines.sort), asc(headlines.id)),
        db
          .select({
            id: recommendedEvents.id,
            title: recommendedEvents.title,
            image: recommendedEvents.image,
            link: recommendedEvents.link,
            competitionId: recommendedEvents.competitionId,
          })
          .from(recommendedEvents)
          .where(and(eq(recommendedEvents.enabled, true)))
          .orderBy(asc(recommendedEvents.sort), asc(recommendedEvents.id)),
        db
          .select({ id: partners.id, title: partners.title, image: partners.image, link: partners.link })
          .from(partners)
          .where(eq(partners.enabled, true))
          .orderBy(asc(partners.sort), asc(partners.id)),
        db
          .select({ id: friendlyLinks.id, title: friendlyLinks.title, link: friendlyLinks.link })
          .from(friendlyLinks)
          .where(eq(friendlyLinks.enabled, true))
          .orderBy(asc(friendlyLinks.sort), asc(friendlyLinks.id)),
      ]);
      return {
        headlines: h,
        recommended_events: r.map(({ competitionId, ...rest }) => ({ ...rest, competition_id: competitionId })),
        partners: p,
        friendly_links: f,
      };
    },
  };
}
