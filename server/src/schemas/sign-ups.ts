/** Named response schemas of sign-up (报名): settings, event items, entries, the public form. */
import { int, str, flag, dateTime, nullableInt, nullableStr, obj, arrayOfRef, listOf, refTo } from './json-schema.js';

const signUpStatus = { type: 'string', enum: ['pending', 'approved', 'rejected', 'cancelled', 'waiting'] } as const;
const entryType = { type: 'string', enum: ['individual', 'team'] } as const;

export const SignUpCustomField = obj('SignUpCustomField', '报名自定义字段', { key: str, label: str, required: { type: 'boolean' } });

export const SignUpFieldOption = obj('SignUpFieldOption', '可要求填写的报名字段', { key: str, label: str });

export const SignUpSettings = obj('SignUpSettings', '报名设置', {
  competition_id: int,
  opens_at: { ...nullableStr, description: '报名开始时间（ISO 8601），null = 不限' },
  closes_at: { ...nullableStr, description: '报名截止时间（ISO 8601），null = 不限' },
  review_required: flag,
  waiting_list: flag,
  required_fields: { type: 'array', items: str },
  custom_fields: arrayOfRef(SignUpCustomField),
  enabled: flag,
});

const itemProps = {
  id: int,
  name: str,
  entry_type: entryType,
  gender: { type: 'integer', enum: [0, 1, 2], description: '0 不限，1 男，2 女' },
  age_group: str,
  birth_from: { ...nullableStr, description: '出生日期下限（含），YYYY-MM-DD' },
  birth_to: { ...nullableStr, description: '出生日期上限（含），YYYY-MM-DD' },
  capacity: { type: 'integer', description: '名额，0 = 不限' },
  fee: { type: 'string', description: '报名费（元，两位小数）' },
  fee_cents: int,
  team_min: int,
  team_max: int,
  free_places: { ...nullableInt, description: '剩余名额，null = 不限' },
} as const;

export const EventItem = obj('EventItem', '报名项目（组别）', {
  ...itemProps,
  competition_id: int,
  sort: int,
  approved_count: int,
  pending_count: int,
  waiting_count: int,
});

export const SignUpRequirement = obj('SignUpRequirement', '报名设置与项目', {
  settings: refTo(SignUpSettings),
  items: arrayOfRef(EventItem),
  field_options: arrayOfRef(SignUpFieldOption),
});

const entryProps = {
  id: int,
  competition_id: int,
  competition_name: str,
  event_item_id: int,
  event_item_name: str,
  entry_type: entryType,
  entrant_name: { type: 'string', description: '选手姓名或队伍名称' },
  real_name: { type: 'string', description: '选手（或队长）姓名' },
  id_card: { type: 'string', description: '列表中打码（110101********1234）；主办方查看详情时为完整号码' },
  phone: str,
  gender: int,
  birth_date: nullableStr,
  affiliation: { type: 'string', description: '单位' },
  seed: nullableInt,
  status: signUpStatus,
  source: { type: 'string', enum: ['public', 'organiser', 'import'] },
  reason: { type: 'string', description: '驳回或取消原因' },
  member_count: int,
  order_id: nullableInt,
  order_no: str,
  order_status: { type: 'string', description: '报名费订单状态（待支付/已支付/已退款/已关闭），无订单为空' },
  amount_cents: int,
  paid_at: nullableStr,
  created_at: dateTime,
} as const;

export const SignUpEntry = obj('SignUpEntry', '报名记录', entryProps);
export const SignUpEntryList = listOf('SignUpEntryList', '报名列表', SignUpEntry);

export const SignUpMember = obj('SignUpMember', '队员', {
  id: int,
  real_name: str,
  id_card: str,
  phone: str,
  gender: int,
  birth_date: nullableStr,
  is_captain: flag,
});

export const SignUpChange = obj('SignUpChange', '报名状态变更记录', {
  id: int,
  from_status: { ...nullableStr, description: '变更前状态；新建时为 null' },
  to_status: signUpStatus,
  actor_id: nullableInt,
  actor_name: str,
  reason: str,
  at: dateTime,
});

export const SignUpDetail = obj('SignUpDetail', '报名详情（队员、状态历史、订单）', {
  ...entryProps,
  extra: { type: 'object', additionalProperties: { type: 'string' }, description: '自定义字段的填写值（按 key）' },
  members: arrayOfRef(SignUpMember),
  history: arrayOfRef(SignUpChange),
});

export const SignUpCreated = obj('SignUpCreated', '报名结果', { id: int, status: signUpStatus });

export const SignUpReviewed = obj('SignUpReviewed', '批量审核结果', { count: int });

export const SignUpImported = obj('SignUpImported', '导入结果', {
  count: int,
  waiting_count: { type: 'integer', description: '其中进入候补的条数' },
  list: arrayOfRef(SignUpCreated),
});

export const OfficialEventItem = obj('OfficialEventItem', '官网报名项目', { ...itemProps, full: flag });

export const OfficialSignUp = obj('OfficialSignUp', '官网报名表单', {
  competition_id: int,
  competition_name: str,
  open: flag,
  reason: { type: 'string', description: '未开放时的原因（报名未开放 / 报名尚未开始 / 报名已截止），开放时为空' },
  opens_at: nullableStr,
  closes_at: nullableStr,
  review_required: flag,
  waiting_list: flag,
  required_fields: arrayOfRef(SignUpFieldOption),
  custom_fields: arrayOfRef(SignUpCustomField),
  items: arrayOfRef(OfficialEventItem),
});

export const signUpSchemas = [
  SignUpCustomField,
  SignUpFieldOption,
  SignUpSettings,
  EventItem,
  SignUpRequirement,
  SignUpEntry,
  SignUpEntryList,
  SignUpMember,
  SignUpChange,
  SignUpDetail,
  SignUpCreated,
  SignUpReviewed,
  SignUpImported,
  OfficialEventItem,
  OfficialSignUp,
];
