import { mockSmsCode } from '../../mocks/handlers/auth';
import type { ContractSample as Sample } from '../contract-sample';
/**
 * Contract samples of the enrolment mocks (入驻平台) and the phone venue pages (spread into
 * shared/src/contract/contract.test.ts). Routes that need X-Enrolment-Token are sampled by their refusal (the sample
 * runner sends no custom headers); their successes are covered by the page tests and the server suite.
 */

const MOBILE = '13712345678';

export const enrolmentContractSamples: Sample[] = [
  { method: 'POST', url: '/api/send_sms', body: { mobile: MOBILE, scene: 'enrolment' } },
  {
    method: 'POST',
    url: '/api/enrolment/verify',
    body: { mobile: MOBILE, code: mockSmsCode(MOBILE) },
    setup: () =>
      fetch(new URL('/api/send_sms', 'http://localhost'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mobile: MOBILE, scene: 'enrolment' }),
      }),
  },
  { method: 'POST', url: '/api/enrolment/verify', body: { mobile: MOBILE, code: '000000' }, errno: 40000 },
  // as on the server, the body is validated before the grant is looked at
  { method: 'POST', url: '/api/enrolment/apply', body: { institution_type: 6 }, errno: 42200 },
  { method: 'GET', url: '/api/enrolment/applications', errno: 40000 },
  { method: 'POST', url: '/api/upload/enrolment_image', body: {}, errno: 40000 },
  { method: 'GET', url: '/api/phone/venue_list' },
  { method: 'GET', url: '/api/phone/venue_info?id=1' },
  { method: 'GET', url: '/api/phone/venue_info?id=4', errno: 404 },
];
