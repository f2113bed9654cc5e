/**
 * 收款账户 (payout accounts, docs/finance.md "Withdrawals"): the bank accounts an institution registers in advance so
 * that a withdrawal can only go to one of them. Who may manage them, what a new one must be, its statuses, the
 * one-day cooling period after its SMS confirmation and the Chinese refusals — stated once for the server
 * (services/payout-accounts.ts, services/withdrawals.ts), the mocks and the pages.
 *
 * A new account: 收款户名 = the institution's own name, 开户银行, 银行账号 of 8–30 digits (cardNumberProblem; shown in
 * groups of four, formatCardNumber, spec §5). It is 待验证 (pending) until the SMS code sent to the owner's mobile
 * confirms it; then active, usable from PAYOUT_COOLING_MS after the confirmation; removed when deleted (kept for the
 * withdrawals that name it, which keep their own copy of bank, number and name).
 */
import { chinaMinute } from '../china-time.ts';
import type { Account } from '../../api/types.ts';
import { membershipManages } from '../personal-centre.ts';
import { RuleRefusal } from '../rule-refusal.ts';
import { cardDigits, cardNumberProblem, WITHDRAW_MSG } from './withdrawals.ts';

/** pending 待验证 (SMS code not yet entered) → active 已启用 (usable after the cooling period) → removed 已删除. */
export const PAYOUT_ACCOUNT_STATUSES = ['pending', 'active', 'removed'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/** What a page shows of an account: its status, with an active account still cooling apart. */
export type PayoutAccountState = 'pending' | 'cooling' | 'usable' | 'removed';

export const PAYOUT_ACCOUNT_STATE_LABEL: Readonly<Record<PayoutAccountState, string>> = {
  pending: '待验证',
  cooling: '冷静期',
  usable: '可用',
  removed: '已删除',
};

/** The cooling period between the SMS confirmation and the first withdrawal: one day. */
export const PAYOUT_COOLING_MS = 24 * 60 * 60 * 1000;

export const PAYOUT_MSG = {
  forbidden: '仅机构负责人可以管理收款账户和申请提现',
  bankRequired: WITHDRAW_MSG.bankRequired,
  cardInvalid: WITHDRAW_MSG.cardInvalid,
  accountNameMismatch: WITHDRAW_MSG.accountNameMismatch,
  duplicate: '该银行账号已登记为本机构的收款账户',
  noMobile: '机构负责人未绑定手机号，不能验证收款账户',
  notPending: '该收款账户已验证，无需重复验证',
  removed: '该收款账户已删除',
  unknown: '请选择本机构已登记的收款账户',
  unconfirmed: '该收款账户尚未完成短信验证，暂不能提现',
  none: '本机构还没有可用的收款账户，请先添加收款账户',
} as const;

/** Who asks, as the rule needs it: the server's Principal fits as it is; the pages use payoutPrincipalOf(account). */
export interface PayoutPrincipal {
  isPerson: boolean;
  memberships: readonly { institutionId: number; isAdmin: boolean }[];
}

/**
 * Who may manage an institution's payout accounts and withdraw its money: today its owner (managers.is_admin of that
 * institution), never a personal user and never through the personal member centre 121. When roles and permissions
 * exist, the finance permission of the membership joins the owner here — and only here.
 */
export function mayManagePayout(principal: PayoutPrincipal | null | undefined, institutionId: number): boolean {
  if (!principal || principal.isPerson || !membershipManages(institutionId)) return false;
  return principal.memberships.some((m) => m.institutionId === institutionId && m.isAdmin);
}

/** The pages' account (cookie `account`, /user/info) as the rule reads it. */
export function payoutPrincipalOf(account: Pick<Account, 'isPerson' | 'manager_data'> | null | undefined): PayoutPrincipal | null {
  if (!account) return null;
  return {
    isPerson: account.isPerson === 1,
    memberships: account.manager_data.map((m) => ({ institutionId: m.institution_id, isAdmin: m.is_admin === 1 })),
  };
}

export interface PayoutAccountInput {
  account_name: string;
  bank_name: string;
  card_number: string;
}

/**
 * A new account as it is stored (trimmed; the card number as digits), or a RuleRefusal: 开户银行 missing or the
 * number not 8–30 digits (42200), 收款户名 not the institution's name (40000).
 */
export function newPayoutAccount(input: PayoutAccountInput, institutionName: string): PayoutAccountInput {
  const bankName = input.bank_name.trim();
  if (!bankName) throw new RuleRefusal(PAYOUT_MSG.bankRequired, 42200);
  const cardProblem = cardNumberProblem(input.card_number);
  if (cardProblem) throw new RuleRefusal(cardProblem, 42200);
  if (input.account_name.trim() !== institutionName) throw new RuleRefusal(PAYOUT_MSG.accountNameMismatch);
  return { account_name: institutionName, bank_name: bankName, card_number: cardDigits(input.card_number) };
}

/** When an account confirmed at `confirmedAt` may first be used. */
export const payoutUsableFrom = (confirmedAt: Date): Date => new Date(confirmedAt.getTime() + PAYOUT_COOLING_MS);

/** What the rules read of an account (times as Date or ISO strings). */
export interface PayoutAccountFacts {
  status: PayoutAccountStatus;
  usable_from: Date | string | null;
}

const ms = (at: Date | string) => (typeof at === 'string' ? Date.parse(at) : at.getTime());

export function payoutAccountState(account: PayoutAccountFacts, now: Date): PayoutAccountState {
  if (account.status !== 'active') return account.status;
  return account.usable_from !== null && ms(account.usable_from) <= now.getTime() ? 'usable' : 'cooling';
}

/** A moment as China (Asia/Shanghai, UTC+8 all year) sees it: "2026-12-02 10:30" (the one formatter, china-time.ts). */
export const chinaDateTime = (at: Date | string): string => chinaMinute(at);

/** The cooling notice: "可于 2026-12-02 10:30 起使用" (Shanghai time). */
export const payoutUsableFromText = (usableFrom: Date | string) => `可于 ${chinaDateTime(usableFrom)} 起使用`;

/**
 * Why a withdrawal may not go to this account of the institution now, or null: not yet confirmed, removed, still
 * cooling ("该收款账户尚在冷静期，可于 … 起使用"), or its name no longer the institution's.
 */
export function payoutAccountRefusal(account: PayoutAccountFacts & { account_name: string }, institutionName: string, now: Date): string | null {
  const state = payoutAccountState(account, now);
  if (state === 'pending') return PAYOUT_MSG.unconfirmed;
  if (state === 'removed') return PAYOUT_MSG.removed;
  if (state === 'cooling') return `该收款账户尚在冷静期，${payoutUsableFromText(account.usable_from!)}`;
  if (account.account_name !== institutionName) return PAYOUT_MSG.accountNameMismatch;
  return null;
}

/** Is this card number already one of the institution's (pending or active) accounts? */
export function isDuplicatePayoutCard(accounts: readonly { card_number: string; status: PayoutAccountStatus }[], cardNumber: string): boolean {
  const digits = cardDigits(cardNumber);
  return accounts.some((a) => a.status !== 'removed' && a.card_number === digits);
}
