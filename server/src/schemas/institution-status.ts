/**
 * 机构列表 (routes/admin/institutions.ts, docs/institutions.md): the platform admin's institutions, one institution's
 * detail with its staff and 停用 / 启用 record, and the status change. Registered through `allSchemas` in components.ts.
 */
import { pageQuery } from '../http/envelope.js';
import { arrayOfRef, dateTime, int, listOf, obj, str } from './json-schema.js';

const status = { type: 'string', enum: ['approved', 'disabled'], description: 'approved 正常，disabled 已停用' } as const;

const summaryProps = {
  id: int,
  institution_type: { ...int, description: '1 政府/事业单位，2 社会组织/协会，3 青少年培训机构，4 场馆运营方，5 赞助商，6 赛事运营机构' },
  institution_type_name: str,
  name: str,
  logo: str,
  region: str,
  contact_name: str,
  contact_phone: str,
  status: { type: 'string', description: 'approved 正常，disabled 已停用' },
  status_text: str,
  staff_count: { ...int, description: '机构成员数' },
  created_at: dateTime,
} as const;

export const AdminInstitution = obj('AdminInstitution', '机构（平台管理员的机构列表）', summaryProps);

export const AdminInstitutionList = listOf('AdminInstitutionList', '机构列表（平台管理员）', AdminInstitution);

export const AdminInstitutionStaff = obj('AdminInstitutionStaff', '机构成员', {
  user_id: int,
  account: str,
  nickname: str,
  mobile: { ...str, description: '手机号（打码）' },
  is_admin: { type: 'boolean', description: '机构管理员' },
});

export const AdminInstitutionEvent = obj('AdminInstitutionEvent', '停用 / 启用记录', {
  action: { type: 'string', enum: ['disable', 'enable'] },
  action_text: str,
  reason: str,
  by_name: { ...str, description: '操作人' },
  at: dateTime,
});

export const AdminInstitutionDetail = obj('AdminInstitutionDetail', '机构详情（平台管理员）', {
  ...summaryProps,
  address: str,
  intro: str,
  website: str,
  staff: arrayOfRef(AdminInstitutionStaff),
  events: arrayOfRef(AdminInstitutionEvent),
});

export const institutionListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageQuery,
    institution_type: { type: 'integer', enum: [1, 2, 3, 4, 5, 6] },
    status,
    name: { type: 'string', maxLength: 50 },
  },
} as const;

export const institutionStatusBody = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647, description: '机构 id' }, reason: { type: 'string', maxLength: 500 } },
} as const;

export const institutionStatusSchemas = [AdminInstitution, AdminInstitutionList, AdminInstitutionStaff, AdminInstitutionEvent, AdminInstitutionDetail];
