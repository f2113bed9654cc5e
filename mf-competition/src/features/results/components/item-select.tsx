import { Select, Space, Typography } from 'antd';
import type { EventItem } from '../api/types';

/** The 项目 picker of the results pages. */
export function ItemSelect({ items, value, onChange }: { items: EventItem[]; value: number | undefined; onChange: (id: number) => void }) {
  return (
    <Space>
      <Typography.Text>项目</Typography.Text>
      <Select<number>
        aria-label="项目"
        style={{ minWidth: 200 }}
        value={value}
        onChange={onChange}
        options={items.map((i) => ({ value: i.id, label: i.name }))}
      />
    </Space>
  );
}
