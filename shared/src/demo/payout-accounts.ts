/**
 * The demo's 收款账户 (docs/finance.md "Withdrawals"): each institution with an owner has one bank account registered,
 * confirmed and past its cooling period, so the demo's 申请提现 works at once; the demo's withdrawals went to it. The
 * server seed (seed-finance.ts) and the mock fixtures (fixtures/accounts.ts) both use these.
 */

export const DEMO_PAYOUT_BANK = '中国工商银行杭州分行';

/** 19 digits: 62220212020 + the institution's id in 8 digits (institution 1: 6222021202000000001). */
export const demoPayoutCardNumber = (institutionId: number) => `62220212020${String(institutionId).padStart(8, '0')}`;

/** The institutions of the demo accounts that own them (managers.is_admin): 杭州市体育局, 浙江省田径协会, 星辰…, the venue operator. */
export const DEMO_PAYOUT_INSTITUTIONS: readonly number[] = [1, 2, 3, 4];

/** How long before the seed's moment the demo accounts were confirmed (well past the one-day cooling period). */
export const DEMO_PAYOUT_CONFIRMED_DAYS_AGO = 30;
