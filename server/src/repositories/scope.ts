import { inArray, sql, type Column, type SQL } from 'drizzle-orm';

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
