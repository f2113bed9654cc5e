/**
 * 官网名录与统计 (spec §2.4 人员名录、行业名录、数据统计; personal centre 我的名录): the public athlete and referee
 * directories with a person's detail, the institution directory with an institution's detail, the statistics; a
 * personal user lists its own directory entries and hides one from the site and shows it again; a bad kind, an entry
 * that is not public or does not exist, another person's entry, a visitor and a mutation without the CSRF token.
 *
 * Operations: GET /api/official/personnel/list, GET /api/official/personnel/info, GET /api/official/industry/list,
 * GET /api/official/industry/info, GET /api/official/statistics, GET /api/user/persons, POST /api/user/person/public.
 */
import type { Result, Scenario } from '../harness.js';

/** The athlete's 田径 registration (shared/demo DEMO_PERSON_PROFILES). */
const athletics = (r: Result) => r.list.find((p: Result) => p.kind === 'athlete' && p.sport === '田径');

export const directoryScenarios: Scenario[] = [
  {
    title: '名录与统计：运动员、裁判员、机构名录及详情，数据统计，我的名录公开与隐藏',
    steps: [
      { title: '运动员名录', as: null, method: 'GET', url: '/api/official/personnel/list?kind=athlete&count=100', capture: (r) => ({ person: r.list[0]?.id }), shape: false },
      { title: '名录类别错误', as: null, method: 'GET', url: '/api/official/personnel/list?kind=coach' },
      { title: '不给类别', as: null, method: 'GET', url: '/api/official/personnel/list' },
      { title: '裁判员名录', as: null, method: 'GET', url: '/api/official/personnel/list?kind=referee&count=100', shape: false },
      { title: '运动员详情', as: null, method: 'GET', url: (v) => `/api/official/personnel/info?id=${v.person}`, shape: false },
      { title: '不存在的人员', as: null, method: 'GET', url: '/api/official/personnel/info?id=99999999' },
      { title: '赛事主办方名录', as: null, method: 'GET', url: '/api/official/industry/list?kind=1&count=100', capture: (r) => ({ institution: r.list[0]?.id }), shape: false },
      { title: '机构类别超出范围', as: null, method: 'GET', url: '/api/official/industry/list?kind=9' },
      { title: '机构详情', as: null, method: 'GET', url: (v) => `/api/official/industry/info?id=${v.institution}`, shape: false },
      { title: '不存在的机构', as: null, method: 'GET', url: '/api/official/industry/info?id=99999999' },
      { title: '数据统计', as: null, method: 'GET', url: '/api/official/statistics' },
      { title: '访客读我的名录', as: null, method: 'GET', url: '/api/user/persons' },
      {
        title: '运动员的名录条目',
        as: 'athlete',
        method: 'GET',
        url: '/api/user/persons',
        // the mocks give 林晓跑 a second registration (游泳) of their own, for the page's list of two
        capture: (r) => ({ own: athletics(r)?.id, wasPublic: athletics(r)?.is_public }),
        same: (r) => [athletics(r)?.real_name, athletics(r)?.status, athletics(r)?.is_public],
      },
      { title: '隐藏我的名录', as: 'athlete', method: 'POST', url: '/api/user/person/public', body: (v) => ({ id: v.own, is_public: 0 }) },
      { title: '隐藏后', as: 'athlete', method: 'GET', url: '/api/user/persons', same: (r, v) => r.list.filter((p: Result) => p.id === v.own).map((p: Result) => p.is_public) },
      { title: '隐藏后官网不可见', as: null, method: 'GET', url: (v) => `/api/official/personnel/info?id=${v.own}` },
      { title: '改回原样', as: 'athlete', method: 'POST', url: '/api/user/person/public', body: (v) => ({ id: v.own, is_public: v.wasPublic }) },
      { title: '公开取值错误', as: 'athlete', method: 'POST', url: '/api/user/person/public', body: (v) => ({ id: v.own, is_public: 2 }) },
      { title: '他人的名录条目', as: 'referee', method: 'POST', url: '/api/user/person/public', body: (v) => ({ id: v.own, is_public: 0 }) },
      { title: '访客修改', as: null, method: 'POST', url: '/api/user/person/public', body: (v) => ({ id: v.own, is_public: 0 }) },
      { title: '不带 CSRF 令牌修改', as: 'athlete', method: 'POST', url: '/api/user/person/public', body: (v) => ({ id: v.own, is_public: 0 }), withoutCsrf: true },
    ],
  },
];
