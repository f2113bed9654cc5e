import type { ContractSample as Sample } from '../contract-sample';

/**
 * Mock 集锦 (handlers/highlights.ts) on the demo competition 13 (2026年浙江省田径锦标赛, org_multi, approved): its
 * album photo 7 and result 9003 (沈一鸣) are added beside the demo's two results; photo 1 (of the marathon, competition 4) is refused.
 */
const MATCH = 13;

/** Contract samples of 集锦 (spread into contract.test.ts). */
export const highlightContractSamples: Sample[] = [
  { as: 'org_multi', method: 'GET', url: `/api/competition/highlights/candidates?id=${MATCH}&kind=photo` },
  { as: 'org_multi', method: 'GET', url: `/api/competition/highlights/candidates?id=${MATCH}&kind=result&keyword=${encodeURIComponent('100米')}` },
  { as: 'org_multi', method: 'GET', url: `/api/competition/highlights/candidates?id=${MATCH}&kind=video` },
  { as: 'org_multi', method: 'POST', url: '/api/competition/highlights', body: { competition_id: MATCH, kind: 'photo', ref_id: 7, caption: '男子100米决赛起跑' } },
  { as: 'org_multi', method: 'POST', url: '/api/competition/highlights', body: { competition_id: MATCH, kind: 'result', ref_id: 9003 } },
  { as: 'org_multi', method: 'POST', url: '/api/competition/highlights', body: { competition_id: MATCH, kind: 'photo', ref_id: 1 }, errno: 40000 },
  { as: 'org_multi', method: 'POST', url: '/api/competition/highlights', body: { competition_id: MATCH, kind: 'photo', ref_id: 8, caption: '长'.repeat(101) }, errno: 42200 },
  { as: 'org_multi', method: 'POST', url: '/api/competition/highlights', body: { competition_id: MATCH, kind: 'audio', ref_id: 8 }, errno: 42200 },
  { as: 'org_multi', method: 'GET', url: `/api/competition/highlights?id=${MATCH}` },
  { as: 'org_multi', method: 'POST', url: '/api/competition/highlights/move', body: { id: 99999, position: 1 }, errno: 404 },
  { as: 'org_multi', method: 'POST', url: '/api/competition/highlights/caption', body: { id: 99999, caption: '说明' }, errno: 404 },
  { as: 'org_multi', method: 'POST', url: '/api/competition/highlights/remove', body: { id: 99999 }, errno: 404 },
  { as: 'org_youth', method: 'GET', url: `/api/competition/highlights?id=${MATCH}`, errno: 404 },
  { method: 'GET', url: `/api/competition/highlight_list?id=${MATCH}` },
  { method: 'GET', url: '/api/competition/highlight_list?id=99999', errno: 404 },
];
