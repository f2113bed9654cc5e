import { and, inArray, sql, type Column, type SQL } from 'drizzle-orm';

export type Scope = 'all' | number[];

/** SQL condition restricting `column` to the scope (undefined = no restriction). */
export function inScope(column: Column, scope: Scope): SQL | undefined {
  if (scope === 'all') return undefined;
  if (scope.length === 0) return sql`false`;
  return inArray(column, scope);
}

export interface Page {
  start: number;
  count: number;
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Escapes LIKE wildcards in user input. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a scoped list and its total, counted under the same condition: the one shape of every list the back
 * office pages through (`{ list, total }`). `scope` restricts `column` (inScope), `where` adds the list's own filters;
 * `rows` reads the page (offset `page.start`, `page.count` rows), `count` counts every row the condition matches.
 */
export async function scopedList<Row>(q: {
  scope: [column: Column, scope: Scope];
  where?: (SQL | undefined)[];
  page: Page;
  rows: (where: SQL | undefined, page: Page) => PromiseLike<Row[]>;
  count: (where: SQL | undefined) => PromiseLike<{ n: number }[]>;
}): Promise<{ list: Row[]; total: number }> {
  const where = and(inScope(...q.scope), ...(q.where ?? []));
  const [list, [total]] = await Promise.all([q.rows(where, q.page), q.count(where)]);
  return { list, total: total?.n ?? 0 };
}
