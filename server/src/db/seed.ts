import { count, sql } from 'drizzle-orm';
import { newPermissionCode } from '../repositories/filing.js';
import { hashPassword } from '../services/passwords.js';
import type { Db } from './client.js';
import {
  competitions,
  competitionSeries,
  competitionStatusHistory,
  courts,
  feedback,
  institutions,
  managers,
  orderItems,
  orders,
  orderStatusHistory,
  persons,
  photoReports,
  photos,
  users,
  venueChangeRequests,
  venues,
} from './schema/index.js';
import { seedArticles } from './seed-articles.js';
import { postDemoPayments, seedRefundsAndWithdrawals, type DemoOrder } from './seed-finance.js';
import { DEMO_ORDERS, demoOrderHistory, demoPaidAt, type DemoPayer } from 'shared/demo';
import { seedEnrolment } from './seed-enrolment.js';
import { seedLive } from './seed-live.js';
import { seedAlbums } from './seed-albums.js';
import { seedVideos } from './seed-videos.js';
import { bannerImage, logoImage } from './seed-images.js';
import { seedRecords } from './seed-records.js';
import { seedSchedule } from './seed-schedule.js';
import { seedSignUps } from './seed-sign-ups.js';
import { seedDirectory } from './seed-directory.js';
import { seedRegistrations } from './seed-registrations.js';
import { seedVenueBooking } from './seed-venues.js';
import { DEMO_COMPETITIONS, DEMO_COMPETITION_SERIES, demoCompetitionIsFiling, demoCompetitionTimes, type DemoCompetitionName, type DemoSeriesKey } from 'shared/demo';
import { DEMO_VENUES, DEMO_VENUE_CHANGES, DEMO_VENUE_CLOSE_REASON, DEMO_VENUE_REJECT_REASON, type DemoVenueKey } from 'shared/demo';
import { DEMO_ACCOUNTS, DEMO_INSTITUTIONS, DEMO_ATHLETE, DEMO_MEMBERS, demoInstitutionName, demoNickname, type DemoAccountName } from 'shared/demo';
import { seedHome } from './seed-home.js';
import { seedCheckIns } from './seed-check-ins.js';
import { seedHighlights } from './seed-highlights.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Demo accounts (README and e2e use them): shared/src/demo/people.ts, which the mocks answer too. */
export { DEMO_ACCOUNTS };

import { seedStaff } from './seed-staff.js';

const DAY = 24 * 60 * 60 * 1000;

async function insertUsers(tx: Tx) {
  const demo = [];
  for (const a of DEMO_ACCOUNTS) {
    demo.push({
      account: a.account,
      mobile: a.mobile,
      passwordHash: await hashPassword(a.password),
      nickname: a.nickname,
      isPlatformAdmin: a.isPlatformAdmin,
      isPerson: a.isPerson,
    });
  }
  const rows = await tx.insert(users).values(demo).returning({ id: users.id, account: users.account });
  const people = await tx
    .insert(users)
    .values(DEMO_MEMBERS.map((name, i) => ({ account: `user${String(i + 1).padStart(3, '0')}`, mobile: `139${String(10000000 + i * 7919).padStart(8, '0')}`, nickname: name, isPerson: true })))
    .returning({ id: users.id, nickname: users.nickname });
  const byAccount = Object.fromEntries(rows.map((r) => [r.account, r.id])) as Record<DemoAccountName, number>;
  return { byAccount, people };
}

/** The demo venues, courts and change requests of shared/demo (DEMO_VENUES, which the mocks answer too), in order. */
async function insertVenues(tx: Tx) {
  const ids = {} as Record<DemoVenueKey, number>;
  for (const [i, { key, courts: courtRows, photos, point, institutionId, ...v }] of DEMO_VENUES.entries()) {
    const [row] = await tx
      .insert(venues)
      .values({
        ...v,
        institutionId,
        cover: bannerImage(v.name, v.address, i, 800, 450),
        photos: (photos ?? []).map((caption, k) => bannerImage(caption, v.name, i + k + 1, 800, 450)),
        photoCaptions: photos ?? [],
        longitude: point?.[0] ?? null,
        latitude: point?.[1] ?? null,
        reviewReason: v.status === 'rejected' ? DEMO_VENUE_REJECT_REASON : '',
        closeReason: v.status === 'closed' ? DEMO_VENUE_CLOSE_REASON : '',
      })
      .returning({ id: venues.id });
    ids[key] = row.id;
    await tx.insert(courts).values(courtRows.map(([name, sport, indoor, price, status]) => ({ venueId: row.id, name, sport, indoor, pricePerHourCents: price, status: status ?? 'open' })));
  }
  await tx.insert(venueChangeRequests).values(DEMO_VENUE_CHANGES.map((c) => ({ venueId: ids[c.venue], changes: c.changes })));
  return ids;
}

const REJECT_REASONS = ['赛事安全保障方案不完整，请补充医疗与应急预案后重新报备', '比赛日期与同级别赛事冲突，请调整日期后重新报备'];

/**
 * The status history of every demo competition, consistent with its status: created as draft by the
 * institution, filed, then reviewed by the platform admin (reasons on rejections) or withdrawn by the organiser.
 */
async function insertCompetitionHistory(
  tx: Tx,
  comps: { id: number; institutionId: number; status: string }[],
  organiserOf: Record<number, number | undefined>,
  adminId: number,
) {
  const rows: (typeof competitionStatusHistory.$inferInsert)[] = [];
  let rejected = 0;
  comps.forEach((c, i) => {
    const organiser = organiserOf[c.institutionId] ?? null;
    const created = new Date(Date.UTC(2026, 0, 5 + (i % 20), 2));
    const step = (n: number) => new Date(created.getTime() + n * DAY);
    rows.push({ competitionId: c.id, fromStatus: null, toStatus: 'draft', actorId: organiser, at: created });
    if (c.status === 'draft') return;
    rows.push({ competitionId: c.id, fromStatus: 'draft', toStatus: 'pending', actorId: organiser, at: step(1) });
    if (c.status === 'approved') rows.push({ competitionId: c.id, fromStatus: 'pending', toStatus: 'approved', actorId: adminId, at: step(2) });
    if (c.status === 'rejected') {
      rows.push({ competitionId: c.id, fromStatus: 'pending', toStatus: 'rejected', actorId: adminId, reason: REJECT_REASONS[rejected % 2], at: step(2) });
      rejected += 1;
    }
    if (c.status === 'withdrawn') rows.push({ competitionId: c.id, fromStatus: 'pending', toStatus: 'withdrawn', actorId: organiser, reason: '赛事时间待定，暂时撤回', at: step(2) });
  });
  await tx.insert(competitionStatusHistory).values(rows);
}

async function insertCompetitions(tx: Tx, venueIds: Record<DemoVenueKey, number>) {
  const seriesKeys = Object.keys(DEMO_COMPETITION_SERIES) as DemoSeriesKey[];
  const seriesRows = await tx
    .insert(competitionSeries)
    .values(
      seriesKeys.map((k) => {
        const { status, ...series } = DEMO_COMPETITION_SERIES[k];
        // filed on 2026-01-20 (China time), reviewed the next day unless it still waits
        return { ...series, status, filedAt: new Date('2026-01-20T02:00:00Z'), reviewedAt: status === 'pending' ? null : new Date('2026-01-21T02:00:00Z') };
      }),
    )
    .returning({ id: competitionSeries.id });
  const series = Object.fromEntries(seriesKeys.map((k, i) => [k, seriesRows[i].id])) as Record<DemoSeriesKey, number>;
  const rows = await tx
    .insert(competitions)
    .values(
      DEMO_COMPETITIONS.map((c) => ({
        institutionId: c.institutionId,
        seriesId: c.series ? series[c.series] : null,
        cType: c.cType,
        name: c.name,
        sport: c.sport,
        level: c.level,
        ...demoCompetitionTimes(c),
        location: c.location,
        venueId: c.venueKey ? venueIds[c.venueKey] : null,
        status: c.status,
        isFiling: demoCompetitionIsFiling(c),
        permissionCode: newPermissionCode(),
        organisers: demoInstitutionName(c.institutionId),
        contactName: '赛事办公室',
        contactPhone: `0571-8${String(7000000 + c.institutionId * 1013).slice(0, 7)}`,
        introduction: `<p>${c.name}由${demoInstitutionName(c.institutionId) || '主办单位'}主办，地点：${c.location}。</p>`,
      })),
    )
    .returning({ id: competitions.id, institutionId: competitions.institutionId, name: competitions.name, status: competitions.status });
  return rows;
}

/**
 * The demo orders of shared/demo (DEMO_ORDERS, which the mocks answer too), in their order (order n has id n on a fresh
 * database), with their items and status history; then their money (seed-finance.ts).
 */
async function insertOrders(tx: Tx, comps: { id: number; name: string }[], payerId: (payer: DemoPayer) => number) {
  const created: DemoOrder[] = [];
  for (const o of DEMO_ORDERS) {
    const competitionId = o.competition && comps.find((c) => c.name === o.competition)!.id;
    const paid = o.status === '已支付' || o.status === '已退款';
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: o.orderNo,
        institutionId: o.institutionId,
        userId: payerId(o.payer),
        competitionId,
        kind: o.kind,
        subject: o.subject,
        amountCents: o.amountCents,
        status: o.status,
        payChannel: o.channel,
        paidAt: paid ? demoPaidAt(o.createdAt) : null,
        createdAt: o.createdAt,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(o.items.map((it) => ({ orderId: order.id, ...it, createdAt: o.createdAt })));
    await tx.insert(orderStatusHistory).values(demoOrderHistory(o.status, o.createdAt).map((h) => ({ orderId: order.id, fromStatus: h.from, toStatus: h.to, note: h.note, createdAt: h.at })));
    if (o.channel) created.push({ id: order.id, orderNo: o.orderNo, kind: o.kind, institutionId: o.institutionId, userId: payerId(o.payer), amountCents: o.amountCents, status: o.status, channel: o.channel, createdAt: o.createdAt });
  }
  // the money of the paid and refunded orders, through the ledger as it happens live (seed-finance.ts)
  await postDemoPayments(tx, created);
  // the other refunds, the invoice requests, settlement of what is due, and withdrawals (reserved, paid out, rejected)
  await seedRefundsAndWithdrawals(tx, created);
}

async function insertPeopleData(
  tx: Tx,
  byAccount: Record<string, number>,
  people: { id: number; nickname: string }[],
  comps: { id: number; institutionId: number; name: string; status: string }[],
) {
  await tx.insert(persons).values([
    { userId: byAccount.athlete, kind: 'athlete', realName: demoNickname('athlete'), gender: DEMO_ATHLETE.gender, status: 'approved', institutionId: 2 },
    { userId: byAccount.referee, kind: 'referee', realName: demoNickname('referee'), gender: 1, status: 'approved', institutionId: 2 },
    ...people.slice(0, 4).map((p, i) => ({ userId: p.id, kind: 'athlete', realName: p.nickname, gender: (i % 2) + 1, status: 'pending', institutionId: 2 })),
    ...people.slice(4, 6).map((p, i) => ({ userId: p.id, kind: 'referee', realName: p.nickname, gender: (i % 2) + 1, status: 'pending', institutionId: 1 })),
    ...people.slice(6, 9).map((p, i) => ({ userId: p.id, kind: 'athlete', realName: p.nickname, gender: (i % 2) + 1, status: 'pending', institutionId: 3 })),
    ...people.slice(9, 12).map((p, i) => ({ userId: p.id, kind: 'athlete', realName: p.nickname, gender: (i % 2) + 1, status: 'approved', institutionId: 6 })),
  ]);
  await seedSignUps(tx, { byAccount, people, comps });
}

async function insertReviews(tx: Tx, byAccount: Record<string, number>, comps: { id: number; name: string }[]) {
  const byName = (name: DemoCompetitionName) => comps.find((c) => c.name === name)!.id;
  const photoRows = await tx
    .insert(photos)
    .values([
      { institutionId: 1, competitionId: byName('2026年杭州市青少年田径锦标赛'), url: bannerImage('田径锦标赛 男子100米决赛', '杭州市体育局', 0, 800, 500) },
      { institutionId: 2, competitionId: byName('2026年浙江省青少年田径联赛（杭州站）'), url: bannerImage('青少年田径联赛 跳远', '浙江省田径协会', 1, 800, 500) },
      { institutionId: 6, competitionId: byName('2026年西湖城市定向赛（春季站）'), url: bannerImage('城市定向赛 起点', '浙江赛道体育', 2, 800, 500) },
      { institutionId: 3, competitionId: byName('星辰杯少儿篮球邀请赛'), url: bannerImage('少儿篮球邀请赛', '星辰青少年体育培训中心', 3, 800, 500) },
      { institutionId: 2, competitionId: byName('2026年浙江省田径锦标赛'), url: bannerImage('田径锦标赛 颁奖仪式', '浙江省田径协会', 4, 800, 500), reviewStatus: 'approved' },
    ])
    .returning({ id: photos.id });
  await tx.insert(photoReports).values([
    { photoId: photoRows[4].id, reporterId: byAccount.athlete, reason: '照片未经本人同意发布' },
    { photoId: photoRows[1].id, reporterId: byAccount.referee, reason: '照片中的号码布信息泄露个人隐私' },
  ]);
  await tx.insert(feedback).values([
    { userId: byAccount.athlete, content: '小程序订场页面希望增加按场地类型筛选', contact: '13800000005' },
    { userId: byAccount.referee, content: '裁判员注册时上传证书图片总是失败', contact: '13800000006' },
    { userId: null, content: '黄龙网球中心的营业时间与实际不符', contact: '' },
  ]);
  await seedAlbums(tx, byAccount);
  await seedArticles(tx, byAccount);
  await seedVideos(tx, byAccount);
  await seedEnrolment(tx);
}

/** Fills an empty database with the demo data; returns false (and does nothing) when users already exist. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(institutions)
      .values(DEMO_INSTITUTIONS.map(({ id, belongId, institutionType, name, region }, index) => ({ id, belongId, institutionType, name, region, logo: logoImage(name, index) })));
    await tx.execute(sql`select setval(pg_get_serial_sequence('institutions', 'id'), (select max(id) from institutions))`);
    const { byAccount, people } = await insertUsers(tx);
    const venueIds = await insertVenues(tx);
    await tx.insert(managers).values(
      DEMO_ACCOUNTS.flatMap((a) =>
        a.manages.map(([institutionId, isAdmin, stadium]) => ({ userId: byAccount[a.account], institutionId, isAdmin, ...(stadium ? { sportsVenuesId: venueIds.stadium } : {}) })),
      ),
    );
    const comps = await insertCompetitions(tx, venueIds);
    await insertCompetitionHistory(
      tx,
      comps,
      { 1: byAccount.org_gov, 2: byAccount.org_multi, 3: byAccount.org_youth, 4: byAccount.venue_mgr, 6: byAccount.org_multi },
      byAccount.admin,
    );
    await insertOrders(tx, comps, (payer) => (typeof payer === 'number' ? people[payer]!.id : byAccount[payer]));
    await insertPeopleData(tx, byAccount, people, comps);
    await seedCheckIns(tx, { byAccount, people, comps });
    await seedHome(tx, comps);
    await insertReviews(tx, byAccount, comps);
    await seedRecords(tx, { admin: byAccount.admin, organiser: byAccount.org_multi });
    await seedHighlights(tx, byAccount.org_multi);
    await seedSchedule(tx, { byAccount, comps });
    await seedLive(tx, byAccount);
    await seedDirectory(tx);
    await seedRegistrations(tx, { 1: byAccount.org_gov, 2: byAccount.org_multi });
    await seedVenueBooking(tx, byAccount);
    // last: its user comes after every other demo user
    await seedStaff(tx);
  });
  return true;
}
