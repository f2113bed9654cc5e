/**
 * 资金流水导出 (issue 13): a manager of an institution exports the flows of its 可提现余额 account; the export worker
 * builds the xlsx (export kind account_flows, no competition); the manager reads the task's progress and downloads the
 * file, read back here with exceljs. Another institution's manager may not export it, nor read or download the task.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { accountFlowsFileName, LEDGER_ACCOUNT_LABEL, paymentEntries, settlementEntries } from 'shared/rules';
import { readSheet } from '../../src/services/exports/xlsx.js';
import { post } from '../../src/repositories/ledger.js';
import { ledgerProblemsOf } from '../../src/services/ledger-check.js';
import { createUser, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type Task = { id: number; competition_id: number | null; kind: string; status: string; progress: number; file_name: string; user_id: number };

export function flowExportsSuite(ctx: TestContext) {
  describe('资金流水导出 (account_flows export tasks)', () => {
    const db = () => ctx.app.database.db;
    let manager: Client;
    let stranger: Client;
    let institutionId = 0;
    let institutionName = '';

    after(async () => {
      // every finance suite ends with the ledger's invariants on the whole database
      assert.deepEqual(await ledgerProblemsOf(db()), []);
    });

    before(async () => {
      const [inst] = await db().insert(institutions).values({ name: unique('流水导出机构'), institutionType: 6 }).returning({ id: institutions.id, name: institutions.name });
      institutionId = inst!.id;
      institutionName = inst!.name;
      const [other] = await db().insert(institutions).values({ name: unique('其他导出机构'), institutionType: 6 }).returning({ id: institutions.id });
      const m = await createUser(ctx.app, { manages: [{ institutionId }] });
      manager = await login(ctx.app, m.account, m.password);
      const s = await createUser(ctx.app, { manages: [{ institutionId: other!.id }] });
      stranger = await login(ctx.app, s.account, s.password);
      const tag = `${process.pid}-${Date.now()}`;
      await db().transaction(async (tx) => {
        await post(tx, {
          key: `flow-export-income:${tag}`,
          kind: 'payment',
          entries: paymentEntries({ kind: 'sign_up', amountCents: 12345, institutionId, userId: null }, 'wechat'),
          memo: '测试收入',
        });
        await post(tx, { key: `flow-export-settlement:${tag}`, kind: 'settlement', entries: settlementEntries(institutionId, 12345, 0), memo: '测试结算' });
      });
    });

    it('queues the export, builds it with the worker and downloads the xlsx with the Chinese headers and the holder-view amounts', async () => {
      const created = await manager.post('/api/admin/acc_flow_list/export', { institution_id: institutionId, account: 'available', kind: 'settlement' });
      assert.equal(json(created).errno, 0, created.body);
      const { id } = json<{ id: number }>(created).result;

      await ctx.app.exportWorker.runOnce();
      const status = await manager.get(`/api/admin/export_task?id=${id}`);
      assert.equal(json(status).errno, 0, status.body);
      const task = json<Task>(status).result;
      assert.equal(task.kind, 'account_flows');
      assert.equal(task.competition_id, null);
      assert.equal(task.status, 'done');
      assert.equal(task.progress, 100);
      assert.equal(task.file_name, accountFlowsFileName(institutionName, LEDGER_ACCOUNT_LABEL.available));

      const file = await manager.get(`/api/admin/export_task/file?id=${id}`);
      assert.equal(file.statusCode, 200, file.body);
      assert.match(String(file.headers['content-disposition']), /filename\*=UTF-8''.*%E8%B5%84%E9%87%91%E6%B5%81%E6%B0%B4\.xlsx/);
      const rows = await readSheet(file.rawPayload);
      assert.deepEqual(rows[0], ['时间', '类型', '说明', '订单号', '收入/支出', '余额']);
      assert.equal(rows.length, 2);
      assert.match(rows[1]![0]!, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      assert.deepEqual(rows[1]!.slice(1), ['结算', '测试结算', '', '123.45', '123.45']);
    });

    it('refuses a stranger the export (40300) and answers 404 on the task and its file', async () => {
      const refused = await stranger.post('/api/admin/acc_flow_list/export', { institution_id: institutionId });
      assert.equal(json(refused).errno, 40300, refused.body);
      const created = await manager.post('/api/admin/acc_flow_list/export', { institution_id: institutionId, account: 'wallet' });
      const { id } = json<{ id: number }>(created).result;
      await ctx.app.exportWorker.runOnce();
      assert.equal(json(await stranger.get(`/api/admin/export_task?id=${id}`)).errno, 404);
      assert.equal(json(await stranger.get(`/api/admin/export_task/file?id=${id}`)).errno, 404);
      // an empty account still gives a file with its headers
      const rows = await readSheet((await manager.get(`/api/admin/export_task/file?id=${id}`)).rawPayload);
      assert.deepEqual(rows, [['时间', '类型', '说明', '订单号', '收入/支出', '余额']]);
    });

    it('exports a user’s own wallet flows (我的钱包), never another user’s', async () => {
      const u = await createUser(ctx.app, { isPerson: true });
      const payer = await login(ctx.app, u.account, u.password);
      const tag = `${process.pid}-${Date.now()}-wallet`;
      await db().transaction((tx) =>
        post(tx, { key: `flow-export-top-up:${tag}`, kind: 'payment', entries: paymentEntries({ kind: 'top_up', amountCents: 20000, institutionId, userId: u.user.id }, 'wechat'), memo: '测试充值' }),
      );
      const created = await payer.post('/api/account/flow_list/export', {});
      assert.equal(json(created).errno, 0, created.body);
      const { id } = json<{ id: number }>(created).result;
      await ctx.app.exportWorker.runOnce();
      const rows = await readSheet((await payer.get(`/api/admin/export_task/file?id=${id}`)).rawPayload);
      assert.deepEqual(rows[1]!.slice(1), ['支付', '测试充值', '', '200', '200']);
      assert.equal(json(await manager.get(`/api/admin/export_task/file?id=${id}`)).errno, 404);
      assert.equal(json(await payer.post('/api/account/flow_list/export', { from: '2026-11-02', to: '2026-11-01' })).errno, 42200);
    });
  });
}
