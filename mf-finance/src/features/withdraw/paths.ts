/** The withdraw pages (mf_finance owns /admin/finance/…, shared/rules/route-ownership.ts). */
export const WITHDRAW_LIST_PATH = '/admin/finance/withdraw';

export const withdrawCheckPath = (id: number) => `${WITHDRAW_LIST_PATH}/${id}`;
