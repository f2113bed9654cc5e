/**
 * 提现 (withdrawals, issue 13 "Withdrawals"): an institution moves money from its available balance to its bank
 * account. Statuses, the bank account checks and the Chinese refusals, stated once for the server
 * (services/withdrawals.ts), the mocks and the withdraw pages. Card numbers are shown in groups of four
 * (formatCardNumber, spec §5).
 */
import { REJECT_REASON_REQUIRED } from '../review.ts';

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
