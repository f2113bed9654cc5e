import { Alert, App, Button, Card, Descriptions, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateRange } from 'shared';
import { filedWithSeries, SERIES_FILING_EXPLAIN, seriesFilingProblem, seriesTransition } from 'shared/rules';
import { StatusTag, useConfirm } from 'shared/antd';
import { fileSeries, withdrawSeries } from '../api/series-filing';
import type { CompetitionListItem, CompetitionStatus } from '../api/types';
import { managementPath, typeText } from '../components/competition-rules';
import { COMPETITION_STATUS } from '../components/competition-status';
import { seriesFilingItems } from '../components/series-descriptions';
import { useManagedSeries } from '../components/series-management-layout';
import { useSeriesMembers } from '../components/use-series-members';

/**
 * 系列报备 (SeriesRecord, `…/series/:id/:c_type/record`): the series' filing state and review, its competitions
 * with what the filing does to each, 提交报备 / 撤回报备. The rule is shared/rules series-filing.ts (the server
 * checks the same); the refusals of the server are shown by the shared client.
 */
export function SeriesRecordPage() {
  const { series, reload } = useManagedSeries();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const members = useSeriesMembers(series);

  const canFile = seriesTransition(series.status, 'file').ok;
  const canWithdraw = seriesTransition(series.status, 'withdraw').ok;
  const problem = canFile && members ? seriesFilingProblem(members.map((m) => ({ ...m, startAt: new Date(m.start_at), endAt: new Date(m.end_at) }))) : null;

  const act = (action: 'file' | 'withdraw') =>
    confirm(
      action === 'file'
        ? { title: '提交系列报备', content: `确定将系列「${series.name}」连同其中尚未报备的赛事提交平台审核吗？审核期间系列不能修改。` }
        : { title: '撤回系列报备', content: `确定撤回系列「${series.name}」的报备吗？随系列待审核的赛事将一并撤回。` },
      async () => {
        try {
          await (action === 'file' ? fileSeries : withdrawSeries)(series.id);
          message.success(action === 'file' ? '已提交系列报备，请等待平台审核' : '已撤回系列报备');
          await reload();
        } catch {
          // shown by the shared client
        }
      },
    );

  const columns: TableColumnsType<CompetitionListItem> = [
    { title: '赛事名称', dataIndex: 'name', key: 'name', render: (name: string, c) => <Link to={managementPath(c)}>{name}</Link> },
    { title: '类型', key: 'type', render: (_: unknown, c) => typeText(c.c_type) },
    { title: '举办时间', key: 'dates', render: (_: unknown, c) => formatDateRange(c.start_at, c.end_at) },
    { title: '报备状态', dataIndex: 'status', key: 'status', render: (s: CompetitionStatus) => <StatusTag status={s} map={COMPETITION_STATUS} /> },
    {
      title: '系列报备',
      key: 'with',
      render: (_: unknown, c) => (canFile && filedWithSeries(c.status) ? <Tag color="blue">随系列提交</Tag> : '-'),
    },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title="系列报备" size="small">
        <Descriptions
          size="small"
          column={1}
          items={seriesFilingItems(series, [{ key: 'explain', label: '说明', children: SERIES_FILING_EXPLAIN[series.status] }])}
        />
        {problem ? <Alert style={{ marginTop: 12 }} type="warning" showIcon title={`报备前请处理：${problem}`} /> : null}
        <Space style={{ marginTop: 12 }}>
          {canFile ? (
            <Button type="primary" disabled={members === null || problem !== null} onClick={() => void act('file')}>
              提交报备
            </Button>
          ) : null}
          {canWithdraw ? <Button onClick={() => void act('withdraw')}>撤回报备</Button> : null}
        </Space>
      </Card>
      <Card title="系列中的赛事" size="small">
        <Table<CompetitionListItem> rowKey="id" size="small" loading={members === null} dataSource={members ?? []} columns={columns} pagination={false} />
      </Card>
    </Space>
  );
}

export default SeriesRecordPage;
