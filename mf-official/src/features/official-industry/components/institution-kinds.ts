import { INSTITUTION_TYPE_NAMES } from 'shared/rules';

/**
 * The official site's name of an `institution_type` (GLOSSARY): the rules' name (INSTITUTION_TYPE_NAMES), with
 * 企业 added for the kinds that are companies — 3 青少年培训机构/企业 and 6 赛事运营机构/企业.
 */
export const industryKindName = (kind: number): string | undefined => {
  const name = INSTITUTION_TYPE_NAMES[kind] as string | undefined;
  return name && (kind === 3 || kind === 6) ? `${name}/企业` : name;
};

/**
 * The six children of the 行业 top item in the spec's order (§2.2), each an `institution_type` of GLOSSARY:
 * 1 政府/事业单位, 2 社会组织/协会, 6 赛事运营机构/企业, 3 青少年培训机构/企业, 4 场馆运营方, 5 赞助商.
 */
export const INDUSTRY_KINDS: readonly { key: string; kind: number; title: string }[] = (
  [
    ['government', 1],
    ['society', 2],
    ['organiser', 6],
    ['youth', 3],
    ['venue', 4],
    ['sponsor', 5],
  ] as const
).map(([key, kind]) => ({ key, kind, title: industryKindTitle(kind) }));

/** The official site's name of `kind`, 行业机构 for an unknown one. */
export function industryKindTitle(kind: number): string {
  return industryKindName(kind) ?? '行业机构';
}

/** A valid kind from the `kind` query (1–6), else undefined. */
export function kindFromQuery(search: URLSearchParams): number | undefined {
  const kind = Number(search.get('kind'));
  return Number.isInteger(kind) && kind >= 1 && kind <= 6 ? kind : undefined;
}

export const industryListHref = (kind: number) => `/official/industry/list?kind=${kind}`;
export const industryDetailsHref = (id: number, kind?: number) => `/official/industry/details/${id}${kind ? `?kind=${kind}` : ''}`;
