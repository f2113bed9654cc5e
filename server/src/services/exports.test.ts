/**
 * The export request alone (createExportsService over repositories in memory): an item of another competition is
 * refused before anything is written; a request writes its task, named after the competition and item, and sends that
 * task's job. The HTTP side, the worker and the file are the server suite's (test/suites/exports.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EXPORT_MSG, FILING_MSG } from 'shared/rules';
import { AppError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { createExportsService } from './exports.js';

function setUp() {
  const created: { competitionId: number; kind: string; eventItemId: number | null; fileName: string }[] = [];
  const sent: number[] = [];
  const repos = {
    results: { itemForAccess: async (id: number) => (id === 11 ? { id: 11, name: '男子100米', competitionId: 3 } : id === 12 ? { id: 12, name: '女子跳远', competitionId: 4 } : undefined) },
    exportTasks: {
      create: async (t: (typeof created)[number]) => {
        created.push(t);
        return 70 + created.length;
      },
    },
  } as unknown as Pick<Repositories, 'exportTasks' | 'results'>;
  const service = createExportsService({ db: undefined as never, repos, enqueue: async (id) => void sent.push(id) });
  return { service, created, sent };
}

describe('export requests (app.exports.request)', () => {
  it('writes the task named after the competition and item, then sends its job', async () => {
    const { service, created, sent } = setUp();
    const id = await service.request(5, { id: 3, name: '春季运动会' }, { kind: 'results', eventItemId: 11 });
    assert.equal(id, 71);
    assert.deepEqual(created, [{ userId: 5, competitionId: 3, kind: 'results', eventItemId: 11, fileName: '春季运动会-男子100米-成绩.xlsx' }]);
    assert.deepEqual(sent, [71]);
  });

  it('refuses an item of another competition (or none) before writing anything', async () => {
    const { service, created, sent } = setUp();
    for (const eventItemId of [12, 99]) {
      await assert.rejects(service.request(5, { id: 3, name: '春季运动会' }, { kind: 'rankings', eventItemId }), (e: unknown) => e instanceof AppError && e.message === EXPORT_MSG.itemNotInCompetition);
    }
    assert.deepEqual(created, []);
    assert.deepEqual(sent, []);
  });

  it('a whole competition export has no item in its name', async () => {
    const { service, created } = setUp();
    await service.request(5, { id: 3, name: '春季/运动会' }, { kind: 'sign_ups' });
    assert.equal(created[0].eventItemId, null);
    assert.equal(created[0].fileName, '春季_运动会-报名名单.xlsx');
  });
});

describe('资金流水 export requests (app.exports.requestAccountFlows)', () => {
  it('queues the caller’s wallet with the flow list’s filters, named 我的钱包', async () => {
    const flows: unknown[] = [];
    const sent: number[] = [];
    const repos = { exportTasks: { createAccountFlows: async (t: unknown) => (flows.push(t), 90) } } as unknown as Pick<Repositories, 'exportTasks' | 'results'>;
    const service = createExportsService({ db: undefined as never, repos, enqueue: async (id) => void sent.push(id) });
    assert.equal(await service.requestAccountFlows(5, { account: 'wallet', kind: 'top_up', from: '2026-11-01', to: '2026-11-28' }), 90);
    assert.deepEqual(flows, [{ userId: 5, params: { user_id: 5, account: 'wallet', kind: 'top_up', from: '2026-11-01', to: '2026-11-28' }, fileName: (flows[0] as { fileName: string }).fileName }]);
    assert.match((flows[0] as { fileName: string }).fileName, /^我的钱包-/);
    assert.deepEqual(sent, [90]);
  });

  it('refuses a range that ends before it starts, before writing anything', async () => {
    const { service, created, sent } = setUp();
    await assert.rejects(service.requestAccountFlows(5, { account: 'wallet', from: '2026-11-28', to: '2026-11-01' }), (e: unknown) => e instanceof AppError && e.message === FILING_MSG.dateRange);
    assert.deepEqual(created, []);
    assert.deepEqual(sent, []);
  });
});
