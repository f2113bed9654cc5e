/**
 * Live workflows (直播): a room created within the institution's quota (the institution row locked, so two
 * concurrent creations cannot both take the last slot), a package bought (one purchase and its 待支付 order, idempotent
 * per request id), and a replay's MP4 file (下载回放) asked for or discarded, each in one transaction over the
 * statements of repositories/live*.ts. The replay-file worker (services/replay-file-worker.ts) makes the files.
 */
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import type { Repositories } from '../repositories/index.js';
import type { Actor } from '../repositories/live-common.js';
import { inTransaction } from './transaction.js';

export interface LiveDeps {
  db: Db;
  repos: Pick<Repositories, 'live' | 'liveReplayFiles'>;
}

export function createLiveService({ db, repos }: LiveDeps) {
  const { live } = repos;
  return {
    /** Returns null when over quota. */
    createRoom: inTransaction(db, live.createRoom),

    /**
     * Buys a package. Idempotent per (institution, request id): a repeated request answers the first order
     * (`created: false`). Returns undefined when the package does not exist or is not on sale.
     */
    async buy(institutionId: number, packageId: number, requestId: string, actor: Actor) {
      const before = await live.purchaseByRequest(institutionId, requestId);
      if (before) return { ...before, created: false };
      const pkg = await live.packageOnSale(packageId);
      if (!pkg) return undefined;
      const created = await db.transaction((tx) => live.insertPurchase(tx, institutionId, pkg, requestId, actor));
      if (created) return { ...created, created: true };
      const after = await live.purchaseByRequest(institutionId, requestId);
      return after ? { ...after, created: false } : undefined;
    },

    /** Asks for the MP4 of a room's replay; the storage keys of a replaced file are returned for the caller to delete. */
    requestReplayFile: inTransaction(db, repos.liveReplayFiles.request),
    /** Removes a room's file (its replay changed); returns the storage keys to delete. */
    discardReplayFile: inTransaction(db, repos.liveReplayFiles.discard),
  };
}

export type LiveService = ReturnType<typeof createLiveService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Live workflows (src/services/live.ts). */
    live: LiveService;
  }
}

export default fp(
  async (app) => {
    app.decorate('live', createLiveService({ db: app.database.db, repos: app.repos }));
  },
  { name: 'live-service', dependencies: ['db', 'repositories'] },
);
