export * from './types';
export { adminLogin, getCsrfToken, login, logout, sendSms, smsLogin } from './auth';
export { changePassword, getUserInfo, updateUserInfo } from './user';
export { MENU_COUNT_PAGE, getInstitutionList, getManagerMenu, getMsgCount, getUnCheckCount } from './admin';
