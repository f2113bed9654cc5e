/**
 * The account home's charts (AccountHome / 资金账户): an institution's income, refunds and withdrawals by month for the
 * last 12 months (Asia/Shanghai months, shared/rules accountStatsMonths), and its income and refunds by competition
 * (the 10 largest; bookings as one row per venue). Income is what was paid online for its sign-up fees and bookings;
 * offline money is not the platform's and is left out.
 */
import { sql } from 'drizzle-orm';
import { accountStatsByMonth, accountStatsMonths } from 'shared/rules';
import { rowsOf, type Db } from '../db/client.js';

export async function accountStatsOf(db: Db, institutionId: number, now = new Date()) {
  const months = accountStatsMonths(now);
  const since = new Date(now.getTime() - 400 * 86_400_000);
  const month = (column: string) => sql.raw(`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM')`);
  const [income, refunded, withdrawn, byCompetition] = await Promise.all([
    db.execute(sql`select ${month('paid_at')} as m, sum(amount_cents)::int as v from orders
      where institution_id = ${institutionId} and kind in ('sign_up', 'booking') and pay_channel in ('wechat', 'alipay', 'balance')
        and status in ('已支付', '已退款') and paid_at >= ${since} group by 1`),
    db.execute(sql`select ${month('reviewed_at')} as m, sum(amount_cents)::int as v from refunds
      where institution_id = ${institutionId} and status in ('processing', 'succeeded') and reviewed_at >= ${since} group by 1`),
    db.execute(sql`select ${month('reviewed_at')} as m, sum(amount_cents)::int as v from withdrawals
      where institution_id = ${institutionId} and status = 'approved' and reviewed_at >= ${since} group by 1`),
    db.execute(sql`select coalesce(c.name, '场地预订') as name, sum(o.amount_cents)::int as income_cents, sum(o.refunded_cents)::int as refund_cents
      from orders o left join competitions c on c.id = o.competition_id
      where o.institution_id = ${institutionId} and o.kind in ('sign_up', 'booking') and o.pay_channel in ('wechat', 'alipay', 'balance')
        and o.status in ('已支付', '已退款')
      group by 1 order by 2 desc limit 10`),
  ]);
  const sums = (rows: unknown) => rowsOf<{ m: string; v: number }>(rows).map((r) => ({ month: r.m, cents: Number(r.v) }));
  return {
    by_month: accountStatsByMonth(months, { income: sums(income), refund: sums(refunded), withdraw: sums(withdrawn) }),
    by_competition: rowsOf<{ name: string; income_cents: number; refund_cents: number }>(byCompetition).map((r) => ({
      name: r.name,
      income_cents: Number(r.income_cents),
      refund_cents: Number(r.refund_cents),
    })),
  };
}
