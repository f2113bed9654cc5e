/**
 * 入驻申请 (spec §2.2, §5; routes/enrolment): a visitor asks for a code for its mobile, verifies it (a wrong code is
 * refused, the right one answers the application grant), reads its applications with the grant; an application is
 * refused without the grant, without a required text, with a wrong credit code, without its documents (a document
 * is a multipart upload, which the harness's JSON steps cannot make: no application is submitted here); the phone
 * venue pages list the approved venues and show one.
 *
 * Operations: POST /api/enrolment/verify, POST /api/enrolment/apply (refusals), GET /api/enrolment/applications,
 * GET /api/phone/venue_list, GET /api/phone/venue_info.
 */
import type { Scenario, Vars } from '../harness.js';
import { suffix } from './common.js';

/** A mobile no demo account has (137 + eight random digits). */
const strangerMobile = () => `137${String(Number.parseInt(suffix(), 16) % 100_000_000).padStart(8, '0')}`;
const grant = (v: Vars) => ({ 'X-Enrolment-Token': String(v.token) });
const application = (extra: Record<string, unknown> = {}) => ({
  institution_type: 1,
  name: '差分体育协会',
  credit_code: '91330100MA2XXXXX0X',
  legal_person: '张三',
  contact_name: '李四',
  province: '浙江省',
  city: '杭州市',
  address: '差分路 1 号',
  documents: [],
  ...extra,
});

export const enrolmentScenarios: Scenario[] = [
  {
    title: '入驻申请：验证手机号、查询进度、申请的拒绝；手机端场馆',
    vars: () => ({ mobile: strangerMobile() }),
    steps: [
      { title: '入驻验证码', as: null, method: 'POST', url: '/api/send_sms', body: (v) => ({ mobile: v.mobile, scene: 'enrolment' }) },
      { title: '演示短信发件箱', as: null, method: 'GET', url: (v) => `/api/dev/sms_outbox?mobile=${v.mobile}`, capture: (r) => ({ code: r.list[0].code }), shape: false },
      { title: '错误的验证码', as: null, method: 'POST', url: '/api/enrolment/verify', body: (v) => ({ mobile: v.mobile, code: v.code === '000000' ? '111111' : '000000' }) },
      { title: '验证码格式错误', as: null, method: 'POST', url: '/api/enrolment/verify', body: (v) => ({ mobile: v.mobile, code: '12ab' }) },
      { title: '验证手机号', as: null, method: 'POST', url: '/api/enrolment/verify', body: (v) => ({ mobile: v.mobile, code: v.code }), capture: (r) => ({ token: r.token }), same: (r, v) => [r.mobile === v.mobile, r.expire_in] },
      { title: '验证码只能用一次', as: null, method: 'POST', url: '/api/enrolment/verify', body: (v) => ({ mobile: v.mobile, code: v.code }) },
      { title: '我的申请', as: null, method: 'GET', url: '/api/enrolment/applications', headers: grant, same: (r) => r.total },
      { title: '不带凭证查询', as: null, method: 'GET', url: '/api/enrolment/applications' },
      { title: '不带凭证申请', as: null, method: 'POST', url: '/api/enrolment/apply', body: application() },
      { title: '机构名称为空', as: null, method: 'POST', url: '/api/enrolment/apply', headers: grant, body: application({ name: ' ' }) },
      { title: '统一社会信用代码错误', as: null, method: 'POST', url: '/api/enrolment/apply', headers: grant, body: application({ credit_code: '123' }) },
      { title: '没有证明材料', as: null, method: 'POST', url: '/api/enrolment/apply', headers: grant, body: application({ credit_code: '91330100MA27U8XJ3Q' }) },
      { title: '场馆没有地址', as: null, method: 'POST', url: '/api/enrolment/apply', headers: grant, body: application({ institution_type: 4, credit_code: '91330100MA27U8XJ3Q' }) },
      { title: '手机端场馆列表', as: null, method: 'GET', url: '/api/phone/venue_list?count=100', capture: (r) => ({ venue: r.list[0]?.id }), shape: false },
      { title: '手机端场馆详情', as: null, method: 'GET', url: (v) => `/api/phone/venue_info?id=${v.venue}`, shape: false },
      { title: '不存在的场馆', as: null, method: 'GET', url: '/api/phone/venue_info?id=99999999' },
    ],
  },
];
