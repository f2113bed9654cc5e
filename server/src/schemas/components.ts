import { ORDER_KINDS, ORDER_STATUSES } from 'shared/rules';
import { homepageSchemas } from './homepage.js';
import { enrolmentSchemas } from './enrolment.js';
import { onboardingSchemas } from './onboarding.js';
import { institutionStatusSchemas } from './institution-status.js';
import { registrationsSchemas } from './registrations.js';
import { accountRecoverySchemas } from './account-recovery.js';
import { venueCancelSchemas } from './venue-cancel.js';
import { venueAnalysisSchemas } from './venue-analysis.js';
import { venuePhoneSchemas } from './venue-phone.js';
import { venueWaitlistSchemas } from './venue-waitlist.js';
import { venueReviewSchemas } from './venue-review.js';
import { officialSeriesSchemas } from './official-series.js';
import { SportProjects } from './sport-projects.js';
import { operationRecordSchemas } from './operation-records.js';

/** Named response schemas: their $id becomes the OpenAPI component name and the generated TypeScript type name. */
import { resultSchemas } from './results.js';
import { checkInSchemas } from './check-ins.js';
import { highlightSchemas } from './highlights.js';
import { certificateSchemas } from './certificates.js';
import { signUpSchemas } from './sign-ups.js';
import { scheduleSchemas } from './schedule.js';
import { articleSchemas } from './articles.js';
import { liveSchemas } from './live.js';
import { paymentSchemas } from './payments.js';
import { refundSchemas } from './refunds.js';
import { invoiceSchemas } from './invoices.js';
import { financeAccountSchemas } from './finance-accounts.js';
import { venueSettingsSchemas } from './venue-settings.js';
import { venueProfileSchemas } from './venue-profile.js';
import { mapsSchemas } from './maps.js';
import { directorySchemas } from './directory.js';
import { albumSchemas } from './albums.js';
import { videoSchemas } from './videos.js';
import { CompetitionChange, competitionChangeSchemas } from './competition-changes.js';
import { venueBookingSchemas } from './venue-booking.js';
import { venueFrontDeskSchemas } from './venue-front-desk.js';
import { int, str, flag, dateTime, nullableInt, nullableStr, nullableDateTime, obj, arrayOfRef, listOf, refTo } from './json-schema.js';
import { venueHeadProps } from './venue-head.js';
import type { Reply } from '../http/type-provider.js';

export const ErrorEnvelope = obj('ErrorEnvelope', '错误响应', {
  errno: int,
  result: {
    type: 'object',
    required: ['errors'],
    properties: { errors: { type: 'array', items: { type: 'object', required: ['msg'], properties: { msg: str } } } },
  },
});

/** An error envelope whose errno is one of `errnos` (docs/api.md error table). */
const errorEnvelope = <const Id extends string>(id: Id, title: string, errnos: number[]) => ({
  $id: id,
  title,
  type: 'object',
  required: ['errno', 'result'],
  properties: {
    errno: { type: 'integer', enum: errnos },
    result: {
      type: 'object',
      required: ['errors'],
      properties: { errors: { type: 'array', minItems: 1, items: { type: 'object', required: ['msg'], properties: { msg: { type: 'string', minLength: 1 } } } } },
    },
  },
  additionalProperties: false,
}) as const;

/** HTTP 200 with errno ≠ 0: 42200 bad input, 40000 refused by a business rule, 40300 role not allowed. */
export const Refusal = errorEnvelope('Refusal', '业务拒绝（HTTP 200）：42200 参数错误，40000 规则不允许，40300 无权限', [42200, 40000, 40300]);
export const Unauthorized = errorEnvelope('Unauthorized', '未登录或登录已失效（HTTP 401）', [401]);
export const CsrfRejected = errorEnvelope('CsrfRejected', 'CSRF 令牌缺失或不属于本会话（HTTP 403）', [403]);
export const NotFound = errorEnvelope('NotFound', '对象不存在或属于其他机构（HTTP 404）', [404]);
export const Throttled = errorEnvelope('Throttled', '操作过于频繁（HTTP 429）', [429]);

export const ManagerData = obj('ManagerData', '用户所属机构', {
  institution_id: int,
  name: str,
  logo: str,
  is_admin: flag,
  sports_venues_id: int,
  institution_type: int,
});

export const Account = obj('Account', '账号（客户端 account Cookie）', {
  user_id: int,
  is_admin: flag,
  institution_id: int,
  venues_id: int,
  sports_venues_id: int,
  isPerson: flag,
  manager_data: arrayOfRef(ManagerData),
});

export const UserProfile = obj('UserProfile', '用户资料', { id: int, account: str, nickname: str, image: str, mobile: str });

export const LoginResult = obj('LoginResult', '登录结果', {
  account: refTo(Account),
  user: refTo(UserProfile),
  expire_time: dateTime,
});

/** POST /auth/token_login (微信绑定): the login result and the page to go to. */
export const TokenLoginResult = obj('TokenLoginResult', '微信绑定后的登录结果', {
  account: refTo(Account),
  user: refTo(UserProfile),
  expire_time: dateTime,
  redirect: str,
});

export const UserInfo = obj('UserInfo', '当前用户信息', {
  user: refTo(UserProfile),
  account: refTo(Account),
  expire_time: dateTime,
});

export const CsrfToken = obj('CsrfToken', 'CSRF 令牌', { _token: str });

export const SmsOutboxMessage = obj('SmsOutboxMessage', '开发短信发件箱消息', { mobile: str, content: str, code: str, sent_at: str });

export const MenuTitles = obj('MenuTitles', '允许的菜单标题', { titles: { type: 'array', items: str } });

export const UnCheckCount = obj('UnCheckCount', '待审核计数', {
  filing_count: int,
  add_photo_count: int,
  report_photo_count: int,
  add_venue_count: int,
  update_venue_count: int,
  feedback_count: int,
  refund_count: int,
  withdraw_count: int,
  article_check_count: int,
});

export const MsgCount = obj('MsgCount', '消息计数', { sign_count: int, check_register_count: int });

export const Institution = obj('Institution', '机构', { id: int, belong_id: int, institution_type: int, name: str, logo: str });

export const InstitutionOption = obj('InstitutionOption', '机构选项', { id: int, name: str });

const competitionStatus = { type: 'string', enum: ['draft', 'pending', 'approved', 'rejected', 'withdrawn'] } as const;

/** What every view of a competition shows: its type (1 比赛, 2 活动), name, sport, level, dates and place. */
const competitionBasicProps = {
  c_type: { type: 'integer', enum: [1, 2] },
  name: str,
  sport: str,
  level: str,
  start_at: dateTime,
  end_at: dateTime,
  location: str,
} as const;

const competitionProps = {
  id: int,
  institution_id: int,
  institution_name: str,
  series_id: nullableInt,
  series_name: str,
  ...competitionBasicProps,
  venue_id: nullableInt,
  venue_name: str,
  status: competitionStatus,
  is_filing: flag,
  created_at: dateTime,
} as const;

export const CompetitionDetail = obj('CompetitionDetail', '赛事详情（含基本信息）', {
  ...competitionProps,
  organisers: str,
  cover: str,
  introduction: { type: 'string', description: '富文本，服务器已清洗' },
  contact_name: str,
  contact_phone: str,
  permission_code: { type: 'string', description: '管理权限码；仅赛事所属机构和平台管理员可见，其他人为空' },
  can_own: flag,
  change: { ...refTo(CompetitionChange), description: '最近一次名称、封面、简介的修改（已发布赛事须经平台审核）；从未修改为 null' },
});

export const CompetitionSeries = obj('CompetitionSeries', '赛事系列', {
  id: int,
  institution_id: int,
  institution_name: str,
  name: str,
  c_type: { type: 'integer', enum: [1, 2] },
  description: str,
  status: { ...competitionStatus, description: '系列报备状态：draft 未报备，pending 待审核，approved 已通过，rejected 已驳回，withdrawn 已撤回' },
  review_reason: { type: 'string', description: '最近一次审核的原因（驳回原因或通过备注）；重新报备后清空' },
  filed_at: { ...nullableDateTime, description: '最近一次报备时间；从未报备为 null' },
  reviewed_at: { ...nullableDateTime, description: '最近一次审核时间' },
  competition_count: int,
  created_at: dateTime,
});

export const CompetitionSeriesDetail = obj('CompetitionSeriesDetail', '赛事系列详情（含查看者权限）', {
  ...CompetitionSeries.properties,
  can_own: { ...flag, description: '1：系列所属机构的管理员或平台管理员（可修改、报备）；0：仅持有系列中某赛事的管理权限（只读，系列信息 base2）' },
});

export const CompetitionStatusChange = obj('CompetitionStatusChange', '赛事状态变更记录', {
  id: int,
  from_status: { ...nullableStr, description: '变更前状态；创建时为 null' },
  to_status: competitionStatus,
  actor_id: nullableInt,
  actor_name: str,
  reason: str,
  at: dateTime,
});

export const CompetitionHistory = obj('CompetitionHistory', '赛事状态历史', { list: arrayOfRef(CompetitionStatusChange) });

export const CompetitionManager = obj('CompetitionManager', '通过管理权限码获得授权的用户', {
  user_id: int,
  account: str,
  nickname: str,
  granted_by: nullableInt,
  granted_at: dateTime,
});

export const CompetitionManagers = obj('CompetitionManagers', '赛事授权管理人', { list: arrayOfRef(CompetitionManager) });

export const PermissionCode = obj('PermissionCode', '赛事管理权限码', { code: str });

export const CodeRedeemed = obj('CodeRedeemed', '已获得赛事管理权限', { competition_id: int, name: str });

export const CreatedId = obj('CreatedId', '新建对象的编号', { id: int });

const officialCompetitionProps = {
  id: int,
  ...competitionBasicProps,
  venue_name: str,
  institution_name: str,
  series_name: str,
  cover: str,
} as const;

export const OfficialCompetition = obj('OfficialCompetition', '官网赛事（已审核通过）', officialCompetitionProps);

export const OfficialCompetitionDetail = obj('OfficialCompetitionDetail', '官网赛事详情', {
  ...officialCompetitionProps,
  organisers: str,
  introduction: str,
  contact_name: str,
  contact_phone: str,
});

export const Competition = obj('Competition', '赛事', competitionProps);

export const CompetitionListItem = obj('CompetitionListItem', '赛事列表项', {
  ...competitionProps,
  granted: { ...flag, description: '1 = 不属于所查机构，因管理权限码授权给当前账号而列出（授权管理）' },
});

const orderStatus = { type: 'string', enum: ORDER_STATUSES } as const;

const orderProps = {
  id: int,
  order_no: str,
  institution_id: int,
  institution_name: str,
  user_id: nullableInt,
  user_nickname: str,
  competition_id: nullableInt,
  subject: str,
  amount_cents: int,
  status: orderStatus,
  pay_channel: str,
  paid_at: nullableStr,
  created_at: dateTime,
  can_mark_paid: { ...flag, description: '1 = 当前用户可将该订单线下标记为已支付（仅待支付的报名费订单，所属机构管理员或平台管理员）' },
  kind: { type: 'string', enum: ORDER_KINDS, description: '订单类型：sign_up 报名费，booking 场地预订，live_package 直播套餐，top_up 账户充值' },
  can_refund: {
    ...flag,
    description: '1 = 当前用户可为该订单退款（已支付的线上订单；报名费、订场由收款机构或平台管理员退款，直播套餐与充值只由平台管理员退款）',
  },
} as const;

export const Order = obj('Order', '订单', orderProps);

export const OrderItem = obj('OrderItem', '订单明细', { id: int, name: str, quantity: int, unit_price_cents: int, amount_cents: int });

export const OrderStatusChange = obj('OrderStatusChange', '订单状态变更', {
  id: int,
  from_status: str,
  to_status: str,
  note: str,
  created_at: dateTime,
});

export const OrderDetail = obj('OrderDetail', '订单详情', {
  ...orderProps,
  items: arrayOfRef(OrderItem),
  status_history: arrayOfRef(OrderStatusChange),
});

const venueProps = {
  ...venueHeadProps,
  status: { type: 'string', enum: ['pending', 'approved', 'rejected', 'closed'] },
  cover: str,
  phone: str,
  open_hours: str,
  court_count: int,
  created_at: dateTime,
  review_reason: { ...str, description: '平台驳回的原因（场馆管理员可见；未驳回：空）' },
  close_reason: { ...str, description: '平台最近一次关闭场馆的原因' },
} as const;

export const Venue = obj('Venue', '场馆', venueProps);

export const Court = obj('Court', '场地', {
  id: int,
  name: str,
  sport: str,
  indoor: flag,
  price_per_hour_cents: int,
  status: { type: 'string', enum: ['open', 'maintenance', 'closed'] },
});

export const VenueDetail = obj('VenueDetail', '场馆详情', { ...venueProps, courts: arrayOfRef(Court) });

export const SmsSent = obj('SmsSent', '短信已发送', { expire_in: int, resend_in: int });

export const UserUpdated = obj('UserUpdated', '修改后的用户资料', { user: refTo(UserProfile) });

export const Ping = obj('Ping', '存活检查', { ok: { type: 'boolean' } });

export const InstitutionOptions = obj('InstitutionOptions', '机构搜索结果', { list: arrayOfRef(InstitutionOption) });

export const SmsOutbox = obj('SmsOutbox', '开发短信发件箱', { list: arrayOfRef(SmsOutboxMessage) });

export const InstitutionList = listOf('InstitutionList', '机构列表', Institution);
export const CompetitionList = listOf('CompetitionList', '赛事列表', CompetitionListItem);
export const CompetitionSeriesList = listOf('CompetitionSeriesList', '赛事系列列表', CompetitionSeries);
export const OfficialCompetitionList = listOf('OfficialCompetitionList', '官网赛事列表', OfficialCompetition);
export const OrderList = listOf('OrderList', '订单列表', Order);
export const VenueList = listOf('VenueList', '场馆列表', Venue);
export const VenueOption = obj('VenueOption', '可选场馆（已审核通过，供赛事选择举办场馆）', { id: int, name: str, address: str, city: str, district: str });
export const VenueOptionList = listOf('VenueOptionList', '可选场馆列表', VenueOption);

export const Empty = { $id: 'Empty', title: '空结果', type: 'object', properties: {}, additionalProperties: false } as const;

export const allSchemas = [
  ErrorEnvelope,
  Refusal,
  Unauthorized,
  CsrfRejected,
  NotFound,
  Throttled,
  ManagerData,
  Account,
  UserProfile,
  LoginResult,
  TokenLoginResult,
  UserInfo,
  CsrfToken,
  SmsOutboxMessage,
  MenuTitles,
  UnCheckCount,
  MsgCount,
  Institution,
  InstitutionOption,
  Competition,
  CompetitionListItem,
  Order,
  OrderItem,
  OrderStatusChange,
  OrderDetail,
  Venue,
  Court,
  VenueDetail,
  SmsSent,
  UserUpdated,
  Ping,
  InstitutionOptions,
  SmsOutbox,
  InstitutionList,
  CompetitionList,
  CompetitionDetail,
  CompetitionSeries,
  CompetitionSeriesList,
  CompetitionSeriesDetail,
  CompetitionStatusChange,
  CompetitionHistory,
  CompetitionManager,
  CompetitionManagers,
  PermissionCode,
  CodeRedeemed,
  CreatedId,
  OfficialCompetition,
  OfficialCompetitionDetail,
  OfficialCompetitionList,
  ...officialSeriesSchemas,
  SportProjects,
  OrderList,
  VenueList,
  VenueOption,
  VenueOptionList,
  Empty,
  ...resultSchemas,
  ...checkInSchemas,
  ...highlightSchemas,
  ...certificateSchemas,
  ...signUpSchemas,
  ...scheduleSchemas,
  ...articleSchemas,
  ...liveSchemas,
  ...paymentSchemas,
  ...refundSchemas,
  ...invoiceSchemas,
  ...financeAccountSchemas,
  ...venueSettingsSchemas,
  ...venueProfileSchemas,
  ...mapsSchemas,
  ...albumSchemas,
  ...videoSchemas,
  ...competitionChangeSchemas,
  ...homepageSchemas,
  ...enrolmentSchemas,
  ...onboardingSchemas,
  ...institutionStatusSchemas,
  ...accountRecoverySchemas,
  ...directorySchemas,
  ...venueBookingSchemas,
  ...venueCancelSchemas,
  ...venueAnalysisSchemas,
  ...venuePhoneSchemas,
  ...venueWaitlistSchemas,
  ...venueFrontDeskSchemas,
  ...venueReviewSchemas,
  ...operationRecordSchemas,
  ...registrationsSchemas,
];

/** Every named schema by its `$id`: what `ref('Name')` (src/http/envelope.ts) names, with its type. */
export type NamedSchemas = { [S in (typeof allSchemas)[number] as S['$id']]: S };

/** The value the named schema `Id` allows: what a route answers for `ref('Id')`. */
export type NamedValue<Id extends keyof NamedSchemas> = Reply<NamedSchemas[Id]>;
