/**
 * Demo sign-ups (报名), called once from seed.ts inside the seed transaction. Deterministic: fixed names, ID cards
 * (valid check digits), phones and dates.
 * - 2026年杭州市青少年田径锦标赛: individual items, review on, waiting list on; 女子100米 is paid (¥30): approved
 *   entries have fee orders (one paid offline), one entry waits for a place.
 * - 2026年杭州市中小学生篮球联赛 (杭州市体育局): team item 初中男子组 with 6 approved teams of 5 and NO phases, so
 *   the schedule can be generated in the demo.
 * - 2026年杭州马拉松: paid items, closed window; the demo athlete's half-marathon entry is approved with an open order,
 *   her full-marathon entry is pending.
 * - 星辰杯少儿篮球邀请赛: full team item (4 of 4) with one team on the waiting list.
 * - 2026年西湖区青少年足球联赛 and 2026年浙江省三人篮球联赛 (items and teams from seed-schedule.ts): settings only,
 *   the window closed before the start;
 * - every other approved competition (except 2026年浙江省田径锦标赛, whose 男子100米 seed-records.ts fills):
 *   one open item with a few pending and approved entries (pending ones feed msg_count's sign_count).
 */
import { DEMO_ATHLETE, demoEntrant, demoEntryHistory, demoIdCard as idCard, demoNickname, type DemoCompetitionName } from 'shared/demo';
import { offlineMarkNote } from 'shared/rules';
import type { Db } from './client.js';
import { eventItems, orderItems, orders, orderStatusHistory, signUpHistory, signUpMembers, signUps, signUpSettings, type SignUpStatus } from './schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const at = (date: string, hour = 9) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`);

interface Ids {
  byAccount: Record<string, number>;
  people: { id: number; nickname: string }[];
  comps: { id: number; institutionId: number; name: string; status: string }[];
}

export async function seedSignUps(tx: Tx, ids: Ids) {
  const { byAccount, people, comps } = ids;
  const organiserOf: Record<number, number> = { 1: byAccount.org_gov, 2: byAccount.org_multi, 3: byAccount.org_youth, 6: byAccount.org_multi };
  const byName = (n: DemoCompetitionName) => comps.find((c) => c.name === n)!;
  let counter = 0;
  let orderSeq = 0;

  const settings = (competitionId: number, v: Partial<typeof signUpSettings.$inferInsert> = {}) =>
    tx.insert(signUpSettings).values({ competitionId, opensAt: at('2026-01-01'), closesAt: at('2027-06-30', 18), enabled: true, ...v });

  const item = async (competitionId: number, v: Omit<typeof eventItems.$inferInsert, 'competitionId'>) =>
    (await tx.insert(eventItems).values({ competitionId, ...v }).returning({ id: eventItems.id }))[0].id;

  /** One entry with its history (and fee order when approved on a paid item). */
  const entry = async (
    c: { id: number; institutionId: number; name: string },
    itemId: number,
    status: SignUpStatus,
    e: { userId?: number | null; name?: string; card?: string; gender?: 1 | 2; birth?: string; affiliation?: string; fee?: number; itemName?: string; team?: { name: string; size: number }; paid?: boolean; day: string },
  ) => {
    counter += 1;
    const n = counter;
    const gender = e.gender ?? (n % 2 === 0 ? 2 : 1);
    const birth = e.birth ?? `20${String(8 + (n % 6)).padStart(2, '0')}-0${1 + (n % 9)}-1${n % 10}`;
    const person = demoEntrant(n, { name: e.name, card: e.card, gender, birth, teamSize: e.team?.size });
    const organiser = organiserOf[c.institutionId] ?? byAccount.admin;
    const createdAt = at(e.day, 10);
    const [row] = await tx
      .insert(signUps)
      .values({
        competitionId: c.id,
        eventItemId: itemId,
        userId: e.userId ?? null,
        entrantName: e.team?.name ?? person.realName,
        entryType: e.team ? 'team' : 'individual',
        status,
        realName: person.realName,
        idCard: person.idCard,
        phone: person.phone,
        gender,
        birthDate: birth,
        affiliation: e.affiliation ?? '',
        source: e.userId ? 'public' : 'organiser',
        reviewedBy: status === 'approved' ? organiser : null,
        reviewedAt: status === 'approved' ? new Date(createdAt.getTime() + 86400_000) : null,
        createdAt,
      })
      .returning({ id: signUps.id });
    if (e.team) await tx.insert(signUpMembers).values(person.members.map((m, i) => ({ signUpId: row.id, ...m, sort: i })));
    await tx.insert(signUpHistory).values(
      demoEntryHistory(status, Boolean(e.userId)).map((h) => ({
        signUpId: row.id,
        fromStatus: h.from,
        toStatus: h.to,
        actorId: h.reviewed ? organiser : (e.userId ?? organiser),
        reason: h.reason,
        at: h.reviewed ? new Date(createdAt.getTime() + 86400_000) : createdAt,
      })),
    );
    if (status === 'approved' && e.fee) {
      orderSeq += 1;
      const orderAt = new Date(createdAt.getTime() + 86400_000);
      const [o] = await tx
        .insert(orders)
        .values({
          orderNo: `BM${e.day.replace(/-/g, '')}${String(orderSeq).padStart(8, '0')}`,
          institutionId: c.institutionId,
          userId: e.userId ?? null,
          competitionId: c.id,
          subject: `${c.name} 报名费`,
          amountCents: e.fee,
          status: e.paid ? '已支付' : '待支付',
          payChannel: e.paid ? 'offline' : '',
          paidAt: e.paid ? new Date(orderAt.getTime() + 2 * 86400_000) : null,
          paidBy: e.paid ? organiser : null,
          signUpId: row.id,
          createdAt: orderAt,
        })
        .returning({ id: orders.id });
      await tx.insert(orderItems).values({ orderId: o.id, name: `${c.name} · ${e.itemName ?? ''} · ${e.team?.name ?? person.realName}`, quantity: 1, unitPriceCents: e.fee, createdAt: orderAt });
      await tx.insert(orderStatusHistory).values({ orderId: o.id, fromStatus: '', toStatus: '待支付', note: '报名审核通过，生成报名费订单', createdAt: orderAt });
      if (e.paid) {
        await tx.insert(orderStatusHistory).values({
          orderId: o.id,
          fromStatus: '待支付',
          toStatus: '已支付',
          note: offlineMarkNote('现场缴费', demoNickname('org_gov')),
          createdAt: new Date(orderAt.getTime() + 2 * 86400_000),
        });
      }
    }
    return row.id;
  };

  // 1. 2026年杭州市青少年田径锦标赛 — individual items, review, waiting list, a paid item
  const athletics = byName('2026年杭州市青少年田径锦标赛');
  await settings(athletics.id, { reviewRequired: true, waitingList: true, requiredFields: ['real_name', 'id_card', 'phone'], customFields: [{ key: 'school', label: '就读学校', required: true }] });
  const boys100 = await item(athletics.id, { name: '男子100米（U16组）', gender: 1, ageGroup: 'U16', birthFrom: '2010-01-01', capacity: 8, sort: 1 });
  const girls100 = await item(athletics.id, { name: '女子100米（U16组）', gender: 2, ageGroup: 'U16', birthFrom: '2010-01-01', capacity: 4, feeCents: 3000, sort: 2 });
  const longJump = await item(athletics.id, { name: '男子跳远（U16组）', gender: 1, ageGroup: 'U16', birthFrom: '2010-01-01', capacity: 0, sort: 3 });
  const schools = ['杭州市天长小学', '杭州市建兰中学', '杭州市十三中', '杭州外国语学校'];
  for (const [i, status] of (['approved', 'approved', 'approved', 'pending', 'pending', 'rejected'] as SignUpStatus[]).entries()) {
    await entry(athletics, boys100, status, { gender: 1, birth: `2011-0${i + 1}-15`, affiliation: schools[i % 4], day: '2026-03-0' + (i + 1) });
  }
  await entry(athletics, girls100, 'approved', { gender: 2, birth: '2011-04-02', affiliation: schools[0], fee: 3000, itemName: '女子100米（U16组）', paid: true, day: '2026-03-02' });
  await entry(athletics, girls100, 'approved', { gender: 2, birth: '2012-06-20', affiliation: schools[1], fee: 3000, itemName: '女子100米（U16组）', day: '2026-03-03' });
  await entry(athletics, girls100, 'pending', { gender: 2, birth: '2011-09-09', affiliation: schools[2], day: '2026-03-04' });
  await entry(athletics, girls100, 'pending', { gender: 2, birth: '2011-12-12', affiliation: schools[3], day: '2026-03-05' });
  await entry(athletics, girls100, 'waiting', { gender: 2, birth: '2012-01-30', affiliation: schools[3], day: '2026-03-06' });
  for (const [i, status] of (['approved', 'pending', 'pending'] as SignUpStatus[]).entries()) {
    await entry(athletics, longJump, status, { userId: people[i]?.id, name: people[i]?.nickname, gender: 1, birth: `2010-1${i}-08`, affiliation: schools[(i + 2) % 4], day: `2026-03-1${i}` });
  }

  // 2. 2026年杭州市中小学生篮球联赛 — 6 approved teams of 5, no phases yet
  const league = byName('2026年杭州市中小学生篮球联赛');
  await settings(league.id, { reviewRequired: true, waitingList: false, requiredFields: ['real_name', 'id_card', 'phone', 'team_name'] });
  const juniorBoys = await item(league.id, { name: '初中男子组', entryType: 'team', gender: 1, ageGroup: '初中组', capacity: 8, teamMin: 5, teamMax: 12, sort: 1 });
  const teams = ['建兰中学', '十三中', '学军中学', '杭州二中', '采荷中学', '文澜中学'];
  for (const [i, school] of teams.entries()) {
    await entry(league, juniorBoys, 'approved', { gender: 1, birth: '2011-03-01', affiliation: `杭州市${school}`, team: { name: `${school}男篮`, size: 5 }, day: `2026-04-0${i + 1}` });
  }

  // 3. 2026年杭州马拉松 — paid items, the window has closed
  const marathon = byName('2026年杭州马拉松');
  await settings(marathon.id, { closesAt: at('2026-10-25', 18), reviewRequired: true, requiredFields: ['real_name', 'id_card', 'phone', 'gender'] });
  const full = await item(marathon.id, { name: '全程马拉松', capacity: 30000, feeCents: 15000, birthTo: '2006-11-01', sort: 1 });
  const half = await item(marathon.id, { name: '半程马拉松', capacity: 10000, feeCents: 10000, birthTo: '2008-11-01', sort: 2 });
  // the demo athlete: half marathon accepted (fee order open), full marathon waiting for review
  const athlete = { userId: byAccount.athlete, name: demoNickname('athlete'), ...DEMO_ATHLETE, card: idCard(DEMO_ATHLETE.birth, 999, false) };
  await entry(marathon, half, 'approved', { ...athlete, fee: 10000, itemName: '半程马拉松', day: '2026-08-01' });
  await entry(marathon, full, 'pending', { ...athlete, day: '2026-08-02' });
  for (const [i, p] of people.slice(3, 8).entries()) {
    await entry(marathon, i % 2 === 0 ? full : half, i === 4 ? 'pending' : 'approved', {
      userId: p.id,
      name: p.nickname,
      birth: `199${i}-0${i + 1}-2${i}`,
      fee: i % 2 === 0 ? 15000 : 10000,
      itemName: i % 2 === 0 ? '全程马拉松' : '半程马拉松',
      paid: i < 2,
      day: `2026-08-1${i}`,
    });
  }

  // 4. 星辰杯少儿篮球邀请赛 — full team item with a waiting list
  const youth = byName('星辰杯少儿篮球邀请赛');
  await settings(youth.id, { reviewRequired: true, waitingList: true, requiredFields: ['real_name', 'phone', 'birth_date', 'team_name'] });
  const u12 = await item(youth.id, { name: 'U12组', entryType: 'team', ageGroup: 'U12', birthFrom: '2014-01-01', capacity: 4, teamMin: 5, teamMax: 10, sort: 1 });
  for (const [i, t] of ['星辰一队', '星辰二队', '西湖小虎队', '钱江少年队', '拱墅飞鹰队'].entries()) {
    await entry(youth, u12, i < 2 ? 'approved' : i < 4 ? 'pending' : 'waiting', { birth: '2015-06-01', affiliation: '星辰青少年体育培训中心', team: { name: t, size: 5 }, day: `2026-06-0${i + 1}` });
  }

  // 5. the competitions seed-schedule.ts plays out bring their own team items: their sign-up closed before the start
  const scheduled: [DemoCompetitionName, string][] = [
    ['2026年西湖区青少年足球联赛', '2026-03-01'],
    ['2026年浙江省三人篮球联赛', '2026-08-25'],
  ];
  for (const [competitionName, closes] of scheduled) {
    const c = comps.find((x) => x.name === competitionName);
    if (c) await settings(c.id, { opensAt: at('2026-01-05'), closesAt: at(closes, 18), reviewRequired: true, requiredFields: ['real_name', 'phone', 'team_name'] });
  }

  // 6. every other approved competition: one open item with a few entries
  const done = new Set([athletics.id, league.id, marathon.id, youth.id]);
  const skip = new Set<string>(['2026年浙江省田径锦标赛' satisfies DemoCompetitionName, ...scheduled.map(([n]) => n)]);
  const others = comps.filter((c) => c.status === 'approved' && !done.has(c.id) && !skip.has(c.name));
  for (const [i, c] of others.entries()) {
    await settings(c.id, i % 5 === 4 ? { enabled: false } : { reviewRequired: i % 3 !== 2 });
    const itemId = await item(c.id, { name: '公开组', capacity: 50 + (i % 3) * 50, sort: 1 });
    const n = 1 + (i % 3);
    for (let k = 0; k < n; k++) {
      const p = people[(i * 3 + k) % people.length];
      await entry(c, itemId, k === 0 && i % 2 === 0 ? 'approved' : 'pending', { userId: p.id, name: p.nickname, birth: `198${k}-0${(i % 9) + 1}-1${k}`, day: `2026-02-${String(10 + (i % 18)).padStart(2, '0')}` });
    }
  }
}
