import { addChinaDays, chinaDate } from '../../rules';
import type { ContractSample as Sample } from '../contract-sample';

/** 黄龙体育中心体育场 (approved) and 黄龙羽毛球馆（新馆） (pending), of the demo venues. */
const STADIUM = 1;
const PENDING = 4;
const day = () => addChinaDays(chinaDate(new Date()), 3);

/** Contract samples of the phone booking pages' reads (spread into contract.test.ts). */
export const venuePhoneContractSamples: Sample[] = [
  { method: 'GET', url: `/api/venue_site/booking_rules?venue_id=${STADIUM}` },
  { method: 'GET', url: `/api/venue_site/booking_rules?venue_id=${PENDING}`, errno: 404 },
  { method: 'GET', url: `/api/venue_site/free_courts?venue_id=${STADIUM}&day=${day()}&start=18:00&end=19:30` },
  { method: 'GET', url: `/api/venue_site/free_courts?venue_id=${STADIUM}&day=${day()}&start=23:00&end=01:00` },
  { method: 'GET', url: `/api/venue_site/free_courts?venue_id=${STADIUM}&day=${day()}&start=18:00&end=19:30&sport=足球` },
];
