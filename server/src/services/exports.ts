/**
 * Export tasks (下载任务): a competition's manager asks for an xlsx (报名名单、赛程、成绩、排名) — the event item
 * checked to belong to the competition, the file named after the competition (and item), the task row written and
 * its job sent to the `export-task` queue, whose worker builds the file (services/export-worker.ts). The task list,
 * the file and the deletion are repository reads and one statement (app.repos.exportTasks). A 资金流水 export
 * (`requestAccountFlows`) is queued the same way, without a competition, and so are 预订记录, 操作记录 and 注册名单.
 */
import fp from 'fastify-plugin';
import { bookingRecordsFileName, operationRecordsFileName, REGISTRATION_KIND_TEXT, registrationsFileName, type RegistrationKind } from 'shared/rules';
import { accountFlowsFileName, EXPORT_MSG, exportFileName, FILING_MSG, LEDGER_ACCOUNT_LABEL, type LedgerAccountKind } from 'shared/rules';
import type { Db } from '../db/client.js';
import { badInput, notFound } from '../errors.js';
import { safeName } from '../http/export-file.js';
import type { AccountFlowsParams, CompetitionExportKind, OperationRecordsParams, RegistrationsParams, VenueBookingsParams } from '../repositories/export-tasks.js';
import { institutionNameOf } from '../repositories/finance.js';
import type { Repositories } from '../repositories/index.js';

export interface ExportsDeps {
  db: Db;
  repos: Pick<Repositories, 'exportTasks' | 'results'>;
  /** Sends the job of a new task (the export worker's `enqueue`; app.ts registers the worker after the services). */
  enqueue: (taskId: number) => Promise<void>;
}

export function createExportsService({ db, repos, enqueue }: ExportsDeps) {
  /** Whose list a file holds: the institution asked for (404 for one that does not exist), else 全平台 / 本机构. */
  async function ownerOf(scope: 'all' | number[], institutionId: number | null): Promise<string> {
    if (institutionId === null) return scope === 'all' ? '全平台' : '本机构';
    const name = await institutionNameOf(db, institutionId);
    if (name === undefined) throw notFound();
    return name;
  }

  return {
    /**
     * Queues an export of a competition the caller manages (the route checked it); refuses (42200) an event item of
     * another competition. Answers the new task's id; the task shows queued until a node's worker takes it.
     */
    async request(userId: number, competition: { id: number; name: string }, input: { kind: CompetitionExportKind; eventItemId?: number }): Promise<number> {
      let itemName = '';
      if (input.eventItemId !== undefined) {
        const item = await repos.results.itemForAccess(input.eventItemId);
        if (!item || item.competitionId !== competition.id) throw badInput(EXPORT_MSG.itemNotInCompetition);
        itemName = item.name;
      }
      const fileName = safeName(exportFileName(competition.name, itemName, input.kind));
      const id = await repos.exportTasks.create({ userId, competitionId: competition.id, kind: input.kind, eventItemId: input.eventItemId ?? null, fileName });
      await enqueue(id);
      return id;
    },

    /**
     * Queues a 资金流水 export with the filters of the flow list: an institution's account (the route checked the
     * caller manages it; 404 for an institution that does not exist) or, without `institutionId`, the caller's wallet.
     * Refuses (42200) a range that ends before it starts. Answers the new task's id.
     */
    async requestAccountFlows(userId: number, input: { institutionId?: number; account: LedgerAccountKind; kind?: string; from?: string; to?: string }): Promise<number> {
      const { institutionId, account, kind, from, to } = input;
      if (from && to && from > to) throw badInput(FILING_MSG.dateRange);
      let owner = '我的钱包';
      if (institutionId !== undefined) {
        const name = await institutionNameOf(db, institutionId);
        if (name === undefined) throw notFound();
        owner = name;
      }
      const params: AccountFlowsParams = institutionId !== undefined ? { institution_id: institutionId, account, kind, from, to } : { user_id: userId, account, kind, from, to };
      const fileName = safeName(accountFlowsFileName(owner, LEDGER_ACCOUNT_LABEL[account]));
      const id = await repos.exportTasks.createAccountFlows({ userId, params, fileName });
      await enqueue(id);
      return id;
    },

    /** Queues a 预订记录 export of a venue the caller manages (the route checked it and the filters). Answers the task's id. */
    async requestVenueBookings(userId: number, venue: { id: number; name: string }, params: Omit<VenueBookingsParams, 'venue_id'>): Promise<number> {
      const fileName = safeName(bookingRecordsFileName(venue.name, params.from, params.to));
      const id = await repos.exportTasks.createVenueBookings({ userId, params: { ...params, venue_id: venue.id }, fileName });
      await enqueue(id);
      return id;
    },

    /**
     * Queues a 操作记录 export with the list's filters and the scope the caller sees (the route decided it); the file
     * is named after the institution asked for (404 for one that does not exist), else 全平台 / 本机构. Refuses
     * (42200) a range that ends before it starts.
     */
    async requestOperationRecords(userId: number, institutionId: number | null, params: OperationRecordsParams): Promise<number> {
      if (params.from && params.to && params.from > params.to) throw badInput(FILING_MSG.dateRange);
      const owner = await ownerOf(params.scope, institutionId);
      const id = await repos.exportTasks.createOperationRecords({ userId, params, fileName: safeName(operationRecordsFileName(owner, params.from, params.to)) });
      await enqueue(id);
      return id;
    },

    /**
     * Queues a 注册名单 export with the list's filters and the scope the caller lists (the route decided it); the file
     * is named after the institution asked for (404 for one that does not exist), else 全平台 / 本机构, and the kind
     * when it is of one.
     */
    async requestRegistrations(userId: number, institutionId: number | null, params: RegistrationsParams): Promise<number> {
      const owner = await ownerOf(params.scope, institutionId);
      const kindText = params.kind ? REGISTRATION_KIND_TEXT[params.kind as RegistrationKind] : '';
      const id = await repos.exportTasks.createRegistrations({ userId, params, fileName: safeName(registrationsFileName(owner, kindText)) });
      await enqueue(id);
      return id;
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** 下载任务: a competition's exports asked for (src/services/exports.ts). */
    exports: ExportsService;
  }
}

export default fp(
  async (app) => {
    // the worker plugin is registered after the services (app.ts): read at each request
    app.decorate('exports', createExportsService({ db: app.database.db, repos: app.repos, enqueue: (taskId) => app.exportWorker.enqueue(taskId) }));
  },
  { name: 'exports-service', dependencies: ['repositories'] },
);
