import { Button, Card } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { formatDateRange } from 'shared';
import { ListPage, StatusTag } from 'shared/antd';
import { getCompetitionList } from '../api/get-competition-list';
import type { Competition, CompetitionListQuery, CompetitionStatus, CompetitionType } from '../api/types';
import { CompetitionForm } from '../components/competition-form';
import { managementPath, seriesPath, typeText } from '../components/competition-rules';
import { COMPETITION_STATUS } from '../components/competition-status';
import { useManagedSeries } from '../components/series-management-layout';

/** SeriesList (`…/list`, matches) and ActivityList (`…/ActivityList`, activities): the competitions of the series. */
export function SeriesCompetitionsPage({ cType }: { cType: CompetitionType }) {
  const { series } = useManagedSeries();
  const navigate = useNavigate();
  const noun = typeText(cType);
  const fixed: CompetitionListQuery = { institution_id: series.institution_id, series_id: series.id, c_type: cType };
  const columns: TableColumnsType<Competition> = [
    { title: `${noun}名称`, dataIndex: 'name', key: 'name', render: (name: string, c) => <Link to={managementPath(c)}>{name}</Link> },
    { title: '运动项目', dataIndex: 'sport', key: 'sport', render: (v: string) => v || '-' },
    { title: '举办时间', key: 'dates', render: (_: unknown, c: Competition) => formatDateRange(c.start_at, c.end_at) },
    { title: '地点', dataIndex: 'location', key: 'location', render: (v: string) => v || '-' },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: CompetitionStatus) => <StatusTag status={s} map={COMPETITION_STATUS} /> },
  ];
  return (
    <ListPage<Competition, CompetitionListQuery>
      key={`${series.id}:${cType}`}
      title={`系列${noun}`}
      extra={
        <Button type="primary" onClick={() => void navigate(seriesPath(series, cType === 2 ? 'createActivity' : 'create'))}>
          新建{noun}
        </Button>
      }
      fetcher={(q) => getCompetitionList({ ...q, ...fixed })}
      rowKey="id"
      columns={columns}
      initialValues={fixed}
    />
  );
}

/** 新建比赛 / 新建活动 inside the series (`…/create`, `…/createActivity`): the series and its institution are set. */
export function SeriesCreatePage({ cType }: { cType: CompetitionType }) {
  const { series, reload } = useManagedSeries();
  const navigate = useNavigate();
  return (
    <Card title={`在系列中新建${typeText(cType)}`} size="small">
      <CompetitionForm
        mode="create"
        cType={cType}
        institutionId={series.institution_id}
        seriesId={series.id}
        onCreated={(id) => {
          void reload();
          void navigate(managementPath({ id, c_type: cType }));
        }}
        onCancel={() => void navigate(seriesPath(series, cType === 2 ? 'ActivityList' : 'list'))}
      />
    </Card>
  );
}

export const SeriesListRoute = () => <SeriesCompetitionsPage cType={1} />;
export const SeriesActivityListRoute = () => <SeriesCompetitionsPage cType={2} />;
export const SeriesCreateRoute = () => <SeriesCreatePage cType={1} />;
export const SeriesCreateActivityRoute = () => <SeriesCreatePage cType={2} />;
