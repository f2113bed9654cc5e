/**
 * Album workflows (相册): photos added and removed (the album's cover kept right), the platform's photo review, and
 * complaint handling and image management (下架、恢复、驳回), each in one transaction that also writes photo_actions (who,
 * when, why) over the statements of repositories/albums*.ts, so two concurrent reviews never both apply.
 */
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import type { Repositories } from '../repositories/index.js';
import { inTransaction } from './transaction.js';

export interface AlbumsDeps {
  db: Db;
  repos: Pick<Repositories, 'albums'>;
}

export function createAlbumsService({ db, repos }: AlbumsDeps) {
  return {
    addPhoto: inTransaction(db, repos.albums.addPhoto),
    /** Deletes a photo; clears the album cover when it was that photo. */
    removePhoto: inTransaction(db, repos.albums.removePhoto),
    /** Approves or rejects pending photos; returns the ids that moved. */
    review: inTransaction(db, repos.albums.review),
    handleReport: inTransaction(db, repos.albums.handleReport),
    setImageHidden: inTransaction(db, repos.albums.setImageHidden),
  };
}

export type AlbumsService = ReturnType<typeof createAlbumsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Album workflows (相册) (src/services/albums.ts). */
    albums: AlbumsService;
  }
}

export default fp(
  async (app) => {
    app.decorate('albums', createAlbumsService({ db: app.database.db, repos: app.repos }));
  },
  { name: 'albums-service', dependencies: ['db', 'repositories'] },
);
