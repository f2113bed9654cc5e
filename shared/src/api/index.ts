export * from './types';
export { adminLogin, getCsrfToken, login, logout, sendSms, smsLogin } from './auth';
export { changePassword, getUserInfo, updateUserInfo } from './user';
export { MENU_COUNT_PAGE, getInstitutionList, getManagerMenu, getMsgCount, getUnCheckCount } from './admin';
export {
  changeMobile,
  checkOldMobileCode,
  checkResetCode,
  getCustomerPhone,
  getWechatStatus,
  resetPassword,
  sendAccountCode,
  sendMobileChangeCode,
  startWechatLogin,
  wechatBindLogin,
} from './account-recovery';
export type { ChangeMobilePayload, MobileChangeCodePayload, WechatBindPayload } from './account-recovery';
export { acceptInvitation, sendInvitationCode } from './staff-invitation';
export type { AcceptInvitationPayload } from './staff-invitation';
