import { addChinaDays, chinaDate, dayMinuteInstant } from '../../rules';
import { signInAs } from '../../mocks/index';
import type { ContractSample as Sample } from '../contract-sample';

/** 黄龙体育中心体育场 (approved), its 主田径场 (the demo athlete books it tomorrow 07:00–08:00), and the pending 黄龙羽毛球馆（新馆） (shared/demo/venues.ts). */
const STADIUM = 1;
const TRACK = 1;
const PENDING = 4;
const tomorrow = () => addChinaDays(chinaDate(new Date()), 1);
const range = (from: number, to: number) => ({ venue_id: STADIUM, court_id: TRACK, start: dayMinuteInstant(tomorrow(), from * 60).toISOString(), end: dayMinuteInstant(tomorrow(), to * 60).toISOString() });
/** The athlete's demo booking of tomorrow 07:00–08:00 on the track keeps it taken. */
const taken = () => range(7, 8);

/** `account` joins the line of the taken range (entry 1 of a fresh mock database). */
async function joinAs(account: string) {
  const { token } = signInAs(account);
  await fetch(new URL('/api/venue_site/waitlist_join', 'http://localhost'), { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': token }, body: JSON.stringify(taken()) });
}

/** Contract samples of 候补 (spread into contract.test.ts). */
export const venueWaitlistContractSamples: Sample[] = [
  { as: 'org_gov', method: 'POST', url: '/api/venue_site/waitlist_join', get body() { return taken(); } },
  { as: 'org_gov', method: 'POST', url: '/api/venue_site/waitlist_join', get body() { return range(9, 10); }, errno: 40000 },
  { as: 'org_gov', method: 'POST', url: '/api/venue_site/waitlist_join', get body() { return { ...taken(), venue_id: PENDING }; }, errno: 404 },
  { method: 'POST', url: '/api/venue_site/waitlist_join', get body() { return taken(); }, errno: 401 },
  { as: 'org_gov', method: 'GET', url: '/api/venue_site/my_waitlist?start=0&count=10', setup: () => joinAs('org_gov') },
  { as: 'org_gov', method: 'POST', url: '/api/venue_site/waitlist_leave', body: { id: 1 }, setup: () => joinAs('org_gov') },
  { as: 'athlete', method: 'POST', url: '/api/venue_site/waitlist_leave', body: { id: 1 }, setup: () => joinAs('org_gov'), errno: 404 },
];
