/**
 * Who may do what with an activity's check-in challenge (打卡): its organisers (`organises`, as for sign-ups) set it,
 * read every record and the ranking, and review; anyone sees the challenge and the ranking of an approved activity;
 * a participant (a user with an approved sign-up) checks in and reads their own records. Anyone else is answered as
 * if the activity or the participant did not exist (404). Pure: the route reads the competition and the participant.
 */
import { CHECK_IN_MSG } from 'shared/rules';
import { notFound, refused } from '../errors.js';
import type { Principal } from './principal.js';
import { organises, type OrganisedRef } from './sign-ups.js';

export interface ChallengeRef extends OrganisedRef {
  cType: number;
  status: string;
}

/** The activity if the caller organises it (404 else); a match has no challenge (40000). */
export function organisedChallenge<C extends ChallengeRef>(principal: Principal, competition: C | undefined): C {
  if (!competition || !organises(principal, competition)) throw notFound();
  if (competition.cType !== 2) throw refused(CHECK_IN_MSG.notActivity);
  return competition;
}

/** The activity whose challenge the caller may see: an approved activity, or one they organise; else 404. */
export function visibleChallenge<C extends ChallengeRef>(principal: Principal | null, competition: C | undefined): { competition: C; organiser: boolean } {
  if (!competition || competition.cType !== 2) throw notFound();
  const organiser = principal !== null && organises(principal, competition);
  if (!organiser && competition.status !== 'approved') throw notFound();
  return { competition, organiser };
}

/**
 * Whose records the caller reads: the organiser any participant's (the one asked), anyone else only their own (a
 * participant asked who is not them is 404, as is a caller who takes no part).
 */
export function participantToRead<P extends { signUpId: number; userId: number }>(
  principal: Principal,
  organiser: boolean,
  asked: P | undefined,
  own: P | undefined,
  askedId: number | undefined,
): P {
  if (askedId !== undefined) {
    if (!asked || (!organiser && asked.userId !== principal.userId)) throw notFound();
    return asked;
  }
  if (!own) throw notFound();
  return own;
}
