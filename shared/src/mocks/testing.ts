/**
 * Page-test helpers (jest only): MSW server with the shared handlers, fresh mock data per test, DOM stubs antd
 * needs in jsdom, and sign-in as a demo account for both the mock server and the client session.
 */
import type { RequestHandler } from 'msw';
import { rootStore } from '../session/root-store-instance';
import { loginAs } from '../testing/fixtures';
import { setupMswServer } from '../testing/msw-server';
import { handlers } from './index';
import { resetMockDb, signInAs } from './db';
import { CHECK_IN_FLAG } from '../rules/check-in';
import { chinaDate } from '../rules/china-time';
import { checkInRow, mockCheckIns } from './handlers/check-ins';
import { mockSignUps } from './handlers/sign-up';

/** Call at the top level of a page test file. Extra handlers take precedence over the shared ones. */
export function setupPageTest(...extra: RequestHandler[]) {
  const server = setupMswServer(...extra, ...handlers);
  beforeEach(() => {
    resetMockDb();
    document.cookie.split(';').forEach((c) => {
      const name = c.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
    localStorage.clear();
    rootStore.session.hydrate();
  });
  return server;
}

/**
 * Logged in as a demo account (`admin`, `org_gov`, `org_youth`, `venue_mgr`, `athlete`, `referee`,
 * `org_multi`): the mock server has the session, the cookies hold token and account, and the singleton
 * rootStore (the one the shared http client uses) is hydrated from them. Pass `rootStore` to
 * renderWithProviders so pages and client share it.
 */
export function signInForTest(account: string) {
  const result = signInAs(account);
  loginAs(result.account, result.token);
  rootStore.session.hydrate();
  return { ...result, rootStore };
}

/**
 * The URLs of every request whose URL contains `urlPart`, recorded afresh for each test of the file, so a page test
 * can assert the exact query its filters sent.
 */
export function recordRequests(server: ReturnType<typeof setupPageTest>, urlPart: string): URL[] {
  const requests: URL[] = [];
  beforeEach(() => {
    requests.length = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(urlPart)) requests.push(new URL(request.url));
    });
  });
  afterEach(() => server.events.removeAllListeners());
  return requests;
}

/** Activity 3 without the demo 打卡 challenge (shared/demo check-ins.ts): no settings, records nor participants' entries. */
export function clearCheckInChallenge() {
  const store = mockCheckIns();
  store.settings.delete(3);
  store.records.splice(0, store.records.length, ...store.records.filter((r) => r.competition_id !== 3));
  const entries = mockSignUps().entries;
  entries.splice(0, entries.length, ...entries.filter((e) => e.competition_id !== 3));
}

/**
 * A check-in challenge in progress on the demo activity 3 (2026年杭州市全民健身日健步走, 体育局): a total goal of 8 公里
 * from the 1st to the 30th of the month before `today`'s, with the athlete (林晓跑, user 5) and the referee (王正裁,
 * user 6) signed up and approved, and records: the athlete's two approved screenshots of 5.2 km on two days, the
 * referee's approved 3 km and a pending one flagged as faster than the world record. Answers the participants' entry
 * ids and the flagged record's id. `open`: the challenge runs on until five days after `today` (a check-in today counts).
 * It replaces the demo challenge of activity 3 (shared/demo check-ins.ts): its participants' entries and its records.
 */
export function seedCheckInChallenge(today = new Date(), { open = false } = {}) {
  clearCheckInChallenge();
  const entries = mockSignUps().entries;
  const template = entries[0]!;
  const add = (userId: number, name: string) => {
    const id = Math.max(...entries.map((e) => e.id)) + 1;
    entries.push({ ...template, id, competition_id: 3, event_item_id: template.event_item_id, user_id: userId, entrant_name: name, real_name: name, status: 'approved', members: [], history: [], order_id: null });
    return id;
  };
  const athlete = add(5, '林晓跑');
  const referee = add(6, '王正裁');
  const month = new Date(today.getTime() - 31 * 86_400_000).toISOString().slice(0, 7);
  const store = mockCheckIns();
  store.settings.set(3, {
    startsOn: `${month}-01`,
    endsOn: open ? chinaDate(today.getTime() + 5 * 86_400_000) : `${month}-30`,
    goalKind: 'distance',
    goalScope: 'total',
    goalValue: 8000,
    goalDays: 1,
    sport: 'walking',
    evidence: ['track', 'screenshot'],
    dailyLimit: 1,
    reviewRequired: false,
  });
  const record = (signUpId: number, userId: number, day: string, meters: number, status: 'approved' | 'pending', flags: string[] = []) => {
    const id = store.nextId++;
    const given = { day: `${month}-${day}`, evidence: 'screenshot' as const, evidence_url: '/api/media/mock-shot.png', distance_meters: meters, duration_seconds: Math.round(meters * 0.6), flags, status };
    store.records.push(checkInRow(id, { id: signUpId, competition_id: 3, user_id: userId }, { ...given, created_at: `${month}-${day}T00:30:00.000Z` }));
    return id;
  };
  record(athlete, 5, '03', 5200, 'approved');
  record(athlete, 5, '04', 5200, 'approved');
  record(referee, 6, '03', 3000, 'approved');
  const flagged = record(referee, 6, '05', 10_000, 'pending', [CHECK_IN_FLAG.tooFast('walking')]);
  return { athlete, referee, flagged, month };
}
