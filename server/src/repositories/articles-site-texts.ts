/** Site texts the platform admin edits, by key (`agreement` = the user agreement, 用户协议); the save is audited. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { siteTexts } from '../db/schema/index.js';
import { audit, type Actor } from './articles-common.js';

export function createSiteTextQueries(db: Db) {
  return {
    async siteText(key: string) {
      const [row] = await db.select().from(siteTexts).where(eq(siteTexts.key, key)).limit(1);
      return row ? { title: row.title, content: row.content, updated_at: row.updatedAt.toISOString() } : undefined;
    },

    async saveSiteText(tx: Tx, key: string, title: string, content: string, actor: Actor) {
      await tx
        .insert(siteTexts)
        .values({ key, title, content, updatedBy: actor.userId })
        .onConflictDoUpdate({ target: siteTexts.key, set: { title, content, updatedBy: actor.userId, updatedAt: new Date() } });
      await audit(tx, actor, 'site_text.update', `site_text:${key}`);
    },
  };
}
