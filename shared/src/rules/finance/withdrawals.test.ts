import { LEDGER_ACCOUNT, withdrawPayoutEntries, withdrawReleaseEntries, withdrawReserveEntries } from './accounts';
import { balancesOf } from './ledger';
import { MONEY_MSG } from './money';
import {
  checkWithdrawRequest,
  WITHDRAW_MSG,
  withdrawBalanceRefusal,
  withdrawCodeMobile,
  withdrawReservePosting,
  withdrawReviewOf,
  withdrawReviewOutcome,
  type WithdrawRequestFacts,
} from './withdrawals';
import { RuleRefusal } from '../rule-refusal';
import { SIGN_IN_MSG } from '../sign-in';

/** What was asked of the facts, in order, and the refusal (errno and message) or the answer. */
function run(over: Partial<WithdrawRequestFacts<string>>) {
  const asked: string[] = [];
  const facts: WithdrawRequestFacts<string> = {
    owner: over.owner ?? true,
    amountCents: over.amountCents ?? 1000,
    account: () => (asked.push('account'), (over.account ?? (() => 'acct'))()),
    mobile: () => (asked.push('mobile'), (over.mobile ?? (() => '13800000002'))()),
    spendCode: (mobile) => (asked.push('code'), (over.spendCode ?? (() => true))(mobile)),
  };
  try {
    return { asked, answer: checkWithdrawRequest(facts) };
  } catch (error) {
    if (!(error instanceof RuleRefusal)) throw error;
    return { asked, refusal: [error.errno, error.message] };
  }
}

describe('withdrawal request: the checks in their order', () => {
  it('refuses in order: owner, amount, ¥1.00, account, mobile, code, reading nothing after the first refusal', () => {
    expect(run({ owner: false, amountCents: 0 })).toEqual({ asked: [], refusal: [40300, '没有权限执行该操作'] });
    expect(run({ amountCents: 0 }).refusal).toEqual([42200, MONEY_MSG.amountNotPositive]);
    expect(run({ amountCents: 1.5 }).refusal).toEqual([42200, MONEY_MSG.amountInvalid]);
    expect(run({ amountCents: 99 })).toEqual({ asked: [], refusal: [42200, WITHDRAW_MSG.tooSmall] });
    const noAccount = run({ account: () => { throw new RuleRefusal('请选择本机构已登记的收款账户'); } });
    expect(noAccount).toEqual({ asked: ['account'], refusal: [40000, '请选择本机构已登记的收款账户'] });
    expect(run({ mobile: () => null })).toEqual({ asked: ['account', 'mobile'], refusal: [40000, WITHDRAW_MSG.noMobile] });
    expect(run({ spendCode: () => false })).toEqual({ asked: ['account', 'mobile', 'code'], refusal: [40000, SIGN_IN_MSG.smsCodeWrong] });
    expect(run({ spendCode: () => true }).answer).toEqual({ account: 'acct', mobile: '13800000002' });
  });

  it('takes the facts from a database too (promises), in the same order', async () => {
    const asked: string[] = [];
    const answer = await checkWithdrawRequest({
      owner: true,
      amountCents: 100,
      account: async () => (asked.push('account'), 7),
      mobile: async () => (asked.push('mobile'), '1'),
      spendCode: async () => (asked.push('code'), true),
    });
    expect(answer).toEqual({ account: 7, mobile: '1' });
    expect(asked).toEqual(['account', 'mobile', 'code']);
    await expect(checkWithdrawRequest({ owner: true, amountCents: 100, account: async () => 7, mobile: async () => '1', spendCode: async () => false })).rejects.toThrow(SIGN_IN_MSG.smsCodeWrong);
  });

  it('sends the code to an owner with a mobile only; 余额不足 when the available balance does not cover it', () => {
    expect(() => withdrawCodeMobile(false, '1')).toThrow('没有权限执行该操作');
    expect(() => withdrawCodeMobile(true, '')).toThrow(WITHDRAW_MSG.noMobile);
    expect(withdrawCodeMobile(true, '13800000002')).toBe('13800000002');
    expect(withdrawBalanceRefusal(999, 1000)).toBe(WITHDRAW_MSG.balanceShort);
    expect(withdrawBalanceRefusal(1000, 1000)).toBeNull();
  });
});

describe('withdrawal review', () => {
  const pending = { status: 'pending' as const, withdraw_no: 'TX1', institution_id: 3, amount_cents: 500 };

  it('needs a reference to approve and a reason to reject, trimmed', () => {
    expect(() => withdrawReviewOf({ action: 'approve', payout_reference: '  ' })).toThrow(WITHDRAW_MSG.referenceRequired);
    expect(() => withdrawReviewOf({ action: 'reject' })).toThrow(WITHDRAW_MSG.reasonRequired);
    expect(withdrawReviewOf({ action: 'approve', payout_reference: ' B1 ', reason: 'x' })).toEqual({ approve: true, reference: 'B1' });
    expect(withdrawReviewOf({ action: 'reject', reason: ' 信息有误 ' })).toEqual({ approve: false, reason: '信息有误' });
  });

  it('pays out or releases the reserve, once', () => {
    const approved = withdrawReviewOutcome(pending, { approve: true, reference: 'B1' });
    expect(approved).toMatchObject({ status: 'approved', payout_reference: 'B1', posting: { key: 'withdraw_payout:TX1', kind: 'withdraw_payout', memo: '提现打款 TX1（凭证 B1）' } });
    expect(approved.posting.entries).toEqual(withdrawPayoutEntries(3, 500));
    const rejected = withdrawReviewOutcome(pending, { approve: false, reason: '有误' });
    expect(rejected).toMatchObject({ status: 'rejected', review_reason: '有误', posting: { key: 'withdraw_release:TX1', kind: 'withdraw_release', memo: '提现驳回 TX1：有误' } });
    expect(rejected.posting.entries).toEqual(withdrawReleaseEntries(3, 500));
    expect(() => withdrawReviewOutcome({ ...pending, status: 'approved' }, { approve: false, reason: '有误' })).toThrow(WITHDRAW_MSG.notPending);
    expect(withdrawReviewOutcome(pending, { approve: false, reason: 'x'.repeat(300) }).posting.memo).toHaveLength(255);
  });

  it('a request then its rejection leaves the balances as they were; a payout moves the amount out', () => {
    const reserve = withdrawReservePosting(pending);
    expect(reserve).toEqual({ key: 'withdraw:TX1', kind: 'withdraw_reserve', entries: withdrawReserveEntries(3, 500), memo: '提现申请 TX1' });
    const released = balancesOf([reserve, withdrawReviewOutcome(pending, { approve: false, reason: 'r' }).posting]);
    expect(released.get(LEDGER_ACCOUNT.available(3)) ?? 0).toBe(0);
    expect(released.get(LEDGER_ACCOUNT.payout(3)) ?? 0).toBe(0);
    const paid = balancesOf([reserve, withdrawReviewOutcome(pending, { approve: true, reference: 'B' }).posting]);
    expect(paid.get(LEDGER_ACCOUNT.payout(3)) ?? 0).toBe(0);
    expect(paid.get(LEDGER_ACCOUNT.available(3))).toBe(500);
  });
});
