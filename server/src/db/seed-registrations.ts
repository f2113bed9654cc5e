/**
 * Athlete and referee registration demo data (shared/src/demo/registrations.ts): the 注册要求 windows, the 实名认证
 * of the demo athlete, referee and members user001…user006, and the window, details and review of the registrations
 * the base seed filed for them (seed.ts insertPeopleData). Runs after the base seed and the directory seed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { DEMO_IDENTITIES, DEMO_REGISTER_SETTINGS, DEMO_REGISTRATIONS } from 'shared/demo';
import { idCardFacts } from 'shared/rules';
import type { Db } from './client.js';
import { personIdentities, persons, registerSettings, users } from './schema/index.js';
import { bannerImage } from './seed-images.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 60 * 60 * 1000;

export async function seedRegistrations(tx: Tx, reviewerOf: Record<number, number>) {
  const now = Date.now();
  const settings = await tx
    .insert(registerSettings)
    .values(
      DEMO_REGISTER_SETTINGS.map((s) => ({
        institutionId: s.institutionId,
        kind: s.kind,
        title: s.title,
        sports: s.sports,
        fields: s.fields,
        documents: s.documents,
        notice: s.notice,
        startsAt: new Date(now + s.startsIn),
        endsAt: new Date(now + s.endsIn),
      })),
    )
    .returning({ id: registerSettings.id });
  const settingOf = (key: string) => {
    const i = DEMO_REGISTER_SETTINGS.findIndex((s) => s.key === key);
    return { ...DEMO_REGISTER_SETTINGS[i]!, id: settings[i]!.id };
  };

  const accounts = await tx
    .select({ id: users.id, account: users.account, image: users.image })
    .from(users)
    .where(inArray(users.account, DEMO_IDENTITIES.map((i) => i.account)));
  const user = (account: string) => accounts.find((a) => a.account === account)!;

  for (const [n, i] of DEMO_IDENTITIES.entries()) {
    const facts = idCardFacts(i.idCard);
    await tx.insert(personIdentities).values({
      userId: user(i.account).id,
      realName: i.realName,
      idCard: i.idCard,
      gender: facts.gender,
      birthDate: facts.birthDate,
      photo: bannerImage(i.realName, '本人照片', n, 300, 400),
      status: i.status,
      verifiedBy: i.verifiedBy,
      verifiedAt: i.verifiedBy ? new Date(now - 20 * DAY) : null,
    });
  }

  for (const [n, r] of DEMO_REGISTRATIONS.entries()) {
    const s = settingOf(r.setting);
    const createdAt = new Date(now - r.daysAgo * DAY);
    const approved = r.status === 'approved';
    await tx
      .update(persons)
      .set({
        settingId: s.id,
        sport: r.sport,
        level: r.level,
        region: r.region,
        mobile: r.mobile,
        photo: bannerImage(DEMO_IDENTITIES.find((i) => i.account === r.account)!.realName, '本人照片', n, 300, 400),
        documents: r.documents.map((d, j) => ({ name: d, url: bannerImage(d, s.title, n + j, 800, 560) })),
        createdAt,
        reviewedBy: approved ? (reviewerOf[s.institutionId] ?? null) : null,
        reviewedAt: approved ? new Date(createdAt.getTime() + DAY) : null,
      })
      .where(and(eq(persons.userId, user(r.account).id), eq(persons.kind, s.kind), eq(persons.institutionId, s.institutionId)));
  }
}
