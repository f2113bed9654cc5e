/**
 * Final places (最终名次) of an event item, with the award each place receives:
 * - timed / measured items (score rule model): rankMeasured over the `results` table;
 * - otherwise the item's last phase: knockout places (champion 1, runner-up 2, third-place fixture 3 and 4, else
 *   shared places 5, 9 …), double-elimination places (1, 2, the losers final's loser 3, then shared places by
 *   losers round), the league table's ranks, or the ranks inside each group of a groups phase.
 * `final` is true once that phase is complete (every game has a result). Used by the achievements routes and by
 * the exports.
 */
import { bracketOf, doubleBracketOf, doublePlaces, type FinalPlace, fixturePlace, knockoutPlaces, phaseTables, rankMeasured, swissTables, tablePlaces } from 'shared/rules';
import type { Repositories } from '../repositories/index.js';
import { toScoreRule } from './schedule-standings.js';

export interface ItemPlaces {
  event_item_id: number;
  name: string;
  model: string;
  final: boolean;
  list: FinalPlace[];
}

export async function finalPlaces(repos: Pick<Repositories, 'schedule' | 'standings'>, eventItemId: number): Promise<ItemPlaces | undefined> {
  const item = await repos.schedule.item(eventItemId);
  if (!item) return undefined;
  const rule = await repos.standings.scoreRule(eventItemId);
  const awards = await repos.standings.awards(eventItemId);
  const awardFor = (place: number | null) => (place === null ? '' : (awards.find((a) => a.placeFrom <= place && place <= a.placeTo)?.name ?? ''));
  const base = { event_item_id: item.id, name: item.name, model: rule.model };

  if (rule.model === 'timed' || rule.model === 'measured') {
    const rows = await repos.standings.results(eventItemId);
    const info = new Map(rows.map((r) => [r.signUpId, r]));
    const ranked = rankMeasured(
      rows.map((r) => ({ entrant: r.signUpId, value: r.value, status: r.status as 'ok' | 'DNF' | 'DNS' | 'DQ' })),
      { direction: rule.direction === 'lower' ? 'lower_is_better' : 'higher_is_better', precision: rule.precision },
    );
    return {
      ...base,
      final: rows.length > 0,
      list: ranked.map((r) => {
        const e = info.get(Number(r.entrant))!;
        return { place: r.place, sign_up_id: e.signUpId, name: e.name, affiliation: e.affiliation, value: r.value, status: r.status, group_name: '', award: awardFor(r.place) };
      }),
    };
  }

  const phases = await repos.schedule.phases(eventItemId);
  const last = phases[phases.length - 1];
  if (!last || last.fixtureCount === 0) return { ...base, final: false, list: [] };
  const rows = await repos.schedule.fixtures(last.id);
  const final = last.status === 'completed';
  if (last.format === 'knockout' || last.format === 'double_elimination') {
    const places = last.format === 'knockout' ? knockoutPlaces(bracketOf(rows)) : doublePlaces(doubleBracketOf(rows));
    const names = await repos.schedule.entrantNames(places.map((p) => Number(p.entrant)));
    return { ...base, final, list: places.map((p) => fixturePlace(p.place, Number(p.entrant), names.get(Number(p.entrant)), '', awardFor(p.place))) };
  }
  const entrants = await repos.schedule.phaseEntrants(last.id);
  if (last.format === 'swiss') return { ...base, final, list: tablePlaces(swissTables(entrants, rows, toScoreRule(rule), last.config, last.seed), true, awardFor) };
  return { ...base, final, list: tablePlaces(phaseTables(entrants, rows, toScoreRule(rule), last.seed), last.format === 'league', awardFor) };
}
