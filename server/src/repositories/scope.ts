import { and, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';

export type Scope = 'all' | number[];

/** SQL condition restricting `column` to the scope (undefined = no restriction). */
export function inScope(column: Column, scope: Scope): SQL | undefined {
  if (scope === 'all') return undefined;
  if (scope.length === 0) return sql`false`;
  return inArray(column, scope);
}

/**
 * inScope widened to the rows granted one by one (`idColumn` in `granted`): the competitions a manager was granted
 * outside their own institutions.
 */
export function inScopeOrGranted(column: Column, scope: Scope, [idColumn, granted]: [Column, readonly number[]]): SQL | undefined {
  const scoped = inScope(column, scope);
  return scoped && granted.length > 0 ? or(scoped, inArray(idColumn, [...granted])) : scoped;
}

/** The tenant restriction of a list: `column` within the scope, optionally widened to rows granted one by one. */
export type ListScope = [column: Column, scope: Scope] | [column: Column, scope: Scope, granted: [idColumn: Column, ids: readonly number[]]];

export interface Page {
  start: number;
  count: number;
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Escapes LIKE wildcards in user input. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a list and its total, counted under the same condition: the one shape of every list the back office and
 * the public site page through (`{ list, total }`). `scope` restricts the list to the caller's tenants (inScope, or
 * inScopeOrGranted with a third element); a list every caller sees alike (the public site, the platform admin's
 * queues) leaves it out. `where` adds the list's own filters; `rows` reads the page (offset `page.start`,
 * `page.count` rows), `count` counts every row the condition matches.
 */
export async function scopedList<Row>(q: {
  scope?: ListScope;
  where?: (SQL | undefined)[];
  page: Page;
  rows: (where: SQL | undefined, page: Page) => PromiseLike<Row[]>;
  count: (where: SQL | undefined) => PromiseLike<{ n: number }[]>;
}): Promise<{ list: Row[]; total: number }> {
  const tenant = q.scope && (q.scope.length === 3 ? inScopeOrGranted(q.scope[0], q.scope[1], q.scope[2]) : inScope(q.scope[0], q.scope[1]));
  const where = and(tenant, ...(q.where ?? []));
  const [list, [total]] = await Promise.all([q.rows(where, q.page), q.count(where)]);
  return { list, total: total?.n ?? 0 };
}
