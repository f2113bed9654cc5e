/**
 * The platform's side of venues (docs/venues.md "Review, closing and feedback"; services/venue-review.ts): 新增场馆审核
 * with its filters, detail, approval (public lists), rejection with a reason the manager reads, resubmission, the badge
 * count after each review, audit; closing a venue — hidden, holds refused, its bookings not yet over cancelled with full
 * refunds through the finance module, repeated and concurrent closings refunding once — and reopening; 意见反馈 sent
 * by a user, answered by the venue's manager and the platform, read back in 我的反馈; access, CSRF and bad input.
 * Ends with the ledger's invariants.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_MSG, VENUE_REVIEW_MSG, WEEKDAYS } from 'shared/rules';
import type { Tx } from '../../src/db/client.js';
import { auditLog, bookings, courts, feedback, institutions, orders, refunds, users, venueOpeningHours, venues, type TimeRange } from '../../src/db/schema/index.js';
import type { BookingRow } from '../../src/repositories/bookings.js';
import { insertOrder } from '../../src/repositories/orders.js';
import { ledgerProblemsOf } from '../../src/services/ledger-check.js';
import { newPaymentNo } from '../../src/services/payments.js';
import { createUser, firstMsg, json, login, nextIp, unique, type Client, type TestContext } from '../helpers.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

type State = { id: number; status: string; review_reason: string; close_reason: string; add_venue_count: number };
type Closed = State & { cancelled: number; refund_cents: number; left: number; text: string };
type Feedback = { id: number; status: string; status_label: string; venue_name: string; photos: string[]; replies: { side: string; content: string }[] };

export function venueReviewSuite(ctx: TestContext) {
  describe('venue review (新增场馆审核、关闭场馆、意见反馈)', () => {
    const db = () => ctx.app.database.db;
    let institutionId = 0;
    let admin: Client;
    let manager: Client;
    let venueMgr: Client;
    let person: Client;
    let personId = 0;
    const tag = unique('审核');
    const base = new Date(Math.ceil((Date.now() + 2 * DAY - 16 * HOUR) / DAY) * DAY + 16 * HOUR);
    const at = (hours: number, length = 1): TimeRange => ({ start: new Date(base.getTime() + hours * HOUR), end: new Date(base.getTime() + (hours + length) * HOUR) });

    const newVenue = async (status: string, name = unique(`${tag}场馆`), extra: Partial<typeof venues.$inferInsert> = {}) => {
      const [row] = await db().insert(venues).values({ institutionId, name, status, city: `${tag}市`, sports: ['羽毛球'], ...extra }).returning({ id: venues.id });
      return row!.id;
    };
    const statusOf = async (id: number) => (await db().select({ s: venues.status }).from(venues).where(eq(venues.id, id)))[0]!.s;

    before(async () => {
      const [inst] = await db().insert(institutions).values({ name: unique('场馆审核运营方'), institutionType: 4 }).returning({ id: institutions.id });
      institutionId = inst!.id;
      admin = await login(ctx.app, 'admin', 'Admin@2026');
      const made = await createUser(ctx.app, { manages: [{ institutionId, isAdmin: true }] });
      manager = await login(ctx.app, made.account, made.password);
      venueMgr = await login(ctx.app, 'venue_mgr');
      const p = await createUser(ctx.app, { isPerson: true });
      personId = p.user.id;
      person = await login(ctx.app, p.account, p.password);
    });

    after(async () => {
      assert.deepEqual(await ledgerProblemsOf(db()), []);
    });

    it('lists pending venues with filters, shows the detail, approves one onto the public list and rejects one with a reason its manager reads', async () => {
      const approveId = await newVenue('pending', unique(`${tag}新馆`), { photos: ['/api/media/a.jpg'], longitude: 120.1, latitude: 30.2 });
      const rejectId = await newVenue('pending', unique(`${tag}新馆`), { sports: ['游泳'] });
      const list = json<{ list: { id: number }[]; total: number }>(await admin.get(`/api/admin/venue_list?status=pending&city=${encodeURIComponent(`${tag}市`)}&count=100`));
      assert.deepEqual(list.result.list.map((v) => v.id).sort(), [approveId, rejectId].sort());
      const swim = json<{ list: { id: number }[] }>(await admin.get(`/api/admin/venue_list?status=pending&city=${encodeURIComponent(`${tag}市`)}&sport=${encodeURIComponent('游泳')}`));
      assert.deepEqual(swim.result.list.map((v) => v.id), [rejectId]);

      const detail = json<{ photos: string[]; longitude: number; status: string; courts: unknown[] }>(await admin.get(`/api/admin/venue_review_info?id=${approveId}`));
      assert.equal(detail.errno, 0);
      assert.deepEqual([detail.result.photos, detail.result.longitude, detail.result.status], [['/api/media/a.jpg'], 120.1, 'pending']);

      const before = json<{ add_venue_count: number }>(await admin.get('/api/admin/un_check_count')).result.add_venue_count;
      const ok = json<State>(await admin.post('/api/admin/venue_review', { id: approveId, action: 'approve' }));
      assert.deepEqual([ok.errno, ok.result.status, ok.result.add_venue_count], [0, 'approved', before - 1]);
      const phone = json<{ list: { id: number }[] }>(await ctx.app.inject({ method: 'GET', url: '/api/phone/venue_list?count=100', remoteAddress: nextIp() }));
      assert.ok(phone.result.list.some((v) => v.id === approveId), 'an approved venue is on the public list');

      assert.equal(firstMsg(await admin.post('/api/admin/venue_review', { id: rejectId, action: 'reject', reason: ' ' })), '请填写驳回原因');
      const rejected = json<State>(await admin.post('/api/admin/venue_review', { id: rejectId, action: 'reject', reason: '缺少消防验收材料' }));
      assert.deepEqual([rejected.result.status, rejected.result.review_reason, rejected.result.add_venue_count], ['rejected', '缺少消防验收材料', before - 2]);
      assert.equal(firstMsg(await admin.post('/api/admin/venue_review', { id: rejectId, action: 'approve' })), VENUE_REVIEW_MSG.notPending);
      const mine = json<{ review_reason: string; status: string }>(await manager.get(`/api/admin/venue_info?id=${rejectId}`));
      assert.deepEqual([mine.result.status, mine.result.review_reason], ['rejected', '缺少消防验收材料'], 'the manager reads the reason');
      const audit = await db().select().from(auditLog).where(and(eq(auditLog.target, `venue:${rejectId}`), eq(auditLog.action, 'venue.review.reject')));
      assert.equal(audit.length, 1);

      // the manager sends it back; only a rejected venue
      assert.equal(json<State>(await manager.post('/api/admin/venue_resubmit', { id: rejectId })).result.status, 'pending');
      assert.equal(firstMsg(await manager.post('/api/admin/venue_resubmit', { id: rejectId })), VENUE_REVIEW_MSG.resubmitNotRejected);
      assert.equal((await venueMgr.post('/api/admin/venue_resubmit', { id: rejectId })).statusCode, 404, 'another institution’s venue');
    });

    it('lets only the platform admin review, close and reopen; a visitor 401, no CSRF token 403, unknown ids 404', async () => {
      const id = await newVenue('pending');
      for (const c of [manager, venueMgr, person]) {
        assert.equal(json(await c.post('/api/admin/venue_review', { id, action: 'approve' })).errno, 40300);
        assert.equal(json(await c.post('/api/admin/venue_close', { id, close_reason: '越权' })).errno, 40300);
        assert.equal(json(await c.get(`/api/admin/venue_review_info?id=${id}`)).errno, 40300);
      }
      assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/admin/venue_review_info?id=${id}`, remoteAddress: nextIp() })).statusCode, 401);
      const noToken = await ctx.app.inject({ method: 'POST', url: '/api/admin/venue_review', headers: { cookie: admin.cookie }, payload: { id, action: 'approve' } });
      assert.equal(noToken.statusCode, 403);
      assert.equal((await admin.post('/api/admin/venue_review', { id: 2_000_000_000, action: 'approve' })).statusCode, 404);
      assert.equal((await admin.get('/api/admin/venue_review_info?id=2000000000')).statusCode, 404);
      assert.equal(json(await admin.post('/api/admin/venue_review', { id, action: 'maybe' })).errno, 42200);
      assert.equal(await statusOf(id), 'pending', 'nothing changed');
    });

    it('closes a venue: hidden, holds refused, future bookings cancelled with full refunds once however often it is repeated; reopened', async () => {
      const venueId = await newVenue('approved');
      await db().insert(venueOpeningHours).values(WEEKDAYS.map((weekday) => ({ venueId, weekday, opensMinute: 0, closesMinute: 1440 })));
      const [court] = await db().insert(courts).values({ venueId, name: '1号场', sport: '羽毛球', pricePerHourCents: 8000 }).returning({ id: courts.id });
      const [a, b] = (await db().insert(users).values([{ account: unique('close_a'), isPerson: true }, { account: unique('close_b'), isPerson: true }]).returning({ id: users.id })).map((u) => u.id);
      const orderFor = (userId: number) => async (tx: Tx, held: BookingRow[]) => {
        const amountCents = held.reduce((sum, h) => sum + h.amountCents, 0);
        const order = await insertOrder(
          tx,
          { orderNo: unique('BK').slice(0, 32), institutionId, userId, kind: 'booking', subject: '场地预订', amountCents, expiresAt: held[0]!.holdExpiresAt },
          { item: { name: '场地预订', unitPriceCents: amountCents }, note: '创建订单' },
        );
        return order!.id;
      };
      const [paid] = await ctx.app.bookings.hold({ venueId, userId: a!, slots: [{ courtId: court!.id, ...at(9, 2) }], order: orderFor(a!) });
      const paymentNo = newPaymentNo(new Date());
      await ctx.app.repos.payments.insert(db(), { paymentNo, orderId: paid!.orderId!, channel: 'wechat', provider: 'sandbox', amountCents: 16000, payerId: a!, expiresAt: new Date(Date.now() + 30 * 60_000) });
      await ctx.app.payments.applyFacts('sandbox', { kind: 'payment', paymentNo, tradeNo: `SB${paymentNo}`, amountCents: 16000, status: 'succeeded', paidAt: new Date() });
      assert.equal((await ctx.app.repos.bookings.byId(paid!.id))!.kind, 'booking');
      const [unpaid] = await ctx.app.bookings.hold({ venueId, userId: b!, slots: [{ courtId: court!.id, ...at(12) }], order: orderFor(b!) });

      assert.equal(firstMsg(await admin.post('/api/admin/venue_close', { id: venueId, close_reason: '  ' })), VENUE_REVIEW_MSG.closeReasonRequired);
      assert.equal(await statusOf(venueId), 'approved');
      // two closings at once: each booking cancelled and refunded once
      const [first, second] = await Promise.all([
        admin.post('/api/admin/venue_close', { id: venueId, close_reason: '消防整改' }),
        admin.post('/api/admin/venue_close', { id: venueId, close_reason: '消防整改' }),
      ]);
      const results = [json<Closed>(first), json<Closed>(second)];
      assert.deepEqual(results.map((r) => r.errno), [0, 0], first.body + second.body);
      assert.equal(results[0]!.result.cancelled + results[1]!.result.cancelled, 2);
      assert.equal(results[0]!.result.refund_cents + results[1]!.result.refund_cents, 16000);
      assert.equal(results[0]!.result.status, 'closed');
      const again = json<Closed>(await admin.post('/api/admin/venue_close', { id: venueId, close_reason: '消防整改' }));
      assert.deepEqual([again.result.cancelled, again.result.refund_cents, again.result.left], [0, 0, 0]);
      assert.equal(again.result.text, '场馆已关闭，取消未结束的预订0个');

      const rows = await db().select({ status: bookings.status }).from(bookings).where(eq(bookings.venueId, venueId));
      assert.deepEqual(rows.map((r) => r.status), ['cancelled', 'cancelled']);
      const paidRefunds = await db().select().from(refunds).where(eq(refunds.orderId, paid!.orderId!));
      assert.deepEqual(paidRefunds.map((r) => r.amountCents), [16000], 'one full refund');
      assert.equal((await db().select({ s: orders.status }).from(orders).where(eq(orders.id, unpaid!.orderId!)))[0]!.s, '已关闭');

      const hold = await person.post('/api/venue_site/hold', { venue_id: venueId, slots: [{ court_id: court!.id, start: at(14).start.toISOString(), end: at(14).end.toISOString() }] }, { 'Idempotency-Key': unique('k') });
      assert.ok([404].includes(hold.statusCode) || firstMsg(hold) === BOOKING_MSG.venueClosed, hold.body);
      await assert.rejects(ctx.app.bookings.hold({ venueId, userId: b!, slots: [{ courtId: court!.id, ...at(15) }] }), { message: BOOKING_MSG.venueClosed });
      const phone = json<{ list: { id: number }[] }>(await ctx.app.inject({ method: 'GET', url: '/api/phone/venue_list?count=100', remoteAddress: nextIp() }));
      assert.ok(!phone.result.list.some((v) => v.id === venueId), 'a closed venue is off the public list');
      const listed = json<{ list: { id: number; close_reason: string }[] }>(await admin.get(`/api/admin/venue_list?status=closed&city=${encodeURIComponent(`${tag}市`)}`));
      assert.deepEqual(listed.result.list.map((v) => [v.id, v.close_reason]), [[venueId, '消防整改']]);

      assert.equal(firstMsg(await admin.post('/api/admin/venue_close', { id: await newVenue('pending'), close_reason: '消防整改' })), VENUE_REVIEW_MSG.closeNotApproved);
      assert.equal(json<State>(await admin.post('/api/admin/venue_reopen', { id: venueId })).result.status, 'approved');
      assert.equal(firstMsg(await admin.post('/api/admin/venue_reopen', { id: venueId })), VENUE_REVIEW_MSG.reopenNotClosed);
      const reopened = await ctx.app.bookings.hold({ venueId, userId: b!, slots: [{ courtId: court!.id, ...at(16) }] });
      assert.equal(reopened.length, 1, 'bookable again');
    });

    it('takes feedback about a venue with photos, lets its manager and the platform reply, and the user reads the replies', async () => {
      const venueId = await newVenue('approved');
      const otherId = await newVenue('pending');
      const pendingBefore = json<{ feedback_count: number }>(await admin.get('/api/admin/un_check_count')).result.feedback_count;
      const sent = json<Feedback>(await person.post('/api/venue_site/feedback', { venue_id: venueId, suggestion: '  灯光太暗  ', photos: ['/api/media/x.jpg'], contact: '13800000000' }));
      assert.equal(sent.errno, 0, JSON.stringify(sent));
      assert.deepEqual([sent.result.status, sent.result.status_label, sent.result.photos], ['pending', '待回复', ['/api/media/x.jpg']]);
      assert.equal(json<{ feedback_count: number }>(await admin.get('/api/admin/un_check_count')).result.feedback_count, pendingBefore + 1);

      assert.equal(firstMsg(await person.post('/api/venue_site/feedback', { venue_id: venueId, suggestion: ' ' })), VENUE_REVIEW_MSG.feedbackEmpty);
      assert.equal(firstMsg(await person.post('/api/venue_site/feedback', { venue_id: venueId, suggestion: '好', photos: Array(7).fill('/api/media/x.jpg') })), '图片不能超过6项');
      assert.equal(firstMsg(await person.post('/api/venue_site/feedback', { venue_id: venueId, suggestion: '好', photos: ['file:///etc/passwd'] })), VENUE_REVIEW_MSG.feedbackPhotoInvalid);
      assert.equal((await person.post('/api/venue_site/feedback', { venue_id: otherId, suggestion: '好' })).statusCode, 404, 'an unapproved venue');
      assert.equal((await ctx.app.inject({ method: 'POST', url: '/api/venue_site/feedback', payload: { venue_id: venueId, suggestion: '好' }, remoteAddress: nextIp() })).statusCode, 401);

      const inbox = json<{ list: Feedback[] }>(await manager.get('/api/admin/venue_feedback_list?status=pending'));
      assert.deepEqual(inbox.result.list.map((f) => f.id), [sent.result.id], 'the manager sees their venues’ feedback');
      assert.ok(!json<{ list: Feedback[] }>(await venueMgr.get('/api/admin/venue_feedback_list?count=100')).result.list.some((f) => f.id === sent.result.id));
      assert.equal((await venueMgr.post('/api/admin/venue_feedback_reply', { id: sent.result.id, reply: '越权' })).statusCode, 404);
      assert.equal(json(await person.get('/api/admin/venue_feedback_list')).errno, 40300);
      assert.equal(firstMsg(await manager.post('/api/admin/venue_feedback_reply', { id: sent.result.id, reply: ' ' })), VENUE_REVIEW_MSG.replyEmpty);

      const byVenue = json<Feedback>(await manager.post('/api/admin/venue_feedback_reply', { id: sent.result.id, reply: '已更换灯管' }));
      assert.deepEqual([byVenue.result.status, byVenue.result.replies.map((r) => r.side)], ['replied', ['venue']]);
      assert.equal(json<{ feedback_count: number }>(await admin.get('/api/admin/un_check_count')).result.feedback_count, pendingBefore);
      await admin.post('/api/admin/venue_feedback_reply', { id: sent.result.id, reply: '平台已督促整改' });
      const platform = json<{ list: Feedback[] }>(await admin.get(`/api/admin/venue_feedback_list?status=replied&venue_id=${venueId}`));
      assert.deepEqual(platform.result.list[0]!.replies.map((r) => [r.side, r.content]), [['venue', '已更换灯管'], ['platform', '平台已督促整改']]);

      const mine = json<{ list: Feedback[]; total: number }>(await person.get('/api/venue_site/my_feedback'));
      assert.deepEqual([mine.result.total, mine.result.list[0]!.replies.length], [1, 2]);
      const stored = await db().select({ n: sql<number>`count(*)::int` }).from(feedback).where(eq(feedback.userId, personId));
      assert.equal(stored[0]!.n, 1, 'refused feedback stored nothing');
    });
  });
}
