/** The money pages' paths (mf_finance owns /admin/account/…, shared/rules/route-ownership.ts; spec route names). */
export const ACCOUNT_INFO_PATH = '/admin/account/info';
export const WITHDRAW_PATH = '/admin/account/withdraw';
export const WITHDRAW_RECORD_PATH = '/admin/account/withdrawRecord';
export const FLOW_RECORD_PATH = '/admin/account/flowRecord';
export const RECHARGE_PATH = '/admin/account/recharge';
/** 收款账户 (the bank accounts a withdrawal may go to). */
export const PAYOUT_ACCOUNT_PATH = '/admin/account/payoutAccount';
export const MY_WALLET_PATH = '/admin/account/wallet';

export const withdrawSuccessPath = (withdrawNo: string) => `/admin/account/withdrawSuccess?withdraw_no=${encodeURIComponent(withdrawNo)}`;

export const rechargeSuccessPath = (orderNo: string) => `/admin/account/rechargeSuccess?order_no=${encodeURIComponent(orderNo)}`;

/** 资金流水 of one account (可提现余额 by default). */
export const flowRecordPath = (account?: string) => (account ? `${FLOW_RECORD_PATH}?account=${encodeURIComponent(account)}` : FLOW_RECORD_PATH);

/** The cashier of an order (the pay feature's 收银台, /admin/account/pay/:orderNo). */
export const cashierPath = (orderNo: string) => `/admin/account/pay/${encodeURIComponent(orderNo)}`;
