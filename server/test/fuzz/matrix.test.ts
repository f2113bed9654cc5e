/**
 * Authorization matrix generated from the OpenAPI document (docs/testing.md "Authorization matrix").
 *
 * Every operation that takes an object id (`id`, `ids`, `vid`, `*_id`, `*_ids` in its query, path or body) is called
 * on a real object of one tenant by seven callers:
 *   访客 (anonymous), 个人用户 (a person who owns nothing here), 其他机构 (the manager of another institution),
 *   场馆管理员 (the venue manager of another venue operator), 无权限成员 (a member of institution 121, the shared
 *   personal member centre, whose membership grants nothing), 所属机构 (a manager of the object's institution) and
 *   平台管理员 (the platform admin).
 * The first five must never succeed (HTTP 2xx with errno 0) on the tenant's object: 0 cross-tenant successes.
 * The last two are the positive control: the same request must succeed for one of them, else the request was
 * refused for another reason (bad input, wrong state) and proved nothing; the run reports how many operations had a
 * control that succeeded and requires most of them to.
 *
 * Which kind of object an id names comes from the field's name (`competition_id` → competition) or, for `id` and
 * `ids`, from the operation's path (KIND_BY_PATH). A new operation whose id cannot be classified fails the run
 * until it is added there. Operations open to everyone by design (public pages of published objects, taking part
 * in someone else's competition) are listed in OPEN_BY_DESIGN with the reason; public pages get an unpublished
 * object, which nobody outside its tenant may see.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { bookings, courts, institutions, managers, users, venueClosures, venues, venueWaitlist } from '../../src/db/schema/index.js';
import { OBJECT_ID_FIELD } from '../../src/http/documented-responses.js';
import { rowsOf } from '../../src/db/client.js';
import { createUser, login, nextIp, setupPglite, setupPostgres, type TestContext } from '../helpers.js';
import { resolverOf, valid, type Schema } from './schema-arbitraries.js';
import { documentOf, inject, operationsOf, urlOf, type Caller, type DocumentedOperation, type DrawnRequest } from './operations.js';
import { MUTATING_METHODS, RecordCompleteness } from './operation-records.js';

type Kind =
  | 'institution'
  | 'competition'
  | 'series'
  | 'event_item'
  | 'phase'
  | 'fixture'
  | 'award'
  | 'sign_up'
  | 'result'
  | 'record'
  | 'order'
  | 'refund'
  | 'invoice'
  | 'withdrawal'
  | 'payout_account'
  | 'export_task'
  | 'article'
  | 'column'
  | 'live_room'
  | 'live_ad'
  | 'album'
  | 'photo'
  | 'photo_report'
  | 'video'
  | 'media'
  | 'upload_vid'
  | 'venue'
  | 'court'
  | 'waitlist'
  | 'venue_change'
  | 'feedback'
  | 'closure'
  | 'booking'
  | 'person'
  | 'user'
  | 'home_item'
  | 'package'
  | 'application'
  | 'managed_institution'
  | 'operation_record'
  | 'registration'
  | 'register_setting'
  | 'staff_member'
  | 'staff_role'
  | 'staff_invitation'
  | 'check_in'
  | 'certificate'
  | 'highlight';

/** Ids named by their field. */
const KIND_OF_FIELD: Record<string, Kind> = {
  setting_id: 'register_setting',
  role_id: 'staff_role',
  institution_id: 'institution',
  belong_id: 'institution',
  competition_id: 'competition',
  series_id: 'series',
  event_item_id: 'event_item',
  phase_id: 'phase',
  from_phase_id: 'phase',
  fixture_id: 'fixture',
  sign_up_id: 'sign_up',
  order_id: 'order',
  album_id: 'album',
  photo_id: 'photo',
  cover_photo_id: 'photo',
  media_id: 'media',
  logo_media_id: 'media',
  background_media_id: 'media',
  seal_media_id: 'media',
  room_id: 'live_room',
  column_id: 'column',
  venue_id: 'venue',
  court_id: 'court',
  user_id: 'user',
  referee_ids: 'user',
  package_id: 'package',
  payout_account_id: 'payout_account',
  sort_ids: 'home_item',
  vid: 'upload_vid',
};

/** Fields whose name looks like an id but name no stored object (a client-made request number). */
const NOT_OBJECT_IDS = new Set(['request_id', 'object_id']);

/** The home block an admin path edits (domain/home-blocks.ts). */
const HOME_BLOCK_OF_PATH: Record<string, string> = {
  headline: 'headline',
  recommend_column: 'recommend_column',
  recommend_event: 'recommended_event',
  recommend_video: 'event_video',
  recommend_photo: 'event_photo',
  recommend_brand: 'brand_event',
  recommend_partner: 'partner',
  recommend_link: 'friendly_link',
};

/** `id` / `ids` by the operation (`METHOD /api/path`): the first pattern that matches. */
const KIND_BY_PATH: [RegExp, Kind][] = [
  [/^(DELETE \S+\/competition\/download|GET \S+\/competition\/download\/file)$/, 'export_task'],
  // a 资金流水 export task is its creator's own (anyone else gets 404): the competition's tasks below are created by
  // their competition's managers, so outsiders must fail on them, and the owner's control may be another manager
  [/^GET \S+\/admin\/export_task(\/file)?$/, 'export_task'],
  [/^POST \S+\/competition\/sign_info\/review$/, 'competition'],
  // 打卡审核: a check-in record of an activity's participant; the tenant is the activity's institution
  [/\/competition\/clock\/review$/, 'check_in'],
  // 集锦: an item of a competition's highlights; the tenant is the competition's institution
  [/\/competition\/highlights\/(move|caption|remove)$/, 'highlight'],
  [/\/api\/(admin\/)?competition_series|\/official\/competition_series\//, 'series'],
  [/\/competition\/requirement\/item$/, 'event_item'],
  [/\/competition\/(player|team)\/info$/, 'sign_up'],
  [/^POST \S+\/competition\/sign_info$/, 'competition'],
  [/\/competition\/sign_info$/, 'sign_up'],
  [/\/admin\/schedule\/phase$/, 'phase'],
  [/\/admin\/schedule\/match_info\/save$/, 'fixture'],
  [/\/admin\/award$/, 'award'],
  // 证书: a competition's certificates are its managers'; /user/certificate/file is the holder's alone
  [/\/admin\/certificate\/(file|reissue)$|\/user\/certificate\/file$/, 'certificate'],
  [/\/admin\/result\/history$/, 'result'],
  [/\/admin\/records\/review$/, 'record'],
  [/\/pay_order(_info|\/mark_paid)$/, 'order'],
  [/\/admin\/refund(_info|\/check)$/, 'refund'],
  [/\/admin\/invoice(_info|\/issue|\/reject|\/void)$|\/invoice\/download$/, 'invoice'],
  [/\/admin\/withdraw(_info|\/check)$/, 'withdrawal'],
  [/\/admin\/payout_account(\/send_sms|\/confirm)?$/, 'payout_account'],
  [/\/admin\/venue_court_update$/, 'court'],
  [/\/admin\/venue_info$|\/phone\/venue_info$/, 'venue'],
  [/\/admin\/venue_(review_info|review|resubmit|close|reopen)$/, 'venue'],
  [/\/admin\/venue_feedback_reply$/, 'feedback'],
  [/\/admin\/venue_closure$/, 'closure'],
  // 场馆变更审核: the platform admin's alone; the tenant is the venue's institution
  [/\/admin\/venue_change_(info|review)$/, 'venue_change'],
  // a booking is its user's (取消预订) and its venue's staff's (场馆取消预订): the tenant is the venue's institution
  [/\/venue_site\/cancel$|\/admin\/venue_booking_cancel$|\/admin\/venue_unblock$/, 'booking'],
  // 入驻管理: an application is the platform's (no tenant), reviewed by the platform admin alone
  [/\/admin\/institution_application(\/review)?$/, 'application'],
  // 机构列表: an institution as the platform admin's object (停用 / 启用), on the matrix's own staff-less institution
  [/\/admin\/institution(\/disable|\/enable)?$/, 'managed_institution'],
  // 操作记录: an institution's records are its own; those of no institution the platform admin's
  [/\/admin\/operation_record$/, 'operation_record'],
  // a waiting-list entry is its user's alone (取消候补): the tenant is the venue's institution, whose staff may not leave it either
  [/\/venue_site\/waitlist_leave$/, 'waitlist'],
  // 运动员/裁判员注册: filed with an institution (its managers review it), read by its person (/register/info)
  [/\/(admin\/)?register\/info$|\/admin\/register\/examine$/, 'registration'],
  [/\/register\/setting$|\/check\/register_time$/, 'register_setting'],
  // 权限管理: an institution's members (managers rows), roles and invitations are its own
  [/\/admin\/manager\/invitation\/cancel$/, 'staff_invitation'],
  [/\/admin\/manager(\/role|\/remove)?$/, 'staff_member'],
  [/\/admin\/role$/, 'staff_role'],
  [/\/official\/personnel\/info$|\/user\/person\/public$/, 'person'],
  [/\/official\/industry\/info$/, 'institution'],
  [/\/admin\/article\/column$/, 'column'],
  [/\/article|\/introduction$/, 'article'],
  [/\/admin\/live\/ad$/, 'live_ad'],
  [/\/lives|\/official\/live$/, 'live_room'],
  [/\/admin\/album\/photo$|\/admin\/photo\/review$|\/admin\/image\/hide$/, 'photo'],
  [/\/admin\/report\/handle$/, 'photo_report'],
  [/\/admin\/(headline|recommend_[a-z]+)(_info|_show|_sort)?$/, 'home_item'],
  [/album/, 'album'],
  [/video/, 'video'],
  [/\/competition|\/official\/competition\/|\/admin\/schedule\/(courts|clashes)$/, 'competition'],
];

/**
 * Operations where callers outside the tenant may succeed on the tenant's object, by design. Anything listed here is
 * still fuzzed and still must not leak: the reason says why success is right.
 */
const OPEN_BY_DESIGN: Record<string, string> = {
  'POST /api/competition/sign_info': '报名：任何登录用户都可以报名他人主办的赛事',
  'GET /api/competition/requirement/info': '报名表单：报名者读取项目与报名要求',
  'POST /api/album/report': '举报图片：任何访客都可以举报公开的图片',
  'GET /api/official/industry/info': '行业名录：已入驻机构的公开资料',
  'GET /api/phone/venue_info': '场馆：已上线场馆的公开资料',
  'POST /api/venue_site/feedback': '意见反馈：任何登录用户都可以对已上线的场馆提出反馈',
  'POST /api/venue_site/waitlist_join': '候补：任何登录用户都可以候补已上线场馆已被预订的时段',
  'GET /api/admin/live/packages': '直播套餐：平台在售的套餐，不属于任何机构',
  'POST /api/admin/live/buy': '购买直播套餐：套餐属于平台，机构为自己购买',
  'GET /api/official/personnel/info': '人员名录：本人公开的运动员、裁判员资料',
  'GET /api/check/register_time': '注册时间：个人用户提交注册前查询任一机构注册要求的注册时间',
  'GET /api/register/setting': '注册要求：个人用户读取任一机构注册中的注册要求（其他的只有本机构可读）',
  'POST /api/competition/clock': '打卡：报名参加活动（报名已通过）的用户本人打卡，活动属于主办机构',
};

/** Ids of objects of each kind with their tenant institution (null: the platform's own, admin only). */
const OBJECTS: Record<Kind, string> = {
  institution: `select id, id as tenant, false as private from institutions where id not in (121)`,
  competition: `select id, institution_id as tenant, status <> 'approved' as private from competitions`,
  series: `select id, institution_id as tenant, not exists (select 1 from competitions c where c.series_id = s.id and c.status = 'approved') as private from competition_series s`,
  event_item: `select e.id, c.institution_id as tenant, c.status <> 'approved' as private from event_items e join competitions c on c.id = e.competition_id`,
  phase: `select p.id, c.institution_id as tenant, c.status <> 'approved' as private from phases p join competitions c on c.id = p.competition_id`,
  fixture: `select f.id, c.institution_id as tenant, c.status <> 'approved' as private from fixtures f join competitions c on c.id = f.competition_id`,
  award: `select a.id, c.institution_id as tenant, c.status <> 'approved' as private from awards a join competitions c on c.id = a.competition_id`,
  sign_up: `select s.id, c.institution_id as tenant, true as private from sign_ups s join competitions c on c.id = s.competition_id`,
  result: `select r.id, c.institution_id as tenant, true as private from results r join competitions c on c.id = r.competition_id`,
  application: `select id, null::int as tenant, true as private from institution_applications`,
  managed_institution: `select id, null::int as tenant, true as private from institutions where name = '矩阵测试停用机构'`,
  record: `select r.id, null::int as tenant, r.status <> 'approved' as private from records r`,
  order: `select id, institution_id as tenant, true as private from orders`,
  refund: `select id, institution_id as tenant, true as private from refunds`,
  invoice: `select id, institution_id as tenant, true as private from invoices`,
  withdrawal: `select id, institution_id as tenant, true as private from withdrawals`,
  payout_account: `select id, institution_id as tenant, true as private from payout_accounts`,
  export_task: `select t.id, c.institution_id as tenant, true as private from export_tasks t join competitions c on c.id = t.competition_id`,
  article: `select id, institution_id as tenant, review_status <> 'approved' as private from articles where institution_id is not null`,
  column: `select id, null::int as tenant, not enabled as private from article_columns`,
  live_room: `select id, institution_id as tenant, (visibility = 'hidden' or admin_hidden or deleted_at is not null) as private from live_rooms`,
  live_ad: `select id, institution_id as tenant, true as private from live_ads`,
  album: `select a.id, a.institution_id as tenant, c.status <> 'approved' as private from albums a join competitions c on c.id = a.competition_id`,
  photo: `select p.id, p.institution_id as tenant, p.review_status <> 'approved' as private from photos p`,
  photo_report: `select r.id, null::int as tenant, true as private from photo_reports r`,
  video: `select id, institution_id as tenant, status <> 'published' as private from videos where institution_id is not null`,
  media: `select m.id, mg.institution_id as tenant, true as private from media m join managers mg on mg.user_id = m.owner_user_id`,
  upload_vid: `select m.upload_id as id, mg.institution_id as tenant, true as private from media m join managers mg on mg.user_id = m.owner_user_id where m.kind = 'video' and m.upload_id is not null`,
  venue: `select id, institution_id as tenant, status <> 'approved' as private from venues`,
  court: `select ct.id, v.institution_id as tenant, true as private from courts ct join venues v on v.id = ct.venue_id`,
  venue_change: `select r.id, v.institution_id as tenant, true as private from venue_change_requests r join venues v on v.id = r.venue_id`,
  closure: `select c.id, v.institution_id as tenant, true as private from venue_closures c join venues v on v.id = c.venue_id`,
  booking: `select b.id, v.institution_id as tenant, true as private from bookings b join venues v on v.id = b.venue_id`,
  waitlist: `select w.id, v.institution_id as tenant, true as private from venue_waitlist w join venues v on v.id = w.venue_id`,
  feedback: `select f.id, v.institution_id as tenant, true as private from feedback f left join venues v on v.id = f.venue_id`,
  registration: `select id, institution_id as tenant, true as private from persons where institution_id is not null`,
  register_setting: `select id, institution_id as tenant, not (starts_at <= now() and ends_at > now()) as private from register_settings`,
  person: `select id, institution_id as tenant, not (is_public and status = 'approved') as private from persons where institution_id is not null`,
  user: `select u.id, null::int as tenant, false as private from users u where u.is_person`,
  home_item: `select id, null::int as tenant, not enabled as private, block from home_items`,
  package: `select id, null::int as tenant, false as private from live_packages`,
  // 权限管理: not the members of 121 (the personal member centre) nor the matrix's own callers' memberships
  staff_member: `select m.id, m.institution_id as tenant, true as private from managers m join institutions i on i.id = m.institution_id where m.institution_id <> 121 and i.name not like '矩阵测试%'`,
  staff_role: `select id, institution_id as tenant, true as private from institution_roles`,
  staff_invitation: `select id, institution_id as tenant, true as private from staff_invitations`,
  check_in: `select r.id, c.institution_id as tenant, true as private from check_in_records r join competitions c on c.id = r.competition_id`,
  certificate: `select ct.id, c.institution_id as tenant, true as private from certificates ct join competitions c on c.id = ct.competition_id`,
  highlight: `select h.id, c.institution_id as tenant, true as private from highlight_items h join competitions c on c.id = h.competition_id`,
  // not the records of the matrix's own institutions (an outsider's own login is theirs to read)
  operation_record: `select r.id, r.institution_id as tenant, true as private from operation_records r left join institutions i on i.id = r.institution_id where coalesce(i.name, '') not like '矩阵测试%'`,
};

const pgUrl = process.env.FUZZ_DB === 'pglite' ? undefined : (process.env.FUZZ_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
const ctx: TestContext = pgUrl ? await setupPostgres(pgUrl) : await setupPglite();
const doc = documentOf(ctx.app);
const resolver = resolverOf(doc);
const db = ctx.app.database.db;

interface ObjectRow {
  id: number | string;
  tenant: number | null;
  private: boolean;
  block?: string;
}

async function objectsOf(kind: Kind, op: DocumentedOperation): Promise<ObjectRow[]> {
  const rows = rowsOf<ObjectRow>(await db.execute(sql.raw(`select * from (${OBJECTS[kind]}) o order by o.id`)));
  if (kind !== 'home_item') return rows;
  const block = HOME_BLOCK_OF_PATH[/\/admin\/(headline|recommend_[a-z]+)/.exec(op.path)?.[1] ?? ''];
  return block ? rows.filter((r) => r.block === block) : rows;
}

/** Id fields of a schema, with their path in the value (`config.qualification.from_phase_id`). */
function idFields(schema: Schema | null, prefix: string[] = []): { path: string[]; name: string; array: boolean }[] {
  if (!schema) return [];
  const s = resolver.resolve(schema);
  const out: { path: string[]; name: string; array: boolean }[] = [];
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const p = resolver.resolve(prop);
    const types = [p.type, p.items ? resolver.resolve(p.items).type : undefined].flat();
    if (OBJECT_ID_FIELD.test(name) && (types.includes('integer') || types.includes('string'))) out.push({ path: [...prefix, name], name, array: types.includes('array') });
    else if (p.properties) out.push(...idFields(p, [...prefix, name]));
  }
  return out;
}

/** Where one operation's field names another kind than the path says (`ids` of the entries under review). */
const KIND_OF_OPERATION_FIELD: Record<string, Kind> = {
  'POST /api/competition/sign_info/review ids': 'sign_up',
  'GET /api/admin/schedule/phase id': 'phase',
  // 集锦: what an item references, of the kind drawn first (video); another competition's is refused
  'POST /api/competition/highlights ref_id': 'video',
};

function kindOf(op: DocumentedOperation, name: string): Kind | null {
  const special = KIND_OF_OPERATION_FIELD[`${op.key} ${name}`];
  if (special) return special;
  if (KIND_OF_FIELD[name]) return KIND_OF_FIELD[name];
  if (name !== 'id' && name !== 'ids') return null;
  for (const [re, kind] of KIND_BY_PATH) if (re.test(op.key)) return kind;
  return null;
}

const setAt = (target: Record<string, unknown>, path: string[], value: unknown) => {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
};

// ---------- callers ----------

async function callerOf(name: string, options: Parameters<typeof createUser>[1], admin = false): Promise<Caller & { userId: number }> {
  const made = await createUser(ctx.app, options);
  if (admin) await db.update(users).set({ isPlatformAdmin: true }).where(eq(users.id, made.user.id));
  const client = await login(ctx.app, made.account, made.password);
  return { name, cookie: client.cookie, token: client.token, ip: nextIp(), userId: made.user.id };
}

/** A venue operator of the matrix's own, so its manager is never the tenant of the demo objects. */
/** 机构列表's object: an institution of the matrix's own without staff, so 停用 ends nobody's session. */
await db.insert(institutions).values({ belongId: 0, institutionType: 2, name: '矩阵测试停用机构', region: '浙江省杭州市' });
const [venueOperator] = await db.insert(institutions).values({ belongId: 0, institutionType: 4, name: '矩阵测试场馆运营方', region: '浙江省杭州市' }).returning();
const [ownVenue] = await db.insert(venues).values({ institutionId: venueOperator.id, name: '矩阵测试场馆', address: '杭州', city: '杭州市', district: '西湖区', sports: ['篮球'], status: 'approved' }).returning();
/** A closure of the first demo venue of the venue operator (the seed has none), so the closure operations have an object. */
const [demoVenue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.institutionId, 4)).orderBy(venues.id).limit(1);
if (demoVenue) await db.insert(venueClosures).values({ venueId: demoVenue.id, during: { start: new Date(Date.now() + 30 * 86_400_000), end: new Date(Date.now() + 31 * 86_400_000) }, reason: '矩阵测试闭馆' });
/** Bookings of a demo venue (the demo seeds none): the object of the cancel routes, for the venue's staff to cancel. */
{
  const [demoVenue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.status, 'approved')).orderBy(venues.id).limit(1);
  const [court] = await db.insert(courts).values({ venueId: demoVenue.id, name: '矩阵测试场地', sport: '篮球' }).returning({ id: courts.id });
  const [booker] = await db.insert(users).values({ account: `matrix_booker_${process.pid}`, nickname: '矩阵订场用户', isPerson: true }).returning({ id: users.id });
  const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3 * 86_400_000;
  await db.insert(bookings).values(
    [0, 1, 2, 3].map((i) => ({
      venueId: demoVenue.id,
      courtId: court.id,
      during: { start: new Date(start + i * 3_600_000), end: new Date(start + (i + 1) * 3_600_000) },
      kind: 'booking' as const,
      userId: booker.id,
      checkInCode: `MATRIX000${i}`,
    })),
  );
}
const [otherInstitution] = await db.insert(institutions).values({ belongId: 0, institutionType: 1, name: '矩阵测试其他机构', region: '浙江省杭州市' }).returning();

const outsiders: Caller[] = [
  { name: '访客', ip: nextIp() },
  await callerOf('个人用户', { isPerson: true }),
  await callerOf('其他机构', { manages: [{ institutionId: otherInstitution.id }] }),
  await callerOf('场馆管理员', { manages: [{ institutionId: venueOperator.id, sportsVenuesId: ownVenue.id }] }),
  await callerOf('无权限成员', { manages: [{ institutionId: 121 }] }),
];
const admin = await callerOf('平台管理员', {}, true);
const owners = new Map<number, Caller & { userId: number }>();
async function ownerOf(tenant: number): Promise<Caller & { userId: number }> {
  let owner = owners.get(tenant);
  if (!owner) {
    const [m] = await db.select().from(managers).where(eq(managers.institutionId, tenant)).limit(1);
    // the owner (managers.is_admin): 收款账户 and 提现 are the owner's (shared/rules mayManagePayout)
    owner = await callerOf('所属机构', { manages: [{ institutionId: tenant, sportsVenuesId: m?.sportsVenuesId ?? 0, isAdmin: true }] });
    owners.set(tenant, owner);
  }
  return owner;
}

/**
 * A waiting entry (候补) of the owner's control caller, on a range a block of a court of a demo venue keeps taken (no
 * cancel route of the run frees it, so it is never offered): 取消候补 is its own user's, and the first waiting entry
 * the run finds is one the control may leave, while the outsiders get 404.
 */
{
  const [venue] = await db.select({ id: venues.id, institutionId: venues.institutionId }).from(venues).where(eq(venues.status, 'approved')).orderBy(venues.id).limit(1);
  const owner = await ownerOf(venue.institutionId);
  const [court] = await db.insert(courts).values({ venueId: venue.id, name: '矩阵候补场地', sport: '篮球' }).returning({ id: courts.id });
  const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 4 * 86_400_000;
  const during = { start: new Date(start), end: new Date(start + 3_600_000) };
  await db.insert(bookings).values({ venueId: venue.id, courtId: court.id, during, kind: 'block' });
  await db.insert(venueWaitlist).values({ venueId: venue.id, courtId: court.id, userId: owner.userId, during });
}

/** HTTP 2xx with errno 0 (or a file); an empty list reveals nothing and is no success on someone else's object. */
const succeeded = (status: number, body: string) => {
  if (status < 200 || status >= 300) return false;
  try {
    const parsed = JSON.parse(body) as { errno?: number; result?: { list?: unknown[]; total?: number } };
    if (parsed.errno !== 0) return false;
    return !(Array.isArray(parsed.result?.list) && parsed.result.list.length === 0 && !parsed.result.total);
  } catch {
    return true; // a file
  }
};

// ---------- the run ----------

const order = (op: DocumentedOperation) => ({ GET: 0, POST: 1, PUT: 2, DELETE: 3 })[op.method as 'GET'] ?? 1;
const operations = operationsOf(doc)
  .filter((op) => !op.path.startsWith('/api/test/'))
  .map((op) => ({ op, fields: [...op.query.map((p) => ({ path: [p.name], name: p.name, array: p.schema.type === 'array', query: true })), ...idFields(op.body).map((f) => ({ ...f, query: false }))].filter((f) => OBJECT_ID_FIELD.test(f.name) && !NOT_OBJECT_IDS.has(f.name)) }))
  .filter((o) => o.fields.length > 0)
  .sort((a, b) => order(a.op) - order(b.op) || a.op.key.localeCompare(b.op.key));

const violations: string[] = [];
const unclassified: string[] = [];
const uncovered: string[] = [];
let controlled = 0;
let requests = 0;
/** the positive controls' mutations each leave their one operation record (operation-records.ts) */
const records = new RecordCompleteness(ctx.app, 'matrix');

after(async () => {
  console.log(
    `# authorization matrix: ${operations.length} operations with an object id × ${outsiders.length + 2} callers, ${requests} requests; ` +
      `${violations.length} cross-tenant successes; a control succeeded for ${controlled} of ${operations.length} operations`,
  );
  if (uncovered.length) console.log(`# no object or no successful control:\n#   ${uncovered.join('\n#   ')}`);
  console.log(records.summary(operationsOf(doc).filter((op) => MUTATING_METHODS.has(op.method) && !op.path.startsWith('/api/test/')).length));
  await ctx.close();
});

describe('authorization matrix: every operation with an object id × seven callers', () => {
  for (const { op, fields } of operations) {
    it(op.key, async () => {
      const kinds = fields.map((f) => ({ ...f, kind: kindOf(op, f.name) }));
      const missing = kinds.filter((k) => !k.kind);
      if (missing.length > 0) {
        unclassified.push(`${op.key}: ${missing.map((m) => m.name).join(', ')}`);
        assert.fail(`${op.key}: classify ${missing.map((m) => m.name).join(', ')} in KIND_OF_FIELD or KIND_BY_PATH`);
      }
      const primary = kinds.find((k) => ['id', 'ids', 'vid'].includes(k.name)) ?? kinds[0];
      const isPublic = !op.op.responses['401'];
      const open = OPEN_BY_DESIGN[op.key];
      const all = await objectsOf(primary.kind!, op);
      // a public page gets an unpublished object (nobody outside its tenant may see it); its control a published one
      const candidates = all.filter((o) => !isPublic || o.private || open);
      if (candidates.length === 0) {
        uncovered.push(`${op.key}: no ${isPublic ? 'unpublished ' : ''}${primary.kind}`);
        return;
      }
      // objects of an institution first (their owner is a caller of its own), then the platform's; a few of them,
      // since the owner's control needs one in the right state (a draft to submit, a pending one to review)
      const targets = [...candidates.filter((o) => o.tenant !== null && o.tenant !== 121), ...candidates.filter((o) => o.tenant === null)].slice(0, 4);
      const published = isPublic ? all.find((o) => !o.private) : undefined;
      const draws = fc.sample(
        fc.record({
          query: fc.record(Object.fromEntries(op.query.map((p) => [p.name, valid(p.schema, resolver, p.name)])), { requiredKeys: op.query.filter((p) => p.required).map((p) => p.name) }),
          body: op.body ? valid(op.body, resolver) : fc.constant(undefined),
        }),
        { numRuns: 4, seed: 7 },
      );
      const requestFor = async (draw: (typeof draws)[number], target: ObjectRow): Promise<DrawnRequest> => {
        const drawn: DrawnRequest = { query: { ...draw.query }, path: {}, body: draw.body === undefined ? undefined : structuredClone(draw.body) };
        for (const f of kinds) {
          let object: ObjectRow | undefined = target;
          if (f !== primary) {
            const others = await objectsOf(f.kind!, op);
            object = others.find((o) => o.tenant === target.tenant) ?? others[0];
          }
          if (!object) continue;
          const value = f.array ? [object.id] : object.id;
          if (f.query) drawn.query[f.name] = value;
          else setAt(drawn.body as Record<string, unknown>, f.path, value);
        }
        return drawn;
      };
      let controlOk = false;
      for (const target of targets) {
        const controls = isPublic ? [outsiders[0]] : target.tenant === null ? [admin] : [await ownerOf(target.tenant), admin];
        for (const draw of draws) {
          const drawn = await requestFor(draw, target);
          for (const caller of outsiders) {
            const res = await inject(ctx.app, op, drawn, caller);
            requests += 1;
            if (!open && succeeded(res.statusCode, res.body)) {
              violations.push(`${caller.name} ${op.method} ${urlOf(op, drawn)} ${JSON.stringify(drawn.body) ?? ''} → ${res.statusCode} ${res.body.slice(0, 160)}`);
            }
          }
          const control = isPublic && published ? await requestFor(draw, published) : drawn;
          for (const caller of controls) {
            // a record belongs to the object's institution (a visitor's request on a public page: not checked); 停用 /
            // 启用 of an institution is the platform admin's, recorded on the institution itself
            const institution = primary.kind === 'managed_institution' ? Number(target.id) : target.tenant;
            const res = await records.inject(op, control, caller, isPublic ? {} : { institution });
            requests += 1;
            if (succeeded(res.statusCode, res.body)) {
              controlOk = true;
              break;
            }
          }
          if (controlOk) break;
        }
        if (controlOk) break;
      }
      if (controlOk) controlled += 1;
      else uncovered.push(`${op.key}: ${primary.kind} ${targets.map((t) => t.id).join('/')} — no control succeeded`);
      assert.deepEqual(violations.filter((v) => v.includes(` ${op.method} ${op.path}`)), []);
      assert.deepEqual(records.problemsOf(op.key), []);
    });
  }

  it('holds a positive control for most operations (the matrix is not vacuous)', () => {
    const withObject = operations.length - unclassified.length;
    assert.ok(controlled >= withObject * 0.5, `only ${controlled} of ${withObject} operations had a control that succeeded:\n${uncovered.join('\n')}`);
  });
});
