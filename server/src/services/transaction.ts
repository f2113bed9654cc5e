import type { Db, Tx } from '../db/client.js';

/**
 * A service method that runs one repository step in a transaction of its own: the repository's statements take the
 * caller's `tx` (they never open a transaction), the service decides where a transaction begins and ends.
 */
export function inTransaction<A extends unknown[], R>(db: Db, step: (tx: Tx, ...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args: A) => db.transaction((tx) => step(tx, ...args));
}
