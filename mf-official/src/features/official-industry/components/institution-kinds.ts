/**
 * The six children of the 行业 top item in the spec's order (§2.2), each an `institution_type` of GLOSSARY:
 * 1 政府/事业单位, 2 社会组织/协会, 6 赛事运营机构/企业, 3 青少年培训机构/企业, 4 场馆运营方, 5 赞助商.
 */
export const INDUSTRY_KINDS: readonly { key: string; kind: number; title: string }[] = [
  { key: 'government', kind: 1, title: '政府/事业单位' },
  { key: 'society', kind: 2, title: '社会组织/协会' },
  { key: 'organiser', kind: 6, title: '赛事运营机构/企业' },
  { key: 'youth', kind: 3, title: '青少年培训机构/企业' },
  { key: 'venue', kind: 4, title: '场馆运营方' },
  { key: 'sponsor', kind: 5, title: '赞助商' },
];

export function industryKindTitle(kind: number): string {
  return INDUSTRY_KINDS.find((k) => k.kind === kind)?.title ?? '行业机构';
}

/** A valid kind from the `kind` query (1–6), else undefined. */
export function kindFromQuery(search: URLSearchParams): number | undefined {
  const kind = Number(search.get('kind'));
  return Number.isInteger(kind) && kind >= 1 && kind <= 6 ? kind : undefined;
}

export const industryListHref = (kind: number) => `/official/industry/list?kind=${kind}`;
export const industryDetailsHref = (id: number, kind?: number) => `/official/industry/details/${id}${kind ? `?kind=${kind}` : ''}`;
