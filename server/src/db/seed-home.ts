/**
 * Demo items of the official home page's blocks (the rows: shared/src/demo/home.ts, which the mocks answer too),
 * linked to the seeded competitions. Pictures carry no text: each block shows its items' titles itself (seed-images.ts).
 */
import { DEMO_HOME_PICTURE, demoHomeRows } from 'shared/demo';
import type { Db } from './client.js';
import { homeItems } from './schema/index.js';
import { bannerImage, logoImage } from './seed-images.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function seedHome(tx: Tx, comps: { id: number; name: string; status: string; institutionId: number }[]) {
  await tx.insert(homeItems).values(
    demoHomeRows(comps).map((r, i) => {
      const size = DEMO_HOME_PICTURE[r.block];
      const image = !size ? '' : r.block === 'partner' ? logoImage(r.title, i) : bannerImage('', '', i, ...size);
      const { showFrom, ...row } = r;
      return { ...row, image, showFrom: showFrom ? new Date(showFrom) : null };
    }),
  );
}
