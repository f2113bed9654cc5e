import { Tag } from 'antd';

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

export interface StatusTagProps<K extends string | number> {
  status: K | null | undefined;
  map: Partial<Record<K, StatusOption>>;
}

/** One coloured tag for a status value; unknown values show the raw value in grey. */
export function StatusTag<K extends string | number>({ status, map }: StatusTagProps<K>) {
  if (status === null || status === undefined) return <Tag>-</Tag>;
  const option = map[status];
  if (!option) return <Tag>{String(status)}</Tag>;
  return <Tag color={option.color}>{option.text}</Tag>;
}

/** Options for a status filter <Select>, in the map's order. */
export function statusOptions<K extends string | number>(map: Partial<Record<K, StatusOption>>) {
  return (Object.entries(map) as [string, StatusOption][]).map(([value, o]) => ({
    value: /^\d+$/.test(value) ? Number(value) : value,
    label: o.text,
  }));
}
