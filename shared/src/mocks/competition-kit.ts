/**
 * What the competition mocks (filing, sign-up, schedule, results, exports) share: the competition by id and the
 * organiser check of the server's routes (the platform admin, or a manager of the competition's institution), 404
 * for anyone else, and the 40000 refusal thrown from a helper.
 */
import { mockDb } from './db';
import { notFound, refused } from './envelope';
import type { MockCompetition } from './fixtures/competitions';
import type { MockUser } from './fixtures/users';
import { canSee } from './handlers/guard';
import { refuse } from './route';

export const competitionOf = (id: number | null | undefined): MockCompetition | undefined => mockDb.competitions.find((c) => c.id === id);

/** The user organises the competition (or administers the platform). */
export const organises = (user: MockUser, c: MockCompetition | undefined): boolean => Boolean(c && canSee(user, c.institution_id));

/** The competition if the user organises it; 404 otherwise, as the server's organiser routes answer. */
export const organised = (user: MockUser, id: number | null | undefined): MockCompetition => {
  const c = competitionOf(id);
  return c && organises(user, c) ? c : refuse(notFound());
};

/** An approved competition, as the public routes serve it; 404 otherwise. */
export const publicCompetition = (id: number): MockCompetition => {
  const c = competitionOf(id);
  return c?.status === 'approved' ? c : refuse(notFound());
};

/** Throws a business refusal (errno 40000 with the rule's message). */
export function refuseWith(msg: string): never {
  return refuse(refused(msg));
}
