import { Button, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { statusOptions, useSession } from 'shared';
import { matchRecordTitle } from 'shared/rules';
import { KeywordFilter, StatusFilter } from 'shared/antd';
import type { Competition, CompetitionListItem, CompetitionListQuery, CompetitionStatus } from '../api/types';
import { CompetitionList, datesColumn, hostColumns, nameColumn, sportColumn, statusColumn, useFilingRows } from '../components/competition-columns';
import { managementPath, typeOf, typeText } from '../components/competition-rules';
import { COMPETITION_STATUS } from '../components/competition-status';

interface Filters {
  status?: CompetitionStatus;
  keyword?: string;
}

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
  const { version, filingButtons, historyButton, drawer } = useFilingRows();

  const toQuery = (values: Filters): CompetitionListQuery => ({ ...values, c_type: cType, institution_id: session.isAdmin ? undefined : session.activeInstitutionId });

  const columns: TableColumnsType<CompetitionListItem> = [
    nameColumn(`${noun}名称`),
    sportColumn,
    ...hostColumns(session.isAdmin),
    datesColumn,
    statusColumn('报备状态'),
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, c: Competition) => (
        <Space size={4}>
          {filingButtons(c)}
          <Button type="link" size="small" onClick={() => void navigate(managementPath(c, c.c_type === 2 ? 'Active' : 'record'))}>
            报备详情
          </Button>
          {historyButton(c)}
        </Space>
      ),
    },
  ];

  return (
    <>
      <CompetitionList<Filters>
        version={`${cType}:${session.activeInstitutionId}:${version}`}
        title={title}
        extra={
          <Button type="primary" onClick={() => void navigate(`/admin/create/record?type=${cType}`)}>
            新建{noun}
          </Button>
        }
        columns={columns}
        toQuery={toQuery}
        filters={
          <>
            <StatusFilter label="报备状态" options={statusOptions(COMPETITION_STATUS)} />
            <KeywordFilter placeholder={`${noun}名称`} />
          </>
        }
      />
      {drawer}
    </>
  );
});

export default MatchRecordPage;
