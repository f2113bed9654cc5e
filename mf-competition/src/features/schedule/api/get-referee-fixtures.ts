import { http } from 'shared';
import type { ScheduleFixtureList } from './types';

/** GET /referee/fixtures — the fixtures the signed-in referee is assigned to, across competitions, by start time. */
export function getRefereeFixtures(): Promise<ScheduleFixtureList> {
  return http.get('/referee/fixtures');
}
