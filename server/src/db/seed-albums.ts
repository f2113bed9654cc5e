/**
 * Demo albums (相册): every demo photo of the review queues goes into an album of its competition, and three
 * approved competitions get a public album of approved photos with a cover. Photos reference `media` rows (use
 * photo) that start in `processing` without a file: at start the album routes draw a real PNG for each with sharp
 * and put it through the normal storage (generateSeedPhotos), so the public /album pages show real images served by
 * GET /api/media/:key. The pending photos and complaints of insertReviews keep the badges add_photo_count and
 * report_photo_count lit.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from './client.js';
import { albums, competitions, media, photoActions, photos } from './schema/index.js';
import { newStorageKey, type MediaStorage } from '../storage/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const PUBLIC_TITLES = ['开幕式', '起跑瞬间', '赛道冲刺', '观众加油', '颁奖仪式'];

/** The demo account that manages each institution's albums. */
const managerOf = (byAccount: Record<string, number>, institutionId: number) =>
  ({ 1: byAccount.org_gov, 2: byAccount.org_multi, 3: byAccount.org_youth, 6: byAccount.org_multi })[institutionId] ?? byAccount.admin;

export async function seedAlbums(tx: Tx, byAccount: Record<string, number>): Promise<void> {
  const newMedia = async (ownerUserId: number, institutionId: number | null, name: string) => {
    const key = newStorageKey('img', 'png');
    const [row] = await tx
      .insert(media)
      .values({ ownerUserId, institutionId, kind: 'image', use: 'photo', storageKey: key, name, mime: 'image/png', width: 960, height: 640, status: 'processing' })
      .returning({ id: media.id });
    return { id: row.id, url: `/api/media/${key}` };
  };

  // 1. the photos of the review queues get an album of their competition and a real image
  const loose = await tx.select().from(photos).where(isNull(photos.albumId)).orderBy(asc(photos.id));
  const albumOf = new Map<number, number>();
  for (const [i, p] of loose.entries()) {
    if (p.competitionId === null || p.institutionId === null) continue;
    let albumId = albumOf.get(p.competitionId);
    const owner = managerOf(byAccount, p.institutionId);
    if (albumId === undefined) {
      const [c] = await tx.select({ name: competitions.name }).from(competitions).where(eq(competitions.id, p.competitionId));
      const [a] = await tx
        .insert(albums)
        .values({ competitionId: p.competitionId, institutionId: p.institutionId, title: '赛场精彩瞬间', description: `${c?.name ?? ''}现场照片`, createdBy: owner })
        .returning({ id: albums.id });
      albumId = a.id;
      albumOf.set(p.competitionId, albumId);
    }
    const title = `现场照片${i + 1}`;
    const m = await newMedia(owner, p.institutionId, `${title}.png`);
    await tx.update(photos).set({ albumId, mediaId: m.id, url: m.url, title, uploadedBy: owner }).where(eq(photos.id, p.id));
  }

  // 2. public albums of three approved competitions (one per institution 1, 2, 6)
  const shown = await tx
    .select({ id: competitions.id, name: competitions.name, institutionId: competitions.institutionId })
    .from(competitions)
    .where(and(eq(competitions.status, 'approved'), inArray(competitions.institutionId, [1, 2, 6])))
    .orderBy(asc(competitions.id));
  const picked = [1, 2, 6].map((inst) => shown.find((c) => c.institutionId === inst)).filter((c) => c !== undefined);
  for (const c of picked) {
    const owner = managerOf(byAccount, c.institutionId);
    const [a] = await tx
      .insert(albums)
      .values({ competitionId: c.id, institutionId: c.institutionId, title: `${c.name}精彩瞬间`.slice(0, 50), description: '赛事组委会摄影组现场拍摄', createdBy: owner })
      .returning({ id: albums.id });
    let cover: number | null = null;
    for (const title of PUBLIC_TITLES) {
      const m = await newMedia(owner, c.institutionId, `${title}.png`);
      const [p] = await tx
        .insert(photos)
        .values({ institutionId: c.institutionId, competitionId: c.id, albumId: a.id, mediaId: m.id, url: m.url, title, reviewStatus: 'approved', uploadedBy: owner })
        .returning({ id: photos.id });
      await tx.insert(photoActions).values([
        { photoId: p.id, mediaId: m.id, action: 'upload', fromStatus: null, toStatus: 'pending', actorId: owner },
        { photoId: p.id, mediaId: m.id, action: 'approve', fromStatus: 'pending', toStatus: 'approved', actorId: byAccount.admin },
      ]);
      if (title === '起跑瞬间') cover = p.id;
    }
    await tx.update(albums).set({ coverPhotoId: cover }).where(eq(albums.id, a.id));
  }
}

/** A sports-ground picture (sky, stands, track lanes, a runner's silhouette) in one of several palettes. */
export async function demoPhotoPng(seed: number): Promise<Buffer> {
  const hues = [210, 25, 140, 280, 350, 180, 45];
  const h = hues[seed % hues.length];
  const x = 180 + ((seed * 97) % 600);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${h},70%,62%)"/><stop offset="1" stop-color="hsl(${h},60%,85%)"/></linearGradient></defs>
<rect width="960" height="640" fill="url(#s)"/>
<circle cx="${800 - (seed % 5) * 90}" cy="110" r="56" fill="hsl(45,95%,70%)"/>
<rect y="250" width="960" height="90" fill="hsl(${h},25%,35%)"/>
<rect y="340" width="960" height="300" fill="hsl(8,55%,48%)"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="0" y1="${370 + i * 45}" x2="960" y2="${360 + i * 47}" stroke="#fff" stroke-width="4" opacity="0.85"/>`).join('')}
<g fill="hsl(${(h + 180) % 360},60%,25%)"><circle cx="${x}" cy="330" r="22"/><path d="M${x - 18} 355 l36 0 l14 80 l-18 0 l-10 -50 l-10 60 l30 60 l-20 8 l-34 -66 z"/></g>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Draws and stores the image of every seeded photo whose file does not exist yet (media use photo, status
 * processing), then marks it ready. Runs at start; a no-op once done.
 */
export async function generateSeedPhotos(db: Db, storage: MediaStorage): Promise<number> {
  const rows = await db
    .select({ id: media.id, key: media.storageKey })
    .from(media)
    .where(and(eq(media.kind, 'image'), eq(media.use, 'photo'), eq(media.status, 'processing')))
    .orderBy(asc(media.id));
  for (const row of rows) {
    const png = await demoPhotoPng(row.id);
    await storage.putBuffer(row.key, png, 'image/png');
    await db.update(media).set({ status: 'ready', size: png.length }).where(eq(media.id, row.id));
  }
  return rows.length;
}
