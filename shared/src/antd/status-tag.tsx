import { Tag } from 'antd';
import type { StatusOption } from 'shared';

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
