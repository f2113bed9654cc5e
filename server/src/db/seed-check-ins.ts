/**
 * The demo 打卡 challenge (shared/src/demo/check-ins.ts, which the mocks answer too), called once from seed.ts inside
 * the seed transaction after the sign-ups: the participants' approved entries on 2026年杭州市全民健身日健步走 (their
 * first approved entry there when seed-sign-ups.ts made one, else a new one on its item, as that seed does), the
 * challenge and the records, relative to the seed time, and the completion certificates of those who met the goal
 * (林晓跑's, as services/check-ins.ts issues them: her name, the tally, the organiser).
 */
import { DEMO_ATHLETE, DEMO_CHECK_IN_ACTIVITY, DEMO_CHECK_IN_PARTICIPANTS, demoCheckInCertificates, demoCheckInPlan, demoEntrant, demoEntryHistory } from 'shared/demo';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { certificates, checkInRecords, checkInSettings, competitions, eventItems, institutions, signUpHistory, signUps } from './schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function seedCheckIns(
  tx: Tx,
  ids: { byAccount: Record<string, number>; people: { id: number; nickname: string }[]; comps: { id: number; name: string }[] },
  now = new Date(),
) {
  const competition = ids.comps.find((c) => c.name === DEMO_CHECK_IN_ACTIVITY)!;
  const organiser = ids.byAccount.org_gov;
  const [item] = await tx.select({ id: eventItems.id }).from(eventItems).where(eq(eventItems.competitionId, competition.id)).orderBy(asc(eventItems.sort), asc(eventItems.id)).limit(1);
  const { settings, records } = demoCheckInPlan(now);
  const entryOf = new Map<string, { signUpId: number; userId: number }>();
  for (const [i, p] of DEMO_CHECK_IN_PARTICIPANTS.entries()) {
    const userId = 'account' in p ? ids.byAccount[p.account] : ids.people[p.member].id;
    const [existing] = await tx
      .select({ id: signUps.id })
      .from(signUps)
      .where(and(eq(signUps.competitionId, competition.id), eq(signUps.userId, userId), eq(signUps.status, 'approved')))
      .orderBy(asc(signUps.id))
      .limit(1);
    if (existing) {
      entryOf.set(p.key, { signUpId: existing.id, userId });
      continue;
    }
    const gender = p.key === 'athlete' ? DEMO_ATHLETE.gender : i % 2 === 0 ? 2 : 1;
    const birth = p.key === 'athlete' ? DEMO_ATHLETE.birth : `199${i}-0${i + 3}-1${i}`;
    const person = demoEntrant(900 + i, { name: p.name, gender, birth });
    const createdAt = new Date(Date.parse(`${settings.startsOn}T10:00:00+08:00`) - 7 * 86_400_000);
    const reviewedAt = new Date(createdAt.getTime() + 86_400_000);
    const [row] = await tx
      .insert(signUps)
      .values({
        competitionId: competition.id,
        eventItemId: item.id,
        userId,
        entrantName: p.name,
        status: 'approved',
        realName: person.realName,
        idCard: person.idCard,
        phone: person.phone,
        gender,
        birthDate: birth,
        source: 'public',
        reviewedBy: organiser,
        reviewedAt,
        createdAt,
      })
      .returning({ id: signUps.id });
    await tx.insert(signUpHistory).values(
      demoEntryHistory('approved', true).map((h) => ({ signUpId: row.id, fromStatus: h.from, toStatus: h.to, actorId: h.reviewed ? organiser : userId, reason: h.reason, at: h.reviewed ? reviewedAt : createdAt })),
    );
    entryOf.set(p.key, { signUpId: row.id, userId });
  }
  await tx.insert(checkInSettings).values({ competitionId: competition.id, ...settings });
  await tx.insert(checkInRecords).values(
    records.map((r) => {
      const entry = entryOf.get(r.participant)!;
      return {
        competitionId: competition.id,
        signUpId: entry.signUpId,
        userId: entry.userId,
        day: r.day,
        evidence: r.evidence,
        distanceMeters: r.distanceMeters,
        durationSeconds: r.durationSeconds,
        paceSeconds: r.paceSeconds,
        startAt: r.startAt ? new Date(r.startAt) : null,
        route: r.route,
        flags: r.flags,
        note: r.note,
        status: r.status,
        reviewReason: r.reviewReason,
        reviewedBy: r.reviewedAt ? organiser : null,
        reviewedAt: r.reviewedAt ? new Date(r.reviewedAt) : null,
        createdAt: new Date(r.createdAt),
      };
    }),
  );
  const [issuer] = await tx
    .select({ id: institutions.id, name: institutions.name })
    .from(competitions)
    .innerJoin(institutions, eq(institutions.id, competitions.institutionId))
    .where(eq(competitions.id, competition.id));
  for (const { participant, ...printed } of demoCheckInCertificates(now)) {
    const { signUpId, userId: holderUserId } = entryOf.get(participant)!;
    const holderName = DEMO_CHECK_IN_PARTICIPANTS.find((p) => p.key === participant)!.name;
    const issuedAt = new Date(`${printed.issueDate}T12:00:00+08:00`);
    await tx
      .insert(certificates)
      .values({ ...printed, competitionId: competition.id, signUpId, kind: 'check_in', holderUserId, holderName, issuerInstitutionId: issuer!.id, issuerName: issuer!.name, issuedBy: organiser, createdAt: issuedAt });
  }
}
