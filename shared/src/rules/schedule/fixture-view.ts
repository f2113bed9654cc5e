/**
 * A fixture and a clash as the API answers them (ScheduleFixture, ScheduleClash): the fixture's row joined with the
 * names its caller looks up (competition, phase and item, entrants, venue court, referees), its round and group
 * names, and the double bookings among a competition's timed fixtures. The server (services/schedule-view.ts) reads
 * the names from the database, the schedule mock from its data; both answer through these.
 */
import type { components } from '../../api/generated/schema.ts';
import { findClashes, type Resource, type ScheduledFixture } from './clashes.ts';
import { fixtureRoundName, groupLabel, type PhaseFixture } from './phase-fixtures.ts';
import { scoreValues } from './score-entry.ts';

type Schemas = components['schemas'];
export type FixtureView = Schemas['ScheduleFixture'];
export type ClashView = Schemas['ScheduleClash'];
export type FixtureReferee = FixtureView['referees'][number];

/** A fixture's row: the phase rules' columns with its phase, competition, court and referees. */
export interface FixtureViewRow extends PhaseFixture {
  phaseId: number;
  competitionId: number;
  courtId: number | null;
  courtName: string;
  refereeIds: readonly number[];
}

/** The names a fixture view joins in, looked up by the caller. */
export interface FixtureNames {
  competitionName: string;
  phase: { eventItemId: number; itemName: string; name: string; format: string } | undefined;
  /** the rounds of the phase's main bracket (fixtureRoundName) */
  knockoutRounds: number | undefined;
  entrantName: (signUpId: number) => string | undefined;
  /** the name of the venue's court `courtId`, when it is one */
  courtName: (courtId: number) => string | undefined;
  referee: (userId: number) => FixtureReferee | undefined;
}

/** A fixture occupies this many minutes from its start when clashes are looked for. */
export const FIXTURE_MINUTES = 60;

export function fixtureView(f: FixtureViewRow, names: FixtureNames): FixtureView {
  const side = (id: number | null) => (id === null ? (f.bye ? '轮空' : '待定') : (names.entrantName(id) ?? ''));
  return {
    id: f.id,
    competition_id: f.competitionId,
    competition_name: names.competitionName,
    event_item_id: names.phase?.eventItemId ?? 0,
    item_name: names.phase?.itemName ?? '',
    phase_id: f.phaseId,
    phase_name: names.phase?.name ?? '',
    format: names.phase?.format ?? '',
    group_no: f.groupNo,
    group_name: groupLabel(f.groupNo),
    round: f.roundNo,
    round_name: fixtureRoundName(f, names.knockoutRounds),
    position: f.position,
    code: f.code,
    kind: f.kind as FixtureView['kind'],
    home_id: f.homeId,
    home_name: side(f.homeId),
    away_id: f.awayId,
    away_name: side(f.awayId),
    home_seed: f.homeSeed,
    away_seed: f.awaySeed,
    bye: f.bye ? 1 : 0,
    starts_at: f.startsAt ? f.startsAt.toISOString() : null,
    court_id: f.courtId,
    court_name: f.courtId !== null ? (names.courtName(f.courtId) ?? f.courtName) : f.courtName,
    referees: f.refereeIds.map((id) => names.referee(id) ?? { user_id: id, name: '', gender: 0 }),
    status: f.status as FixtureView['status'],
    ...scoreValues(f),
    forfeit: f.forfeit as FixtureView['forfeit'],
    live_home_score: f.liveHomeScore,
    live_away_score: f.liveAwayScore,
    live_started_at: f.liveStartedAt ? f.liveStartedAt.toISOString() : null,
    version: f.version,
  };
}

/**
 * The double bookings of teams, athletes, referees and courts among timed fixtures (their rows and views in the same
 * order; `athletes`: the people of an entrant, when known), as the API answers them.
 */
export function fixtureClashes(rows: readonly FixtureViewRow[], views: readonly FixtureView[], athletes: (signUpId: number) => readonly Resource[] = () => []): ClashView[] {
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
      athletes: sides.flatMap((id) => athletes(id)),
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
