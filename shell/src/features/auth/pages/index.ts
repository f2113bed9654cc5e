// The login pages, loaded together on first visit (route `lazy` in app/routes.tsx).
export { AdminLoginPage } from './admin-login-page';
export { LoginPage } from './login-page';
export { OfficialLoginPage } from './official-login-page';
export { RetrieveAccountPage } from './retrieve-account-page';
export { AcceptInvitationPage } from './accept-invitation-page';
export { WechatLoginSuccessPage } from './wechat-login-success-page';
export { AuthorizedPage } from './authorized-page';
