/**
 * Mocks of the 收款账户 routes (server: server/src/routes/finance/payout-accounts.ts over services/payout-accounts.ts):
 * the list, registering one (the 收款账户验证码 to the owner's mobile), a new code, the confirmation and removal. Data
 * plus the rules of shared/rules/finance/payout-accounts.ts (who may, a new account's checks, duplicates, the cooling
 * period, the refusals), in the server's order; the input checks are the routes' schemas (../route.ts), the code is
 * the mock gateway's (handlers/auth.ts). `usablePayoutAccount` is the check of a withdrawal (handlers/accounts.ts).
 */
import {
  isDuplicatePayoutCard,
  mayManagePayout,
  newPayoutAccount,
  PAYOUT_MSG,
  payoutAccountRefusal,
  payoutAccountState,
  payoutUsableFrom,
  type PayoutPrincipal,
} from '../../rules/finance/payout-accounts';
import { maskMobile, SIGN_IN_MSG } from '../../rules/sign-in';
import { mockDb } from '../db';
import { forbidden, notFound, refused } from '../envelope';
import { listPage, nextId } from '../finance-kit';
import { institutionName } from '../fixtures/institutions';
import { payoutAccountRow, type MockPayoutAccount } from '../fixtures/payout-accounts';
import type { MockUser } from '../fixtures/users';
import { mock, refuse } from '../route';
import { mockSendSmsCode, smsCodeKey } from './auth';
import { canSee } from './guard';

/** A mock user as the shared rule reads the caller (the server's Principal). */
export const payoutPrincipalOfUser = (user: MockUser): PayoutPrincipal => ({
  isPerson: user.isPerson,
  memberships: user.managerOf.map(([institutionId, isAdmin]) => ({ institutionId, isAdmin: isAdmin === 1 })),
});

/** A mobile with its middle four digits hidden (138****0001). */

const toItem = (a: MockPayoutAccount, now = new Date()) => ({
  ...a,
  usable: payoutAccountState(a, now) === 'usable' ? (1 as const) : (0 as const),
});

/** The owner's mobile: the caller's when they own the institution, else its first owner's (PAYOUT_MSG.noMobile). */
function ownerMobile(user: MockUser, institutionId: number): string {
  const owns = (u: MockUser) => u.managerOf.some(([id, isAdmin]) => id === institutionId && isAdmin === 1);
  const owner = owns(user) ? user : mockDb.users.find(owns);
  const mobile = owner?.profile.mobile;
  return mobile ? mobile : refuse(refused(PAYOUT_MSG.noMobile));
}

/** An account the caller may change: 404 outside their institutions, 40300 for a member who may not manage them. */
function managed(user: MockUser, id: number): MockPayoutAccount {
  const account = mockDb.payoutAccounts.find((a) => a.id === id);
  if (!account || !canSee(user, account.institution_id)) return refuse(notFound());
  if (!mayManagePayout(payoutPrincipalOfUser(user), account.institution_id)) return refuse(forbidden());
  return account;
}

const stillPending = (account: MockPayoutAccount) => {
  if (account.status !== 'pending') refuse(refused(account.status === 'removed' ? PAYOUT_MSG.removed : PAYOUT_MSG.notPending));
};

/** Sends a 收款账户验证码 to the owner (the SMS resend limit applies); answers the masked mobile. */
function sendCode(user: MockUser, institutionId: number): string {
  const mobile = ownerMobile(user, institutionId);
  const refusal = mockSendSmsCode(mobile, 'payout_account');
  if (refusal) refuse(refused(refusal));
  return maskMobile(mobile);
}

/** The account a withdrawal of the institution goes to, or its refusal (the server's usablePayoutAccount). */
export function usablePayoutAccount(id: number, institutionId: number, now = new Date()): MockPayoutAccount {
  const account = mockDb.payoutAccounts.find((a) => a.id === id);
  if (!account || account.institution_id !== institutionId) return refuse(refused(PAYOUT_MSG.unknown));
  const refusal = payoutAccountRefusal(account, institutionName(institutionId), now);
  return refusal ? refuse(refused(refusal)) : account;
}

export const payoutAccountHandlers = [
  mock.get('/admin/payout_account', ({ user, query, url }) => {
    if (!canSee(user, query.institution_id)) return refuse(forbidden());
    const rows = mockDb.payoutAccounts.filter((a) => a.institution_id === query.institution_id && a.status !== 'removed');
    return listPage(rows, url, {}, (a) => toItem(a));
  }),

  mock.post('/admin/payout_account', ({ user, body }) => {
    if (!mayManagePayout(payoutPrincipalOfUser(user), body.institution_id)) return refuse(forbidden());
    const account = newPayoutAccount(body, institutionName(body.institution_id));
    const own = mockDb.payoutAccounts.filter((a) => a.institution_id === body.institution_id);
    if (isDuplicatePayoutCard(own, account.card_number)) return refuse(refused(PAYOUT_MSG.duplicate));
    const mobile = sendCode(user, body.institution_id);
    const row = payoutAccountRow(nextId(mockDb.payoutAccounts), body.institution_id, account, new Date().toISOString());
    mockDb.payoutAccounts.push(row);
    return { account: toItem(row), mobile };
  }),

  mock.post('/admin/payout_account/send_sms', ({ user, body }) => {
    const account = managed(user, body.id);
    stillPending(account);
    return { mobile: sendCode(user, account.institution_id) };
  }),

  mock.post('/admin/payout_account/confirm', ({ user, body }) => {
    const account = managed(user, body.id);
    stillPending(account);
    const key = smsCodeKey(ownerMobile(user, account.institution_id), 'payout_account');
    if (mockDb.smsCodes.get(key) !== body.sms_code) return refuse(refused(SIGN_IN_MSG.smsCodeWrong));
    mockDb.smsCodes.delete(key);
    const now = new Date();
    Object.assign(account, { status: 'active', confirmed_at: now.toISOString(), usable_from: payoutUsableFrom(now).toISOString() });
    return toItem(account, now);
  }),

  mock.delete('/admin/payout_account', ({ user, query }) => {
    const account = managed(user, query.id);
    if (account.status === 'removed') return refuse(refused(PAYOUT_MSG.removed));
    account.status = 'removed';
    return {};
  }),
];
