import { createPayoutAccounts } from '../../mocks/fixtures/payout-accounts';
import { institutionName } from '../../mocks/fixtures/institutions';
import type { ContractSample as Sample } from '../contract-sample';

/**
 * Contract samples of the 收款账户 routes (spread into contract.test.ts): org_gov owns institution 1
 * (mobile 13800000002); org_multi owns 2 and is a member of 6 without owning it. `postAs` signs in and posts (a
 * sample's setup), `smsCode` is the mock gateway's code of a mobile.
 */
export function payoutAccountContractSamples(postAs: (account: string, url: string, body: unknown) => Promise<unknown>, smsCode: (mobile: string) => string): Sample[] {
  const account = { institution_id: 1, account_name: '杭州市体育局', bank_name: '中国建设银行杭州分行', card_number: '6217 0012 3456 7890 12' };
  const registered = () => postAs('org_gov', '/api/admin/payout_account', account);
  return [
    { as: 'org_gov', method: 'GET', url: '/api/admin/payout_account?institution_id=1' },
    { as: 'admin', method: 'GET', url: '/api/admin/payout_account?institution_id=1&start=0&count=10' },
    { as: 'org_gov', method: 'GET', url: '/api/admin/payout_account?institution_id=2', errno: 40300 },
    { as: 'org_gov', method: 'GET', url: '/api/admin/payout_account', errno: 42200 },
    { as: 'org_gov', method: 'POST', url: '/api/admin/payout_account', body: account },
    { as: 'org_gov', method: 'POST', url: '/api/admin/payout_account', body: { ...account, card_number: '6222 0212 0200 0000 001' }, errno: 40000 },
    { as: 'org_gov', method: 'POST', url: '/api/admin/payout_account', body: { ...account, account_name: '王建国' }, errno: 40000 },
    { as: 'org_gov', method: 'POST', url: '/api/admin/payout_account', body: { ...account, card_number: '1234' }, errno: 42200 },
    { as: 'org_multi', method: 'POST', url: '/api/admin/payout_account', body: { ...account, institution_id: 6, account_name: institutionName(6) }, errno: 40300 },
    { as: 'org_gov', method: 'POST', url: '/api/admin/payout_account/send_sms', body: { id: 1 }, errno: 40000 },
    { as: 'org_gov', method: 'POST', url: '/api/admin/payout_account/send_sms', body: { id: 2 }, errno: 404 },
    { as: 'org_gov', method: 'POST', url: '/api/admin/payout_account/confirm', body: { id: 1, sms_code: '123456' }, errno: 40000 },
    { as: 'org_gov', method: 'POST', url: '/api/admin/payout_account/confirm', body: { id: 1, sms_code: '12ab' }, errno: 42200 },
    // the account registered by the setup is the next id after the demo's
    { as: 'org_gov', method: 'POST', url: '/api/admin/payout_account/confirm', body: { id: createPayoutAccounts().length + 1, sms_code: smsCode('13800000002') }, setup: registered },
    { as: 'org_gov', method: 'DELETE', url: '/api/admin/payout_account?id=1' },
    { as: 'org_gov', method: 'DELETE', url: '/api/admin/payout_account?id=2', errno: 404 },
    { as: 'athlete', method: 'DELETE', url: '/api/admin/payout_account?id=1', errno: 404 },
  ];
}
