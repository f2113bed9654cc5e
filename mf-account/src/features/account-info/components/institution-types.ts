/** institution_type numbering of the GLOSSARY. */
export const INSTITUTION_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: '政府/事业单位',
  2: '社会组织/协会',
  3: '青少年培训机构',
  4: '场馆运营方',
  5: '赞助商',
  6: '赛事运营机构',
};

export function institutionTypeName(type: number): string {
  return INSTITUTION_TYPE_NAMES[type] ?? '其他';
}

/** 13800000001 → 138****0001 */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile || '-';
}
