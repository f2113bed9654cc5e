import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { CERTIFICATE_MSG, defaultCertificateLayout } from 'shared/rules';
import { certificateTemplates, certificates, signUps } from '../../src/db/schema/index.js';
import { JOB } from '../../src/services/job-queues.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';
import { createMeasuredCompetition } from './results.js';

type Cert = { id: number; code: string; holder_name: string; kind: string; result: string; place: number | null; award: string; status: string; replaced_by: number | null; sign_up_id: number | null };

const errnoOf = (res: LightMyRequestResponse) => json(res).errno;

/** The text of a PDF as pdftotext reads it. */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cert-'));
  try {
    const file = path.join(dir, 'c.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function certificatesSuite(ctx: TestContext) {
  describe('certificates: template, issue, reissue, PDF, zip, verification, my certificates', () => {
    let owner: Client;
    let other: Client;
    let holder: Client;
    let stranger: Client;
    let comp: Awaited<ReturnType<typeof createMeasuredCompetition>>;

    const list = async () => json<{ list: Cert[]; total: number }>(await owner.get(`/api/admin/certificate/list?competition_id=${comp.competitionId}&count=100`)).result;
    const verify = (code: string) => ctx.app.inject({ method: 'GET', url: `/api/certificate/verify?code=${encodeURIComponent(code)}` });
    const saveResult = (body: Record<string, unknown>) => owner.post('/api/admin/result', { event_item_id: comp.itemId, ...body });

    before(async () => {
      const db = ctx.app.database.db;
      const [a, b] = await db
        .insert(institutions)
        .values([
          { name: unique('证书测试机构'), institutionType: 2 },
          { name: unique('其他证书机构'), institutionType: 2 },
        ])
        .returning({ id: institutions.id });
      comp = await createMeasuredCompetition(ctx.app, { institutionId: a.id, sport: unique('田径'), entrants: ['张一', '李二', '王三'] });
      const o = await createUser(ctx.app, { manages: [{ institutionId: a.id }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: b.id }] });
      const h = await createUser(ctx.app, { isPerson: true });
      const s = await createUser(ctx.app, { isPerson: true });
      await db.update(signUps).set({ userId: h.user.id }).where(eq(signUps.id, comp.entries[0]));
      owner = await login(ctx.app, o.account, o.password);
      other = await login(ctx.app, x.account, x.password);
      holder = await login(ctx.app, h.account, h.password);
      stranger = await login(ctx.app, s.account, s.password);
      const [e1, e2, e3] = comp.entries;
      assert.equal(errnoOf(await saveResult({ sign_up_id: e1, value: 10.5, status: 'ok' })), 0);
      assert.equal(errnoOf(await saveResult({ sign_up_id: e2, value: 10.2, status: 'ok' })), 0);
      assert.equal(errnoOf(await saveResult({ sign_up_id: e3, status: 'DNF' })), 0);
      assert.equal(errnoOf(await owner.post('/api/admin/award', { event_item_id: comp.itemId, name: '冠军', place_from: 1, place_to: 1 })), 0);
    });

    it('answers the default template and refuses a field off the page in Chinese, saving nothing', async () => {
      const t = json<{ page_size: string; orientation: string; fields: Record<string, { x: number; y: number; size: number }> }>(
        await owner.get(`/api/admin/certificate/template?competition_id=${comp.competitionId}`),
      ).result;
      assert.equal(t.page_size, 'A4');
      assert.deepEqual(t.fields, defaultCertificateLayout().fields);
      const base = { competition_id: comp.competitionId, page_size: 'A4', orientation: 'landscape', background_media_id: null, seal_media_id: null };
      const off = await owner.put('/api/admin/certificate/template', { ...base, fields: { ...t.fields, name: { x: 400, y: 590, size: 36 } } });
      assert.equal(errnoOf(off), 42200);
      assert.equal(firstMsg(off), '字段超出证书范围：姓名');
      const turned = await owner.put('/api/admin/certificate/template', { ...base, orientation: 'portrait', fields: t.fields });
      assert.match(firstMsg(turned) ?? '', /^字段超出证书范围/);
      const again = json<{ orientation: string }>(await owner.get(`/api/admin/certificate/template?competition_id=${comp.competitionId}`)).result;
      assert.equal(again.orientation, 'landscape');
      const moved = { ...t.fields, name: { x: 421, y: 200, size: 40 } };
      const saved = await owner.put('/api/admin/certificate/template', { ...base, fields: moved });
      assert.equal(errnoOf(saved), 0, saved.body);
      assert.deepEqual(json<{ fields: unknown }>(saved).result.fields, moved);
      // an image that is not theirs (no such upload) is refused
      assert.equal(firstMsg(await owner.put('/api/admin/certificate/template', { ...base, background_media_id: 2_000_000_000, fields: moved })), '图片不存在，请重新上传');
    });

    it('keeps other institutions and personal users out (404) and needs a login', async () => {
      assert.equal((await other.get(`/api/admin/certificate/template?competition_id=${comp.competitionId}`)).statusCode, 404);
      assert.equal((await other.post('/api/admin/certificate/issue', { competition_id: comp.competitionId, kind: 'award' })).statusCode, 404);
      assert.equal((await holder.get(`/api/admin/certificate/list?competition_id=${comp.competitionId}`)).statusCode, 404);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/user/certificates' })).statusCode, 401);
    });

    it('issues award certificates to the award winners and finisher certificates to entrants with a result, once', async () => {
      const award = await owner.post('/api/admin/certificate/issue', { competition_id: comp.competitionId, kind: 'award' });
      assert.deepEqual(json(award).result, { issued: 1 });
      const finisher = await owner.post('/api/admin/certificate/issue', { competition_id: comp.competitionId, kind: 'finisher' });
      assert.deepEqual(json(finisher).result, { issued: 2 });
      // again: everyone holds one — refused, nothing written
      const again = await owner.post('/api/admin/certificate/issue', { competition_id: comp.competitionId, kind: 'finisher' });
      assert.deepEqual([json(again).errno, firstMsg(again)], [40000, CERTIFICATE_MSG.allHold('finisher')]);
      const { list: certs, total } = await list();
      assert.equal(total, 3);
      const champion = certs.find((c) => c.kind === 'award')!;
      assert.equal(champion.holder_name, '李二');
      assert.equal(champion.place, 1);
      assert.equal(champion.award, '冠军');
      assert.equal(champion.result, '10.20');
      assert.match(champion.code, /^[A-Za-z0-9_-]{16}$/);
      assert.equal(new Set(certs.map((c) => c.code)).size, 3);
      assert.ok(certs.every((c) => c.status === 'valid'));
    });

    it('renders a PDF with the holder name in Chinese and the verification code', async () => {
      const champion = (await list()).list.find((c) => c.kind === 'award')!;
      const res = await owner.get(`/api/admin/certificate/file?id=${champion.id}`);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'application/pdf');
      const text = pdfText(res.rawPayload);
      assert.match(text, /李二/);
      assert.match(text, /名次：第1名（冠军）/);
      assert.ok(text.includes(champion.code), text);
      // the title (its kind) and the competition's name
      const competitionName = json<{ competition_name: string }>(await owner.get(`/api/admin/certificate/template?competition_id=${comp.competitionId}`)).result.competition_name;
      assert.ok(competitionName.length > 0);
      assert.match(text, /获奖证书/);
      assert.ok(text.includes(competitionName), text);
      // a template saved before 标题 and 赛事名称 existed: both at their default positions, read and printed
      const db = ctx.app.database.db;
      const [row] = await db.select().from(certificateTemplates).where(eq(certificateTemplates.competitionId, comp.competitionId));
      const { title: _title, competition: _competition, ...older } = row!.fields;
      await db.update(certificateTemplates).set({ fields: older }).where(eq(certificateTemplates.competitionId, comp.competitionId));
      const read = json<{ fields: Record<string, unknown> }>(await owner.get(`/api/admin/certificate/template?competition_id=${comp.competitionId}`)).result;
      assert.deepEqual([read.fields.title, read.fields.competition], [defaultCertificateLayout().fields.title, defaultCertificateLayout().fields.competition]);
      const olderText = pdfText((await owner.get(`/api/admin/certificate/file?id=${champion.id}`)).rawPayload);
      assert.match(olderText, /获奖证书/);
      assert.ok(olderText.includes(competitionName), olderText);
      assert.equal((await other.get(`/api/admin/certificate/file?id=${champion.id}`)).statusCode, 404);
    });

    it('revokes and reissues after a corrected result: the old one points to the new, an entrant no longer winning keeps none', async () => {
      const [e1] = comp.entries;
      const before = await list();
      const oldAward = before.list.find((c) => c.kind === 'award')!;
      const oldFinisher = before.list.find((c) => c.kind === 'finisher' && c.sign_up_id === e1)!;
      // 证书更正 waits (its worker stopped) while the correction is reissued by hand; the next test lets it run
      await ctx.app.workers.stop(JOB.certificateRefresh);
      assert.equal(errnoOf(await saveResult({ sign_up_id: e1, value: 10.1, status: 'ok', version: 1, reason: '计时更正' })), 0);

      const reissued = json<{ id: number | null; code: string | null }>(await owner.post('/api/admin/certificate/reissue', { id: oldFinisher.id })).result;
      assert.ok(reissued.id && reissued.code);
      const dropped = json<{ id: number | null }>(await owner.post('/api/admin/certificate/reissue', { id: oldAward.id })).result;
      assert.equal(dropped.id, null, '李二 is no longer first');
      const twice = await owner.post('/api/admin/certificate/reissue', { id: oldAward.id });
      assert.equal(firstMsg(twice), '该证书已撤销');

      const after = await list();
      const old = after.list.find((c) => c.id === oldFinisher.id)!;
      assert.equal(old.status, 'revoked');
      assert.equal(old.replaced_by, reissued.id);
      const fresh = after.list.find((c) => c.id === reissued.id)!;
      assert.equal(fresh.result, '10.10');
      assert.equal(fresh.status, 'valid');

      // the old code's public page says it was replaced and names the new code
      const v = json<{ status: string; replaced_by_code: string | null; holder_name: string; issuer_name: string }>(await verify(oldFinisher.code)).result;
      assert.equal(v.status, 'revoked');
      assert.equal(v.replaced_by_code, reissued.code);
      assert.equal(v.holder_name, '张一');
      assert.match(v.issuer_name, /^证书测试机构/);
      const current = json<{ status: string; result: string; replaced_by_code: null }>(await verify(reissued.code!)).result;
      assert.equal(current.status, 'valid');
      assert.equal(current.result, '10.10');
      // the athlete's own: the revoked and the new
      const mine = json<{ list: Cert[]; total: number }>(await holder.get('/api/user/certificates')).result;
      assert.deepEqual(mine.list.map((c) => c.id).sort(), [oldFinisher.id, reissued.id].sort());
    });

    it('reissues by itself (证书更正, a queued job per competition) the certificates a corrected result changed', async () => {
      const [e1, e2] = comp.entries;
      const finishers = async () => (await list()).list.filter((c) => c.status === 'valid' && c.kind === 'finisher');
      const settled = async (done: (cs: Cert[]) => boolean) => {
        for (let i = 0; i < 150; i++) {
          const cs = await finishers();
          if (done(cs)) return cs;
          await new Promise((r) => setTimeout(r, 100));
        }
        return assert.fail(JSON.stringify(await finishers()));
      };
      const of = (cs: Cert[], signUpId: number) => cs.find((c) => c.sign_up_id === signUpId);
      // the correction above (张一 first) was queued: 李二's finisher certificate still says 第1名 until the job runs
      const stale = of(await finishers(), e2)!;
      assert.equal(stale.place, 1);
      await ctx.app.workers.start(JOB.certificateRefresh);
      let now = await settled((cs) => of(cs, e2)?.place === 2);
      const revoked = (await list()).list.find((c) => c.id === stale.id)!;
      assert.deepEqual([revoked.status, revoked.replaced_by], ['revoked', of(now, e2)!.id]);
      assert.equal(json<{ replaced_by_code: string }>(await verify(stale.code)).result.replaced_by_code, of(now, e2)!.code);

      // another correction (李二 10.00, first again): both finisher certificates follow, nothing done by hand
      assert.equal(errnoOf(await saveResult({ sign_up_id: e2, value: 10.0, status: 'ok', version: 1, reason: '计时更正' })), 0);
      now = await settled((cs) => of(cs, e2)?.result === '10.00' && of(cs, e1)?.place === 2);
      assert.deepEqual(now.map((c) => [c.holder_name, c.result, c.place]).sort(), [['张一', '10.10', 2], ['李二', '10.00', 1]].sort());
      // every certificate says what holds now: running it again changes nothing
      assert.equal(await ctx.app.certificates.refresh(comp.competitionId), 0);
    });

    it('reissues by itself (证书更正) when 奖项设置 or the score rule changes, not only a result', async () => {
      const [e1] = comp.entries;
      const finisherOf = async (signUpId: number) => (await list()).list.find((c) => c.status === 'valid' && c.kind === 'finisher' && c.sign_up_id === signUpId);
      const settled = async (done: (c: Cert) => boolean) => {
        for (let i = 0; i < 150; i++) {
          const c = await finisherOf(e1);
          if (c && done(c)) return c;
          await new Promise((r) => setTimeout(r, 100));
        }
        return assert.fail(JSON.stringify(await finisherOf(e1)));
      };
      const replaced = async (old: Cert, fresh: Cert) => {
        assert.notEqual(old.id, fresh.id);
        assert.equal(json<{ replaced_by_code: string | null }>(await verify(old.code)).result.replaced_by_code, fresh.code);
      };
      // 张一 is second (10.10): a new award 亚军 for place 2 puts it on the certificate
      const before = await settled((c) => c.place === 2 && c.award === '');
      const created = await owner.post('/api/admin/award', { event_item_id: comp.itemId, name: '亚军', place_from: 2, place_to: 2 });
      assert.equal(errnoOf(created), 0, created.body);
      const awardId = json<{ id: number }>(created).result.id;
      const runnerUp = await settled((c) => c.award === '亚军');
      await replaced(before, runnerUp);
      // renamed (修改奖项), then deleted: the certificate follows each time
      assert.equal(errnoOf(await owner.put('/api/admin/award', { id: awardId, name: '银奖', place_from: 2, place_to: 2 })), 0);
      const renamed = await settled((c) => c.award === '银奖');
      await replaced(runnerUp, renamed);
      assert.equal(errnoOf(await owner.del(`/api/admin/award?id=${awardId}`)), 0);
      const plain = await settled((c) => c.award === '');
      await replaced(renamed, plain);
      // the score rule: one decimal instead of two changes the printed result (10.10 → 10.1)
      const rule = json<Record<string, unknown>>(await owner.get(`/api/admin/schedule/ranking_rules?event_item_id=${comp.itemId}`)).result;
      const { saved: _saved, ...values } = rule;
      const savedRule = await owner.put('/api/admin/schedule/ranking_rules', { ...values, precision: 1 });
      assert.equal(errnoOf(savedRule), 0, savedRule.body);
      const oneDecimal = await settled((c) => c.result === '10.1');
      await replaced(plain, oneDecimal);
      // idempotent: every certificate says what holds now
      assert.equal(await ctx.app.certificates.refresh(comp.competitionId), 0);
    });

    it('answers an unknown or malformed code with 证书不存在, without a login', async () => {
      for (const code of ['AAAAAAAAAAAAAAAA', 'x', '../../etc']) {
        const res = await verify(code);
        assert.equal(errnoOf(res), 40000);
        assert.equal(firstMsg(res), '证书不存在');
      }
      assert.equal(errnoOf(await ctx.app.inject({ method: 'GET', url: '/api/certificate/verify' })), 42200);
    });

    it('lets the holder alone download their own certificate', async () => {
      const mine = json<{ list: Cert[] }>(await holder.get('/api/user/certificates')).result.list;
      const res = await holder.get(`/api/user/certificate/file?id=${mine[0].id}`);
      assert.equal(res.statusCode, 200);
      assert.match(pdfText(res.rawPayload), /张一/);
      assert.equal((await stranger.get(`/api/user/certificate/file?id=${mine[0].id}`)).statusCode, 404);
      assert.equal(json<{ total: number }>(await stranger.get('/api/user/certificates')).result.total, 0);
    });

    it('zips the valid certificates through the export tasks', async () => {
      const res = await owner.post('/api/admin/certificate/export', { competition_id: comp.competitionId });
      assert.equal(errnoOf(res), 0, res.body);
      const id = json<{ id: number }>(res).result.id;
      await ctx.app.exportWorker.runOnce();
      const tasks = json<{ list: { id: number; kind: string; status: string; file_name: string }[] }>(await owner.get(`/api/competition/download/list?id=${comp.competitionId}`)).result.list;
      const task = tasks.find((t) => t.id === id)!;
      assert.equal(task.kind, 'certificates');
      assert.equal(task.status, 'done');
      assert.match(task.file_name, /-证书\.zip$/);
      const file = await owner.get(`/api/competition/download/file?id=${id}`);
      assert.equal(file.headers['content-type'], 'application/zip');
      assert.equal(file.rawPayload.subarray(0, 2).toString('latin1'), 'PK');
      const valid = (await list()).list.filter((c) => c.status === 'valid');
      for (const c of valid) assert.ok(file.rawPayload.includes(Buffer.from(c.code)), `${c.code} in the zip`);
      assert.equal((await other.post('/api/admin/certificate/export', { competition_id: comp.competitionId })).statusCode, 404);
    });

    it('refuses to issue when nobody qualifies', async () => {
      const empty = await createMeasuredCompetition(ctx.app, { institutionId: comp.institutionId, sport: unique('田径') });
      const res = await owner.post('/api/admin/certificate/issue', { competition_id: empty.competitionId, kind: 'award' });
      assert.equal(firstMsg(res), '没有可发放证书的参赛者');
      const db = ctx.app.database.db;
      assert.equal((await db.select().from(certificates).where(eq(certificates.competitionId, empty.competitionId))).length, 0);
    });
  });
}
