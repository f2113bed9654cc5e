/**
 * 入驻管理 (routes/admin/onboarding.ts, docs/onboarding.md): the platform admin's list of 入驻 applications, one
 * application's review detail and the review. Registered through `allSchemas` in components.ts.
 */
import { pageQuery } from '../http/envelope.js';
import { arrayOf, arrayOfRef, dateTime, int, listOf, nullableDateTime, obj, str } from './json-schema.js';

const status = { type: 'string', enum: ['pending', 'approved', 'rejected'], description: 'pending 待审核，approved 已通过，rejected 未通过' } as const;

const summaryProps = {
  id: int,
  application_no: { ...str, description: '申请编号' },
  institution_type: { ...int, description: '1 政府/事业单位，2 社会组织/协会，3 青少年培训机构，4 场馆运营方，5 赞助商，6 赛事运营机构' },
  institution_type_name: str,
  name: str,
  credit_code: { ...str, description: '统一社会信用代码' },
  contact_name: str,
  contact_mobile: str,
  province: str,
  city: str,
  status,
  status_text: str,
  review_reason: { ...str, description: '驳回原因（未驳回：空）' },
  created_at: dateTime,
  reviewed_at: nullableDateTime,
} as const;

export const InstitutionApplication = obj('InstitutionApplication', '入驻申请（审核列表）', summaryProps);

export const InstitutionApplicationList = listOf('InstitutionApplicationList', '入驻申请列表', InstitutionApplication);

export const InstitutionApplicationHistory = obj('InstitutionApplicationHistory', '同一统一社会信用代码的其他入驻申请', {
  id: int,
  application_no: str,
  name: str,
  status,
  status_text: str,
  review_reason: str,
  created_at: dateTime,
  reviewed_at: nullableDateTime,
});

export const InstitutionApplicationDetail = obj('InstitutionApplicationDetail', '入驻申请详情（审核）', {
  ...summaryProps,
  credit_code_valid: { type: 'boolean', description: '统一社会信用代码是否通过校验' },
  legal_person: str,
  address: str,
  intro: str,
  logo: str,
  documents: arrayOf({
    type: 'object',
    required: ['kind', 'label', 'url'],
    additionalProperties: false,
    properties: { kind: str, label: { ...str, description: '营业执照、事业单位法人证书、社会团体法人登记证书、场馆照片' }, url: str },
  }),
  venue_address: { ...str, description: '场馆运营方：场馆地址' },
  sponsorship_intent: { ...str, description: '赞助商：赞助意向' },
  reviewed_by_name: str,
  status_history: arrayOf({
    type: 'object',
    required: ['status', 'status_text', 'at', 'reason'],
    additionalProperties: false,
    properties: { status: str, status_text: str, at: str, reason: str },
  }),
  institution_id: { ...int, description: '通过后创建的机构（未通过：0）' },
  history: arrayOfRef(InstitutionApplicationHistory),
});

export const onboardingListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageQuery,
    institution_type: { type: 'integer', enum: [1, 2, 3, 4, 5, 6] },
    status,
    keyword: { type: 'string', maxLength: 50 },
    date_from: { type: 'string', format: 'date' },
    date_to: { type: 'string', format: 'date' },
  },
} as const;

export const onboardingSchemas = [InstitutionApplication, InstitutionApplicationList, InstitutionApplicationHistory, InstitutionApplicationDetail];
