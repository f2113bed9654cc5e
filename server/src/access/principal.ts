import type { PermissionSet } from 'shared/rules';

/** What the access rules know about the caller; built from the session by the auth plugin. */
export interface Membership {
  institutionId: number;
  name: string;
  logo: string;
  isAdmin: boolean;
  sportsVenuesId: number;
  institutionType: number;
  /** The staff member's role (权限管理); null for an owner or a manager from before roles. */
  roleId?: number | null;
  /**
   * What the role grants per menu group (access/permissions.ts enforces it on every route); null: everything (an
   * owner, or a manager without a role).
   */
  permissions?: PermissionSet | null;
}

export interface Principal {
  userId: number;
  isPlatformAdmin: boolean;
  isPerson: boolean;
  memberships: Membership[];
}

