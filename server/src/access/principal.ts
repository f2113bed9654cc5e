/** What the access rules know about the caller; built from the session by the auth plugin. */
export interface Membership {
  institutionId: number;
  name: string;
  logo: string;
  isAdmin: boolean;
  sportsVenuesId: number;
  institutionType: number;
}

export interface Principal {
  userId: number;
  isPlatformAdmin: boolean;
  isPerson: boolean;
  memberships: Membership[];
}

/**
 * Institution 121, the shared personal member centre: its users see only the personal menus (spec §6, §9) and a
 * member of it manages nothing of it. Stated once for client and server in shared/src/rules/personal-centre.ts;
 * access/institutions.ts applies it to every "manages institution X" check.
 */
export { PERSONAL_ONLY_INSTITUTION_ID, membershipManages } from 'shared/rules';

/** Institution kinds that may manage articles (spec §6). */
export const ARTICLE_INSTITUTION_TYPES: readonly number[] = [1, 2, 6];

export const VENUE_OPERATOR_TYPE = 4;
