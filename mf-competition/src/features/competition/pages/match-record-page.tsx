import { useRef, useState } from 'react';
import { Button, Form, Input, Select, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateRange, matchRecordTitle, statusOptions, useSession } from 'shared';
import { ListPage, StatusTag } from 'shared/antd';
import { getCompetitionList } from '../api/get-competition-list';
import type { Competition, CompetitionListItem, CompetitionListQuery, CompetitionStatus } from '../api/types';
import { canFileStatus, canWithdrawStatus, managementPath, typeOf, typeText } from '../components/competition-rules';
import { COMPETITION_STATUS } from '../components/competition-status';
import { GrantedTag } from '../components/granted-tag';
import { HistoryDrawer } from '../components/history-drawer';
import { useCompetitionActions } from '../components/use-competition-actions';

interface Filters {
  status?: CompetitionStatus;
  keyword?: string;
}
const NO_FILTERS: Filters = {};

/**
 * 比赛报备 (MatchRecord, `/admin/record?type=1`) and 活动报备 (MatchActive, `/admin/Active?type=2`): the active
 * institution's matches or activities with their filing status; 报备, 撤回, 报备详情 and 状态历史.
 * Title per spec §2.7: type 1 → 比赛报备, otherwise 活动报备.
 */
export const MatchRecordPage = observer(function MatchRecordPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rawType = params.get('type');
  const { title } = matchRecordTitle(rawType);
  const cType = Number(rawType) === 1 ? 1 : 2;
  const noun = typeText(typeOf(cType));
  const [version, setVersion] = useState(0);
  const lastFilters = useRef<Filters>(NO_FILTERS);
  const [history, setHistory] = useState<Competition | null>(null);
  const actions = useCompetitionActions(() => setVersion((v) => v + 1));

  const toQuery = (values: Filters): CompetitionListQuery => {
    if (values !== lastFilters.current) lastFilters.current = values;
    return { ...values, c_type: cType, institution_id: session.isAdmin ? undefined : session.activeInstitutionId };
  };

  const columns: TableColumnsType<CompetitionListItem> = [
    {
      title: `${noun}名称`,
      dataIndex: 'name',
      key: 'name',
      render: (name: string, c) => (
        <>
          {name}
          <GrantedTag competition={c} />
        </>
      ),
    },
    { title: '运动项目', dataIndex: 'sport', key: 'sport', render: (v: string) => v || '-' },
    ...(session.isAdmin ? [{ title: '主办机构', dataIndex: 'institution_name', key: 'institution_name' }] : []),
    { title: '举办时间', key: 'dates', render: (_: unknown, c: Competition) => formatDateRange(c.start_at, c.end_at) },
    { title: '报备状态', dataIndex: 'status', key: 'status', render: (s: CompetitionStatus) => <StatusTag status={s} map={COMPETITION_STATUS} /> },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, c: Competition) => (
        <Space size={4}>
          {canFileStatus(c.status) ? (
            <Button type="link" size="small" onClick={() => void actions.file(c)}>
              报备
            </Button>
          ) : null}
          {canWithdrawStatus(c.status) ? (
            <Button type="link" size="small" onClick={() => void actions.withdraw(c)}>
              撤回
            </Button>
          ) : null}
          <Button type="link" size="small" onClick={() => void navigate(managementPath(c, c.c_type === 2 ? 'Active' : 'record'))}>
            报备详情
          </Button>
          <Button type="link" size="small" onClick={() => setHistory(c)}>
            状态历史
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<CompetitionListItem, CompetitionListQuery, Filters>
        key={`${cType}:${session.activeInstitutionId}:${version}`}
        title={title}
        extra={
          <Button type="primary" onClick={() => void navigate(`/admin/create/record?type=${cType}`)}>
            新建{noun}
          </Button>
        }
        fetcher={getCompetitionList}
        rowKey="id"
        columns={columns}
        toQuery={toQuery}
        initialValues={lastFilters.current}
        filters={
          <>
            <Form.Item name="status" label="报备状态">
              <Select allowClear placeholder="全部状态" style={{ width: 130 }} options={statusOptions(COMPETITION_STATUS)} />
            </Form.Item>
            <Form.Item name="keyword" label="关键字">
              <Input allowClear placeholder={`${noun}名称`} style={{ width: 200 }} />
            </Form.Item>
          </>
        }
      />
      <HistoryDrawer competition={history} onClose={() => setHistory(null)} />
    </>
  );
});

export default MatchRecordPage;
