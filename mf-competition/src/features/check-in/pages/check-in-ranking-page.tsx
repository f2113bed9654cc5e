import { Link, useParams } from 'react-router-dom';
import { Card, Result, Space, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';
import { formatCheckInAmount } from 'shared/rules';
import type { CheckInRankRow } from '../api/types';
import { ChallengeSummary } from '../components/challenge-summary';
import { useCheckInRanking } from '../components/use-check-in-ranking';

/**
 * 打卡排行 (ClockList, `…/clock/clocklist`): participants by total, then days checked in, then the longest streak
 * (shared/rules rankCheckIns on the server); each row's rank shows, and its expanded row says, 为何此名次 — the
 * comparison with the one above, as the standings do.
 */
export function CheckInRankingPage() {
  const competitionId = Number(useParams().id);
  const load = useCheckInRanking(competitionId);
  if (load.state === 'loading') return <Spin description={LOADING_TEXT} style={{ display: 'block', padding: 48 }} />;
  if (load.state === 'failed') return <Result status="warning" title="打卡排行加载失败，请刷新重试" />;
  const { settings, list } = load.ranking;
  if (!settings) return <Result status="info" title="尚未设置打卡" subTitle="请先在「打卡设置」中设置打卡挑战" />;
  return (
    <Card
      title="打卡排行"
      variant="borderless"
      extra={
        <Space size="middle">
          <ChallengeSummary settings={settings} />
          <Link to={`/admin/institution/match/${competitionId}/2/clock/playerlist/${competitionId}`}>参与者名单</Link>
        </Space>
      }
    >
      <Table<CheckInRankRow>
        aria-label="打卡排行"
        rowKey="sign_up_id"
        size="small"
        pagination={false}
        dataSource={list}
        locale={{ emptyText: EMPTY_TEXT }}
        expandable={{
          rowExpandable: (r) => Boolean(r.reason),
          expandedRowRender: (r) => <Typography.Text type="secondary">为何此名次：{r.reason}</Typography.Text>,
        }}
        columns={[
          { title: '排名', dataIndex: 'rank', key: 'rank', width: 70, render: (v: number, r) => (r.reason ? <Tooltip title={r.reason}>{v}</Tooltip> : v) },
          {
            title: '参与者',
            dataIndex: 'name',
            key: 'name',
            render: (v: string, r) => (
              <Link to={`/admin/institution/match/${competitionId}/2/clock/playerdata/${r.sign_up_id}`} aria-label={`${v}的打卡数据`}>
                {v}
              </Link>
            ),
          },
          { title: '累计', dataIndex: 'total', key: 'total', render: (v: number) => <strong>{formatCheckInAmount(settings.goal_kind, v)}</strong> },
          { title: '打卡天数', dataIndex: 'days', key: 'days', render: (v: number) => `${v} 天` },
          { title: '最长连续', dataIndex: 'longest', key: 'longest', render: (v: number) => `${v} 天` },
          { title: '当前连续', dataIndex: 'current', key: 'current', render: (v: number) => `${v} 天` },
          { title: '目标', dataIndex: 'goal_met', key: 'goal_met', render: (v: number) => (v ? <Tag color="green">已完成</Tag> : <Tag>未完成</Tag>) },
        ]}
      />
    </Card>
  );
}

export default CheckInRankingPage;
