/**
 * The Chinese sentence of a request that fails its schema (errno 42200), from the first schema issue: the server's
 * error handler and the mocks' request validation (shared/src/mocks/route.ts) both answer with it.
 */
import { PLAIN_TEXT_PATTERN, WELL_FORMED_TEXT } from './request-bounds.ts';

/** Chinese names of request fields, used in validation messages (errno 42200). */
export const FIELD_LABELS: Record<string, string> = {
  account: '账号',
  password: '密码',
  scope: '登录入口',
  mobile: '手机号',
  code: '验证码',
  scene: '短信场景',
  nickname: '昵称',
  image: '头像',
  old_password: '原密码',
  new_password: '新密码',
  institution_id: '机构',
  belong_id: '机构',
  start: '起始位置',
  count: '每页条数',
  status: '状态',
  state: '任务状态',
  c_type: '赛事类型',
  keyword: '关键词',
  date_from: '开始日期',
  date_to: '结束日期',
  id: '编号',
  name: '名称',
  sport: '运动项目',
  level: '赛事级别',
  start_at: '开始时间',
  end_at: '结束时间',
  location: '举办地点',
  venue_id: '场馆',
  series_id: '赛事系列',
  organisers: '主办单位',
  cover: '封面图片',
  introduction: '赛事介绍',
  contact_name: '联系人',
  contact: '联系方式',
  album_id: '相册',
  cover_photo_id: '封面照片',
  photo_id: '照片',
  use: '图片用途',
  contact_phone: '联系电话',
  description: '简介',
  action: '审核操作',
  reason: '驳回原因',
  user_id: '用户',
  month: '月份',
  affiliation: '单位',
  age_group: '年龄组',
  away: '客队比分',
  away_fair_play: '客队公平竞赛分',
  away_score: '客队比分',
  best_of_place: '名次',
  birth_date: '出生日期',
  birth_from: '最早出生日期',
  birth_to: '最晚出生日期',
  capacity: '名额',
  closes_at: '报名截止时间',
  competition_id: '赛事',
  config: '阶段设置',
  content_base64: '文件内容',
  court_id: '场地',
  court_name: '场地名称',
  custom_fields: '自定义字段',
  cycles: '循环次数',
  direction: '成绩方向',
  draw: '抽签方式',
  enabled: '报名开关',
  entrant_name: '参赛者名称',
  entry_type: '报名方式',
  event_item_id: '项目',
  extra: '自定义字段',
  fee: '报名费',
  file_name: '文件名',
  first_round_at: '首轮时间',
  fixture_id: '比赛',
  forfeit: '弃权方',
  forfeit_loser_score: '弃权负方比分',
  forfeit_winner_score: '弃权胜方比分',
  format: '赛制',
  from_phase_id: '来源阶段',
  gender: '性别',
  group: '小组',
  group_count: '小组数',
  home: '主队比分',
  home_fair_play: '主队公平竞赛分',
  home_score: '主队比分',
  id_card: '身份证号',
  ids: '报名记录',
  item_name: '项目名称',
  key: '字段标识',
  vid: '视频编号',
  kind: '类型',
  region: '地区',
  is_public: '在官网公开',
  label: '字段名称',
  members: '队员',
  model: '计分方式',
  note: '备注',
  // finance (docs/finance.md)
  order_no: '订单号',
  channel: '支付方式',
  payment_no: '支付单号',
  order_id: '订单',
  full_until: '全额退款截止时间',
  partial_until: '部分退款截止时间',
  percent: '退款比例',
  provider: '支付网关',
  amount_cents: '金额',
  bank_name: '开户银行',
  card_number: '银行账号',
  account_name: '收款户名',
  sms_code: '短信验证码',
  payout_reference: '打款凭证号',
  payout_account_id: '收款账户',
  from: '开始日期',
  to: '结束日期',
  opens_at: '报名开始时间',
  phase_id: '阶段',
  missed_round_points: '缺席轮次每轮积分',
  phone: '手机号',
  place_from: '起始名次',
  place_to: '结束名次',
  points_draw: '平局积分',
  points_forfeit: '弃权积分',
  points_loss: '负场积分',
  points_win: '胜场积分',
  pot_size: '每档数量',
  precision: '小数位数',
  protected_seeds: '保护种子数',
  qualification: '晋级规则',
  real_name: '真实姓名',
  referee_ids: '裁判',
  required: '是否必填',
  required_fields: '必填字段',
  review_required: '是否需要审核',
  round: '轮次',
  round_interval_minutes: '轮次间隔',
  rules: '晋级规则',
  seed: '种子',
  separate_affiliation: '同单位分组限制',
  sets: '局分',
  sign_up_id: '报名记录',
  sort: '排序',
  starts_at: '比赛时间',
  team_max: '最多队员数',
  team_min: '最少队员数',
  team_name: '队名',
  third_place: '季军赛',
  tiebreakers: '排名规则',
  top: '晋级名额',
  value: '成绩',
  version: '版本',
  waiting_list: '候补名单',
  title: '标题',
  column_id: '栏目',
  author: '作者',
  summary: '摘要',
  content: '文章内容',
  publish_at: '发布时间',
  submit: '提交审核',
  subtitle: '副标题',
  link: '跳转链接',
  video_url: '视频地址',
  is_show: '是否启用',
  show_from: '开始展示时间',
  show_until: '结束展示时间',
  sort_ids: '排序',
  institution_type: '机构类型',
  credit_code: '统一社会信用代码',
  legal_person: '法定代表人',
  province: '所在省份',
  city: '所在城市',
  close_reason: '关闭原因',
  suggestion: '反馈内容',
  reply: '回复内容',
  photos: '图片',
  address: '详细地址',
  intro: '机构简介',
  logo_media_id: '机构标志',
  documents: '证明材料',
  media_id: '图片',
  venue_address: '场馆地址',
  sponsorship_intent: '赞助意向',
  'x-enrolment-token': '申请凭证',
  reset_token: '重置凭证',
  change_token: '更换凭证',
  step: '验证步骤',
  redirect: '登录后跳转地址',
  category: '视频分类',
  publish: '发布',
  stream_url: '播放地址',
  push_url: '推流地址',
  scheduled_start: '直播开始时间',
  scheduled_end: '直播结束时间',
  visibility: '官网显示',
  hidden: '隐藏',
  phase: '直播阶段',
  replay_url: '回放地址',
  package_id: '直播套餐',
  request_id: '请求号',
  room_id: '直播',
  media_url: '广告素材',
  duration: '时长',
  section: '直播分类',
  title_type: '抬头类型',
  email: '邮箱',
  mode: '开具方式',
  file: '文件',
  // a venue's booking settings (docs/venues.md "Settings routes")
  hours: '营业时间',
  weekday: '星期',
  opens: '开始营业时间',
  closes: '结束营业时间',
  day: '日期',
  closed: '全天闭馆',
  holiday: '节假日',
  workday: '调休工作日',
  closure_reason: '闭馆原因',
  price_rules: '价格规则',
  band: '价格类型',
  band_start: '时段开始时间',
  band_end: '时段结束时间',
  price_cents: '每小时价格',
  member_price_cents: '会员价',
  payment_window_minutes: '支付时限',
  parallel_booking_limit: '每人同时预订数',
  max_booking_minutes: '单次预订时长上限',
  bookable_days: '可提前预订天数',
  refund_tiers: '退款规则',
  hours_before: '提前小时数',
  active: '启用状态',
  end: '结束时间',
  indoor: '室内外',
  price_per_hour_cents: '每小时价格',
  slots: '预订时段',
  // venues (场馆信息, 预订管理 at the front desk, 意见反馈)
  district: '所在区县',
  longitude: '经度',
  latitude: '纬度',
  // maps (地址联想, 根据坐标获取地址)
  lng: '经度',
  lat: '纬度',
  get_poi: '是否返回周边地点',
  open_hours: '营业时间',
  sports: '运动项目',
  services: '设施与服务',
  caption: '照片说明',
  url: '图片地址',
  contact_mobile: '联系人手机号',
  paid_at_desk: '前台收款',
  days: '预订日期',
  weeks: '周数',
  // 操作记录 (筛选) and 运动员 / 裁判员注册 (注册要求, 实名认证)
  actor: '操作人',
  object_type: '对象类型',
  object_id: '对象编号',
  ends_at: '结束时间',
  fields: '填写项',
  notice: '须知',
  photo: '照片',
  setting_id: '注册要求',
  // 权限管理 (成员、角色、邀请)
  role_id: '角色',
  owner: '设为负责人',
  permissions: '权限',
  // 打卡 (check-in challenges)
  evidence: '打卡凭证',
  flagged: '是否被标记',
  goal_kind: '目标类型',
  starts_on: '开始日期',
  ends_on: '结束日期',
  goal_scope: '目标方式',
  goal_value: '目标值',
  goal_days: '达标天数',
  daily_limit: '每日打卡次数上限',
  distance_meters: '里程',
  duration_seconds: '时长',
  // 证书 (模板、发放、验证)
  page_size: '纸张大小',
  orientation: '纸张方向',
  background_media_id: '背景图片',
  seal_media_id: '印章图片',
  x: '横向位置',
  y: '纵向位置',
  size: '字号或尺寸',
  item: '项目',
  result: '成绩',
  place: '名次',
  date: '日期',
  issuer: '主办机构',
  seal: '印章',
  qr: '验证二维码',
  ref_id: '所选内容',
  position: '位置',
  // the certificate template's 赛事名称 line, the polled score events' 事件号 and the grand final's reset
  competition: '赛事名称',
  after: '事件号',
  grand_final_reset: '总决赛可加赛',
  // the settings of a Swiss phase (瑞士制)
  rounds: '轮数',
  swiss_tiebreakers: '破同分规则',
  bye_points: '轮空积分',
  accelerated: '加速编排',
};

/** An edit that sets nothing is refused with this sentence, by a route's check and by a schema's minProperties. */
export const NOTHING_TO_CHANGE = '请至少填写一项内容';

/** True when an edit sets no field (every value undefined, or no field at all). */
export function isEmptyEdit(patch: object): boolean {
  return Object.values(patch).every((v) => v === undefined);
}

export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const fieldOf = (issue: SchemaIssue): string => {
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') return issue.params.missingProperty;
  const parts = issue.instancePath.split('/').filter((p) => p && !/^\d+$/.test(p));
  return parts[parts.length - 1] ?? '';
};

/** One Chinese sentence naming the field, e.g. `手机号格式错误`, `密码不能为空`. */
export function validationMessage(issue: SchemaIssue | undefined): string {
  if (!issue) return '请求参数错误';
  const field = fieldOf(issue);
  const label = FIELD_LABELS[field] ?? (field ? `参数 ${field} ` : '请求参数');
  const limit = issue.params.limit;
  switch (issue.keyword) {
    case 'required':
      return `${label}不能为空`;
    case 'minLength':
      return limit === 1 ? `${label}不能为空` : `${label}不能少于${String(limit)}个字符`;
    case 'maxLength':
      return `${label}不能超过${String(limit)}个字符`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label}不能小于${String(limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label}不能大于${String(limit)}`;
    case 'maxItems':
      return `${label}不能超过${String(limit)}项`;
    case 'minProperties':
      return NOTHING_TO_CHANGE;
    case 'pattern':
      return issue.params.pattern === PLAIN_TEXT_PATTERN ? `${label}不能包含控制字符` : `${label}格式错误`;
    case 'enum':
    case 'const':
      return `${label}取值无效`;
    case WELL_FORMED_TEXT:
      return `${label}包含无效字符`;
    default:
      return `${label}格式错误`;
  }
}
