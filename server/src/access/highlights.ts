/**
 * Who may do what with a competition's 集锦 (highlights, issue 24): its organisers (`organises`, the rule of every
 * competition domain: the platform admin, its institution's managers, the holders of its management code) compose
 * them; anyone sees the highlights of an approved competition on the official site, the organiser also before.
 * Anyone else is answered as if the competition or the item did not exist (404). Pure: the route reads the
 * competition (`app.repos.filing.findForAccess`) and the item.
 */
import { notFound } from '../errors.js';
import type { Principal } from './principal.js';
import { managedCompetition, organises, type OrganisedRef } from './sign-ups.js';

/** The competition whose highlights the caller composes (404 else). */
export const composedHighlights = managedCompetition;

/** An item the caller may change: one of a competition they organise (404 else, also for no such item). */
export function composedItem<I extends { competitionId: number }>(principal: Principal, item: I | undefined, competition: (OrganisedRef & { id: number }) | undefined): I {
  if (!item || !competition || competition.id !== item.competitionId || !organises(principal, competition)) throw notFound();
  return item;
}

/** The competition whose highlights the official site shows: approved, or organised by the caller; 404 else. */
export function visibleHighlights<C extends OrganisedRef & { status: string }>(principal: Principal | null, competition: C | undefined): C {
  if (!competition) throw notFound();
  if (competition.status !== 'approved' && !(principal !== null && organises(principal, competition))) throw notFound();
  return competition;
}
