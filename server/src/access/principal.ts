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

