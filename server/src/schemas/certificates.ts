/**
 * Named schemas of certificates (证书): the template, an issued certificate, the public verification and the lists.
 * Registered through `allSchemas` in components.ts.
 */
import { CERTIFICATE_KINDS, CERTIFICATE_ORIENTATIONS, CERTIFICATE_PAGE_SIZES, CERTIFICATE_STATUSES } from 'shared/rules';
import { int, num, str, dateTime, nullableInt, nullableStr, nullableDateTime, obj, listOf, refTo } from './json-schema.js';

export const CertificateFieldPosition = obj('CertificateFieldPosition', '证书字段的位置（点，自左上角；文字：x 为行中心、y 为行顶、size 为字号；图片：左上角与边长）', {
  x: num,
  y: num,
  size: num,
});

const position = refTo(CertificateFieldPosition);

export const CertificateFields = obj('CertificateFields', '证书各字段的位置', {
  title: position,
  competition: position,
  name: position,
  item: position,
  result: position,
  place: position,
  date: position,
  issuer: position,
  seal: position,
  qr: position,
});

export const CertificateTemplate = obj('CertificateTemplate', '赛事的证书模板', {
  competition_id: int,
  /** the competition's name (赛事名称, printed on its certificates; the editor's preview shows it) */
  competition_name: str,
  page_size: { type: 'string', enum: [...CERTIFICATE_PAGE_SIZES] },
  orientation: { type: 'string', enum: [...CERTIFICATE_ORIENTATIONS] },
  background_media_id: nullableInt,
  /** the background's address (to preview it), null without one */
  background_url: nullableStr,
  seal_media_id: nullableInt,
  seal_url: nullableStr,
  fields: refTo(CertificateFields),
});

const certificateProps = {
  id: int,
  code: str,
  competition_id: int,
  event_item_id: nullableInt,
  sign_up_id: nullableInt,
  holder_user_id: nullableInt,
  holder_name: str,
  kind: { type: 'string', enum: [...CERTIFICATE_KINDS] },
  item_name: str,
  result: str,
  place: nullableInt,
  award: str,
  issuer_name: str,
  issue_date: str,
  status: { type: 'string', enum: [...CERTIFICATE_STATUSES] },
  replaced_by: nullableInt,
  revoked_at: nullableDateTime,
  created_at: dateTime,
} as const;

export const Certificate = obj('Certificate', '已发放的证书', certificateProps);
export const CertificateList = listOf('CertificateList', '赛事的证书', Certificate);

export const MyCertificate = obj('MyCertificate', '我的证书', { ...certificateProps, competition_name: str });
export const MyCertificateList = listOf('MyCertificateList', '我的证书列表', MyCertificate);

export const CertificatesIssued = obj('CertificatesIssued', '本次发放的证书数', { issued: int });
export const CertificateReissued = obj('CertificateReissued', '重发的新证书（成绩更正后不再符合条件时为 null）', { id: nullableInt, code: nullableStr });

/** The verification shows the printed fields of certificateProps, the competition's name and, for a revoked one, the code of the certificate that replaced it. */
const { code, holder_name, item_name, kind, result, place, award, issuer_name, issue_date, status } = certificateProps;
export const CertificateVerification = obj('CertificateVerification', '证书验证（公开）', {
  code,
  holder_name,
  competition_name: str,
  item_name,
  kind,
  result,
  place,
  award,
  issuer_name,
  issue_date,
  status,
  replaced_by_code: nullableStr,
});

export const certificateSchemas = [
  CertificateFieldPosition,
  CertificateFields,
  CertificateTemplate,
  Certificate,
  CertificateList,
  MyCertificate,
  MyCertificateList,
  CertificatesIssued,
  CertificateReissued,
  CertificateVerification,
];
