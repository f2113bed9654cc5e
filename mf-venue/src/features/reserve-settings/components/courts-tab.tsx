import { useState } from 'react';
import { App, Button, Space, Table, Tag } from 'antd';
import { formatAmount } from 'shared';
import { addCourt } from '../api/add-court';
import { savePriceRules } from '../api/save-price-rules';
import { updateCourt } from '../api/update-court';
import type { VenueCourt, VenueSpecialDay } from '../api/types';
import { CourtModal } from './court-modal';
import { PriceRulesModal } from './price-rules-modal';
import { PriceTrial } from './price-trial';

/**
 * 场地与价格: the venue's courts (sport, indoor or outdoor, capacity, open or retired, order, standard price and price
 * rules explained), a court added or edited, a court's price rules edited, and 价格试算 over the active courts.
 */
export function CourtsTab({ venueId, sports, courts, specialDays, onChanged }: { venueId: number; sports: readonly string[]; courts: readonly VenueCourt[]; specialDays: readonly VenueSpecialDay[]; onChanged: () => Promise<void> }) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<VenueCourt | 'new' | null>(null);
  const [pricing, setPricing] = useState<VenueCourt | null>(null);
  const active = courts.filter((c) => c.active === 1);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Button type="primary" onClick={() => setEditing('new')}>
        新增场地
      </Button>
      <Table<VenueCourt>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={[...courts]}
        locale={{ emptyText: '暂无场地' }}
        columns={[
          { title: '场地', dataIndex: 'name' },
          { title: '运动项目', dataIndex: 'sport' },
          { title: '室内/室外', dataIndex: 'indoor', render: (v: number) => (v ? '室内' : '室外') },
          { title: '容纳人数', dataIndex: 'capacity', render: (v: number) => (v ? `${v}人` : '-') },
          { title: '状态', key: 'state', render: (_, c) => (c.active ? <Tag color={c.status === 'open' ? 'green' : 'orange'}>{c.status === 'open' ? '开放' : c.status === 'maintenance' ? '维护中' : '关闭'}</Tag> : <Tag>已停用</Tag>) },
          { title: '排序', dataIndex: 'sort' },
          { title: '标准价', dataIndex: 'price_per_hour_cents', render: (v: number) => `${formatAmount(v)}/小时` },
          {
            title: '价格规则',
            key: 'rules',
            render: (_, c) => (c.price_rules.length ? c.price_rules.map((r) => <div key={`${r.band}-${r.start}`}>{r.text}</div>) : '按标准价'),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, c) => (
              <Space size={0}>
                <Button type="link" onClick={() => setEditing(c)}>
                  编辑
                </Button>
                <Button type="link" disabled={!c.active} onClick={() => setPricing(c)}>
                  价格规则
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <PriceTrial courts={active} specialDays={specialDays} />
      <CourtModal
        open={editing !== null}
        court={editing === 'new' ? null : editing}
        sports={sports}
        onCancel={() => setEditing(null)}
        onSubmit={async ({ active: isActive, ...values }) => {
          if (editing === 'new') await addCourt({ venue_id: venueId, ...values });
          else if (editing) await updateCourt({ id: editing.id, ...values, active: isActive as 0 | 1 });
          setEditing(null);
          message.success('场地已保存');
          await onChanged();
        }}
      />
      <PriceRulesModal
        key={pricing?.id ?? 0}
        court={pricing}
        onCancel={() => setPricing(null)}
        onSubmit={async (payload) => {
          await savePriceRules(payload);
          setPricing(null);
          message.success('价格规则已保存');
          await onChanged();
        }}
      />
    </Space>
  );
}
