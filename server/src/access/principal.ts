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

/** Institution whose users see only the personal menus (spec §6, §9). */
export const PERSONAL_ONLY_INSTITUTION_ID = 121;

/** Institution kinds that may manage articles (spec §6). */
export const ARTICLE_INSTITUTION_TYPES: readonly number[] = [1, 2, 6];

export const VENUE_OPERATOR_TYPE = 4;
