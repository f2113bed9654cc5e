/**
 * Demo data of the official directories (人员, 行业): institution profiles (intro, address, website, contact and
 * whether it is published), a few more institutions so every kind has entries, and public athlete and referee
 * registrations with sport, level and region (the rows: shared/src/demo/directory.ts). Runs after the base seed, so
 * persons and institutions exist.
 */
import { eq } from 'drizzle-orm';
import { DEMO_INSTITUTION_PROFILES, DEMO_MORE_INSTITUTIONS, DEMO_MORE_PERSONS, DEMO_PERSON_PROFILES } from 'shared/demo';
import type { Db } from './client.js';
import { institutions, persons, users } from './schema/index.js';
import { logoImage } from './seed-images.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function seedDirectory(tx: Tx) {
  const existing = await tx.select({ id: institutions.id, name: institutions.name }).from(institutions);
  for (const row of existing) {
    const p = DEMO_INSTITUTION_PROFILES[row.name];
    if (p) await tx.update(institutions).set({ ...p, website: p.website ?? '' }).where(eq(institutions.id, row.id));
  }
  await tx.insert(institutions).values(
    DEMO_MORE_INSTITUTIONS.map((m, i) => ({ belongId: 0, institutionType: m.institutionType, name: m.name, region: m.region, logo: logoImage(m.name, existing.length + i), ...m.profile, website: m.profile.website ?? '' })),
  );

  for (const [realName, p] of Object.entries(DEMO_PERSON_PROFILES)) {
    await tx.update(persons).set(p).where(eq(persons.realName, realName));
  }
  // the approved athletes of the operator (institution 6) are public; the pending ones stay private
  await tx.update(persons).set({ isPublic: true, sport: '田径', level: '国家二级运动员', region: '浙江省杭州市' }).where(eq(persons.institutionId, 6));

  const people = await tx
    .insert(users)
    .values(DEMO_MORE_PERSONS.map((p, i) => ({ account: `member${String(i + 1).padStart(3, '0')}`, mobile: `137${String(20000000 + i * 6133).padStart(8, '0')}`, nickname: p.realName, isPerson: true })))
    .returning({ id: users.id });
  const institutionId = (name: string) => existing.find((row) => row.name === name)!.id;
  await tx
    .insert(persons)
    .values(DEMO_MORE_PERSONS.map(({ institution, ...p }, i) => ({ ...p, institutionId: institutionId(institution), userId: people[i].id, status: 'approved', isPublic: true })));
}
