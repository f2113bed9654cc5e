import { Image, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { VenueChange } from '../api/types';

type Row = VenueChange['diff'][number];

const photos = (list: VenueChange['before']['photos']) =>
  list.length === 0 ? null : (
    <Space wrap size={4} style={{ marginTop: 4 }}>
      {list.map((p, i) => (
        <Image key={p.url} src={p.url} width={72} height={48} style={{ objectFit: 'cover' }} alt={p.caption || `照片${i + 1}`} />
      ))}
    </Space>
  );

/** The before / after table of a change request (the rule's venueProfileDiff rows); photos also as thumbnails. */
export function VenueChangeDiff({ change, title = '变更内容' }: { change: VenueChange; title?: string }) {
  const cell = (side: 'before' | 'after') => (text: string, row: Row) => (
    <div>
      <div style={{ whiteSpace: 'pre-wrap' }}>{text}</div>
      {row.field === 'photos' ? photos(change[side].photos) : null}
    </div>
  );
  const columns: TableColumnsType<Row> = [
    { title: '项目', dataIndex: 'label', key: 'label', width: 120 },
    { title: '变更前', dataIndex: 'before', key: 'before', render: cell('before') },
    { title: '变更后', dataIndex: 'after', key: 'after', render: cell('after') },
  ];
  return <Table<Row> aria-label={title} rowKey="field" size="small" pagination={false} columns={columns} dataSource={change.diff} />;
}
