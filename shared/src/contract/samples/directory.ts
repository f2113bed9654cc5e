import type { ContractSample as Sample } from '../contract-sample';
/**
 * Contract samples of the directory mocks (spread into shared/src/contract/contract.test.ts). Ids follow
 * createPersons() and createDirectoryInstitutions() of shared/src/mocks/fixtures/directory.ts: person 1 the public
 * athlete, 11 approved but private (the athlete's own), 2 the referee's; institution 5 a sponsor with a private
 * contact, 127 pending.
 */

export const directoryContractSamples: Sample[] = [
  { method: 'GET', url: '/api/official/personnel/list?kind=athlete' },
  { method: 'GET', url: '/api/official/personnel/list?kind=referee&keyword=王&sport=田径&region=杭州' },
  { method: 'GET', url: '/api/official/personnel/list?kind=coach', errno: 42200 },
  { method: 'GET', url: '/api/official/personnel/info?id=1' },
  { method: 'GET', url: '/api/official/personnel/info?id=11', errno: 404 },
  { method: 'GET', url: '/api/official/industry/list?kind=4' },
  { method: 'GET', url: '/api/official/industry/list?kind=7', errno: 42200 },
  { method: 'GET', url: '/api/official/industry/info?id=4' },
  { method: 'GET', url: '/api/official/industry/info?id=5' },
  { method: 'GET', url: '/api/official/industry/info?id=127', errno: 404 },
  { method: 'GET', url: '/api/official/statistics' },
  { as: 'athlete', method: 'GET', url: '/api/user/persons' },
  { method: 'GET', url: '/api/user/persons', errno: 401 },
  { as: 'athlete', method: 'POST', url: '/api/user/person/public', body: { id: 11, is_public: 1 } },
  { as: 'athlete', method: 'POST', url: '/api/user/person/public', body: { id: 2, is_public: 1 }, errno: 404 },
  { as: 'athlete', method: 'POST', url: '/api/user/person/public', body: { id: 1, is_public: 3 }, errno: 42200 },
];
