/**
 * 入驻平台 (official/tisch): request rules and response schemas of the enrolment routes, the 统一社会信用代码 check
 * and the documents each institution kind needs are rules of shared/rules (enrolment.ts, credit-code.ts).
 */
import { DOCUMENT_LABELS } from 'shared/rules';
import { int, str, dateTime, nullableNum, obj, listOf, arrayOfRef } from './json-schema.js';
import type { VenuePhotoItem, VenueServiceEntry } from './venue-profile.js';

export const ENROLMENT_MOBILE_PATTERN = '^1\\d{10}$';

export const verifyBody = {
  type: 'object',
  required: ['mobile', 'code'],
  additionalProperties: false,
  properties: { mobile: { type: 'string', pattern: ENROLMENT_MOBILE_PATTERN }, code: { type: 'string', pattern: '^\\d{6}$' } },
} as const;

export const applyBody = {
  type: 'object',
  required: ['institution_type', 'name', 'credit_code', 'legal_person', 'contact_name', 'province', 'city', 'address', 'documents'],
  additionalProperties: false,
  properties: {
    institution_type: { type: 'integer', enum: [1, 2, 3, 4, 5, 6] },
    name: { type: 'string', minLength: 2, maxLength: 100 },
    credit_code: { type: 'string', minLength: 1, maxLength: 18 },
    legal_person: { type: 'string', minLength: 1, maxLength: 32 },
    contact_name: { type: 'string', minLength: 1, maxLength: 32 },
    province: { type: 'string', minLength: 1, maxLength: 16 },
    city: { type: 'string', minLength: 1, maxLength: 32 },
    address: { type: 'string', minLength: 1, maxLength: 200 },
    intro: { type: 'string', maxLength: 2000 },
    logo_media_id: { type: 'integer', minimum: 1 },
    documents: {
      type: 'array',
      minItems: 1,
      maxItems: 12,
      items: {
        type: 'object',
        required: ['kind', 'media_id'],
        additionalProperties: false,
        properties: { kind: { type: 'string', enum: Object.keys(DOCUMENT_LABELS) }, media_id: { type: 'integer', minimum: 1 } },
      },
    },
    venue_address: { type: 'string', maxLength: 200 },
    sponsorship_intent: { type: 'string', maxLength: 2000 },
  },
} as const;

export const EnrolmentGrant = obj('EnrolmentGrant', '入驻申请凭证（验证手机号后发放，请求头 X-Enrolment-Token）', {
  token: str,
  mobile: str,
  expire_in: { ...int, description: '有效秒数' },
});

export const ApplicationSubmitted = obj('ApplicationSubmitted', '已提交的入驻申请', {
  id: int,
  application_no: { ...str, description: '申请编号' },
  status: str,
  status_text: str,
});

export const ApplicationSummary = obj('ApplicationSummary', '入驻申请进度', {
  id: int,
  application_no: str,
  institution_type: int,
  name: str,
  credit_code: str,
  status: { ...str, description: 'pending 待审核 | approved 已通过 | rejected 未通过' },
  status_text: str,
  review_reason: str,
  created_at: dateTime,
});

export const ApplicationList = listOf('ApplicationList', '某手机号的入驻申请', ApplicationSummary);

/** How the phone pages name and show a venue, in the list and in the detail alike. */
const phoneVenueProps = {
  id: int,
  name: str,
  address: str,
  city: str,
  district: str,
  cover: str,
} as const;

export const PhoneVenue = obj('PhoneVenue', '已审核通过的场馆（手机端）', {
  ...phoneVenueProps,
  sports: { type: 'array', items: str },
  open_hours: str,
});

export const PhoneVenueList = listOf('PhoneVenueList', '已审核通过的场馆列表', PhoneVenue);

export const PhoneVenueDetail = obj('PhoneVenueDetail', '场馆详情（手机端 /cgDetail）', {
  ...phoneVenueProps,
  photos: { type: 'array', items: str },
  sports: { type: 'array', items: str },
  open_hours: str,
  phone: str,
  longitude: nullableNum,
  latitude: nullableNum,
  institution_name: str,
  intro: { type: 'string', description: '场馆介绍（场馆信息）' },
  photo_items: { ...arrayOfRef<typeof VenuePhotoItem>('VenuePhotoItem'), description: '场馆照片及其说明（与 photos 同序）' },
  services: { ...arrayOfRef<typeof VenueServiceEntry>('VenueServiceEntry'), description: '设施与服务' },
  courts: {
    type: 'array',
    items: {
      type: 'object',
      required: ['id', 'name', 'sport', 'indoor', 'status'],
      additionalProperties: false,
      properties: { id: int, name: str, sport: str, indoor: { type: 'boolean' }, status: str },
    },
  },
});

export const enrolmentSchemas = [EnrolmentGrant, ApplicationSubmitted, ApplicationSummary, ApplicationList, PhoneVenue, PhoneVenueList, PhoneVenueDetail];
