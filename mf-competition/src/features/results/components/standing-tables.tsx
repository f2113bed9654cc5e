import { Card, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { EMPTY_TEXT } from 'shared';
import type { PhaseStandings, StandingRow } from '../api/types';

/**
 * The league table or the group tables of a phase: 排名, 参赛者, 场次, 胜, 平, 负, 进/失, 净胜, 积分. Each row expands
 * (and its rank shows a tooltip) with the server's Chinese reason why it stands above the next row. A Swiss table
 * (瑞士制) shows its tiebreak columns (布赫霍尔茨分, 索伯分 …) after 积分 in the configured order instead of the goals.
 */
export function StandingTables({ standings }: { standings: PhaseStandings }) {
  if (standings.tables.length === 0) return <Typography.Paragraph type="secondary">该阶段尚未生成赛程，暂无积分榜。</Typography.Paragraph>;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {standings.tables.map((t) => (
        <Card
          key={t.group_no ?? 0}
          size="small"
          title={t.group_name || standings.name}
          extra={t.complete ? <Tag color="green">已赛完</Tag> : <Tag>进行中</Tag>}
        >
          <Table<StandingRow>
            scroll={{ x: 'max-content' }}
            aria-label={`${t.group_name || standings.name}积分榜`}
            rowKey="sign_up_id"
            size="small"
            pagination={false}
            dataSource={t.rows}
            locale={{ emptyText: EMPTY_TEXT }}
            expandable={{
              rowExpandable: (r) => Boolean(r.reason),
              expandedRowRender: (r) => <Typography.Text type="secondary">排名依据：{r.reason}</Typography.Text>,
            }}
            columns={[
              {
                title: '排名',
                dataIndex: 'rank',
                key: 'rank',
                width: 70,
                render: (v: number, r) => (r.reason ? <Tooltip title={r.reason}>{v}</Tooltip> : v),
              },
              {
                title: '参赛者',
                dataIndex: 'name',
                key: 'name',
                render: (v: string, r) => (
                  <>
                    {r.affiliation ? `${v}（${r.affiliation}）` : v}
                    {r.note && <Tag style={{ marginLeft: 8 }}>{r.note}</Tag>}
                  </>
                ),
              },
              { title: '场次', dataIndex: 'played', key: 'played' },
              { title: '胜', dataIndex: 'wins', key: 'wins' },
              { title: '平', dataIndex: 'draws', key: 'draws' },
              { title: '负', dataIndex: 'losses', key: 'losses' },
              ...(t.columns.length
                ? []
                : [
                    { title: '进/失', key: 'goals', render: (_: unknown, r: StandingRow) => `${r.scored}/${r.conceded}` },
                    { title: '净胜', dataIndex: 'difference', key: 'difference' },
                  ]),
              { title: '积分', dataIndex: 'points', key: 'points', render: (v: number) => <strong>{v}</strong> },
              ...t.columns.map((c, i) => ({ title: c.name, key: `tb-${c.key}`, render: (_: unknown, r: StandingRow) => r.tiebreak_values[i] ?? '-' })),
            ]}
          />
        </Card>
      ))}
    </Space>
  );
}
