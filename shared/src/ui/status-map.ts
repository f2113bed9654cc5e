/** Status values → Chinese text and tag colour. Pure data: the antd `StatusTag` lives in `shared/antd`. */
import { CERTIFICATE_STATUS_LABEL, type CertificateStatus } from '../rules/certificates';
export interface StatusOption {
  text: string;
  /** antd Tag colour: preset name or CSS colour. */
  color: string;
}

export type StatusMap<K extends string | number = string> = Record<K, StatusOption>;

/** Review statuses shared by competitions, filings, articles, refunds, venues… (GLOSSARY: review). */
export const REVIEW_STATUS: StatusMap = {
  pending: { text: '待审核', color: 'gold' },
  approved: { text: '已通过', color: 'green' },
  rejected: { text: '已驳回', color: 'red' },
  withdrawn: { text: '已撤回', color: 'default' },
};

/** Certificate statuses (证书: 有效 / 已撤销), for the competition's list and 我的证书. */
export const CERTIFICATE_STATUS: StatusMap<CertificateStatus> = {
  valid: { text: CERTIFICATE_STATUS_LABEL.valid, color: 'green' },
  revoked: { text: CERTIFICATE_STATUS_LABEL.revoked, color: 'default' },
};

/** Options for a status filter <Select>, in the map's order. */
export function statusOptions<K extends string | number>(map: Partial<Record<K, StatusOption>>) {
  return (Object.entries(map) as [string, StatusOption][]).map(([value, o]) => ({
    value: /^\d+$/.test(value) ? Number(value) : value,
    label: o.text,
  }));
}
