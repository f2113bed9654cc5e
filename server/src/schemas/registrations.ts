/**
 * Athlete and referee registration (routes/registrations/, docs/registrations.md): 注册要求, 实名认证, registrations
 * and their review. Registered through `allSchemas` in components.ts.
 */
import { IDENTITY_STATUSES, REGISTER_WINDOW_STATES, REGISTRATION_FIELD_KEYS, REGISTRATION_KINDS, REGISTRATION_STATUSES } from 'shared/rules';
import { pageQuery } from '../http/envelope.js';
import { arrayOf, arrayOfRef, dateTime, flag, int, listOf, nullableDateTime, obj, str } from './json-schema.js';

export const registrationKind = { type: 'string', enum: REGISTRATION_KINDS, description: 'athlete 运动员，referee 裁判员' } as const;
export const registrationStatus = { type: 'string', enum: REGISTRATION_STATUSES, description: 'pending 待审核，approved 已通过，rejected 未通过' } as const;
const windowState = { type: 'string', enum: REGISTER_WINDOW_STATES, description: 'not_started 未开始，open 注册中，ended 已结束' } as const;
const fieldKey = { type: 'string', enum: REGISTRATION_FIELD_KEYS } as const;
const documentSchema = {
  type: 'object',
  required: ['name', 'url'],
  additionalProperties: false,
  properties: { name: { type: 'string', maxLength: 32 }, url: { type: 'string', maxLength: 500, pattern: '^$|^(https?://|/)' } },
} as const;

export const RegisterSetting = obj('RegisterSetting', '注册要求（报名窗口）', {
  id: int,
  institution_id: int,
  institution_name: str,
  kind: registrationKind,
  kind_text: str,
  title: str,
  sports: arrayOf(str),
  fields: arrayOf(fieldKey),
  documents: arrayOf(str),
  notice: str,
  starts_at: dateTime,
  ends_at: dateTime,
  state: windowState,
  state_text: str,
});

export const RegisterSettingList = listOf('RegisterSettingList', '注册要求列表', RegisterSetting);

export const RegisterTime = obj('RegisterTime', '注册时间校验', {
  open: flag,
  state: windowState,
  state_text: str,
  starts_at: dateTime,
  ends_at: dateTime,
  message: { ...str, description: '不在注册时间内的原因（在注册时间内：空）' },
});

export const PersonIdentity = obj('PersonIdentity', '实名认证', {
  real_name: str,
  id_card: { ...str, description: '身份证号（本人可见全号）' },
  gender: { ...int, description: '1 男，2 女（由身份证号得出）' },
  birth_date: str,
  photo: str,
  status: { type: 'string', enum: ['none', ...IDENTITY_STATUSES], description: 'none 未认证，pending 待审核，verified 已认证' },
  status_text: str,
  verified_by_name: str,
  verified_at: nullableDateTime,
});

export const Registration = obj('Registration', '运动员/裁判员注册', {
  id: int,
  user_id: int,
  kind: registrationKind,
  kind_text: str,
  institution_id: int,
  institution_name: str,
  setting_id: int,
  setting_title: str,
  real_name: str,
  gender: int,
  id_card: { ...str, description: '身份证号（列表中隐去中间位）' },
  sport: str,
  level: str,
  region: str,
  mobile: str,
  status: registrationStatus,
  status_text: str,
  review_reason: str,
  is_public: flag,
  created_at: dateTime,
  reviewed_at: nullableDateTime,
});

export const RegistrationList = listOf('RegistrationList', '注册名单', Registration);

export const RegistrationDetail = obj('RegistrationDetail', '注册详情', {
  ...Registration.properties,
  birth_date: str,
  photo: str,
  intro: str,
  documents: arrayOf({ type: 'object', required: ['name', 'url'], additionalProperties: false, properties: { name: str, url: str } }),
  identity_status: { type: 'string', enum: ['none', ...IDENTITY_STATUSES] },
  identity_status_text: str,
  identity_photo: str,
  account: str,
});

export const MyRegistrations = obj('MyRegistrations', '我的注册', { list: arrayOfRef(RegistrationDetail) });

export const Country = obj('Country', '省级行政区', { code: str, name: str });
export const CountryList = obj('CountryList', '省级行政区列表', { list: arrayOfRef(Country) });

/** The filters of 注册名单, its page and its export alike. */
const registrationFilters = {
  institution_id: { type: 'integer', minimum: 1, description: '机构（平台管理员可选；机构用户为当前机构）' },
  kind: registrationKind,
  status: registrationStatus,
  sport: { type: 'string', maxLength: 32 },
  setting_id: { type: 'integer', minimum: 1 },
  keyword: { type: 'string', maxLength: 50, description: '姓名、手机号、机构名称' },
} as const;

export const registrationListQuery = { type: 'object', additionalProperties: false, properties: { ...pageQuery, ...registrationFilters } } as const;

export const registrationExportBody = { type: 'object', additionalProperties: false, properties: registrationFilters } as const;

export const settingBody = {
  type: 'object',
  required: ['institution_id', 'kind', 'title', 'sports', 'starts_at', 'ends_at'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1, description: '修改时：注册要求 id' },
    institution_id: { type: 'integer', minimum: 1 },
    kind: registrationKind,
    title: { type: 'string', maxLength: 64 },
    sports: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 32 } },
    fields: { type: 'array', maxItems: 4, uniqueItems: true, items: fieldKey },
    documents: { type: 'array', maxItems: 10, items: { type: 'string', minLength: 1, maxLength: 32 } },
    notice: { type: 'string', maxLength: 2000 },
    starts_at: { type: 'string', format: 'date-time' },
    ends_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const identityBody = {
  type: 'object',
  required: ['real_name', 'id_card', 'photo'],
  additionalProperties: false,
  properties: {
    real_name: { type: 'string', maxLength: 32 },
    id_card: { type: 'string', maxLength: 18 },
    photo: { type: 'string', maxLength: 500, pattern: '^$|^(https?://|/)' },
  },
} as const;

export const applyBody = {
  type: 'object',
  required: ['setting_id', 'kind', 'sport'],
  additionalProperties: false,
  properties: {
    setting_id: { type: 'integer', minimum: 1 },
    kind: registrationKind,
    sport: { type: 'string', maxLength: 32 },
    level: { type: 'string', maxLength: 32 },
    region: { type: 'string', maxLength: 64 },
    mobile: { type: 'string', maxLength: 11 },
    intro: { type: 'string', maxLength: 500 },
    documents: { type: 'array', maxItems: 10, items: documentSchema },
    is_public: flag,
  },
} as const;

export const registrationsSchemas = [RegisterSetting, RegisterSettingList, RegisterTime, PersonIdentity, Registration, RegistrationList, RegistrationDetail, MyRegistrations, Country, CountryList];
