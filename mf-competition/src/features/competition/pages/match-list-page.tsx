import { DatePicker, Form, Input, Select } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { observer } from 'mobx-react-lite';
import { formatDateRange, statusOptions, useSession } from 'shared';
import { ListPage, StatusTag } from 'shared/antd';
import { getCompetitionList } from '../api/get-competition-list';
import type { Competition, CompetitionListQuery, CompetitionStatus, CompetitionType } from '../api/types';
import { COMPETITION_STATUS, COMPETITION_TYPE } from '../components/competition-status';
import { InstitutionSelect } from '../components/institution-select';

interface FilterValues {
  status?: CompetitionStatus;
  c_type?: CompetitionType;
  dates?: [Dayjs | null, Dayjs | null] | null;
  keyword?: string;
  institution_id?: number;
}

/** 赛事列表 (MatchList): platform admins see every institution (机构 filter), organisers their active one. */
export const MatchListPage = observer(function MatchListPage() {
  const session = useSession();
  const isAdmin = session.isAdmin;
  const activeInstitutionId = session.activeInstitutionId;

  const toQuery = ({ dates, institution_id, ...rest }: FilterValues): CompetitionListQuery => ({
    ...rest,
    date_from: dates?.[0]?.format('YYYY-MM-DD'),
    date_to: dates?.[1]?.format('YYYY-MM-DD'),
    institution_id: isAdmin ? institution_id : activeInstitutionId,
  });

  const columns: TableColumnsType<Competition> = [
    { title: '赛事名称', dataIndex: 'name', key: 'name' },
    { title: '类型', dataIndex: 'c_type', key: 'c_type', render: (t: CompetitionType) => <StatusTag status={t} map={COMPETITION_TYPE} /> },
    { title: '运动项目', dataIndex: 'sport', key: 'sport' },
    { title: '级别', dataIndex: 'level', key: 'level', render: (v: string) => v || '-' },
    ...(isAdmin ? [{ title: '主办机构', dataIndex: 'institution_name', key: 'institution_name' }] : []),
    { title: '举办时间', key: 'dates', render: (_: unknown, c: Competition) => formatDateRange(c.start_at, c.end_at) },
    { title: '地点', dataIndex: 'location', key: 'location', render: (v: string) => v || '-' },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      render: (s: CompetitionStatus) => <StatusTag status={s} map={COMPETITION_STATUS} />,
    },
  ];

  return (
    <ListPage<Competition, CompetitionListQuery, FilterValues>
      key={isAdmin ? 'admin' : activeInstitutionId}
      title="赛事列表"
      fetcher={getCompetitionList}
      rowKey="id"
      columns={columns}
      toQuery={toQuery}
      initialValues={{}}
      filters={
        <>
          <Form.Item name="status" label="状态">
            <Select allowClear placeholder="全部状态" style={{ width: 130 }} options={statusOptions(COMPETITION_STATUS)} />
          </Form.Item>
          <Form.Item name="c_type" label="类型">
            <Select allowClear placeholder="比赛/活动" style={{ width: 120 }} options={statusOptions(COMPETITION_TYPE)} />
          </Form.Item>
          <Form.Item name="dates" label="日期范围">
            <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={['开始日期', '结束日期']} />
          </Form.Item>
          <Form.Item name="keyword" label="关键字">
            <Input allowClear placeholder="赛事名称 / 地点" style={{ width: 200 }} />
          </Form.Item>
          {isAdmin ? (
            <Form.Item name="institution_id" label="机构">
              <InstitutionSelect />
            </Form.Item>
          ) : null}
        </>
      }
    />
  );
});

export default MatchListPage;
