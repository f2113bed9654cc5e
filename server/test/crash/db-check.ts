/**
 * After the last kill, before the server starts again: the database itself opens (PGlite's data folder in this
 * process, or PostgreSQL), every table reads from start to end, and no write is half there — the invariants the
 * server's transactions promise, in SQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../../src/db/client.js';

export interface DbScope {
  competitionId: number;
  phaseId: number;
  uploadIds: number[];
  baselineOrders: number[];
}

const ids = (list: number[]) => sql.raw(list.length ? list.map((n) => String(Math.trunc(n))).join(',') : 'null');

const INVARIANTS: { what: string; query: (s: DbScope) => SQL }[] = [
  {
    what: '报名没有状态历史',
    query: (s) => sql`select count(*)::int as n from sign_ups s
      where s.competition_id = ${s.competitionId} and not exists (select 1 from sign_up_history h where h.sign_up_id = s.id)`,
  },
  {
    what: '团体报名的队员人数不在项目要求之内（队员缺失）',
    query: (s) => sql`select count(*)::int as n from sign_ups s join event_items i on i.id = s.event_item_id
      where s.competition_id = ${s.competitionId} and s.entry_type = 'team'
        and (select count(*) from sign_up_members m where m.sign_up_id = s.id) not between i.team_min and i.team_max`,
  },
  {
    what: '收费项目已通过的报名没有恰好一笔未关闭的报名费订单',
    query: (s) => sql`select count(*)::int as n from sign_ups s join event_items i on i.id = s.event_item_id
      where s.competition_id = ${s.competitionId} and s.status = 'approved' and i.fee_cents > 0
        and (select count(*) from orders o where o.sign_up_id = s.id and o.status <> '已关闭') <> 1`,
  },
  {
    what: '新订单缺少订单明细或状态历史',
    query: (s) => sql`select count(*)::int as n from orders o
      where (o.competition_id = ${s.competitionId} or o.id in (select order_id from live_purchases where order_id is not null))
        and o.id not in (${ids(s.baselineOrders)})
        and (not exists (select 1 from order_items x where x.order_id = o.id) or not exists (select 1 from order_status_history h where h.order_id = o.id))`,
  },
  {
    what: '直播套餐购买记录没有对应的订单',
    query: () => sql`select count(*)::int as n from live_purchases p left join orders o on o.id = p.order_id where o.id is null`,
  },
  {
    what: '比赛的比分与最后一条比分历史不一致',
    query: (s) => sql`select count(*)::int as n from fixtures f
      cross join lateral (select h.after from fixture_score_history h where h.fixture_id = f.id order by h.id desc limit 1) last
      where f.phase_id = ${s.phaseId}
        and ((last.after->>'home_score')::int is distinct from f.home_score or (last.after->>'away_score')::int is distinct from f.away_score)`,
  },
  {
    what: '有成绩的比赛没有比分历史',
    query: (s) => sql`select count(*)::int as n from fixtures f
      where f.phase_id = ${s.phaseId} and f.home_score is not null
        and not exists (select 1 from fixture_score_history h where h.fixture_id = f.id)`,
  },
  {
    what: '已确认的上传没有媒体记录',
    query: (s) => sql`select (${s.uploadIds.length} - count(*))::int as n from media where id in (${ids(s.uploadIds)})`,
  },
];

/** Problems found (empty = the database is whole). `pgliteDir` for PGlite, `databaseUrl` for PostgreSQL. */
export async function checkDatabase(target: { databaseUrl: string | null; pgliteDir: string }, scope: DbScope): Promise<string[]> {
  const problems: string[] = [];
  const database = await openDatabase({ databaseUrl: target.databaseUrl, pgliteDir: target.pgliteDir });
  try {
    const tables = rowsOf<{ name: string }>(
      await database.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
    );
    if (tables.length === 0) problems.push('数据库中没有表');
    for (const { name } of tables) {
      // a full read of every table: damaged pages fail here
      await database.db.execute(sql`select count(*) from ${sql.identifier(name)}`);
    }
    for (const { what, query } of INVARIANTS) {
      const [row] = rowsOf<{ n: number }>(await database.db.execute(query(scope)));
      if (row.n !== 0) problems.push(`${what}：${row.n} 条`);
    }
  } finally {
    await database.close();
  }
  return problems;
}
