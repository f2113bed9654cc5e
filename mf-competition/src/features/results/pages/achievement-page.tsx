import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Card, Empty, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';
import { StatusTag } from 'shared/antd';
import { getAchievements } from '../api/get-achievements';
import type { FinalPlace, ItemPlaces, ResultStatus } from '../api/types';
import { isMeasured, RESULT_STATUS } from '../components/results-labels';

function ItemPlacesCard({ item }: { item: ItemPlaces }) {
  const measured = isMeasured(item.model);
  const grouped = item.list.some((p) => p.group_name);
  return (
    <Card
      size="small"
      title={item.name}
      extra={item.final ? <Tag color="green">最终成绩</Tag> : <Tag color="gold">比赛未结束，名次为当前排名</Tag>}
    >
      <Table<FinalPlace>
        aria-label={`${item.name}成绩`}
        rowKey={(p) => `${p.group_name}-${p.sign_up_id}`}
        size="small"
        pagination={false}
        dataSource={item.list}
        locale={{ emptyText: EMPTY_TEXT }}
        columns={[
          { title: '名次', dataIndex: 'place', key: 'place', width: 70, render: (v: number | null) => v ?? '-' },
          { title: '参赛者', dataIndex: 'name', key: 'name' },
          { title: '单位', dataIndex: 'affiliation', key: 'affiliation', render: (v: string) => v || '-' },
          ...(grouped ? [{ title: '小组', dataIndex: 'group_name', key: 'group_name' }] : []),
          ...(measured
            ? [
                { title: '成绩', dataIndex: 'value', key: 'value', render: (v: number | null) => (v === null ? '-' : String(v)) },
                { title: '状态', dataIndex: 'status', key: 'status', render: (v: string | null) => (v ? <StatusTag status={v as ResultStatus} map={RESULT_STATUS} /> : '-') },
              ]
            : []),
          { title: '奖项', dataIndex: 'award', key: 'award', render: (v: string) => (v ? <Tag color="orange">{v}</Tag> : '-') },
        ]}
      />
    </Card>
  );
}

/**
 * 成绩 (achievementList, `…/achievement`): the final places of every entrant per event item with the award each
 * receives — measured items by their results, other items by the last phase (knockout places, league or group ranks).
 */
export default function AchievementPage() {
  const competitionId = Number(useParams().id);
  const [items, setItems] = useState<ItemPlaces[] | null>(null);
  const [itemId, setItemId] = useState<number | 'all'>('all');

  useEffect(() => {
    let live = true;
    setItems(null);
    getAchievements(competitionId)
      .then((r) => live && setItems(r.list))
      .catch(() => live && setItems([]));
    return () => {
      live = false;
    };
  }, [competitionId]);

  if (items === null) return <Spin description={LOADING_TEXT} />;
  const shown = items.filter((i) => itemId === 'all' || i.event_item_id === itemId);

  return (
    <Card
      title="成绩"
      extra={
        <Space>
          <Typography.Text>项目</Typography.Text>
          <Select<number | 'all'>
            aria-label="项目"
            style={{ minWidth: 200 }}
            value={itemId}
            onChange={setItemId}
            options={[{ value: 'all' as const, label: '全部项目' }, ...items.map((i) => ({ value: i.event_item_id, label: i.name }))]}
          />
        </Space>
      }
    >
      {shown.length === 0 ? (
        <Empty description={EMPTY_TEXT} />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {shown.map((i) => (
            <ItemPlacesCard key={i.event_item_id} item={i} />
          ))}
        </Space>
      )}
    </Card>
  );
}
