/**
 * 入驻平台 (spec §2.2, §5): the institution kinds, the documents each kind must upload and the Chinese refusals of
 * an application's documents — for the server's POST /official/tisch, the mocks and the enrolment page.
 */
import { chinaDate } from './china-time.ts';
import { CREDIT_CODE_MESSAGE, isCreditCode } from './credit-code.ts';

/** Institution kinds (institution_type) and their Chinese names. */
export const INSTITUTION_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: '政府/事业单位',
  2: '社会组织/协会',
  3: '青少年培训机构',
  4: '场馆运营方',
  5: '赞助商',
  6: '赛事运营机构',
};

/** Document kinds and their Chinese names. */
export const DOCUMENT_LABELS: Readonly<Record<string, string>> = {
  licence: '营业执照',
  public_cert: '事业单位法人证书',
  association_cert: '社会团体法人登记证书',
  venue_photo: '场馆照片',
};

/**
 * What each institution_type must upload (at least one image of each kind, at most `max`):
 * 1 政府/事业单位, 2 社会组织/协会, 3 青少年培训机构, 4 场馆运营方, 5 赞助商, 6 赛事运营机构.
 */
export const REQUIRED_DOCUMENTS: Readonly<Record<number, readonly { kind: string; max: number }[]>> = {
  1: [{ kind: 'public_cert', max: 3 }],
  2: [{ kind: 'association_cert', max: 3 }],
  3: [{ kind: 'licence', max: 3 }],
  4: [
    { kind: 'licence', max: 3 },
    { kind: 'venue_photo', max: 9 },
  ],
  5: [{ kind: 'licence', max: 3 }],
  6: [{ kind: 'licence', max: 3 }],
};

export const APPLICATION_STATUS_TEXT: Readonly<Record<string, string>> = { pending: '待审核', approved: '已通过', rejected: '未通过' };

/**
 * The documents of an application of `institutionType`: exactly the kinds it needs, each at least once and at most
 * `max` times. The first problem in Chinese, or null.
 */
export function documentsProblem(institutionType: number, documents: readonly { kind: string }[]): string | null {
  const needs = REQUIRED_DOCUMENTS[institutionType] ?? [];
  for (const doc of documents) {
    if (!needs.some((n) => n.kind === doc.kind)) return `${INSTITUTION_TYPE_NAMES[institutionType]}无需上传${DOCUMENT_LABELS[doc.kind] ?? '该材料'}`;
  }
  for (const need of needs) {
    const n = documents.filter((d) => d.kind === need.kind).length;
    if (n === 0) return `请上传${DOCUMENT_LABELS[need.kind]}`;
    if (n > need.max) return `${DOCUMENT_LABELS[need.kind]}最多上传${need.max}张`;
  }
  return null;
}

/** Chinese refusals of the enrolment routes (verify, apply, 查询进度). */
export const ENROLMENT_MSG = {
  grantMissing: '请先验证手机号',
  codeWrong: '验证码错误或已过期',
  tooManyAttempts: '验证失败次数过多，请15分钟后再试',
  duplicatePending: '该统一社会信用代码已有待审核的入驻申请，请勿重复提交',
  imageTwice: '同一张图片不能重复提交',
  imagesExpired: '图片已失效，请重新上传',
  venueAddressMissing: '场馆地址不能为空',
  sponsorshipMissing: '赞助意向不能为空',
} as const;

/** The required text fields of an application in the order they are checked, with their labels. */
export const APPLICATION_REQUIRED_FIELDS = [
  ['name', '机构名称'],
  ['credit_code', '统一社会信用代码'],
  ['legal_person', '法定代表人'],
  ['contact_name', '联系人'],
  ['province', '所在省份'],
  ['city', '所在城市'],
  ['address', '详细地址'],
] as const;

export type ApplicationTextField = (typeof APPLICATION_REQUIRED_FIELDS)[number][0];

/**
 * The required texts of an application, checked trimmed in the order of APPLICATION_REQUIRED_FIELDS: a blank one is
 * `…不能为空`, except the credit code, which is checked (upper-cased) by its own rule, so a blank one is
 * `统一社会信用代码格式错误`. The first problem in Chinese, or null.
 */
export function applicationTextProblem(b: Readonly<Record<ApplicationTextField, string | undefined>>): string | null {
  for (const [key, label] of APPLICATION_REQUIRED_FIELDS) {
    const text = (b[key] ?? '').trim();
    if (key === 'credit_code') {
      if (!isCreditCode(text.toUpperCase())) return CREDIT_CODE_MESSAGE;
    } else if (!text) return `${label}不能为空`;
  }
  return null;
}

/** An application's number: RZ + the day in China time + 6 digits of `serial` (the server's random, the mocks' count), e.g. RZ20261123048213. */
export const applicationNumber = (now: Date, serial: number): string => `RZ${chinaDate(now).replaceAll('-', '')}${String(serial % 1_000_000).padStart(6, '0')}`;

/** What an application body holds that applicationProblem checks. */
export interface ApplicationBody extends Readonly<Record<ApplicationTextField, string | undefined>> {
  institution_type: number;
  venue_address?: string;
  sponsorship_intent?: string;
  documents: readonly { kind: string; media_id: number }[];
  logo_media_id?: number;
}

/** The uploaded images an application refers to: its documents', then its logo. */
export const applicationImageIds = (b: ApplicationBody): number[] => [...b.documents.map((d) => d.media_id), ...(b.logo_media_id ? [b.logo_media_id] : [])];

/**
 * Everything of an application checked before its images are looked up, in this order (the server's route and the
 * mocks): the required texts (applicationTextProblem), the kind's own field (场馆地址 for a venue operator, 赞助意向
 * for a sponsor), the documents (documentsProblem), no image twice. The first problem in Chinese, or null.
 */
export function applicationProblem(b: ApplicationBody): string | null {
  const text = applicationTextProblem(b);
  if (text) return text;
  if (b.institution_type === 4 && !b.venue_address?.trim()) return ENROLMENT_MSG.venueAddressMissing;
  if (b.institution_type === 5 && !b.sponsorship_intent?.trim()) return ENROLMENT_MSG.sponsorshipMissing;
  const documents = documentsProblem(b.institution_type, b.documents);
  if (documents) return documents;
  const ids = applicationImageIds(b);
  return new Set(ids).size === ids.length ? null : ENROLMENT_MSG.imageTwice;
}

/** Who applies for 入驻 (an application's row, the demo's and the server's alike): the kind, the institution and its contact. */
export interface ApplicationApplicant {
  institutionType: number;
  name: string;
  creditCode: string;
  legalPerson: string;
  contactName: string;
  contactMobile: string;
}
