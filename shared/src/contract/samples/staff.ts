import { currentSession, signInAs } from '../../mocks/db';
import { mockSmsCode } from '../../mocks/handlers/auth';
import { DEMO_STAFF_ROLE_ID } from '../../mocks/fixtures/staff';
import type { ContractSample as Sample } from '../contract-sample';

/**
 * Contract samples of 权限管理 (mocks/handlers/staff.ts), spread into contract.test.ts: 杭州市体育局 (institution 1),
 * its owner org_gov (user 2) and the demo member gov_finance (user 8, role 财务只读, which holds no 账号管理).
 */
const GOV = 1;
const OWNER = 2;
const MEMBER = 8;
const INVITEE = '13912340001';

/** org_gov invites INVITEE with the demo role (the state 接受邀请 needs). */
const invite = () => {
  signInAs('org_gov');
  return fetch(new URL('/api/admin/manager/invite', 'http://localhost'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': currentSession()?.token ?? '' },
    body: JSON.stringify({ institution_id: GOV, mobile: INVITEE, role_id: DEMO_STAFF_ROLE_ID }),
  });
};

export const staffContractSamples: Sample[] = [
  { as: 'org_gov', method: 'GET', url: `/api/admin/managers?institution_id=${GOV}` },
  { as: 'org_gov', method: 'GET', url: '/api/admin/managers?institution_id=3', errno: 404 },
  { as: 'gov_finance', method: 'GET', url: `/api/admin/managers?institution_id=${GOV}`, errno: 40300 },
  { as: 'org_gov', method: 'GET', url: `/api/admin/manager?institution_id=${GOV}&id=${MEMBER}` },
  { as: 'org_gov', method: 'GET', url: `/api/admin/manager?institution_id=${GOV}&id=999999`, errno: 404 },
  { as: 'org_gov', method: 'POST', url: '/api/admin/manager/invite', body: { institution_id: GOV, mobile: INVITEE, role_id: DEMO_STAFF_ROLE_ID } },
  { as: 'org_gov', method: 'POST', url: '/api/admin/manager/invite', body: { institution_id: GOV, mobile: '13800000008', role_id: DEMO_STAFF_ROLE_ID }, errno: 40000 },
  { as: 'org_gov', method: 'POST', url: '/api/admin/manager/invite', body: { institution_id: GOV, mobile: '1391234', role_id: DEMO_STAFF_ROLE_ID }, errno: 42200 },
  { as: 'org_gov', method: 'POST', url: '/api/admin/manager/invitation/cancel', body: { institution_id: GOV, id: 999999 }, errno: 40000 },
  { as: 'org_gov', method: 'POST', url: '/api/admin/manager/role', body: { institution_id: GOV, id: MEMBER, owner: false, role_id: DEMO_STAFF_ROLE_ID } },
  { as: 'org_gov', method: 'POST', url: '/api/admin/manager/role', body: { institution_id: GOV, id: OWNER, owner: false, role_id: DEMO_STAFF_ROLE_ID }, errno: 40000 },
  { as: 'org_gov', method: 'POST', url: '/api/admin/manager/remove', body: { institution_id: GOV, id: MEMBER } },
  { as: 'org_gov', method: 'POST', url: '/api/admin/manager/remove', body: { institution_id: GOV, id: OWNER }, errno: 40000 },
  { as: 'org_gov', method: 'GET', url: `/api/admin/roles?institution_id=${GOV}` },
  { as: 'org_gov', method: 'POST', url: '/api/admin/role', body: { institution_id: GOV, name: '赛事编辑', permissions: { match: 'write', finance: 'read' } } },
  { as: 'org_gov', method: 'POST', url: '/api/admin/role', body: { institution_id: GOV, name: '财务只读', permissions: {} }, errno: 40000 },
  { as: 'org_gov', method: 'POST', url: '/api/admin/role', body: { institution_id: GOV, name: '场馆', permissions: { venue: 'read' } }, errno: 40000 },
  { as: 'org_gov', method: 'PUT', url: '/api/admin/role', body: { institution_id: GOV, id: DEMO_STAFF_ROLE_ID, name: '财务读写', permissions: { finance: 'write' } } },
  { as: 'org_gov', method: 'DELETE', url: `/api/admin/role?institution_id=${GOV}&id=${DEMO_STAFF_ROLE_ID}`, errno: 40000 },
  { as: 'org_gov', method: 'DELETE', url: `/api/admin/role?institution_id=${GOV}&id=999999`, errno: 40000 },
  { method: 'POST', url: '/api/staff_invitation/send_sms', body: { mobile: '13912340002' }, errno: 40000 },
  { method: 'POST', url: '/api/staff_invitation/accept', body: { mobile: INVITEE, code: mockSmsCode(INVITEE), password: 'Joined2027' }, setup: invite },
  { method: 'POST', url: '/api/staff_invitation/accept', body: { mobile: INVITEE, code: mockSmsCode(INVITEE) }, setup: invite, errno: 42200 },
  { method: 'POST', url: '/api/staff_invitation/accept', body: { mobile: INVITEE, code: '000000', password: 'Joined2027' }, errno: 40000 },
];
