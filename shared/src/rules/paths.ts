/** Paths the rules, the client and the shell agree on (docs/architecture.md, spec §2). */
export const OFFICIAL_HOME_PATH = '/';
export const OFFICIAL_LOGIN_PATH = '/official/login';
export const INSTITUTION_LOGIN_PATH = '/login';
/** 接受邀请 (权限管理's invitee, public): a child of the institution login, as 找回密码 is of the official one. */
export const ACCEPT_INVITATION_PATH = `${INSTITUTION_LOGIN_PATH}/acceptInvitation`;
export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_HOME_PATH = '/admin';
export const NOT_FOUND_PATH = '/404';
export const MAINTENANCE_PATH = '/maintenance';
/** 我的预订 on the phone (mf-official): a booking's code, QR and cancellation; the cashier sends a paid booking there. */
export const MY_BOOKINGS_PATH = '/phone/my-bookings';

/** Where a 401 or a dropped session sends the user: OfficialLogin with `redirect` = the full current path. */
export function loginRedirectPath(currentFullPath: string): string {
  const current = currentFullPath || '/';
  if (current === OFFICIAL_LOGIN_PATH || current.startsWith(`${OFFICIAL_LOGIN_PATH}?`)) return current;
  return `${OFFICIAL_LOGIN_PATH}?redirect=${encodeURIComponent(current)}`;
}
