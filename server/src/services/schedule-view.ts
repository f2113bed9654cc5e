/**
 * Response shapes of fixtures and clashes (ScheduleFixture, ScheduleClash in src/schemas/schedule.ts): fixture
 * rows joined with entrant, court, referee, phase, item and competition names, and round names (第N轮 / 1/8决赛 /
 * 半决赛 / 决赛 / 季军赛; groups A组 …).
 */
import { findClashes, fixtureRoundName, groupLabel, type ScheduledFixture, scoreValues } from 'shared/rules';
import type { Repositories } from '../repositories/index.js';
import type { FixtureRow } from '../repositories/schedule-common.js';
import { toFlag } from '../schemas/json-schema.js';
import type { NamedValue } from '../schemas/components.js';

type Repos = Pick<Repositories, 'schedule'>;

/** A fixture occupies this many minutes from its start when clashes are looked for. */
export const FIXTURE_MINUTES = 60;

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
  return rows.map((f) => {
    const phase = phases.get(f.phaseId);
    return {
      id: f.id,
      competition_id: f.competitionId,
      competition_name: comps.get(f.competitionId) ?? '',
      event_item_id: phase?.eventItemId ?? 0,
      item_name: phase?.itemName ?? '',
      phase_id: f.phaseId,
      phase_name: phase?.name ?? '',
      format: phase?.format ?? '',
      group_no: f.groupNo,
      group_name: groupLabel(f.groupNo),
      round: f.roundNo,
      round_name: fixtureRoundName(f, rounds.get(f.phaseId)),
      position: f.position,
      code: f.code,
      kind: f.kind as NamedValue<'ScheduleFixture'>['kind'],
      home_id: f.homeId,
      home_name: f.homeId === null ? (f.bye ? '轮空' : '待定') : (names.get(f.homeId)?.name ?? ''),
      away_id: f.awayId,
      away_name: f.awayId === null ? (f.bye ? '轮空' : '待定') : (names.get(f.awayId)?.name ?? ''),
      home_seed: f.homeSeed,
      away_seed: f.awaySeed,
      bye: toFlag(f.bye),
      starts_at: f.startsAt ? f.startsAt.toISOString() : null,
      court_id: f.courtId,
      court_name: f.courtId !== null ? (courts.get(f.courtId) ?? f.courtName) : f.courtName,
      referees: f.refereeIds.map((id) => referees.get(id) ?? { user_id: id, name: '', gender: 0 }),
      status: f.status as NamedValue<'ScheduleFixture'>['status'],
      ...scoreValues(f),
      forfeit: f.forfeit as NamedValue<'ScheduleFixture'>['forfeit'],
      live_home_score: f.liveHomeScore,
      live_away_score: f.liveAwayScore,
      live_started_at: f.liveStartedAt ? f.liveStartedAt.toISOString() : null,
      version: f.version,
    };
  });
}

export type FixtureView = Awaited<ReturnType<typeof fixtureViews>>[number];

/** Double bookings of teams, athletes, referees and courts among the timed fixtures of a competition. */
export async function competitionClashes(repos: Repos, competitionId: number) {
  const rows = (await repos.schedule.competitionFixtures(competitionId)).filter((f) => f.startsAt !== null);
  const views = await fixtureViews(repos, rows);
  const people = await repos.schedule.entrantPeople(rows.flatMap((r) => [r.homeId, r.awayId]).filter((id): id is number => id !== null));
  const scheduled: ScheduledFixture[] = views.map((v, i) => {
    const row = rows[i];
    const start = row.startsAt!.getTime();
    const sides = [row.homeId, row.awayId].filter((id): id is number => id !== null);
    return {
      id: v.id,
      label: `${v.item_name} ${v.phase_name} ${v.group_name}${v.round_name} ${v.home_name} vs ${v.away_name}`.replace(/\s+/g, ' '),
      start,
      end: start + FIXTURE_MINUTES * 60_000,
      court: row.courtId !== null ? { id: `c${row.courtId}`, name: v.court_name } : row.courtName ? { id: `n:${row.courtName}`, name: row.courtName } : null,
      teams: sides.map((id) => ({ id, name: id === row.homeId ? v.home_name : v.away_name })),
      athletes: sides.flatMap((id) => people.get(id) ?? []),
      referees: v.referees.map((r) => ({ id: r.user_id, name: r.name || String(r.user_id) })),
    };
  });
  return findClashes(scheduled).map((c) => ({
    kind: c.kind,
    resource_name: c.resource.name,
    fixture_ids: c.fixtureIds.map(Number),
    from: c.from.toISOString(),
    to: c.to.toISOString(),
    message: c.message,
  }));
}
