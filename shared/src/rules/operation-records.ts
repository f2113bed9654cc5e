/**
 * 操作记录 (operation records): the names the server stores and the page shows. The server writes one record per
 * mutating request that changed something (docs/api.md "Operation records"); these are its labels.
 */
import { FIELD_LABELS } from './validation-message.ts';

/** The Chinese name of an operation: its route summary up to the first bracket or punctuation, at most 64 characters. */
export function operationLabel(summary: string | undefined | null): string {
  const text = (summary ?? '').trim();
  const cut = text.split(/[（(：:，,；;。]/)[0]?.trim() ?? '';
  return cut.slice(0, 64);
}

/** 操作人 as the list, the detail and the xlsx show it: the actor's name, else 访客 (no user) or 用户 <id>. */
export function operationActorText(actorName: string | null | undefined, actorId: number | null): string {
  if (actorName) return actorName;
  return actorId === null ? '访客' : `用户 ${actorId}`;
}

/** What happened to the record's object. */
export const OPERATION_ACTIONS = ['insert', 'update', 'delete'] as const;
export type OperationAction = (typeof OPERATION_ACTIONS)[number];
export const OPERATION_ACTION_LABELS: Record<OperationAction, string> = { insert: '新增', update: '修改', delete: '删除' };

/** The objects' kinds (the tables of the changed rows) by their Chinese names; one not listed shows its table name. */
export const OBJECT_TYPE_LABELS: Record<string, string> = {
  albums: '相册',
  article_columns: '文章栏目',
  articles: '文章',
  site_texts: '官网文本',
  auth_grants: '登录凭证',
  wechat_bindings: '微信绑定',
  venue_opening_hours: '场馆营业时间',
  venue_special_days: '场馆特殊日期',
  venue_closures: '场馆闭馆',
  court_price_rules: '场地价格',
  bookings: '预订',
  competition_change_requests: '赛事信息变更',
  competition_series: '赛事系列',
  competitions: '赛事',
  competition_managers: '赛事管理授权',
  home_items: '官网首页推荐',
  institution_applications: '入驻申请',
  enrolment_grants: '入驻凭证',
  enrolment_uploads: '入驻材料',
  export_tasks: '下载任务',
  institutions: '机构',
  managers: '机构成员',
  invoices: '发票',
  live_rooms: '直播',
  live_ads: '直播广告',
  live_packages: '直播套餐',
  live_purchases: '直播套餐购买',
  live_replay_files: '直播回放',
  media: '媒体文件',
  orders: '订单',
  order_items: '订单明细',
  refunds: '退款',
  refund_policies: '退款规则',
  withdrawals: '提现',
  payments: '支付',
  sandbox_payments: '沙箱支付',
  payout_accounts: '收款账户',
  persons: '人员',
  photos: '图片',
  photo_reports: '图片举报',
  photo_actions: '图片处理',
  feedback: '意见反馈',
  feedback_replies: '反馈回复',
  phases: '赛程阶段',
  phase_entrants: '阶段参赛方',
  fixtures: '场次',
  score_rules: '计分规则',
  results: '成绩',
  awards: '奖项',
  records: '报备',
  sign_up_settings: '报名设置',
  check_in_settings: '打卡设置',
  check_in_records: '打卡记录',
  highlight_items: '集锦',
  event_items: '比赛项目',
  sign_ups: '报名',
  sign_up_members: '报名成员',
  users: '用户',
  sessions: '登录会话',
  sms_codes: '短信验证码',
  venue_waitlist: '候补',
  venues: '场馆',
  courts: '场地',
  venue_change_requests: '场馆变更',
  videos: '视频',
  ledger_accounts: '资金账户',
  ledger_transactions: '资金流水',
  ledger_postings: '资金分录',
};

export const objectTypeLabel = (table: string) => OBJECT_TYPE_LABELS[table] ?? table;

/**
 * Names of the table columns a record's diff shows that FIELD_LABELS (which names the API's fields) does not: a key
 * here is a column some table has (server/src/db/schema) and FIELD_LABELS lacks.
 */
const COLUMN_LABELS: Record<string, string> = {
  created_at: '创建时间',
  updated_at: '更新时间',
  password_hash: '密码',
  csrf_token: '令牌',
  code_hash: '验证码',
  token_hash: '凭证',
  revoked_at: '失效时间',
  expires_at: '过期时间',
  used_at: '使用时间',
  deleted_at: '删除时间',
  review_status: '审核状态',
  ip: 'IP',
  user_agent: '浏览器',
};

/** The name of a changed column: FIELD_LABELS (the API's fields), then the columns above, else the column itself. */
export const recordFieldLabel = (column: string) => FIELD_LABELS[column] ?? COLUMN_LABELS[column] ?? column;

/** The filters of the 操作记录 list and its export (GET /admin/operation_records, an operation_records export task's params). */
export interface OperationRecordFilter {
  actor?: string;
  object_type?: string;
  object_id?: string;
  action?: string;
  keyword?: string;
  from?: string;
  to?: string;
}
