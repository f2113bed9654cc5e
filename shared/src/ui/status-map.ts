/** Status values → Chinese text and tag colour. Pure data: the antd `StatusTag` lives in `shared/antd`. */
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

/** Options for a status filter <Select>, in the map's order. */
export function statusOptions<K extends string | number>(map: Partial<Record<K, StatusOption>>) {
  return (Object.entries(map) as [string, StatusOption][]).map(([value, o]) => ({
    value: /^\d+$/.test(value) ? Number(value) : value,
    label: o.text,
  }));
}
