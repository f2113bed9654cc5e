/**
 * The ledger's invariants, checked on a whole database (`pnpm --filter server ledger:check`, and the end of every
 * finance test suite). Each check is one SQL query, so it runs on millions of postings; each broken invariant is one
 * Chinese sentence (empty list: the ledger is sound):
 * 1. every transaction balances: at least two postings, none zero, summing to zero;
 * 2. debits equal credits in total;
 * 3. every account's balance is the sum of its postings, and each posting's balance_after is the running sum;
 * 4. no holder account was overdrawn at any posting (its running debit balance never above zero);
 * 5. every order paid through a gateway or the wallet has exactly one payment transaction, and no other order has one;
 * 6. every transaction key appears once (the unique index guarantees it; checked for databases restored by hand);
 * 7. every approved refund (退款中, 已退款) has exactly one refund transaction, every completed gateway refund one
 *    payout, and an order's refunded_cents is the sum of its approved refunds; an overpayment's payback (a refund of
 *    the payment, not of the order) has no refund transaction (the overpayment put the money in refunds payable) and
 *    counts in no order's refunded_cents; every overpayment has exactly one payback;
 * 8. every withdrawal has its reserve, an approved one its payout, a rejected one its release, and nothing else;
 * 9. reconciliation: refunds payable holds exactly the approved gateway refunds not paid back yet plus the
 *    overpayments not paid back yet, and each institution's payout account exactly its withdrawals waiting for review.
 */
import { sql } from 'drizzle-orm';
import { centsToYuan } from 'shared/rules';
import { rowsOf, type Db } from '../db/client.js';

const LIMIT = 20;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

export async function ledgerProblemsOf(db: Db): Promise<string[]> {
  const problems: string[] = [];

  for (const r of await rows<{ key: string; n: number; total: string; zeros: number }>(
    db,
    sql`select t.key, count(p.id)::int as n, coalesce(sum(p.amount_cents), 0)::text as total, count(*) filter (where p.amount_cents = 0)::int as zeros
        from ledger_transactions t left join ledger_postings p on p.transaction_id = t.id
        group by t.id, t.key
        having count(p.id) < 2 or coalesce(sum(p.amount_cents), 0) <> 0 or count(*) filter (where p.amount_cents = 0) > 0
        order by t.id limit ${LIMIT}`,
  )) {
    if (r.n < 2) problems.push(`交易 ${r.key} 少于两条分录`);
    else if (r.zeros > 0) problems.push(`交易 ${r.key} 有金额为 0 的分录`);
    else problems.push(`交易 ${r.key} 借贷不平：差额 ${r.total} 分`);
  }

  const [total] = await rows<{ total: string }>(db, sql`select coalesce(sum(amount_cents), 0)::text as total from ledger_postings`);
  if (total && total.total !== '0') problems.push(`全部分录借贷不平：差额 ${total.total} 分`);

  for (const r of await rows<{ code: string; balance: string; sum: string; counted: number; n: number }>(
    db,
    sql`select a.code, a.balance_cents::text as balance, coalesce(sum(p.amount_cents), 0)::text as sum, a.posting_count as counted, count(p.id)::int as n
        from ledger_accounts a left join ledger_postings p on p.account_id = a.id
        group by a.id having a.balance_cents <> coalesce(sum(p.amount_cents), 0) or a.posting_count <> count(p.id) order by a.id limit ${LIMIT}`,
  )) {
    if (r.balance !== r.sum) problems.push(`账户 ${r.code} 余额 ${r.balance} 分不等于其分录之和 ${r.sum} 分`);
    else problems.push(`账户 ${r.code} 记录的分录数 ${r.counted} 不等于实际的 ${r.n} 条`);
  }

  for (const r of await rows<{ code: string; id: string; after: string; running: string; holder: boolean }>(
    db,
    sql`select code, id::text, after::text, running::text, holder from (
          select a.code, a.holder, p.id, p.balance_after_cents as after,
                 sum(p.amount_cents) over (partition by p.account_id order by p.id) as running
          from ledger_postings p join ledger_accounts a on a.id = p.account_id) s
        where after <> running or (holder and running > 0) order by id limit ${LIMIT}`,
  )) {
    if (r.after !== r.running) problems.push(`账户 ${r.code} 的分录 ${r.id} 记录的余额 ${r.after} 分不等于累计 ${r.running} 分`);
    else problems.push(`账户 ${r.code} 在分录 ${r.id} 后透支：${centsToYuan(Number(r.running))} 元`);
  }

  for (const r of await rows<{ order_no: string; status: string; pay_channel: string; n: number }>(
    db,
    sql`select o.order_no, o.status, o.pay_channel, count(t.id)::int as n
        from orders o left join ledger_transactions t on t.order_id = o.id and t.kind = 'payment'
        group by o.id
        having (o.status in ('已支付', '已退款') and o.pay_channel in ('wechat', 'alipay', 'balance') and count(t.id) <> 1)
            or ((o.status not in ('已支付', '已退款') or o.pay_channel not in ('wechat', 'alipay', 'balance')) and count(t.id) > 0)
        order by o.id limit ${LIMIT}`,
  )) {
    problems.push(`订单 ${r.order_no}（${r.status}，${r.pay_channel || '未支付'}）有 ${r.n} 笔支付交易，应为 ${r.status === '已支付' || r.status === '已退款' ? 1 : 0} 笔`);
  }

  for (const r of await rows<{ refund_no: string; status: string; refunds: number; payouts: number; gateway: boolean }>(
    db,
    sql`select r.refund_no, r.status,
               count(t.id) filter (where t.kind = 'refund')::int as refunds,
               count(t.id) filter (where t.kind = 'refund_payout')::int as payouts,
               coalesce(p.channel in ('wechat', 'alipay'), false) as gateway
        from refunds r
        left join payments p on p.id = r.payment_id
        left join ledger_transactions t on t.refund_id = r.id
        group by r.id, p.channel
        having count(t.id) filter (where t.kind = 'refund') <> (case when r.status in ('processing', 'succeeded') and r.initiator <> 'overpayment' then 1 else 0 end)
            or count(t.id) filter (where t.kind = 'refund_payout') <> (case when r.status = 'succeeded' and coalesce(p.channel in ('wechat', 'alipay'), false) then 1 else 0 end)
        order by r.id limit ${LIMIT}`,
  )) {
    problems.push(`退款 ${r.refund_no}（${r.status}）有 ${r.refunds} 笔退款交易、${r.payouts} 笔原路退回交易`);
  }

  for (const r of await rows<{ order_no: string; refunded: number; approved: number }>(
    db,
    sql`select o.order_no, o.refunded_cents as refunded, coalesce(sum(r.amount_cents) filter (where r.status in ('processing', 'succeeded')), 0)::int as approved
        from orders o left join refunds r on r.order_id = o.id and r.initiator <> 'overpayment'
        group by o.id having o.refunded_cents <> coalesce(sum(r.amount_cents) filter (where r.status in ('processing', 'succeeded')), 0)
        order by o.id limit ${LIMIT}`,
  )) {
    problems.push(`订单 ${r.order_no} 已退金额 ${r.refunded} 分不等于已批准退款之和 ${r.approved} 分`);
  }

  for (const r of await rows<{ withdraw_no: string; status: string; reserves: number; payouts: number; releases: number }>(
    db,
    sql`select w.withdraw_no, w.status,
               count(t.id) filter (where t.kind = 'withdraw_reserve')::int as reserves,
               count(t.id) filter (where t.kind = 'withdraw_payout')::int as payouts,
               count(t.id) filter (where t.kind = 'withdraw_release')::int as releases
        from withdrawals w left join ledger_transactions t on t.withdrawal_id = w.id
        group by w.id
        having count(t.id) filter (where t.kind = 'withdraw_reserve') <> 1
            or count(t.id) filter (where t.kind = 'withdraw_payout') <> (case when w.status = 'approved' then 1 else 0 end)
            or count(t.id) filter (where t.kind = 'withdraw_release') <> (case when w.status = 'rejected' then 1 else 0 end)
        order by w.id limit ${LIMIT}`,
  )) {
    problems.push(`提现 ${r.withdraw_no}（${r.status}）有 ${r.reserves} 笔冻结、${r.payouts} 笔打款、${r.releases} 笔解冻交易`);
  }

  const [payable] = await rows<{ held: string; owed: string }>(
    db,
    sql`select coalesce((select -balance_cents from ledger_accounts where code = 'platform:refunds_payable'), 0)::text as held,
               ((select coalesce(sum(r.amount_cents), 0) from refunds r join payments p on p.id = r.payment_id
                  where r.status = 'processing' and p.channel in ('wechat', 'alipay') and r.initiator <> 'overpayment')
                + (select coalesce(sum(p.amount_cents), 0) from ledger_transactions t join payments p on p.id = t.payment_id where t.kind = 'overpayment')
                - (select coalesce(sum(r.amount_cents), 0) from refunds r where r.initiator = 'overpayment' and r.status = 'succeeded'))::text as owed`,
  );

  for (const r of await rows<{ payment_no: string; paybacks: number }>(
    db,
    sql`select p.payment_no, count(r.id)::int as paybacks
        from ledger_transactions t join payments p on p.id = t.payment_id
        left join refunds r on r.payment_id = p.id and r.initiator = 'overpayment' and r.amount_cents = p.amount_cents
        where t.kind = 'overpayment'
        group by p.id having count(r.id) <> 1
        order by p.id limit ${LIMIT}`,
  )) {
    problems.push(`重复支付 ${r.payment_no} 有 ${r.paybacks} 笔自动退回，应为 1 笔`);
  }
  if (payable && payable.held !== payable.owed) problems.push(`待退款账户余额 ${payable.held} 分不等于退款中与待退回款项之和 ${payable.owed} 分`);

  for (const r of await rows<{ code: string; held: string; pending: string }>(
    db,
    sql`select a.code, (-a.balance_cents)::text as held,
               coalesce((select sum(w.amount_cents) from withdrawals w where w.institution_id = a.institution_id and w.status = 'pending'), 0)::text as pending
        from ledger_accounts a where a.kind = 'payout'
          and -a.balance_cents <> coalesce((select sum(w.amount_cents) from withdrawals w where w.institution_id = a.institution_id and w.status = 'pending'), 0)
        order by a.id limit ${LIMIT}`,
  )) {
    problems.push(`账户 ${r.code} 余额 ${r.held} 分不等于待审核提现之和 ${r.pending} 分`);
  }

  for (const r of await rows<{ key: string; n: number }>(db, sql`select key, count(*)::int as n from ledger_transactions group by key having count(*) > 1 limit ${LIMIT}`)) {
    problems.push(`幂等键 ${r.key} 有 ${r.n} 笔交易`);
  }
  return problems;
}
