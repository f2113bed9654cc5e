/** Steps and values several scenarios start from. */
import { randomBytes } from 'node:crypto';
import type { Account, Result, Step, Vars } from '../harness.js';

/** A short random suffix: the rows a scenario creates get names of their own on both sides. */
export const suffix = () => randomBytes(3).toString('hex');

/**
 * The venues of `as` (venue_mgr by default): captures `stadium`, 黄龙体育中心体育场, and `pending`, a venue waiting for
 * review. Venues are found by name and status: the two sides' ids differ.
 */
export function findStadium(as: Account = 'venue_mgr', title = '场馆管理员的场馆'): Step {
  return {
    title,
    as,
    method: 'GET',
    url: '/api/admin/venue_list?count=100',
    capture: (r: Result) => ({
      stadium: r.list.find((x: { name: string }) => x.name === '黄龙体育中心体育场')?.id,
      pending: r.list.find((x: { status: string }) => x.status === 'pending')?.id,
    }),
    shape: false,
  };
}

/** The stadium's first active court of `sport` (as venue_mgr, after findStadium), captured as `name`: found by sport, its id differs per side. */
export function findStadiumCourt(sport: string, name: string): Step {
  return {
    title: `体育场的${sport}场地`,
    as: 'venue_mgr',
    method: 'GET',
    url: (v: Vars) => `/api/admin/venue_court_list?venue_id=${v.stadium}`,
    capture: (r: Result) => ({ [name]: r.list.find((c: { sport: string; active: number }) => c.sport === sport && c.active)?.id }),
    shape: false,
  };
}

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

/**
 * An approved competition of org_gov (as approvedCompetition) whose sign-up is open without review, with one
 * individual item `itemName` (captures `item`) and the players the organiser enters by name.
 */
export function competitionWithPlayers(sport: string, location: string, itemName: string, players: string[]): Step[] {
  const player = (name: string): Step => ({
    title: `主办方添加选手${name}`,
    as: 'org_gov',
    method: 'POST',
    url: '/api/competition/sign_info',
    body: (v: Vars) => ({ id: v.id, event_item_id: v.item, real_name: name }),
    same: (r) => r.status,
  });
  return [
    ...approvedCompetition(sport, location),
    {
      title: '报名设置：无需审核，只填姓名',
      as: 'org_gov',
      method: 'PUT',
      url: '/api/competition/requirement',
      body: (v) => ({ id: v.id, review_required: 0, waiting_list: 0, enabled: 1, required_fields: ['real_name'] }),
    },
    {
      title: `新增项目：${itemName}`,
      as: 'org_gov',
      method: 'POST',
      url: '/api/competition/requirement/item',
      body: (v) => ({ competition_id: v.id, name: itemName, entry_type: 'individual', capacity: 0 }),
      capture: (r) => ({ item: r.id }),
    },
    ...players.map(player),
  ];
}
