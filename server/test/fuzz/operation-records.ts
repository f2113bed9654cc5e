/**
 * Operation-record completeness (docs/testing.md "Operation records"), generated from the OpenAPI document: every
 * mutating operation that succeeds leaves exactly one record, with the caller as its actor and an object among its
 * changes. The matrix's positive controls and the fuzz suite send their requests through `RecordCompleteness.inject`,
 * which marks each mutating request with a user agent of its own and reads the record written under it.
 *
 * An operation whose successful requests left no record at all fails its test, naming the operation: its writes
 * escaped the record (a table without the `saishi_record` trigger, a connection of its own). A success may leave
 * none when it changed nothing (the same value saved again); at least one of its successes must leave one.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client.js';
import { inject, type Caller, type DocumentedOperation, type DrawnRequest } from './operations.js';

export const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Mutating operations that change nothing the platform keeps when they succeed: no record is due. Each with its reason.
 */
export const NO_RECORD_BY_DESIGN: Record<string, string> = {
  'POST /api/auth/weixin': '发起微信登录：只返回跳转地址，状态存在 Cookie 中，不写数据库',
  'POST /api/maps/suggest': '地址联想：只查询地图服务',
};

interface RecordRow {
  actor_id: number | null;
  institution_id: number | null;
  object_type: string;
  object_id: string | null;
  object_table: string;
  changes: { table: string; id: string | null }[];
}

/** 2xx with errno 0, or a file. */
export const mutationSucceeded = (res: LightMyRequestResponse) => {
  if (res.statusCode < 200 || res.statusCode >= 300) return false;
  try {
    return (JSON.parse(res.body) as { errno?: number }).errno === 0;
  } catch {
    return true;
  }
};

export class RecordCompleteness {
  private counter = 0;
  /** per mutating operation: successes, successes with their record, and what was wrong */
  readonly seen = new Map<string, { succeeded: number; recorded: number; problems: string[] }>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly tag: string,
  ) {}

  /** `inject` (operations.ts), then, for a mutating request that succeeded, its record checked. */
  async inject(op: DocumentedOperation, drawn: DrawnRequest, caller: Caller, expected: { institution?: number | null } = {}): Promise<LightMyRequestResponse> {
    if (!MUTATING_METHODS.has(op.method)) return inject(this.app, op, drawn, caller);
    this.counter += 1;
    const agent = `record-check/${this.tag}/${process.pid}/${this.counter}`;
    const res = await inject(this.app, op, drawn, caller, { 'user-agent': agent });
    if (mutationSucceeded(res)) await this.check(op, caller, agent, expected);
    return res;
  }

  private async check(op: DocumentedOperation, caller: Caller, agent: string, expected: { institution?: number | null }) {
    const entry = this.seen.get(op.key) ?? { succeeded: 0, recorded: 0, problems: [] };
    this.seen.set(op.key, entry);
    entry.succeeded += 1;
    const rows = rowsOf<RecordRow>(
      await this.app.database.db.execute(
        sql`select actor_id, institution_id, object_type, object_id, object_table, changes from operation_records where user_agent = ${agent}`,
      ),
    );
    if (rows.length === 0) return; // nothing changed (or escaped: judged over all the operation's successes)
    entry.recorded += 1;
    const problem = (text: string) => {
      if (entry.problems.length < 3) entry.problems.push(`${caller.name}: ${text}`);
    };
    if (rows.length > 1) problem(`${rows.length} records for one request`);
    const [record] = rows;
    if (caller.userId !== undefined && record.actor_id !== caller.userId) problem(`actor ${record.actor_id}, expected ${caller.userId}`);
    if (!record.object_type || !record.changes.some((c) => c.table === record.object_table)) problem(`object ${record.object_type} ${record.object_id} is none of the changes`);
    if (expected.institution !== undefined && record.institution_id !== expected.institution) {
      problem(`institution ${record.institution_id}, expected ${expected.institution} (object ${record.object_table} ${record.object_id})`);
    }
  }

  /** What is wrong with one operation's records (empty: fine, or not seen succeeding). */
  problemsOf(key: string): string[] {
    const entry = this.seen.get(key);
    if (!entry || NO_RECORD_BY_DESIGN[key]) return [];
    if (entry.succeeded > 0 && entry.recorded === 0) return [`${key}: ${entry.succeeded} successful requests and not one operation record`];
    return entry.problems.map((p) => `${key}: ${p}`);
  }

  summary(mutating: number): string {
    const recorded = [...this.seen.entries()].filter(([key, e]) => e.recorded > 0 && !NO_RECORD_BY_DESIGN[key]).length;
    const succeeded = [...this.seen.values()].filter((e) => e.succeeded > 0).length;
    return `# operation records (${this.tag}): ${succeeded} of ${mutating} mutating operations succeeded here, ${recorded} of them left their record`;
  }
}
