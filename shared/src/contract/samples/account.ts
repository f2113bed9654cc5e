import type { ContractSample as Sample } from '../contract-sample';

const key = (n: number) => ({ 'Idempotency-Key': `contract-account-${n}` });

/**
 * Contract samples of the account holder's money routes (spread into contract.test.ts): 杭州市体育局
 * (institution 1, 王建国 org_gov, mobile 13800000002) has pending, available and reserved money; the athlete has a
 * wallet. `postAs` signs in and posts (a sample's setup), `smsCode` is the mock gateway's code of a mobile.
 */
export function accountContractSamples(postAs: (account: string, url: string, body: unknown) => Promise<unknown>, smsCode: (mobile: string) => string): Sample[] {
  // 收款账户 1 is 杭州市体育局's (fixtures/payout-accounts.ts), 2 浙江省田径协会's
  const withdraw = { institution_id: 1, amount_cents: 1000, payout_account_id: 1 };
  return [
    { as: 'org_gov', method: 'GET', url: '/api/admin/account_balance?institution_id=1' },
    { as: 'admin', method: 'GET', url: '/api/admin/account_balance?institution_id=4' },
    { as: 'org_gov', method: 'GET', url: '/api/admin/account_balance?institution_id=2', errno: 40300 },
    { as: 'org_gov', method: 'GET', url: '/api/admin/account_balance', errno: 42200 },
    { as: 'org_gov', method: 'GET', url: '/api/admin/account_stats?institution_id=1' },
    { as: 'venue_mgr', method: 'GET', url: '/api/admin/account_stats?institution_id=1', errno: 40300 },
    { as: 'org_gov', method: 'GET', url: '/api/admin/order_settle_list?institution_id=1' },
    { as: 'admin', method: 'GET', url: '/api/admin/order_settle_list?start=0&count=20' },
    { as: 'org_gov', method: 'GET', url: '/api/admin/order_settle_list?institution_id=6', errno: 40300 },
    { as: 'org_gov', method: 'GET', url: '/api/admin/acc_flow_list?institution_id=1' },
    { as: 'org_gov', method: 'GET', url: '/api/admin/acc_flow_list?institution_id=1&account=pending&kind=payment&from=2026-09-01&to=2026-09-30' },
    { as: 'org_gov', method: 'GET', url: '/api/admin/acc_flow_list?institution_id=1&account=bank', errno: 42200 },
    { as: 'org_gov', method: 'GET', url: '/api/admin/acc_flow_list?institution_id=1&from=2026-10-01&to=2026-09-01', errno: 42200 },
    { as: 'org_gov', method: 'POST', url: '/api/admin/acc_flow_list/export', body: { institution_id: 1, account: 'pending', kind: 'payment', from: '2026-09-01', to: '2026-09-30' } },
    { as: 'org_gov', method: 'POST', url: '/api/admin/acc_flow_list/export', body: { institution_id: 2 }, errno: 40300 },
    { as: 'org_gov', method: 'POST', url: '/api/admin/acc_flow_list/export', body: { institution_id: 1, from: '2026-10-01', to: '2026-09-01' }, errno: 42200 },
    { as: 'athlete', method: 'POST', url: '/api/account/flow_list/export', body: { kind: 'payment' } },
    { as: 'athlete', method: 'POST', url: '/api/account/flow_list/export', body: { from: '2026-10-01', to: '2026-09-01' }, errno: 42200 },
    { as: 'org_gov', method: 'GET', url: '/api/admin/export_task?id=999999', errno: 404 },
    { as: 'org_gov', method: 'GET', url: '/api/admin/export_task/file?id=999999', errno: 404 },
    { as: 'athlete', method: 'GET', url: '/api/account/flow_list?start=0&count=10' },
    { as: 'athlete', method: 'GET', url: '/api/account/wallet' },
    { method: 'GET', url: '/api/account/wallet', errno: 401 },
    { as: 'athlete', method: 'POST', url: '/api/pay/top_up', body: { amount_cents: 5000 }, headers: key(1) },
    { as: 'org_gov', method: 'POST', url: '/api/pay/top_up', body: { amount_cents: 5000, institution_id: 1 }, headers: key(2) },
    { as: 'athlete', method: 'POST', url: '/api/pay/top_up', body: { amount_cents: 5000, institution_id: 1 }, headers: key(3), errno: 40300 },
    { as: 'athlete', method: 'POST', url: '/api/pay/top_up', body: { amount_cents: 0 }, headers: key(4), errno: 42200 },
    { as: 'org_gov', method: 'POST', url: '/api/withdraw/send_sms', body: {} },
    { as: 'athlete', method: 'POST', url: '/api/withdraw/send_sms', body: {}, errno: 40300 },
    { as: 'org_gov', method: 'POST', url: '/api/withdraw', body: { ...withdraw, sms_code: smsCode('13800000002') }, headers: key(5), setup: () => postAs('org_gov', '/api/withdraw/send_sms', {}) },
    { as: 'org_gov', method: 'POST', url: '/api/withdraw', body: { ...withdraw, payout_account_id: 2, sms_code: '123456' }, headers: key(6), errno: 40000 },
    { as: 'org_gov', method: 'POST', url: '/api/withdraw', body: { institution_id: 1, amount_cents: 1000, bank_name: '中国工商银行杭州分行', card_number: '6222 0212 0200 0000 001', account_name: '杭州市体育局', sms_code: '123456' }, headers: key(8), errno: 42200 },
    { as: 'org_gov', method: 'POST', url: '/api/withdraw', body: { ...withdraw, amount_cents: 99, sms_code: '123456' }, headers: key(7), errno: 42200 },
    { as: 'org_gov', method: 'POST', url: '/api/withdraw', body: { ...withdraw, sms_code: '123456' }, errno: 42200 },
    { as: 'org_gov', method: 'GET', url: '/api/withdraw?institution_id=1' },
    { as: 'org_multi', method: 'GET', url: '/api/withdraw' },
    { as: 'org_gov', method: 'GET', url: '/api/withdraw?institution_id=3', errno: 40300 },
  ];
}
