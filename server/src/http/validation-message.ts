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
  contact_phone: '联系电话',
  description: '系列简介',
  action: '审核操作',
  reason: '驳回原因',
  user_id: '用户',
  month: '月份',
};

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
    case 'minProperties':
      return '请至少填写一项内容';
    case 'enum':
    case 'const':
      return `${label}取值无效`;
    default:
      return `${label}格式错误`;
  }
}
