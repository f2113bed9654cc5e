/**
 * Institution 121, the shared personal member centre (赛事运营平台个人会员中心, spec §6, §9): every personal user may
 * belong to it, so belonging to it makes nobody a manager. A member of 121 manages nothing of 121 — not its
 * competitions, articles, orders or uploads — and sees only the personal menus there.
 *
 * The one statement of that rule, for the client (shared/src/rules/access.ts, the mocks) and the server
 * (server/src/access/institutions.ts). Dependency-free on purpose: the server imports this file by path.
 */
export const PERSONAL_ONLY_INSTITUTION_ID = 121;

/** Does membership of this institution make its member a manager of it? Every institution but 121. */
export function membershipManages(institutionId: number): boolean {
  return institutionId !== PERSONAL_ONLY_INSTITUTION_ID;
}
