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
 * access/institutions.ts applies it to every "manages institution X" check. So are the institution kinds that may
 * manage articles (spec §6: 1, 2, 6) and the venue operator's kind (4).
 */
export { ARTICLE_INSTITUTION_TYPES, PERSONAL_ONLY_INSTITUTION_ID, VENUE_OPERATOR_TYPE, membershipManages } from 'shared/rules';
