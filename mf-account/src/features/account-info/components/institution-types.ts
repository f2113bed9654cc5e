import { INSTITUTION_TYPE_NAMES } from 'shared/rules';

/** The Chinese name of an institution_type (numbering of the GLOSSARY; names from shared's enrolment rules). */
export function institutionTypeName(type: number): string {
  return INSTITUTION_TYPE_NAMES[type] ?? '其他';
}

/** 13800000001 → 138****0001 */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile || '-';
}
