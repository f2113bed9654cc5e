import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { idCardCheckDigit } from 'shared/rules';
import { auditLog, competitions, eventItems, orders, phases, orderStatusHistory, signUpHistory, signUps } from '../../src/db/schema/index.js';
import { clientFor, createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type List<T> = { list: T[]; total: number };
type Item = { id: number; name: string; capacity: number; fee: string; fee_cents: number; approved_count: number; pending_count: number; waiting_count: number; free_places: number | null };
type Requirement = { settings: { enabled: number; review_required: number; waiting_list: number; required_fields: string[]; opens_at: string | null }; items: Item[] };
type Entry = { id: number; status: string; id_card: string; entrant_name: string; order_id: number | null; order_status: string; member_count: number; reason: string };
type Detail = Entry & { members: { real_name: string; id_card: string; is_captain: number }[]; history: { from_status: string | null; to_status: string; actor_id: number | null; reason: string }[] };


let idSeq = 100;
/** A fresh valid ID card (male when `male`, born 1990-2009). */
function newIdCard(male = true, birth = '19950615'): string {
  idSeq += 1;
  const seq = String((idSeq % 500) * 2 + (male ? 1 : 0)).padStart(3, '0');
  const first17 = `330106${birth}${seq}`;
  return first17 + idCardCheckDigit(first17);
}
let phoneSeq = 0;
const newPhone = () => {
  phoneSeq += 1;
  return `135${String(process.pid % 10000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
};
const errnoOf = (res: LightMyRequestResponse) => json(res).errno;
const person = (extra: Record<string, unknown> = {}) => ({ real_name: unique('选手').slice(0, 12), id_card: newIdCard(), phone: newPhone(), ...extra });

export function signUpsSuite(ctx: TestContext) {
  describe('sign-up (报名)', () => {
    let owner: Client;
    let other: Client;
    let admin: Client;
    let athlete: Client;
    let runner: Client;
    let ownInstitution = 0;

    const db = () => ctx.app.database.db;

    /** An approved competition of the own institution with open sign-up settings. */
    const competition = async (settings: Record<string, unknown> = {}, status = 'approved') => {
      const res = await owner.post('/api/competition', {
        institution_id: ownInstitution,
        c_type: 1,
        name: unique('报名测试赛'),
        sport: '田径',
        start_at: '2027-05-01T01:00:00.000Z',
        end_at: '2027-05-02T10:00:00.000Z',
        location: '测试体育场',
      });
      const id = json<{ id: number }>(res).result.id;
      await db().update(competitions).set({ status }).where(eq(competitions.id, id));
      const put = await owner.put('/api/competition/requirement', { id, enabled: 1, review_required: 1, waiting_list: 0, ...settings });
      assert.equal(errnoOf(put), 0, put.body);
      return id;
    };
    const item = async (competitionId: number, values: Record<string, unknown> = {}) => {
      const res = await owner.post('/api/competition/requirement/item', { competition_id: competitionId, name: unique('项目').slice(0, 20), ...values });
      assert.equal(errnoOf(res), 0, res.body);
      return json<{ id: number }>(res).result.id;
    };
    const signUp = (as: Client, competitionId: number, itemId: number, body: Record<string, unknown> = {}) =>
      as.post('/api/competition/sign_info', { id: competitionId, event_item_id: itemId, ...person(), ...body });
    const created = (res: LightMyRequestResponse) => {
      assert.equal(errnoOf(res), 0, res.body);
      return json<{ id: number; status: string }>(res).result;
    };
    const statusOf = async (id: number) => (await db().select({ status: signUps.status }).from(signUps).where(eq(signUps.id, id)))[0]?.status;
    const info = async (competitionId: number) => json<Requirement>(await owner.get(`/api/competition/requirement/info?id=${competitionId}`)).result;
    const ordersOf = async (signUpId: number) => db().select().from(orders).where(eq(orders.signUpId, signUpId));

    before(async () => {
      const [a, b] = await db()
        .insert(institutions)
        .values([
          { name: unique('报名测试机构'), institutionType: 1 },
          { name: unique('报名另一机构'), institutionType: 1 },
        ])
        .returning({ id: institutions.id });
      ownInstitution = a.id;
      const o = await createUser(ctx.app, { manages: [{ institutionId: a.id }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: b.id }] });
      const r = await createUser(ctx.app, { isPerson: true });
      owner = await login(ctx.app, o.account, o.password);
      other = await login(ctx.app, x.account, x.password);
      runner = await login(ctx.app, r.account, r.password);
      admin = await login(ctx.app, 'admin', 'Admin@2026');
      athlete = await login(ctx.app, 'athlete');
    });

    it('saves settings and items, with counts, and refuses bad values with Chinese messages', async () => {
      const id = await competition();
      const backwards = await owner.put('/api/competition/requirement', { id, opens_at: '2027-04-02T00:00:00Z', closes_at: '2027-04-01T00:00:00Z' });
      assert.equal(errnoOf(backwards), 42200);
      assert.equal(firstMsg(backwards), '截止时间必须晚于开始时间');
      assert.equal(firstMsg(await owner.put('/api/competition/requirement', { id, required_fields: ['phone', 'shoe_size'] })), '未知的报名字段：shoe_size');
      const saved = await owner.put('/api/competition/requirement', {
        id,
        required_fields: ['phone', 'id_card'],
        custom_fields: [{ key: 'size', label: '服装尺码', required: true }],
        waiting_list: 1,
      });
      assert.equal(errnoOf(saved), 0, saved.body);
      assert.deepEqual(json<{ required_fields: string[] }>(saved).result.required_fields, ['real_name', 'phone', 'id_card']);

      assert.equal(firstMsg(await owner.post('/api/competition/requirement/item', { competition_id: id, name: '男子100米', capacity: -1 })), '名额不能为负数');
      assert.equal(firstMsg(await owner.post('/api/competition/requirement/item', { competition_id: id, name: '男子100米', fee: -5 })), '报名费不能为负数');
      assert.equal(firstMsg(await owner.post('/api/competition/requirement/item', { competition_id: id, name: '男子100米', fee: '1.234' })), '报名费格式错误，最多两位小数');
      assert.equal(
        firstMsg(await owner.post('/api/competition/requirement/item', { competition_id: id, name: '接力', entry_type: 'team', team_min: 4, team_max: 2 })),
        '队员人数上限不能小于下限',
      );
      const itemId = await item(id, { name: '男子100米', gender: 1, capacity: 2, fee: '80.5' });
      const r = await info(id);
      assert.equal(r.settings.waiting_list, 1);
      assert.equal(r.items.length, 1);
      assert.equal(r.items[0].fee, '80.50');
      assert.equal(r.items[0].fee_cents, 8050);
      assert.equal(r.items[0].free_places, 2);

      created(await signUp(owner, id, itemId, { extra: { size: 'L' } }));
      created(await signUp(owner, id, itemId, { extra: { size: 'M' } }));
      const third = created(await signUp(owner, id, itemId, { extra: { size: 'S' } }));
      assert.equal(third.status, 'waiting');
      const counted = (await info(id)).items[0];
      assert.deepEqual([counted.pending_count, counted.approved_count, counted.waiting_count, counted.free_places], [2, 0, 1, 0]);

      const shrink = await owner.put('/api/competition/requirement/item', { id: itemId, capacity: 1 });
      assert.equal(errnoOf(shrink), 42200);
      assert.equal(firstMsg(shrink), '名额不能少于已报名人数（2）');
      assert.equal(firstMsg(await owner.del(`/api/competition/requirement/item?id=${itemId}`)), '该项目已有报名，不能删除');
      // a larger capacity promotes the waiting entry
      assert.equal(errnoOf(await owner.put('/api/competition/requirement/item', { id: itemId, capacity: 3 })), 0);
      assert.equal(await statusOf(third.id), 'pending');

      const empty = await item(id);
      assert.equal(errnoOf(await owner.del(`/api/competition/requirement/item?id=${empty}`)), 0);
      assert.equal((await info(id)).items.length, 1);
    });

    it('lets a personal user sign up on an open, approved competition and checks every field', async () => {
      const id = await competition({ required_fields: ['phone', 'id_card'], custom_fields: [{ key: 'club', label: '所属俱乐部', required: true }] });
      const itemId = await item(id, { name: '女子800米', gender: 2, birth_from: '1990-01-01', birth_to: '2010-12-31' });
      const female = { id_card: newIdCard(false), extra: { club: '西湖跑团' } };
      const badId = await signUp(athlete, id, itemId, { ...female, id_card: '330106199506151230' });
      assert.equal(errnoOf(badId), 42200);
      assert.equal(firstMsg(badId), '身份证号格式错误');
      assert.equal(firstMsg(await signUp(athlete, id, itemId, { ...female, phone: '2380000000' })), '手机号格式错误');
      assert.equal(firstMsg(await signUp(athlete, id, itemId, { ...female, id_card: '' })), '请填写身份证号');
      assert.equal(firstMsg(await signUp(athlete, id, itemId, { ...female, extra: {} })), '请填写所属俱乐部');
      assert.equal(firstMsg(await signUp(athlete, id, itemId, { ...female, id_card: newIdCard(true) })), '该项目仅限女子报名');
      assert.equal(
        firstMsg(await signUp(athlete, id, itemId, { ...female, id_card: newIdCard(false, '19800101') })),
        '该项目仅限1990-01-01及以后出生的选手报名',
      );
      assert.equal(await db().$count(signUps, eq(signUps.competitionId, id)), 0);

      const mine = created(await signUp(athlete, id, itemId, female));
      assert.equal(mine.status, 'pending');
      const again = await signUp(athlete, id, itemId, { ...female, id_card: newIdCard(false) });
      assert.equal(errnoOf(again), 40000);
      assert.equal(firstMsg(again), '您已报名该项目');
      const sameCard = await signUp(runner, id, itemId, { ...female, id_card: (await db().select().from(signUps).where(eq(signUps.id, mine.id)))[0].idCard });
      assert.equal(firstMsg(sameCard), '您已报名该项目');

      // institution users who do not organise it cannot sign up; drafts are not public
      assert.equal(errnoOf(await signUp(other, id, itemId, female)), 40300);
      const draft = await competition({}, 'draft');
      const draftItem = await item(draft);
      assert.equal((await signUp(athlete, draft, draftItem)).statusCode, 404);

      // the window: disabled, not yet open, closed
      await owner.put('/api/competition/requirement', { id, enabled: 0 });
      assert.equal(firstMsg(await signUp(runner, id, itemId, female)), '报名未开放');
      await owner.put('/api/competition/requirement', { id, enabled: 1, opens_at: '2099-01-01T00:00:00Z', closes_at: '2099-02-01T00:00:00Z' });
      assert.equal(firstMsg(await signUp(runner, id, itemId, female)), '报名尚未开始');
      await owner.put('/api/competition/requirement', { id, opens_at: '2020-01-01T00:00:00Z', closes_at: '2020-02-01T00:00:00Z' });
      assert.equal(firstMsg(await signUp(runner, id, itemId, female)), '报名已截止');
      const form = json<{ open: number; reason: string; items: { id: number; fee: string }[] }>(
        await ctx.app.inject({ method: 'GET', url: `/api/official/competition/sign_up?id=${id}` }),
      );
      assert.equal(form.errno, 0);
      assert.equal(form.result.open, 0);
      assert.equal(form.result.reason, '报名已截止');
      assert.deepEqual(form.result.items.map((i) => i.id), [itemId]);
      assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/official/competition/sign_up?id=${draft}` })).statusCode, 404);
      // the organiser may still add entries after closing
      assert.equal(created(await signUp(owner, id, itemId, { ...female, id_card: newIdCard(false) })).status, 'pending');

      // the athlete sees his entry, masked, with status
      const own = json<List<Entry>>(await athlete.get('/api/user/sign_ups?count=100')).result.list.find((e) => e.id === mine.id);
      assert.ok(own);
      assert.equal(own.status, 'pending');
      assert.match(own.id_card, /^330106\*{8}\d{3}[\dX]$/);
    });

    it('takes team entries with members between team_min and team_max, and lists and details them', async () => {
      const id = await competition();
      const itemId = await item(id, { name: '三人篮球', entry_type: 'team', team_min: 3, team_max: 4 });
      const members = (n: number) => Array.from({ length: n }, () => person());
      const few = await signUp(athlete, id, itemId, { team_name: '西湖猛虎', members: members(2) });
      assert.equal(errnoOf(few), 42200);
      assert.equal(firstMsg(few), '队员人数应在 3–4 人之间');
      assert.equal(firstMsg(await signUp(athlete, id, itemId, { team_name: '西湖猛虎', members: members(5) })), '队员人数应在 3–4 人之间');
      const team = created(await signUp(athlete, id, itemId, { team_name: '西湖猛虎', affiliation: '西湖区体育局', members: members(3) }));

      const list = json<List<Entry>>(await owner.get(`/api/competition/teams?id=${id}&keyword=${encodeURIComponent('猛虎')}`)).result;
      assert.equal(list.total, 1);
      assert.equal(list.list[0].entrant_name, '西湖猛虎');
      assert.equal(list.list[0].member_count, 3);
      assert.equal(json<List<Entry>>(await owner.get(`/api/competition/players?id=${id}`)).result.total, 0);
      const detail = json<Detail>(await owner.get(`/api/competition/team/info?id=${team.id}`)).result;
      assert.equal(detail.members.length, 3);
      assert.equal(detail.members[0].is_captain, 1);
      assert.match(detail.members[0].id_card, /^\d{17}[\dX]$/);
      assert.deepEqual(detail.history.map((h) => [h.from_status, h.to_status]), [[null, 'pending']]);
      const own = json<Detail>(await athlete.get(`/api/competition/team/info?id=${team.id}`)).result;
      assert.match(own.members[0].id_card, /\*{8}/);
      assert.equal((await owner.get(`/api/competition/player/info?id=${team.id}`)).statusCode, 404);

      // organiser edits: seed, affiliation, members (validated)
      assert.equal(firstMsg(await owner.put('/api/competition/sign_info', { id: team.id, members: members(1) })), '队员人数应在 3–4 人之间');
      assert.equal(firstMsg(await owner.put('/api/competition/sign_info', { id: team.id, phone: '12345' })), '手机号格式错误');
      assert.equal(errnoOf(await owner.put('/api/competition/sign_info', { id: team.id, seed: 1, affiliation: '杭州市', members: members(4) })), 0);
      const edited = json<Detail & { seed: number; affiliation: string }>(await owner.get(`/api/competition/team/info?id=${team.id}`)).result;
      assert.equal(edited.seed, 1);
      assert.equal(edited.affiliation, '杭州市');
      assert.equal(edited.members.length, 4);
    });

    it('reviews in batches, frees places on reject and cancel and promotes the waiting list, with history', async () => {
      const id = await competition({ waiting_list: 1 });
      const itemId = await item(id, { capacity: 2 });
      const a = created(await signUp(owner, id, itemId));
      const b = created(await signUp(owner, id, itemId));
      const c = created(await signUp(athlete, id, itemId));
      const d = created(await signUp(owner, id, itemId));
      assert.deepEqual([a.status, b.status, c.status, d.status], ['pending', 'pending', 'waiting', 'waiting']);

      const noReason = await owner.post('/api/competition/sign_info/review', { id, ids: [a.id], action: 'reject', reason: ' ' });
      assert.equal(errnoOf(noReason), 42200);
      assert.equal(firstMsg(noReason), '请填写驳回原因');
      assert.equal(firstMsg(await owner.post('/api/competition/sign_info/review', { id, ids: [c.id], action: 'approve' })), '只能审核通过待审核的报名');
      assert.equal(await statusOf(c.id), 'waiting');

      const approved = await owner.post('/api/competition/sign_info/review', { id, ids: [a.id, b.id], action: 'approve' });
      assert.equal(json<{ count: number }>(approved).result.count, 2);
      assert.equal(firstMsg(await owner.post('/api/competition/sign_info/review', { id, ids: [a.id], action: 'approve' })), '只能审核通过待审核的报名');

      // rejecting an approved entry is not a review action; cancelling it frees the place → oldest waiting (c) is promoted
      assert.equal(firstMsg(await owner.del(`/api/competition/sign_info?id=${a.id}`)), '请填写取消原因');
      assert.equal(errnoOf(await owner.del(`/api/competition/sign_info?id=${a.id}&reason=${encodeURIComponent('选手伤病退赛')}`)), 0);
      assert.equal(await statusOf(a.id), 'cancelled');
      assert.equal(await statusOf(c.id), 'pending');
      assert.equal(await statusOf(d.id), 'waiting');

      // rejecting the promoted entry promotes the next one
      assert.equal(errnoOf(await owner.post('/api/competition/sign_info/review', { id, ids: [c.id], action: 'reject', reason: '资格不符' })), 0);
      assert.equal(await statusOf(c.id), 'rejected');
      assert.equal(await statusOf(d.id), 'pending');
      const cHistory = await db().select().from(signUpHistory).where(eq(signUpHistory.signUpId, c.id)).orderBy(signUpHistory.id);
      assert.deepEqual(cHistory.map((h) => [h.fromStatus, h.toStatus]), [[null, 'waiting'], ['waiting', 'pending'], ['pending', 'rejected']]);
      assert.equal(cHistory[2].reason, '资格不符');
      assert.equal(cHistory[2].actorId, owner.login.result.account.user_id);
      const aHistory = await db().select().from(signUpHistory).where(eq(signUpHistory.signUpId, a.id)).orderBy(signUpHistory.id);
      assert.equal(aHistory.at(-1)!.reason, '选手伤病退赛');

      // the athlete cancels his own entry (no reason needed); it cannot be cancelled twice
      const e = created(await signUp(athlete, id, itemId));
      assert.equal(e.status, 'waiting');
      assert.equal(errnoOf(await athlete.del(`/api/competition/sign_info?id=${e.id}`)), 0);
      assert.equal(await statusOf(e.id), 'cancelled');
      assert.equal(firstMsg(await athlete.del(`/api/competition/sign_info?id=${e.id}`)), '只有待审核、已通过或候补中的报名可以取消');
      // a rejected person may sign up again
      assert.equal(created(await signUp(athlete, id, itemId)).status, 'waiting');

      const audits = await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target, `competition:${id}`));
      assert.ok(audits.some((x) => x.action === 'sign_up.approve'));
      assert.ok(audits.some((x) => x.action === 'sign_up.reject'));
      assert.ok(audits.some((x) => x.action === 'sign_up.cancel'));
    });

    it('refuses a full item without waiting list and approves straight away without review', async () => {
      const id = await competition({ review_required: 0, waiting_list: 0 });
      const itemId = await item(id, { capacity: 1 });
      assert.equal(created(await signUp(athlete, id, itemId)).status, 'approved');
      const full = await signUp(runner, id, itemId);
      assert.equal(errnoOf(full), 40000);
      assert.equal(firstMsg(full), '名额已满');
    });

    it('creates exactly one order for an accepted paid entry, closes it on cancel, and records offline payment', async () => {
      const id = await competition();
      const itemId = await item(id, { fee: 88 });
      const entry = created(await signUp(athlete, id, itemId));
      assert.equal((await ordersOf(entry.id)).length, 0, 'no fee before the entry is accepted');
      await owner.post('/api/competition/sign_info/review', { id, ids: [entry.id], action: 'approve' });
      const [order] = await ordersOf(entry.id);
      assert.equal(order.status, '待支付');
      assert.equal(order.amountCents, 8800);
      assert.equal(order.institutionId, ownInstitution);
      assert.equal(order.userId, athlete.login.result.account.user_id);
      assert.equal(order.competitionId, id);
      // idempotent: a second approval is refused and no second order appears
      await owner.post('/api/competition/sign_info/review', { id, ids: [entry.id], action: 'approve' });
      assert.equal((await ordersOf(entry.id)).length, 1);
      const listed = json<List<Entry>>(await owner.get(`/api/competition/players?id=${id}`)).result.list.find((e) => e.id === entry.id)!;
      assert.equal(listed.order_id, order.id);
      assert.equal(listed.order_status, '待支付');

      // offline payment: offered in the finance pages for this fee order while it is unpaid
      assert.equal(json<{ can_mark_paid: number }>(await owner.get(`/api/admin/pay_order_info?id=${order.id}`)).result.can_mark_paid, 1);
      // offline payment: another institution and the athlete cannot; the owner can, once
      assert.equal((await other.post('/api/admin/pay_order/mark_paid', { id: order.id, note: '现金' })).statusCode, 404);
      assert.equal((await athlete.post('/api/admin/pay_order/mark_paid', { id: order.id, note: '现金' })).statusCode, 404);
      assert.equal(firstMsg(await owner.post('/api/admin/pay_order/mark_paid', { id: order.id, note: ' ' })), '请填写收款说明');
      const markKey = { 'idempotency-key': randomUUID() };
      assert.equal(errnoOf(await owner.post('/api/admin/pay_order/mark_paid', { id: order.id, note: '现场现金收款' }, markKey)), 0);
      // the same key again answers the first answer; nothing is marked twice
      assert.equal(errnoOf(await owner.post('/api/admin/pay_order/mark_paid', { id: order.id, note: '现场现金收款' }, markKey)), 0);
      const [paid] = await ordersOf(entry.id);
      assert.equal(paid.status, '已支付');
      assert.equal(paid.payChannel, 'offline');
      assert.equal(paid.paidBy, owner.login.result.account.user_id);
      assert.ok(paid.paidAt);
      const notes = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(orderStatusHistory.id);
      assert.match(notes.at(-1)!.note, /^线下收款：现场现金收款（操作人 .+）$/);
      assert.equal(firstMsg(await owner.post('/api/admin/pay_order/mark_paid', { id: order.id, note: '再收一次' }, { 'idempotency-key': randomUUID() })), '只有待支付的订单可以标记为已支付');
      assert.equal(json<{ can_mark_paid: number }>(await owner.get(`/api/admin/pay_order_info?id=${order.id}`)).result.can_mark_paid, 0);
      assert.equal(await db().$count(auditLog, and(eq(auditLog.target, `order:${order.id}`), eq(auditLog.action, 'order.mark_paid'))), 1);
      // a paid entry cannot be cancelled by the athlete himself
      assert.equal(firstMsg(await athlete.del(`/api/competition/sign_info?id=${entry.id}`)), '报名费已支付，请联系主办方取消报名');

      // cancelling an accepted unpaid entry closes its order
      const second = created(await signUp(runner, id, itemId));
      await owner.post('/api/competition/sign_info/review', { id, ids: [second.id], action: 'approve' });
      assert.equal((await ordersOf(second.id))[0].status, '待支付');
      assert.equal(errnoOf(await runner.del(`/api/competition/sign_info?id=${second.id}`)), 0);
      assert.equal((await ordersOf(second.id))[0].status, '已关闭');
      // the platform admin may mark orders of any institution
      const third = created(await signUp(owner, id, itemId));
      await owner.post('/api/competition/sign_info/review', { id, ids: [third.id], action: 'approve' });
      assert.equal(errnoOf(await admin.post('/api/admin/pay_order/mark_paid', { id: (await ordersOf(third.id))[0].id, note: '银行转账' }, { 'idempotency-key': randomUUID() })), 0);
    });

    it('downloads a template and imports it; a bad row imports nothing and is reported by row', async () => {
      const id = await competition({ custom_fields: [{ key: 'size', label: '服装尺码', required: false }] });
      const itemId = await item(id, { name: '男子跳远' });
      const tpl = await owner.get(`/api/competition/sign_info/template?id=${id}&event_item_id=${itemId}`);
      assert.equal(tpl.statusCode, 200);
      assert.match(String(tpl.headers['content-disposition']), /attachment; .*filename\*=UTF-8''/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const headers = (sheet.getRow(1).values as unknown[]).slice(1);
      assert.deepEqual(headers, ['姓名*', '身份证号', '手机号*', '性别（男/女）', '出生日期（YYYY-MM-DD）', '单位', '服装尺码']);
      const fill = (rows: string[][]) => {
        for (const [i, r] of rows.entries()) sheet.getRow(i + 2).values = r;
        return workbook.xlsx.writeBuffer();
      };
      const good = [
        ['张一', newIdCard(), newPhone(), '男', '', '杭州一中', 'L'],
        ['李二', '', newPhone(), '女', '2008-03-01', '杭州二中', ''],
      ];
      const bad = [...good, ['王三', '330106199506151230', newPhone(), '男', '', '', '']];
      const badImport = await owner.post('/api/competition/sign_info/import', {
        id,
        event_item_id: itemId,
        file_name: '报名表.xlsx',
        content_base64: Buffer.from(await fill(bad)).toString('base64'),
      });
      assert.equal(errnoOf(badImport), 42200);
      assert.equal(firstMsg(badImport), '第4行：身份证号格式错误');
      assert.equal(await db().$count(signUps, eq(signUps.competitionId, id)), 0);

      sheet.spliceRows(4, 1);
      const okImport = await owner.post('/api/competition/sign_info/import', {
        id,
        event_item_id: itemId,
        file_name: '报名表.xlsx',
        content_base64: Buffer.from(await fill(good)).toString('base64'),
      });
      assert.equal(errnoOf(okImport), 0, okImport.body);
      assert.equal(json<{ count: number }>(okImport).result.count, 2);
      const rows = await db().select().from(signUps).where(eq(signUps.competitionId, id)).orderBy(signUps.id);
      assert.deepEqual(rows.map((r) => [r.realName, r.source, r.affiliation]), [['张一', 'import', '杭州一中'], ['李二', 'import', '杭州二中']]);
      assert.equal(rows[0].extra.size, 'L');
      assert.equal(rows[1].birthDate, '2008-03-01');
      // the same file again: duplicates by ID card are refused by row, nothing imported
      const again = await owner.post('/api/competition/sign_info/import', {
        id,
        event_item_id: itemId,
        file_name: '报名表.xlsx',
        content_base64: Buffer.from(await fill(good)).toString('base64'),
      });
      assert.equal(firstMsg(again), '第2行：张一已报名该项目');
      assert.equal(await db().$count(signUps, eq(signUps.competitionId, id)), 2);
      assert.equal(firstMsg(await owner.post('/api/competition/sign_info/import', { id, event_item_id: itemId, file_name: 'a.csv', content_base64: 'eA==' })), '请上传 xlsx 格式的文件');
      assert.equal(firstMsg(await owner.post('/api/competition/sign_info/import', { id, event_item_id: itemId, file_name: 'a.xlsx', content_base64: 'eA==' })), '文件无法读取，请使用下载的模板填写');
    });

    it('writes a custom field label that starts like a formula as text in the template, and imports by it', async () => {
      const id = await competition({ custom_fields: [{ key: 'calc', label: '=1+2', required: false }, { key: 'note', label: '@备注', required: true }] });
      const itemId = await item(id, { name: '女子跳高' });
      const tpl = await owner.get(`/api/competition/sign_info/template?id=${id}&event_item_id=${itemId}`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(-2), ["'=1+2", "'@备注*"]);
      assert.equal(sheet.getRow(1).getCell(7).formula, undefined);
      sheet.getRow(2).values = ['赵六', '', newPhone(), '女', '', '', '3', '靠窗'];
      const res = await owner.post('/api/competition/sign_info/import', {
        id,
        event_item_id: itemId,
        file_name: '报名表.xlsx',
        content_base64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
      });
      assert.equal(errnoOf(res), 0, res.body);
      const [row] = await db().select().from(signUps).where(eq(signUps.competitionId, id));
      assert.deepEqual([row.extra.calc, row.extra.note], ['3', '靠窗']);
    });

    it('imports team entries from rows grouped by team name (first row = captain)', async () => {
      const id = await competition();
      const itemId = await item(id, { name: '混合双打', entry_type: 'team', team_min: 2 });
      const tpl = await owner.get(`/api/competition/sign_info/template?id=${id}&event_item_id=${itemId}`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1, 3), ['队伍名称*', '姓名*']);
      const rows = [
        ['西湖一队', '甲一', newIdCard(true), newPhone(), '男', '', '西湖区'],
        ['西湖一队', '甲二', newIdCard(false), newPhone(), '女', '', ''],
        ['拱墅二队', '乙一', newIdCard(true), newPhone(), '男', '', '拱墅区'],
        ['拱墅二队', '乙二', newIdCard(false), newPhone(), '', '', ''],
      ];
      for (const [i, r] of rows.entries()) sheet.getRow(i + 2).values = r;
      const res = await owner.post('/api/competition/sign_info/import', {
        id,
        event_item_id: itemId,
        file_name: '双打.xlsx',
        content_base64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
      });
      assert.equal(errnoOf(res), 0, res.body);
      assert.equal(json<{ count: number }>(res).result.count, 2);
      const teams = json<List<Entry>>(await owner.get(`/api/competition/teams?id=${id}`)).result.list;
      assert.deepEqual(teams.map((t) => [t.entrant_name, t.member_count]), [['西湖一队', 2], ['拱墅二队', 2]]);
      const detail = json<Detail>(await owner.get(`/api/competition/team/info?id=${teams[0].id}`)).result;
      assert.deepEqual(detail.members.map((m) => [m.real_name, m.is_captain]), [['甲一', 1], ['甲二', 0]]);
      // a single-member team is refused by its first row
      sheet.spliceRows(3, 1);
      const bad = await owner.post('/api/competition/sign_info/import', {
        id,
        event_item_id: itemId,
        file_name: '双打.xlsx',
        content_base64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
      });
      assert.equal(firstMsg(bad), '第2行：队员人数应在 2–2 人之间');
      assert.equal(await db().$count(signUps, eq(signUps.competitionId, id)), 2);
    });

    it('counts pending sign-ups in msg_count', async () => {
      const before = json<{ sign_count: number }>(await owner.get(`/api/admin/msg_count?belong_id=${ownInstitution}`)).result.sign_count;
      const id = await competition();
      const itemId = await item(id);
      created(await signUp(owner, id, itemId));
      const after = json<{ sign_count: number }>(await owner.get(`/api/admin/msg_count?belong_id=${ownInstitution}`)).result.sign_count;
      assert.equal(after, before + 1);
    });

    it('refuses every id-bearing route to another institution, an athlete and anonymous', async () => {
      const id = await competition();
      const itemId = await item(id, { fee: 10 });
      const entry = created(await signUp(owner, id, itemId));
      const teamItem = await item(id, { entry_type: 'team', team_min: 1, team_max: 2, fee: 20 });
      const team = created(await signUp(owner, id, teamItem, { team_name: '越权测试队', members: [person()] }));
      await owner.post('/api/competition/sign_info/review', { id: id, ids: [team.id], action: 'approve' });
      const orderId = (await ordersOf(team.id))[0].id;
      const calls: [string, (c: Client) => Promise<LightMyRequestResponse>][] = [
        ['requirement info', (c) => c.get(`/api/competition/requirement/info?id=${id}`)],
        ['requirement save', (c) => c.put('/api/competition/requirement', { id, enabled: 0 })],
        ['item create', (c) => c.post('/api/competition/requirement/item', { competition_id: id, name: '越权项目' })],
        ['item edit', (c) => c.put('/api/competition/requirement/item', { id: itemId, capacity: 1 })],
        ['item delete', (c) => c.del(`/api/competition/requirement/item?id=${teamItem}`)],
        ['review', (c) => c.post('/api/competition/sign_info/review', { id, ids: [entry.id], action: 'approve' })],
        ['cancel', (c) => c.del(`/api/competition/sign_info?id=${entry.id}&reason=x`)],
        ['edit', (c) => c.put('/api/competition/sign_info', { id: entry.id, seed: 9 })],
        ['players', (c) => c.get(`/api/competition/players?id=${id}`)],
        ['teams', (c) => c.get(`/api/competition/teams?id=${id}`)],
        ['player info', (c) => c.get(`/api/competition/player/info?id=${entry.id}`)],
        ['team info', (c) => c.get(`/api/competition/team/info?id=${team.id}`)],
        ['template', (c) => c.get(`/api/competition/sign_info/template?id=${id}&event_item_id=${itemId}`)],
        ['import', (c) => c.post('/api/competition/sign_info/import', { id, event_item_id: itemId, file_name: 'a.xlsx', content_base64: 'eA==' })],
        ['mark paid', (c) => c.post('/api/admin/pay_order/mark_paid', { id: orderId, note: '越权' })],
      ];
      for (const [name, call] of calls) {
        for (const c of [other, athlete]) {
          const res = await call(c);
          assert.equal(res.statusCode, 404, `${name}: ${res.body}`);
          assert.equal(firstMsg(res), '请求的资源不存在');
        }
        const anonymous = await call(clientFor(ctx.app, '', '', owner.login));
        assert.equal(anonymous.statusCode, 401, `${name} anonymous`);
      }
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/user/sign_ups' })).statusCode, 401);
      // an organiser of another institution adding an entry to a foreign competition: not a personal user → 40300
      assert.equal(errnoOf(await signUp(other, id, itemId)), 40300);
      // nothing changed
      assert.equal(await statusOf(entry.id), 'pending');
      assert.equal((await ordersOf(team.id))[0].status, '待支付');
      const r = await info(id);
      assert.equal(r.settings.enabled, 1);
      assert.deepEqual(r.items.map((i) => i.capacity).sort(), [0, 0]);
      assert.equal(r.items.length, 2);
      assert.equal((await db().select({ seed: signUps.seed }).from(signUps).where(eq(signUps.id, entry.id)))[0].seed, null);
    });

    it('seeds the demo: a league of 6 approved teams without phases, waiting lists, fee orders, the athlete entries', async () => {
      const [league] = await db().select().from(competitions).where(eq(competitions.name, '2026年杭州市中小学生篮球联赛'));
      assert.equal(league.institutionId, 1);
      assert.equal(league.status, 'approved');
      const gov = await login(ctx.app, 'org_gov');
      const r = json<Requirement>(await gov.get(`/api/competition/requirement/info?id=${league.id}`)).result;
      assert.equal(r.items.length, 1);
      assert.equal(r.items[0].approved_count, 6);
      assert.equal(await db().$count(phases, eq(phases.competitionId, league.id)), 0);
      const teams = json<List<Entry>>(await gov.get(`/api/competition/teams?id=${league.id}&status=approved`)).result;
      assert.equal(teams.total, 6);
      assert.ok(teams.list.every((t) => t.member_count === 5));

      const [youth] = await db().select().from(competitions).where(eq(competitions.name, '星辰杯少儿篮球邀请赛'));
      const [u12] = await db().select().from(eventItems).where(eq(eventItems.competitionId, youth.id));
      assert.equal(await db().$count(signUps, and(eq(signUps.eventItemId, u12.id), eq(signUps.status, 'waiting'))), 1);

      const mine = json<List<Entry>>(await athlete.get('/api/user/sign_ups?count=100')).result.list;
      const seeded = mine.filter((e) => e.entrant_name === '林晓跑');
      // approved and pending entries of matches, and the approved entry of the 健步走 activity's 打卡 challenge (seed-check-ins.ts)
      assert.deepEqual(seeded.map((e) => e.status).sort(), ['approved', 'approved', 'pending']);
      assert.ok(seeded.some((e) => e.order_status === '待支付'));
      // sign-up fees marked paid offline (a walk-in booking paid at the venue's desk is an offline-paid order too)
      const paid = await db().select().from(orders).where(and(eq(orders.kind, 'sign_up'), eq(orders.payChannel, 'offline'), eq(orders.status, '已支付')));
      assert.ok(paid.length >= 1);
      assert.ok(paid.every((o) => o.signUpId !== null && o.paidBy !== null));
    });

    it('gives the last place to exactly one of 10 concurrent sign-ups (PostgreSQL)', async (t) => {
      if (ctx.app.database.kind !== 'postgres') {
        t.skip('PGlite runs one connection: concurrency is only meaningful on PostgreSQL');
        return;
      }
      const id = await competition({ review_required: 1, waiting_list: 0 });
      const itemId = await item(id, { capacity: 3 });
      created(await signUp(owner, id, itemId));
      created(await signUp(owner, id, itemId));
      const results = await Promise.all(Array.from({ length: 10 }, () => signUp(owner, id, itemId)));
      const won = results.filter((r) => errnoOf(r) === 0);
      const refused = results.filter((r) => firstMsg(r) === '名额已满');
      assert.equal(won.length, 1, results.map((r) => r.body).join('\n'));
      assert.equal(refused.length, 9);
      const [held] = await db().select({ n: count() }).from(signUps).where(and(eq(signUps.eventItemId, itemId), eq(signUps.status, 'pending')));
      assert.equal(held.n, 3);

      // with a waiting list: one more place, 10 racers → one pending, nine waiting
      await owner.put('/api/competition/requirement', { id, waiting_list: 1 });
      await owner.put('/api/competition/requirement/item', { id: itemId, capacity: 4 });
      const racers = await Promise.all(Array.from({ length: 10 }, () => signUp(owner, id, itemId)));
      const statuses = racers.map((r) => created(r).status).sort();
      assert.deepEqual(statuses, ['pending', ...Array(9).fill('waiting')]);

      // cancellations, rejections and new sign-ups racing on the same item never exceed the capacity nor deadlock
      const held0 = await db().select({ id: signUps.id }).from(signUps).where(and(eq(signUps.eventItemId, itemId), eq(signUps.status, 'pending'))).orderBy(signUps.id);
      const mixed = await Promise.all([
        owner.del(`/api/competition/sign_info?id=${held0[0].id}&reason=${encodeURIComponent('退赛')}`),
        owner.post('/api/competition/sign_info/review', { id, ids: [held0[1].id], action: 'reject', reason: '资格不符' }),
        owner.del(`/api/competition/sign_info?id=${held0[2].id}&reason=${encodeURIComponent('退赛')}`),
        ...Array.from({ length: 5 }, () => signUp(owner, id, itemId)),
      ]);
      assert.ok(mixed.every((r) => errnoOf(r) === 0), mixed.map((r) => r.body).join('\n'));
      const [after] = await db().select({ n: count() }).from(signUps).where(and(eq(signUps.eventItemId, itemId), eq(signUps.status, 'pending')));
      assert.equal(after.n, 4);
    });
  });
}
