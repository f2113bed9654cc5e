/**
 * Who may act on the schedule of a competition. Organisers (owners, grant holders, platform admin — see
 * canManageCompetition) manage phases, fixtures, rules and awards and may enter any score. A referee enters the
 * scores of the fixtures whose referee_ids hold their user id, and nothing else.
 */
import { canManageCompetition, type CompetitionRef } from './competitions.js';
import type { Principal } from './principal.js';

export type ScoreAccess = 'organiser' | 'referee' | 'forbidden' | 'not_found';

/**
 * Access to one fixture's score: 'organiser' or 'referee' may enter it; an approved referee not assigned to it
 * gets 'forbidden' (40300, they know fixtures exist); anyone else 'not_found' (404, the fixture is not theirs).
 */
export function scoreAccess(
  principal: Principal,
  competition: CompetitionRef,
  grants: readonly number[],
  refereeIds: readonly number[],
  isApprovedReferee: boolean,
): ScoreAccess {
  if (canManageCompetition(principal, competition, grants)) return 'organiser';
  if (refereeIds.includes(principal.userId)) return 'referee';
  return isApprovedReferee ? 'forbidden' : 'not_found';
}
