import { membershipManages } from '../rules/personal-centre';
import { createAccountMoney, type MockLedgerTransaction, type MockWithdrawal } from './fixtures/accounts';
import { createPayoutAccounts, type MockPayoutAccount } from './fixtures/payout-accounts';
import { createStaff, type MockStaff } from './fixtures/staff';
import { createCompetitions, type MockCompetition } from './fixtures/competitions';
import { createHomeItems, type MockHomeBlockItem } from './fixtures/official-home';
import { createOrders, type MockOrder } from './fixtures/orders';
import { createLedger, createPayments, type MockPayment } from './fixtures/payments';
import { accountOf, createUsers, type MockUser } from './fixtures/users';
import { createVenueBooking, createVenues, type MockVenue, type MockVenueBooking } from './fixtures/venues';

export interface MockSession {
  userId: number;
  token: string;
  expireTime: string;
}

export interface MockDb {
  users: MockUser[];
  competitions: MockCompetition[];
  orders: MockOrder[];
  /** Attempts to pay an order (the cashier's POST /pay_order/pay), gateway payments with their sandbox state. */
  payments: MockPayment[];
  /** The double-entry ledger of the money the mocks move (wallet balances are its sums, shared/rules/finance). */
  ledger: MockLedgerTransaction[];
  /** Answers of POST /pay_order/pay by `<user id>:<Idempotency-Key>`: the request they answered and the answer. */
  idempotency: Map<string, { request: string; answer: Response }>;
  venues: MockVenue[];
  /** Court booking (handlers/venue.ts): hours, price rules, court settings and bookings of the venues' courts. */
  venueBooking: MockVenueBooking;
  /** Items of every official homepage block (GET /official/home is built from them). */
  homeItems: MockHomeBlockItem[];
  /** SMS codes sent in this mock run, by `<scene>:<mobile>` (smsCodeKey in handlers/auth.ts). */
  smsCodes: Map<string, string>;
  /** When the last code of each `<scene>:<mobile>` was sent (ms): one per mobile and scene per 60 s, as on the server. */
  smsSentAt: Map<string, number>;
  /** Dev outbox of sent messages (GET /api/dev/sms_outbox), newest first. */
  smsOutbox: { mobile: string; content: string; code: string; sent_at: string }[];
  /**
   * Institutions' withdrawals (提现): asked for by their managers (handlers/accounts.ts), reviewed by the platform admin.
   * Each one's money is in `ledger` (`withdraw:<no>` reserve, `withdraw_payout:<no>` / `withdraw_release:<no>`).
   */
  withdrawals: MockWithdrawal[];
  /** Institutions' 收款账户 (handlers/payout-accounts.ts): a withdrawal goes only to a usable one of its institution. */
  payoutAccounts: MockPayoutAccount[];
  /** 权限管理 (handlers/staff.ts): the institutions' roles and invitations; a member's role is their `managerOf` entry's. */
  staff: MockStaff;
}

const SESSION_KEY = 'saishi-mock-session';

function createDb(): MockDb {
  // the institutions' money of the demo orders: payments, refunds, settlement, withdrawals (fixtures/accounts.ts)
  const accounts = createAccountMoney();
  const venues = createVenues();
  return {
    users: createUsers(),
    competitions: createCompetitions(),
    orders: createOrders(),
    payments: createPayments(),
    ledger: [...createLedger(), ...accounts.ledger],
    idempotency: new Map(),
    venues,
    venueBooking: createVenueBooking(venues),
    homeItems: createHomeItems(),
    smsCodes: new Map(),
    smsSentAt: new Map(),
    smsOutbox: [],
    withdrawals: accounts.withdrawals,
    payoutAccounts: createPayoutAccounts(accounts.withdrawals),
    staff: createStaff(),
  };
}

/** In-memory data behind the MSW handlers (standalone mode and page tests). */
export let mockDb: MockDb = createDb();
let session: MockSession | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Fresh data and no session: call in `beforeEach` of tests that change mock data. */
export function resetMockDb(): void {
  mockDb = createDb();
  session = null;
  storage()?.removeItem(SESSION_KEY);
}

/** The session of the mock "server" (kept in sessionStorage so a standalone page reload keeps it). */
export function currentSession(): MockSession | null {
  if (session) return session;
  const raw = storage()?.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    session = JSON.parse(raw) as MockSession;
    return session;
  } catch {
    return null;
  }
}

export function currentUser(): MockUser | null {
  const s = currentSession();
  return s ? (mockDb.users.find((u) => u.profile.id === s.userId) ?? null) : null;
}

let tokenCounter = 0;

export function startSession(user: MockUser): MockSession {
  tokenCounter += 1;
  session = {
    userId: user.profile.id,
    token: `mock${user.profile.id}t${Date.now().toString(36)}${tokenCounter}`,
    expireTime: new Date(Date.now() + 604800000).toISOString(),
  };
  storage()?.setItem(SESSION_KEY, JSON.stringify(session));
  return session;
}

export function endSession(): void {
  session = null;
  storage()?.removeItem(SESSION_KEY);
}

/**
 * Test helper: be logged in as a demo account (`admin`, `org_gov`, `org_youth`, `venue_mgr`, `athlete`,
 * `referee`, `org_multi`) without going through the login form. Returns the Account and the CSRF token the
 * client would hold after login.
 */
export function signInAs(account: string) {
  const user = mockDb.users.find((u) => u.profile.account === account);
  if (!user) throw new Error(`没有演示账号 ${account}`);
  const s = startSession(user);
  return { account: accountOf(user), user: user.profile, token: s.token, expire_time: s.expireTime };
}

/** The institutions the user manages (never 121, the personal member centre: shared/src/rules/personal-centre.ts). */
export function institutionIdsOf(user: MockUser): number[] {
  return user.managerOf.map(([id]) => id).filter(membershipManages);
}

/**
 * Data of a handler module that lives as long as the mock database: made by `create` on first use, afresh after
 * resetMockDb(). `const store = perMockDb(createSignUpData)`, then `store().entries`.
 */
export function perMockDb<T>(create: () => T): () => T {
  const stores = new WeakMap<MockDb, T>();
  return () => {
    let s = stores.get(mockDb);
    if (!s) stores.set(mockDb, (s = create()));
    return s;
  };
}
