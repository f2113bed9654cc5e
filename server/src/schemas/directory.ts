/**
 * Response schemas of the official directories and statistics (人员, 行业, 数据: GET /official/personnel/*,
 * /official/industry/*, /official/statistics) and of the person's own 在官网公开 switch (/user/persons).
 * Public shapes hold public fields only: never an ID number, phone, birth date or account of a person.
 */
import { int, str, flag, dateTime, obj, arrayOf, arrayOfRef, listOf } from './json-schema.js';
import type { OfficialCompetition } from './components.js';
import type { JSONSchema } from 'json-schema-to-ts';

const kind = { type: 'string', enum: ['athlete', 'referee'], description: 'athlete 运动员, referee 裁判员' } as const;
const institutionType = { type: 'integer', minimum: 1, maximum: 6, description: '机构类型 1–6（GLOSSARY）' } as const;

const plain = <const P extends Record<string, JSONSchema>>(properties: P) =>
  ({ type: 'object', required: Object.keys(properties) as (keyof P & string)[], properties, additionalProperties: false }) as const;

const personProps = {
  id: int,
  kind,
  real_name: str,
  gender: { type: 'integer', enum: [1, 2], description: '1 男, 2 女' },
  sport: str,
  level: str,
  region: str,
  institution_name: str,
  photo: str,
} as const;

export const OfficialPerson = obj('OfficialPerson', '官网人员（已审核通过且本人选择公开）', personProps);
export const OfficialPersonList = listOf('OfficialPersonList', '官网人员列表', OfficialPerson);

export const OfficialPersonResult = obj('OfficialPersonResult', '已发布赛事中的个人成绩', {
  competition_id: int,
  competition_name: str,
  start_at: dateTime,
  item_name: str,
  value: { type: ['number', 'null'] },
  model: { type: 'string', description: '计分方式：timed 计时（秒）, measured 测量（米/分）, 其他' },
  status: { type: 'string', enum: ['ok', 'DNF', 'DNS', 'DQ'] },
});

export const OfficialPersonRecord = obj('OfficialPersonRecord', '本人保持或曾保持的最高纪录（已批准）', {
  sport: str,
  item_name: str,
  value: { type: 'number' },
  competition_name: str,
  achieved_at: dateTime,
  current: { ...flag, description: '1 = 现行纪录, 0 = 已被打破' },
});

export const OfficialPersonDetail = obj('OfficialPersonDetail', '官网人员详情', {
  ...personProps,
  results: arrayOfRef(OfficialPersonResult),
  records: arrayOfRef(OfficialPersonRecord),
});

const institutionProps = { id: int, institution_type: institutionType, name: str, logo: str, region: str, intro: str } as const;

export const OfficialInstitution = obj('OfficialInstitution', '官网行业机构（列表项；intro 为简介摘要）', institutionProps);
export const OfficialInstitutionList = listOf('OfficialInstitutionList', '官网行业机构列表', OfficialInstitution);

export const OfficialInstitutionVenue = obj('OfficialInstitutionVenue', '场馆运营方的已审核场馆', {
  id: int,
  name: str,
  address: str,
  city: str,
  district: str,
  sports: arrayOf(str),
  cover: str,
  open_hours: str,
});

export const OfficialInstitutionDetail = obj('OfficialInstitutionDetail', '官网行业机构详情', {
  ...institutionProps,
  address: str,
  website: str,
  contact_name: { ...str, description: '机构未选择公开联系方式时为空' },
  contact_phone: { ...str, description: '机构未选择公开联系方式时为空' },
  competitions: arrayOfRef<typeof OfficialCompetition>('OfficialCompetition'),
  venues: arrayOfRef(OfficialInstitutionVenue),
});

const monthCount = { type: 'object', required: ['month', 'count'], properties: { month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, count: int }, additionalProperties: false } as const;
const nameCount = { type: 'object', required: ['name', 'count'], properties: { name: str, count: int }, additionalProperties: false } as const;

export const OfficialStatistics = obj('OfficialStatistics', '平台数据统计（官网 数据 页）', {
  totals: plain({
    competitions: { ...int, description: '已发布赛事' },
    entrants: { ...int, description: '已通过的报名' },
    venues: { ...int, description: '已审核场馆' },
    institutions: { ...int, description: '已审核机构' },
    athletes: { ...int, description: '已审核运动员' },
    referees: { ...int, description: '已审核裁判员' },
  }),
  competitions_by_month: { ...arrayOf(monthCount), description: '近12个月每月开赛的已发布赛事（中国时间），最早的月份在前' },
  competitions_by_sport: { ...arrayOf(nameCount), description: '已发布赛事按运动项目，多的在前' },
  entrants_by_month: { ...arrayOf(monthCount), description: '近12个月每月通过的报名' },
  venues_by_region: { ...arrayOf(nameCount), description: '已审核场馆按城市' },
  institutions_by_kind: arrayOf({ type: 'object', required: ['institution_type', 'count'], properties: { institution_type: institutionType, count: int }, additionalProperties: false }),
  institutions_by_region: { ...arrayOf(nameCount), description: '已审核机构按地区' },
  generated_at: dateTime,
});

export const MyPerson = obj('MyPerson', '本人的运动员/裁判员注册', {
  ...personProps,
  status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
  is_public: { ...flag, description: '1 = 在官网公开（仅审核通过后展示）' },
});
export const MyPersons = obj('MyPersons', '本人的运动员/裁判员注册列表', { list: arrayOfRef(MyPerson) });

/** Registered through allSchemas (components.ts). */
export const directorySchemas = [
  OfficialPerson,
  OfficialPersonList,
  OfficialPersonResult,
  OfficialPersonRecord,
  OfficialPersonDetail,
  OfficialInstitution,
  OfficialInstitutionList,
  OfficialInstitutionVenue,
  OfficialInstitutionDetail,
  OfficialStatistics,
  MyPerson,
  MyPersons,
];
