/** Steps and values several scenarios start from. */
import { randomBytes } from 'node:crypto';
import type { Result, Step, Vars } from '../harness.js';

/** A short random suffix: the rows a scenario creates get names of their own on both sides. */
export const suffix = () => randomBytes(3).toString('hex');

/** org_gov's own information; captures `institution`, the institution it manages first (its id differs per side). */
export const organiserInfo: Step = {
  title: '主办方的账号信息',
  as: 'org_gov',
  method: 'GET',
  url: '/api/user/info',
  capture: (r: Result) => ({ institution: r.account.manager_data[0].institution_id }),
  shape: false,
};

/** The steps that make `v.name` an approved competition of org_gov (captures `institution` and `id`). */
export function approvedCompetition(sport: string, location: string): Step[] {
  return [
    organiserInfo,
    {
      title: '新建比赛',
      as: 'org_gov',
      method: 'POST',
      url: '/api/competition',
      body: (v: Vars) => ({
        institution_id: v.institution,
        c_type: 1,
        name: v.name,
        sport,
        level: '市级',
        start_at: '2026-12-20T01:00:00.000Z',
        end_at: '2026-12-21T10:00:00.000Z',
        location,
      }),
      capture: (r) => ({ id: r.id }),
    },
    { title: '提交报备', as: 'org_gov', method: 'POST', url: '/api/competition/filing', body: (v) => ({ id: v.id }) },
    { title: '平台管理员通过', as: 'admin', method: 'POST', url: '/api/admin/competition/review', body: (v) => ({ id: v.id, action: 'approve' }) },
  ];
}
