// The account feature as other features of mf-finance see it: where a paid top-up's result goes (充值成功).
export { rechargeSuccessPath } from './paths';
