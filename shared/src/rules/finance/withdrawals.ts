/**
 * 提现 (withdrawals, issue 13 "Withdrawals"): an institution moves money from its available balance to its bank
 * account. Statuses, the bank account checks and the Chinese refusals, stated once for the server
 * (services/withdrawals.ts), the mocks and the withdraw pages. Card numbers are shown in groups of four
 * (formatCardNumber, spec §5).
 */
import { ENVELOPE_MSG } from '../envelope-messages.ts';
import { REJECT_REASON_REQUIRED } from '../review.ts';
import { RuleRefusal } from '../rule-refusal.ts';
import { SIGN_IN_MSG } from '../sign-in.ts';
import { withdrawPayoutEntries, withdrawReleaseEntries, withdrawReserveEntries } from './accounts.ts';
import type { LedgerEntry } from './ledger.ts';
import { amountProblem } from './money.ts';

/** pending 待审核 (the amount is reserved) → approved 已打款 (paid out, with a reference) | rejected 已驳回 (released). */
export const WITHDRAW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

export const WITHDRAW_STATUS_LABEL: Readonly<Record<WithdrawStatus, string>> = {
  pending: '待审核',
  approved: '已打款',
  rejected: '已驳回',
};

/** The smallest withdrawal: ¥1.00. */
export const WITHDRAW_MIN_CENTS = 100;

export const WITHDRAW_MSG = {
  balanceShort: '余额不足',
  tooSmall: '单次提现金额不能低于1.00元',
  cardInvalid: '银行账号格式错误（8 到 30 位数字）',
  bankRequired: '请填写开户银行',
  accountNameMismatch: '收款户名必须与机构名称一致',
  smsRequired: '请先获取短信验证码',
  notPending: '该提现申请已处理',
  referenceRequired: '请填写打款凭证号',
  reasonRequired: REJECT_REASON_REQUIRED,
  noMobile: '当前账号未绑定手机号，不能提现',
} as const;

/** Digits only (spaces a person typed between groups dropped). */
export const cardDigits = (value: string) => value.replace(/\s+/g, '');

/** Why a bank account number is not one (8–30 digits after removing spaces), or null. */
export function cardNumberProblem(value: string): string | null {
  return /^\d{8,30}$/.test(cardDigits(value)) ? null : WITHDRAW_MSG.cardInvalid;
}

/** A card number with all but its last four digits hidden, grouped in fours: "**** **** 1234". */
export function maskedCardNumber(value: string): string {
  const digits = cardDigits(value);
  const last = digits.slice(-4);
  const hidden = '*'.repeat(Math.max(0, digits.length - 4));
  return `${hidden}${last}`.replace(/(.{4})(?=.)/g, '$1 ');
}

// ---- the withdrawal request: its checks in their order -------------------------------------------------------------

/**
 * What a withdrawal request is checked against, supplied by each side (services/withdrawals.ts on the database, the
 * mock handler on its data): `account` answers the institution's usable 收款账户 or throws its refusal
 * (payoutAccountRefusal), `mobile` the caller's own, `spendCode` spends the 提现验证码 and says whether it was right.
 */
export interface WithdrawRequestFacts<A> {
  /** mayManagePayout of the caller for the institution (its owner). */
  owner: boolean;
  amountCents: number;
  account(): A;
  mobile(): string | null;
  spendCode(mobile: string): boolean;
}

/** The same facts read from a database. */
export interface WithdrawRequestFactsAsync<A> {
  owner: boolean;
  amountCents: number;
  account(): Promise<A>;
  mobile(): Promise<string | null>;
  spendCode(mobile: string): Promise<boolean>;
}

const forbiddenRefusal = () => new RuleRefusal(ENVELOPE_MSG.forbidden, 40300);

/** The refusal of what a withdrawal asks before anything is read: not the owner (40300), not an amount, below ¥1.00. */
function withdrawInputRefusal(owner: boolean, amountCents: number): RuleRefusal | null {
  if (!owner) return forbiddenRefusal();
  const problem = amountProblem(amountCents);
  if (problem) return new RuleRefusal(problem, 42200);
  if (amountCents < WITHDRAW_MIN_CENTS) return new RuleRefusal(WITHDRAW_MSG.tooSmall, 42200);
  return null;
}

const codeRefusal = (right: boolean) => (right ? null : new RuleRefusal(SIGN_IN_MSG.smsCodeWrong));

/**
 * The checks of a withdrawal request in their order, the first failing one thrown as a RuleRefusal: the owner, the
 * amount, at least ¥1.00, a usable 收款账户 of the institution, a mobile of the caller, the SMS code (spent here, so
 * only after everything before it passed). The available balance comes last, when the reserve is posted
 * (`withdrawReservePosting`; 余额不足, `withdrawBalanceRefusal`). Answers the account and the mobile.
 */
export function checkWithdrawRequest<A>(facts: WithdrawRequestFacts<A>): { account: A; mobile: string };
export function checkWithdrawRequest<A>(facts: WithdrawRequestFactsAsync<A>): Promise<{ account: A; mobile: string }>;
export function checkWithdrawRequest<A>(facts: WithdrawRequestFacts<A> | WithdrawRequestFactsAsync<A>): { account: A; mobile: string } | Promise<{ account: A; mobile: string }> {
  const input = withdrawInputRefusal(facts.owner, facts.amountCents);
  if (input) throw input;
  return then(facts.account(), (account: A) =>
    then(facts.mobile(), (mobile: string | null) => {
      if (!mobile) throw new RuleRefusal(WITHDRAW_MSG.noMobile);
      return then(facts.spendCode(mobile), (right: boolean) => {
        const refusal = codeRefusal(right);
        if (refusal) throw refusal;
        return { account, mobile };
      });
    }),
  );
}

/** `f(value)`, at once for a value, after it for a promise (one order of checks for both sides). */
function then<T, U>(value: T | Promise<T>, f: (v: T) => U | Promise<U>): U | Promise<U> {
  return value instanceof Promise ? value.then(f) : f(value);
}

/** Who may ask for the 提现验证码: the owner of one of their institutions (40300 otherwise), with a mobile. */
export function withdrawCodeMobile(ownsAny: boolean, mobile: string | null | undefined): string {
  if (!ownsAny) throw forbiddenRefusal();
  if (!mobile) throw new RuleRefusal(WITHDRAW_MSG.noMobile);
  return mobile;
}

/** 余额不足 when the available balance does not cover the amount (the server's database refuses the overdraft). */
export function withdrawBalanceRefusal(availableCents: number, amountCents: number): string | null {
  return availableCents < amountCents ? WITHDRAW_MSG.balanceShort : null;
}

// ---- what the ledger moves -----------------------------------------------------------------------------------------

/** One ledger transaction of a withdrawal: its unique key, its kind, the entries and what 资金流水 shows. */
export interface WithdrawPosting {
  key: string;
  kind: 'withdraw_reserve' | 'withdraw_payout' | 'withdraw_release';
  entries: LedgerEntry[];
  memo: string;
}

/** The memo column holds 255 characters. */
const memo = (text: string) => text.slice(0, 255);

/** The reserve of a new withdrawal: available → payout. */
export function withdrawReservePosting(w: { withdraw_no: string; institution_id: number; amount_cents: number }): WithdrawPosting {
  return {
    key: `withdraw:${w.withdraw_no}`,
    kind: 'withdraw_reserve',
    entries: withdrawReserveEntries(w.institution_id, w.amount_cents),
    memo: memo(`提现申请 ${w.withdraw_no}`),
  };
}

// ---- the review ----------------------------------------------------------------------------------------------------

export interface WithdrawReviewInput {
  action: 'approve' | 'reject';
  reason?: string;
  payout_reference?: string;
}

/** A review as decided: approve with the bank transfer's reference, or reject with a reason (both trimmed). */
export type WithdrawReview = { approve: true; reference: string } | { approve: false; reason: string };

/** The review asked for, checked before any withdrawal is read: a reference to approve, a reason to reject (42200). */
export function withdrawReviewOf(input: WithdrawReviewInput): WithdrawReview {
  if (input.action === 'approve') {
    const reference = (input.payout_reference ?? '').trim();
    if (!reference) throw new RuleRefusal(WITHDRAW_MSG.referenceRequired, 42200);
    return { approve: true, reference };
  }
  const reason = (input.reason ?? '').trim();
  if (!reason) throw new RuleRefusal(WITHDRAW_MSG.reasonRequired, 42200);
  return { approve: false, reason };
}

/**
 * What the review does to a withdrawal: once, from pending only (WITHDRAW_MSG.notPending after it); approve = paid
 * out (payout → clearing, the reference kept), reject = the reserve released (payout → available, the reason kept).
 */
export function withdrawReviewOutcome(
  w: { status: WithdrawStatus; withdraw_no: string; institution_id: number; amount_cents: number },
  review: WithdrawReview,
): { status: 'approved' | 'rejected'; payout_reference?: string; review_reason?: string; posting: WithdrawPosting } {
  if (w.status !== 'pending') throw new RuleRefusal(WITHDRAW_MSG.notPending);
  if (review.approve) {
    return {
      status: 'approved',
      payout_reference: review.reference,
      posting: {
        key: `withdraw_payout:${w.withdraw_no}`,
        kind: 'withdraw_payout',
        entries: withdrawPayoutEntries(w.institution_id, w.amount_cents),
        memo: memo(`提现打款 ${w.withdraw_no}（凭证 ${review.reference}）`),
      },
    };
  }
  return {
    status: 'rejected',
    review_reason: review.reason,
    posting: {
      key: `withdraw_release:${w.withdraw_no}`,
      kind: 'withdraw_release',
      entries: withdrawReleaseEntries(w.institution_id, w.amount_cents),
      memo: memo(`提现驳回 ${w.withdraw_no}：${review.reason}`),
    },
  };
}
