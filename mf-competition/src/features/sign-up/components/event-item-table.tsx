import { useState } from 'react';
import { App, Button, Card, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { EMPTY_TEXT } from 'shared';
import { useConfirm } from 'shared/antd';
import { deleteEventItem } from '../api/delete-event-item';
import type { EventItem } from '../api/types';
import { EventItemModal, type EventItemTarget } from './event-item-modal';
import { capacityText, ENTRY_TYPE_TEXT, feeText, freePlacesText, GENDER_TEXT } from './sign-up-texts';

const birthRange = (i: EventItem) => {
  if (!i.birth_from && !i.birth_to) return '不限';
  if (i.birth_from && i.birth_to) return `${i.birth_from} ~ ${i.birth_to}`;
  return i.birth_from ? `${i.birth_from} 及以后` : `${i.birth_to} 及以前`;
};

/** 报名项目 (项目/组别) with counts 已报名/待审核/候补/剩余名额 and 新增/编辑/删除. */
export function EventItemTable({ competitionId, items, onChanged }: { competitionId: number; items: EventItem[]; onChanged: () => void }) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [target, setTarget] = useState<EventItemTarget | null>(null);

  const remove = (item: EventItem) =>
    confirm({ title: '删除项目', content: `确定删除项目「${item.name}」吗？`, danger: true }, async () => {
      try {
        await deleteEventItem(item.id);
        message.success('项目已删除');
        onChanged();
      } catch {
        // shown by the shared client (该项目已有报名，不能删除)
      }
    });

  const columns: TableColumnsType<EventItem> = [
    { title: '项目名称', dataIndex: 'name', key: 'name' },
    { title: '报名方式', dataIndex: 'entry_type', key: 'entry_type', render: (t: EventItem['entry_type']) => ENTRY_TYPE_TEXT[t] },
    { title: '性别', dataIndex: 'gender', key: 'gender', render: (g: number) => GENDER_TEXT[g] },
    { title: '年龄组', dataIndex: 'age_group', key: 'age_group', render: (v: string) => v || '-' },
    { title: '出生日期', key: 'birth', render: (_: unknown, i: EventItem) => birthRange(i) },
    { title: '每队人数', key: 'team', render: (_: unknown, i: EventItem) => (i.entry_type === 'team' ? `${i.team_min}–${i.team_max} 人` : '-') },
    { title: '报名费', key: 'fee', render: (_: unknown, i: EventItem) => feeText(i) },
    { title: '名额', dataIndex: 'capacity', key: 'capacity', render: (c: number) => capacityText(c) },
    { title: '已报名', dataIndex: 'approved_count', key: 'approved_count' },
    { title: '待审核', dataIndex: 'pending_count', key: 'pending_count' },
    { title: '候补', dataIndex: 'waiting_count', key: 'waiting_count' },
    { title: '剩余名额', dataIndex: 'free_places', key: 'free_places', render: (f: number | null) => freePlacesText(f) },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, i: EventItem) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setTarget({ mode: 'edit', item: i })}>
            编辑
          </Button>
          <Button type="link" size="small" danger onClick={() => void remove(i)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="报名项目"
      variant="borderless"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'create' })}>
          新增项目
        </Button>
      }
    >
      <Table<EventItem> rowKey="id" columns={columns} dataSource={items} pagination={false} scroll={{ x: 'max-content' }} locale={{ emptyText: EMPTY_TEXT }} />
      <EventItemModal
        competitionId={competitionId}
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          onChanged();
        }}
      />
    </Card>
  );
}
