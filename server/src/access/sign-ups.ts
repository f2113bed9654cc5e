/**
 * Who may act on sign-ups (报名), the one access helper of the sign-up routes. The organisers of a competition — the
 * platform admin, the managers of its institution and the holders of its management code (`canManageCompetition`,
 * the rule every competition domain shares) — manage its sign-up settings, event items, fees and every entry; a
 * personal user signs up for an approved competition and sees and cancels their own entries. Anyone else is answered
 * as if the competition or the entry did not exist (404). Pure: the route reads the competition
 * (`app.repos.filing.findForAccess`) or the entry and passes it here.
 */
import { forbidden, notFound } from '../errors.js';
import { canManageCompetition, type CompetitionRef } from './competitions.js';
import type { Principal } from './principal.js';

/** A competition as read for an access check: its institution and the users holding its management code. */
export interface OrganisedRef extends CompetitionRef {
  grants: readonly number[];
}

/** Whether the caller organises the competition (no error; false when there is none). */
export const organises = (principal: Principal, competition: OrganisedRef | undefined): boolean =>
  competition !== undefined && canManageCompetition(principal, competition, competition.grants);

/** The competition if the caller organises it; else 404. */
export function managedCompetition<C extends OrganisedRef>(principal: Principal, competition: C | undefined): C {
  if (!competition || !organises(principal, competition)) throw notFound();
  return competition;
}

/**
 * Who signs up an entry for the competition: its organiser (any status; added by the organiser, without the sign-up
 * window) or a personal user (approved competitions only, inside the window); an institution account that does not
 * organise it gets 40300, anyone else 404.
 */
export function signUpAs<C extends OrganisedRef & { status: string }>(principal: Principal, competition: C | undefined): { competition: C; organiser: boolean } {
  if (!competition) throw notFound();
  if (organises(principal, competition)) return { competition, organiser: true };
  if (competition.status !== 'approved') throw notFound();
  if (!principal.isPerson) throw forbidden();
  return { competition, organiser: false };
}

/**
 * The caller's relation to an entry: its competition's organiser and/or the user who signed it up (404 when
 * neither). The organiser sees the full ID card; the athlete their own entry, masked.
 */
export function entryAccess(principal: Principal, entry: { userId: number | null }, competition: OrganisedRef | undefined): { organiser: boolean; own: boolean } {
  const organiser = organises(principal, competition);
  const own = entry.userId !== null && entry.userId === principal.userId;
  if (!organiser && !own) throw notFound();
  return { organiser, own };
}
