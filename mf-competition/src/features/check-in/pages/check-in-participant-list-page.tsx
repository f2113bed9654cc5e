import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Card, Input, Result, Spin, Table } from 'antd';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';
import { formatCheckInAmount } from 'shared/rules';
import type { CheckInRankRow } from '../api/types';
import { useCheckInRanking } from '../components/use-check-in-ranking';

/**
 * 打卡参与者 (ClockPlayerList, `…/clock/playerlist/:ctid`, ctid = the activity whose challenge it is): every
 * participant (an approved sign-up) in name order, found by name, each opening their 打卡数据.
 */
export function CheckInParticipantListPage() {
  const params = useParams();
  const competitionId = Number(params.ctid ?? params.id);
  const load = useCheckInRanking(competitionId);
  const [keyword, setKeyword] = useState('');
  if (load.state === 'loading') return <Spin description={LOADING_TEXT} style={{ display: 'block', padding: 48 }} />;
  if (load.state === 'failed') return <Result status="warning" title="打卡参与者加载失败，请刷新重试" />;
  const { settings, list } = load.ranking;
  if (!settings) return <Result status="info" title="尚未设置打卡" subTitle="请先在「打卡设置」中设置打卡挑战" />;
  const rows = list.filter((r) => r.name.includes(keyword.trim())).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
  return (
    <Card
      title="打卡参与者"
      variant="borderless"
      extra={<Input.Search allowClear placeholder="参与者姓名" aria-label="参与者姓名" onSearch={setKeyword} style={{ width: 220 }} />}
    >
      <Table<CheckInRankRow>
        aria-label="打卡参与者"
        rowKey="sign_up_id"
        size="small"
        dataSource={rows}
        locale={{ emptyText: EMPTY_TEXT }}
        columns={[
          { title: '参与者', dataIndex: 'name', key: 'name' },
          { title: '打卡天数', dataIndex: 'days', key: 'days', render: (v: number) => `${v} 天` },
          { title: '累计', dataIndex: 'total', key: 'total', render: (v: number) => formatCheckInAmount(settings.goal_kind, v) },
          { title: '名次', dataIndex: 'rank', key: 'rank' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) => (
              <Link to={`/admin/institution/match/${competitionId}/2/clock/playerdata/${r.sign_up_id}`} aria-label={`${r.name}的打卡数据`}>
                打卡数据
              </Link>
            ),
          },
        ]}
      />
    </Card>
  );
}

export default CheckInParticipantListPage;
