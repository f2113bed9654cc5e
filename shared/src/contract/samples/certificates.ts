import type { ContractSample as Sample } from '../contract-sample';

/**
 * Contract samples of 证书 (handlers/certificates.ts), spread into contract.test.ts. Competition 2 is org_gov's (as the
 * schedule samples); the mock data holds no certificate until one is issued.
 */
export const certificateContractSamples: Sample[] = [
  { as: 'org_gov', method: 'GET', url: '/api/admin/certificate/template?competition_id=2' },
  { as: 'athlete', method: 'GET', url: '/api/admin/certificate/template?competition_id=2', errno: 404 },
  {
    as: 'org_gov',
    method: 'PUT',
    url: '/api/admin/certificate/template',
    body: {
      competition_id: 2,
      page_size: 'A4',
      orientation: 'landscape',
      background_media_id: null,
      seal_media_id: null,
      fields: { name: { x: 421, y: 200, size: 40 }, item: { x: 421, y: 250, size: 18 }, result: { x: 421, y: 285, size: 18 }, place: { x: 421, y: 320, size: 18 }, issuer: { x: 600, y: 450, size: 16 }, date: { x: 600, y: 480, size: 14 }, seal: { x: 540, y: 400, size: 110 }, qr: { x: 80, y: 430, size: 90 } },
    },
  },
  {
    as: 'org_gov',
    method: 'PUT',
    url: '/api/admin/certificate/template',
    body: {
      competition_id: 2,
      page_size: 'A4',
      orientation: 'landscape',
      background_media_id: null,
      seal_media_id: null,
      fields: { title: { x: 421, y: 50, size: 44 }, competition: { x: 421, y: 115, size: 22 }, name: { x: 421, y: 200, size: 40 }, item: { x: 421, y: 250, size: 18 }, result: { x: 421, y: 285, size: 18 }, place: { x: 421, y: 320, size: 18 }, issuer: { x: 600, y: 450, size: 16 }, date: { x: 600, y: 480, size: 14 }, seal: { x: 540, y: 400, size: 110 }, qr: { x: 80, y: 430, size: 90 } },
    },
  },
  {
    as: 'org_gov',
    method: 'PUT',
    url: '/api/admin/certificate/template',
    body: { competition_id: 2, page_size: 'A4', orientation: 'portrait', background_media_id: null, seal_media_id: null, fields: { name: { x: 421, y: 200, size: 40 }, item: { x: 421, y: 250, size: 18 }, result: { x: 421, y: 285, size: 18 }, place: { x: 421, y: 320, size: 18 }, issuer: { x: 600, y: 450, size: 16 }, date: { x: 600, y: 480, size: 14 }, seal: { x: 540, y: 400, size: 110 }, qr: { x: 80, y: 430, size: 90 } } },
    errno: 42200,
  },
  { as: 'org_gov', method: 'POST', url: '/api/admin/certificate/issue', body: { competition_id: 2, kind: 'award' } },
  { as: 'org_gov', method: 'GET', url: '/api/admin/certificate/list?competition_id=2' },
  { as: 'org_gov', method: 'POST', url: '/api/admin/certificate/reissue', body: { id: 99999999 }, errno: 404 },
  { as: 'org_gov', method: 'GET', url: '/api/admin/certificate/file?id=99999999', errno: 404 },
  { as: 'org_gov', method: 'POST', url: '/api/admin/certificate/export', body: { competition_id: 2 }, errno: 40000 },
  { as: 'athlete', method: 'GET', url: '/api/user/certificates' },
  { method: 'GET', url: '/api/user/certificates', errno: 401 },
  { as: 'athlete', method: 'GET', url: '/api/user/certificate/file?id=99999999', errno: 404 },
  { method: 'GET', url: '/api/certificate/verify?code=AAAAAAAAAAAAAAAA', errno: 40000 },
  { as: 'athlete', method: 'GET', url: '/api/certificate/verify?code=x', errno: 40000 },
  { method: 'GET', url: '/api/certificate/verify', errno: 42200 },
];
