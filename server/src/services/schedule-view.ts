/**
 * Response shapes of fixtures and clashes (ScheduleFixture, ScheduleClash in src/schemas/schedule.ts): fixture
 * rows with the entrant, court, referee, phase, item and competition names read here, answered through the shared
 * fixtureView and fixtureClashes (shared/rules/schedule/fixture-view.ts, which the schedule mock answers with too).
 */
import { fixtureClashes, fixtureView } from 'shared/rules';
import type { Repositories } from '../repositories/index.js';
import type { FixtureRow } from '../repositories/schedule-common.js';

type Repos = Pick<Repositories, 'schedule'>;

export async function fixtureViews(repos: Repos, rows: readonly FixtureRow[]) {
  const s = repos.schedule;
  const phaseIds = rows.map((r) => r.phaseId);
  const [phases, rounds, names, courts, comps] = await Promise.all([
    s.phasesByIds(phaseIds),
    s.knockoutRounds(phaseIds),
    s.entrantNames(rows.flatMap((r) => [r.homeId, r.awayId]).filter((id): id is number => id !== null)),
    s.courtNames(rows.map((r) => r.courtId).filter((id): id is number => id !== null)),
    s.competitionNames(rows.map((r) => r.competitionId)),
  ]);
  const refereeIds = [...new Set(rows.flatMap((r) => r.refereeIds))];
  const referees = new Map((refereeIds.length ? await s.referees('', refereeIds) : []).map((r) => [r.user_id, r]));
  return rows.map((f) =>
    fixtureView(f, {
      competitionName: comps.get(f.competitionId) ?? '',
      phase: phases.get(f.phaseId),
      knockoutRounds: rounds.get(f.phaseId),
      entrantName: (id) => names.get(id)?.name,
      courtName: (id) => courts.get(id),
      referee: (id) => referees.get(id),
    }),
  );
}

/** Double bookings of teams, athletes, referees and courts among the timed fixtures of a competition. */
export async function competitionClashes(repos: Repos, competitionId: number) {
  const rows = (await repos.schedule.competitionFixtures(competitionId)).filter((f) => f.startsAt !== null);
  const people = await repos.schedule.entrantPeople(rows.flatMap((r) => [r.homeId, r.awayId]).filter((id): id is number => id !== null));
  return fixtureClashes(rows, await fixtureViews(repos, rows), (id) => people.get(id) ?? []);
}
