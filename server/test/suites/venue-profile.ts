/**
 * 场馆信息 and 场馆变更审核 (routes/venue/profile.ts, services/venue-profile.ts, docs/venues.md "Profile and change
 * requests"): a venue not yet approved is edited at once; an approved one keeps what the public sees until the
 * platform approves its change request; one pending request per venue (a new submit supersedes the old one); the
 * review applies the changes in one transaction with its audit line, or records the reason the venue reads; the badge
 * count follows; bad input is refused in Chinese with nothing changed; only the venue's managers and the platform
 * admin reach it.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { VENUE_PROFILE_MSG } from 'shared/rules';
import { auditLog, institutions, venueChangeRequests, venues } from '../../src/db/schema/index.js';
import { createUser, firstMsg, json, login, unique, type Client, type TestContext } from '../helpers.js';

type Profile = {
  name: string;
  address: string;
  city: string;
  district: string;
  longitude: number | null;
  latitude: number | null;
  phone: string;
  open_hours: string;
  sports: string[];
  intro: string;
  photos: { url: string; caption: string }[];
  services: { name: string; note: string }[];
};
type Change = { id: number; status: string; status_label: string; fields: string; reject_reason: string; reviewer_name: string; before: Profile; after: Profile; diff: { field: string; label: string; before: string; after: string }[] };
type Info = { venue_id: number; venue_status: string; edit_mode: string; profile: Profile; pending: Change | null; last_review: Change | null };

export function venueProfileSuite(ctx: TestContext) {
  describe('venue profile (场馆信息) and change review (场馆变更审核)', () => {
    const db = () => ctx.app.database.db;
    let approvedId = 0;
    let pendingId = 0;
    let otherVenueId = 0;
    let manager: Client;
    let otherVenueManager: Client;
    let stranger: Client;
    let admin: Client;
    let base: Profile;

    const read = async (venueId: number, as: Client = manager) => json<Info>(await as.get(`/api/admin/venue_profile?venue_id=${venueId}`));
    const save = (venueId: number, profile: Partial<Profile>, as: Client = manager) => as.put('/api/admin/venue_profile', { venue_id: venueId, ...profile });
    const review = (id: number, status: string, reason = '', as: Client = admin) => as.post('/api/admin/venue_change_review', { id, status, reason });
    const updateCount = async () => json<{ update_venue_count: number }>(await admin.get('/api/admin/un_check_count')).result.update_venue_count;

    before(async () => {
      const [inst] = await db().insert(institutions).values({ name: unique('场馆信息运营方'), institutionType: 4 }).returning({ id: institutions.id });
      const [other] = await db().insert(institutions).values({ name: unique('其他运营方'), institutionType: 4 }).returning({ id: institutions.id });
      const common = { institutionId: inst!.id, address: '杭州市西湖区曙光路99号', city: '杭州市', district: '西湖区', phone: '0571-87961236', sports: ['网球'], openHours: '07:00-22:00' };
      const [a] = await db().insert(venues).values({ ...common, name: unique('已上线网球馆'), status: 'approved' }).returning({ id: venues.id });
      const [p] = await db().insert(venues).values({ ...common, name: unique('新建网球馆'), status: 'pending' }).returning({ id: venues.id });
      const [o] = await db().insert(venues).values({ ...common, name: unique('同机构另一场馆'), status: 'approved' }).returning({ id: venues.id });
      approvedId = a!.id;
      pendingId = p!.id;
      otherVenueId = o!.id;
      const m = await createUser(ctx.app, { manages: [{ institutionId: inst!.id }] });
      const bound = await createUser(ctx.app, { manages: [{ institutionId: inst!.id, sportsVenuesId: otherVenueId }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: other!.id }] });
      manager = await login(ctx.app, m.account, m.password);
      otherVenueManager = await login(ctx.app, bound.account, bound.password);
      stranger = await login(ctx.app, x.account, x.password);
      admin = await login(ctx.app, 'admin', 'Admin@2026');
      base = (await read(approvedId)).result.profile;
    });

    it('saves a venue not yet approved at once, with photos, captions, services and coordinates, and audits it', async () => {
      const profile = {
        ...(await read(pendingId)).result.profile,
        intro: '  室内外网球场共8片 ',
        longitude: 120.1432,
        latitude: 30.2741,
        photos: [{ url: '/api/media/img-0123456789abcdef0123456789abcdef.png', caption: '外景' }],
        services: [{ name: '停车场', note: '免费2小时' }, { name: '淋浴间', note: '' }],
      };
      const body = json<Info>(await save(pendingId, profile));
      assert.equal(body.errno, 0, JSON.stringify(body));
      assert.equal(body.result.edit_mode, 'direct');
      assert.equal(body.result.pending, null);
      assert.equal(body.result.profile.intro, '室内外网球场共8片');
      const [row] = await db().select().from(venues).where(eq(venues.id, pendingId));
      assert.deepEqual([row!.intro, row!.photos, row!.photoCaptions, row!.services, row!.longitude], ['室内外网球场共8片', [profile.photos[0]!.url], ['外景'], profile.services, 120.1432]);
      const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, 'venue.profile.save'), eq(auditLog.target, `venue:${pendingId}`)));
      assert.equal(audits.length, 1);
      assert.deepEqual((await db().select().from(venueChangeRequests).where(eq(venueChangeRequests.venueId, pendingId))).length, 0);
    });

    it('makes an edit of an approved venue a change request: the public version stays, the badge counts it, a new submit supersedes it', async () => {
      const countBefore = await updateCount();
      const first = json<Info>(await save(approvedId, { ...base, phone: '0571-87961299' }));
      assert.equal(first.errno, 0, JSON.stringify(first));
      assert.equal(first.result.edit_mode, 'request');
      assert.equal(first.result.profile.phone, base.phone, 'the venue keeps its approved phone');
      assert.deepEqual(first.result.pending!.diff, [{ field: 'phone', label: '联系电话', before: base.phone, after: '0571-87961299' }]);
      assert.equal(await updateCount(), countBefore + 1);
      const [row] = await db().select().from(venues).where(eq(venues.id, approvedId));
      assert.equal(row!.phone, base.phone);
      // the public detail keeps the approved version too
      const pub = json<{ name: string; phone: string }>(await manager.get(`/api/admin/venue_info?id=${approvedId}`));
      assert.equal(pub.result.phone, base.phone);

      const second = json<Info>(await save(approvedId, { ...base, phone: '0571-87961299', sports: ['网球', '匹克球'], services: [{ name: 'WiFi', note: '' }] }));
      assert.equal(second.errno, 0);
      assert.notEqual(second.result.pending!.id, first.result.pending!.id);
      assert.equal(second.result.pending!.fields, '联系电话、运动项目、设施与服务');
      assert.equal(await updateCount(), countBefore + 1, 'still one pending request');
      const statuses = await db().select({ id: venueChangeRequests.id, status: venueChangeRequests.status }).from(venueChangeRequests).where(eq(venueChangeRequests.venueId, approvedId));
      assert.deepEqual(statuses.map((s) => s.status).sort(), ['pending', 'superseded']);
      // the older one can no longer be reviewed
      assert.equal(firstMsg(await review(first.result.pending!.id, 'approved')), VENUE_PROFILE_MSG.requestHandled);
    });

    it('refuses bad input in Chinese and changes nothing', async () => {
      const pending = (await read(approvedId)).result.pending!;
      const cases: [Partial<Profile>, string][] = [
        [{ name: '  ' }, VENUE_PROFILE_MSG.nameRequired],
        [{ longitude: 200, latitude: 30 }, VENUE_PROFILE_MSG.longitudeRange],
        [{ longitude: 120, latitude: null }, VENUE_PROFILE_MSG.coordinatesPair],
        [{ phone: '请致电' }, VENUE_PROFILE_MSG.phoneInvalid],
        [{ sports: [] }, VENUE_PROFILE_MSG.sportsRequired],
        [{ photos: [{ url: 'javascript:alert(1)', caption: '' }] }, VENUE_PROFILE_MSG.photoInvalid(1)],
        [{ services: [{ name: '停车场', note: '' }, { name: '停车场', note: '' }] }, VENUE_PROFILE_MSG.serviceRepeated('停车场')],
      ];
      for (const [change, msg] of cases) {
        const res = await save(approvedId, { ...base, ...change });
        assert.equal(json(res).errno, 42200, JSON.stringify(change));
        assert.equal(firstMsg(res), msg);
      }
      const same = await save(approvedId, base);
      assert.equal(firstMsg(same), VENUE_PROFILE_MSG.nothingChanged);
      assert.equal((await read(approvedId)).result.pending!.id, pending.id);
    });

    it('rejects with a reason the venue reads, and approves by applying the changes in one audited step', async () => {
      const countBefore = await updateCount();
      const pending = (await read(approvedId)).result.pending!;
      assert.equal(firstMsg(await review(pending.id, 'rejected', '  ')), VENUE_PROFILE_MSG.rejectReasonRequired);
      const rejected = json<Change>(await review(pending.id, 'rejected', '联系电话无法接通，请核实'));
      assert.equal(rejected.errno, 0, JSON.stringify(rejected));
      assert.equal(rejected.result.status_label, '已驳回');
      assert.equal(await updateCount(), countBefore - 1);
      const seen = (await read(approvedId)).result;
      assert.equal(seen.pending, null);
      assert.equal(seen.last_review!.reject_reason, '联系电话无法接通，请核实');
      assert.equal(seen.profile.phone, base.phone);
      assert.equal(firstMsg(await review(pending.id, 'approved')), VENUE_PROFILE_MSG.requestHandled);

      const next = json<Info>(await save(approvedId, { ...base, name: `${base.name}（新）`, intro: '新的介绍' })).result.pending!;
      const approved = json<Change>(await review(next.id, 'approved'));
      assert.equal(approved.errno, 0);
      assert.deepEqual(approved.result.diff.map((d) => d.field), ['name', 'intro']);
      assert.equal(approved.result.before.name, base.name);
      const [row] = await db().select().from(venues).where(eq(venues.id, approvedId));
      assert.deepEqual([row!.name, row!.intro, row!.phone], [`${base.name}（新）`, '新的介绍', base.phone]);
      const audits = await db().select().from(auditLog).where(and(eq(auditLog.target, `venue:${approvedId}`), eq(auditLog.action, 'venue.change.approve')));
      assert.equal(audits.length, 1);
      // a reviewed request keeps its diff against the version it was reviewed with
      const info = json<Change>(await admin.get(`/api/admin/venue_change_info?id=${next.id}`)).result;
      assert.deepEqual(info.diff.map((d) => d.field), ['name', 'intro']);
    });

    it('lists the requests for the platform admin only, filtered by status', async () => {
      await save(approvedId, { ...(await read(approvedId)).result.profile, open_hours: '06:00-23:00' });
      const list = json<{ list: { id: number; venue_id: number; status: string; change_count: number }[]; total: number }>(
        await admin.get('/api/admin/venue_change_list?status=pending&count=100'),
      ).result;
      assert.ok(list.list.every((r) => r.status === 'pending'));
      assert.equal(list.list.find((r) => r.venue_id === approvedId)!.change_count, 1);
      for (const who of [manager, stranger]) {
        assert.equal(json(await who.get('/api/admin/venue_change_list')).errno, 40300);
        assert.equal(json(await who.get(`/api/admin/venue_change_info?id=${list.list[0]!.id}`)).errno, 40300);
        assert.equal(json(await review(list.list[0]!.id, 'approved', '', who)).errno, 40300);
      }
      assert.equal(json(await admin.get('/api/admin/venue_change_info?id=2147483647')).errno, 404);
    });

    it('reaches a venue only for its managers: another institution, a manager bound to another venue, a visitor and no CSRF token are refused', async () => {
      for (const who of [stranger, otherVenueManager]) {
        assert.equal((await who.get(`/api/admin/venue_profile?venue_id=${approvedId}`)).statusCode, 404);
        assert.equal((await save(approvedId, { ...base, phone: '0571-11111111' }, who)).statusCode, 404);
      }
      assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/admin/venue_profile?venue_id=${approvedId}` })).statusCode, 401);
      const noCsrf = await ctx.app.inject({ method: 'PUT', url: '/api/admin/venue_profile', headers: { cookie: manager.cookie }, payload: { venue_id: approvedId, ...base, phone: '0571-22222222' } });
      assert.equal(noCsrf.statusCode, 403);
      const noCsrfReview = await ctx.app.inject({ method: 'POST', url: '/api/admin/venue_change_review', headers: { cookie: admin.cookie }, payload: { id: 1, status: 'approved' } });
      assert.equal(noCsrfReview.statusCode, 403);
    });

    it('refuses to edit a closed venue', async () => {
      await db().update(venues).set({ status: 'closed' }).where(eq(venues.id, otherVenueId));
      const profile = (await read(otherVenueId)).result.profile;
      assert.equal(firstMsg(await save(otherVenueId, { ...profile, phone: '0571-33333333' })), VENUE_PROFILE_MSG.closed);
    });
  });
}
