/**
 * The cashier's decisions (docs/finance.md "Payments"), once for the server (services/payments.ts,
 * services/account-flows.ts) and the mocks (handlers/pay.ts, handlers/accounts.ts): who pays an order, which refusal
 * paying it meets, whether a wallet covers it, and what a top-up fills.
 */
import { ENVELOPE_MSG } from '../envelope-messages.ts';
import { RuleRefusal } from '../rule-refusal.ts';
import { payerWallet } from './accounts.ts';
import { amountProblem } from './money.ts';
import { channelsFor, PAY_MSG, payStatusProblem, type OrderKind, type PayChannel } from './payments.ts';

/** What the cashier knows of the caller: who they are and which institutions they manage. */
export interface Payer {
  userId: number;
  isPlatformAdmin: boolean;
  isPerson: boolean;
  manages(institutionId: number): boolean;
}

/** Who pays an order: its user, and for an order the institution pays (a live package) any of its managers. */
export function isPayerOf(caller: Payer, o: { kind: OrderKind; userId: number | null; institutionId: number }): boolean {
  if (o.userId === caller.userId) return true;
  const institutionPays = payerWallet({ kind: o.kind, institutionId: o.institutionId, userId: o.userId }).startsWith('inst:');
  return institutionPays && !caller.isPlatformAdmin && caller.manages(o.institutionId);
}

/**
 * Why the order cannot be paid through `channel` at `now`, in the order the cashier checks: its status (paid,
 * refunded, closed), its time (closed when past), the channel (a top-up never from the wallet it fills; nothing to
 * pay); null when it can.
 */
export function payRefusal(o: { status: string; kind: OrderKind; amountCents: number; expiresAt: Date | string | null }, channel: PayChannel, now: Date): string | null {
  const status = payStatusProblem(o.status);
  if (status) return status;
  if (o.expiresAt && new Date(o.expiresAt).getTime() <= now.getTime()) return PAY_MSG.orderClosed;
  if (!channelsFor(o.kind).includes(channel) || o.amountCents <= 0) return PAY_MSG.channelUnavailable;
  return null;
}

/** 余额不足 when the payer's wallet does not cover the order (the server's database refuses the overdraft). */
export const walletRefusal = (walletCents: number, amountCents: number): string | null => (walletCents < amountCents ? PAY_MSG.balanceInsufficient : null);

/**
 * Whose wallet a top-up fills, or its refusal (thrown): an amount (42200), then — with an institution — one the
 * caller manages, not as a person (40300). Answers the institution, or null for the caller's own wallet.
 */
export function topUpTarget(caller: Payer, input: { amount_cents: number; institution_id?: number }): number | null {
  const problem = amountProblem(input.amount_cents);
  if (problem) throw new RuleRefusal(problem, 42200);
  if (input.institution_id === undefined) return null;
  if (caller.isPerson || !caller.manages(input.institution_id)) throw new RuleRefusal(ENVELOPE_MSG.forbidden, 40300);
  return input.institution_id;
}
