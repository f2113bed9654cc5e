import type { ContractSample as Sample } from '../contract-sample';

/**
 * Mock athlete and referee registration (fixtures/registrations.ts, shared/demo registrations.ts): settings 1 (协会
 * athletes, open), 2 (协会 referees, open), 3 (体育局 referees, open), 4 (体育局 athletes, ended); registrations 1 the
 * athlete's (approved), 3 user001's (pending at the 协会), 7 user005's (pending at the 体育局).
 */
const ATHLETES = 1;
const HZ_REFEREES = 3;
const ENDED = 4;

/** Contract samples of registration (spread into contract.test.ts). */
export const registrationContractSamples: Sample[] = [
  { method: 'GET', url: '/api/country' },
  { as: 'athlete', method: 'GET', url: `/api/check/register_time?id=${ENDED}` },
  { as: 'athlete', method: 'GET', url: '/api/register/settings?kind=referee' },
  { as: 'athlete', method: 'GET', url: `/api/register/setting?id=${ATHLETES}` },
  { as: 'athlete', method: 'GET', url: '/api/register/identity' },
  { as: 'athlete', method: 'GET', url: '/api/register/mine?kind=athlete' },
  { as: 'athlete', method: 'GET', url: '/api/register/info?id=1' },
  { as: 'athlete', method: 'POST', url: '/api/register/identity', body: { real_name: '林晓跑', id_card: '123', photo: '/media/a.png' }, errno: 40000 },
  { as: 'athlete', method: 'POST', url: '/api/register', body: { setting_id: ATHLETES, kind: 'athlete', sport: '田径', level: '国家一级运动员', region: '浙江省杭州市', documents: [{ name: '等级证书', url: '/media/c.png' }] }, errno: 40000 },
  { as: 'referee', method: 'POST', url: '/api/register', body: { setting_id: HZ_REFEREES, kind: 'referee', sport: '篮球', level: '国家一级裁判员', mobile: '13800000006' } },
  { as: 'org_gov', method: 'POST', url: '/api/register', body: { setting_id: HZ_REFEREES, kind: 'referee', sport: '篮球' }, errno: 40300 },
  { as: 'org_multi', method: 'GET', url: '/api/admin/register/list?institution_id=2&kind=athlete&status=pending' },
  { as: 'admin', method: 'GET', url: `/api/admin/register/list?kind=referee&keyword=${encodeURIComponent('刘')}` },
  { as: 'org_gov', method: 'GET', url: '/api/admin/register/list?institution_id=2', errno: 40300 },
  { as: 'athlete', method: 'GET', url: '/api/admin/register/list', errno: 40300 },
  { as: 'org_multi', method: 'POST', url: '/api/admin/register/export', body: { institution_id: 2, kind: 'athlete', status: 'pending' } },
  { as: 'admin', method: 'POST', url: '/api/admin/register/export', body: { kind: 'referee', keyword: '刘' } },
  { as: 'org_gov', method: 'POST', url: '/api/admin/register/export', body: { institution_id: 2 }, errno: 40300 },
  { as: 'athlete', method: 'POST', url: '/api/admin/register/export', body: {}, errno: 40300 },
  { as: 'org_multi', method: 'GET', url: '/api/admin/register/info?id=3' },
  { as: 'org_gov', method: 'GET', url: '/api/admin/register/info?id=3', errno: 404 },
  { as: 'org_gov', method: 'POST', url: '/api/admin/register/examine', body: { id: 7, action: 'reject', reason: '等级证书不清晰' } },
  { as: 'org_multi', method: 'POST', url: '/api/admin/register/examine', body: { id: 1, action: 'approve' }, errno: 40000 },
  { as: 'org_multi', method: 'GET', url: '/api/admin/register/settings?institution_id=2' },
  { as: 'org_multi', method: 'GET', url: `/api/admin/register/setting?id=${ATHLETES}` },
  {
    as: 'org_multi',
    method: 'POST',
    url: '/api/admin/register/setting',
    body: { institution_id: 2, kind: 'athlete', title: '2027年度运动员注册', sports: ['田径'], fields: ['level'], documents: ['等级证书'], starts_at: '2027-01-01T00:00:00+08:00', ends_at: '2027-03-01T00:00:00+08:00' },
  },
  {
    as: 'org_youth',
    method: 'POST',
    url: '/api/admin/register/setting',
    body: { institution_id: 3, kind: 'athlete', title: '运动员注册', sports: ['田径'], starts_at: '2027-01-01T00:00:00+08:00', ends_at: '2027-03-01T00:00:00+08:00' },
    errno: 42200,
  },
];
