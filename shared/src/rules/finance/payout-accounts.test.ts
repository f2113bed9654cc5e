import { RuleRefusal } from '../rule-refusal';
import {
  chinaDateTime,
  isDuplicatePayoutCard,
  mayManagePayout,
  newPayoutAccount,
  PAYOUT_COOLING_MS,
  PAYOUT_MSG,
  payoutAccountRefusal,
  payoutAccountState,
  payoutPrincipalOf,
  payoutUsableFrom,
  payoutUsableFromText,
} from './payout-accounts';
import { WITHDRAW_MSG } from './withdrawals';

const owner = { isPerson: false, memberships: [{ institutionId: 1, isAdmin: true }, { institutionId: 6, isAdmin: false }] };

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleRefusal) return [error.errno, error.message];
    throw error;
  }
  return null;
};

describe('mayManagePayout: who manages 收款账户 and withdraws', () => {
  it('is the owner (is_admin) of the institution only', () => {
    expect(mayManagePayout(owner, 1)).toBe(true);
    expect(mayManagePayout(owner, 6)).toBe(false); // a member who is not the owner
    expect(mayManagePayout(owner, 2)).toBe(false); // another institution
    expect(mayManagePayout({ ...owner, isPerson: true }, 1)).toBe(false);
    expect(mayManagePayout({ isPerson: false, memberships: [{ institutionId: 121, isAdmin: true }] }, 121)).toBe(false);
    expect(mayManagePayout(null, 1)).toBe(false);
  });

  it('reads the pages\' account the same way', () => {
    const account = {
      isPerson: 0 as const,
      manager_data: [
        { institution_id: 2, name: '浙江省田径协会', logo: '', is_admin: 1 as const, sports_venues_id: 0, institution_type: 2 },
        { institution_id: 6, name: '浙江赛道体育', logo: '', is_admin: 0 as const, sports_venues_id: 0, institution_type: 6 },
      ],
    };
    const principal = payoutPrincipalOf(account);
    expect(mayManagePayout(principal, 2)).toBe(true);
    expect(mayManagePayout(principal, 6)).toBe(false);
    expect(payoutPrincipalOf(null)).toBeNull();
  });
});

describe('a new 收款账户', () => {
  it('is the institution\'s name, a bank and 8–30 digits (spaces of the grouping dropped)', () => {
    expect(newPayoutAccount({ account_name: ' 杭州市体育局 ', bank_name: ' 中国工商银行杭州分行 ', card_number: '6222 0212 3456 7890 123' }, '杭州市体育局')).toEqual({
      account_name: '杭州市体育局',
      bank_name: '中国工商银行杭州分行',
      card_number: '6222021234567890123',
    });
  });

  it('refuses a missing bank and a bad number as input, another name as a refusal', () => {
    const base = { account_name: '杭州市体育局', bank_name: '工行', card_number: '62220212345678' };
    expect(refusalOf(() => newPayoutAccount({ ...base, bank_name: '  ' }, '杭州市体育局'))).toEqual([42200, WITHDRAW_MSG.bankRequired]);
    for (const card of ['1234567', '6222 0212 3456 789X', '1'.repeat(31), '']) {
      expect(refusalOf(() => newPayoutAccount({ ...base, card_number: card }, '杭州市体育局'))).toEqual([42200, WITHDRAW_MSG.cardInvalid]);
    }
    expect(refusalOf(() => newPayoutAccount({ ...base, account_name: '王建国' }, '杭州市体育局'))).toEqual([40000, PAYOUT_MSG.accountNameMismatch]);
  });

  it('is a duplicate when the institution has the number pending or active, not once removed', () => {
    const accounts = [
      { card_number: '62220212345678', status: 'active' as const },
      { card_number: '62170012345678', status: 'removed' as const },
    ];
    expect(isDuplicatePayoutCard(accounts, '6222 0212 3456 78')).toBe(true);
    expect(isDuplicatePayoutCard(accounts, '62170012345678')).toBe(false);
  });
});

describe('the cooling period', () => {
  const confirmedAt = new Date('2026-12-01T02:30:00.000Z'); // 10:30 in Shanghai
  const usableFrom = payoutUsableFrom(confirmedAt);

  it('starts at the confirmation and lasts one day', () => {
    expect(PAYOUT_COOLING_MS).toBe(86_400_000);
    expect(usableFrom.toISOString()).toBe('2026-12-02T02:30:00.000Z');
  });

  it('says when the account becomes usable, in Shanghai time', () => {
    expect(chinaDateTime('2026-12-01T16:05:00.000Z')).toBe('2026-12-02 00:05');
    expect(payoutUsableFromText(usableFrom)).toBe('可于 2026-12-02 10:30 起使用');
  });

  it('tells pending, cooling, usable and removed apart, and refuses a withdrawal to all but a usable one', () => {
    const active = { status: 'active' as const, usable_from: usableFrom.toISOString(), account_name: '杭州市体育局' };
    const justBefore = new Date(usableFrom.getTime() - 1);
    expect(payoutAccountState(active, justBefore)).toBe('cooling');
    expect(payoutAccountState(active, usableFrom)).toBe('usable');
    expect(payoutAccountState({ status: 'pending', usable_from: null }, usableFrom)).toBe('pending');
    expect(payoutAccountState({ status: 'removed', usable_from: usableFrom }, usableFrom)).toBe('removed');

    expect(payoutAccountRefusal(active, '杭州市体育局', justBefore)).toBe('该收款账户尚在冷静期，可于 2026-12-02 10:30 起使用');
    expect(payoutAccountRefusal(active, '杭州市体育局', usableFrom)).toBeNull();
    expect(payoutAccountRefusal(active, '杭州市体育局（新名称）', usableFrom)).toBe(PAYOUT_MSG.accountNameMismatch);
    expect(payoutAccountRefusal({ ...active, status: 'pending', usable_from: null }, '杭州市体育局', usableFrom)).toBe(PAYOUT_MSG.unconfirmed);
    expect(payoutAccountRefusal({ ...active, status: 'removed' }, '杭州市体育局', usableFrom)).toBe(PAYOUT_MSG.removed);
  });
});
