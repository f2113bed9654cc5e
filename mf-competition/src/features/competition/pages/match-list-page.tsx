import { useState } from 'react';
import { Button, DatePicker, Dropdown, Form, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from 'shared';
import { KeywordFilter } from 'shared/antd';
import type { CompetitionListItem, CompetitionListQuery, CompetitionStatus, CompetitionType } from '../api/types';
import { CompetitionList, datesColumn, hostColumns, nameColumn, sportColumn, statusColumn, typeColumn, useFilingRows } from '../components/competition-columns';
import { canDeleteStatus, canEditStatus, managementPath, seriesPath } from '../components/competition-rules';
import { InstitutionSelect } from '../components/institution-select';
import { RedeemCodeModal } from '../components/redeem-code-modal';
import { SeriesDrawer } from '../components/series-drawer';
import { StatusTypeFilterItems } from '../components/status-type-filter-items';

interface FilterValues {
  status?: CompetitionStatus;
  c_type?: CompetitionType;
  dates?: [Dayjs | null, Dayjs | null] | null;
  keyword?: string;
  institution_id?: number;
}

/**
 * 赛事列表 (MatchList): platform admins see every institution (机构 filter), organisers their active one plus the
 * competitions granted to their account through a management permission code (marked 授权管理, with the owning
 * institution; no 删除 — only owners delete). Each row has 管理 (the match management layout), 编辑, 报备/撤回,
 * 删除 and 状态历史; the title bar 新建 (比赛/活动), 赛事系列 (list and 新建系列) and, for institution users,
 * 使用管理权限码.
 */
export const MatchListPage = observer(function MatchListPage() {
  const session = useSession();
  const navigate = useNavigate();
  const isAdmin = session.isAdmin;
  const activeInstitutionId = session.activeInstitutionId;
  const { version, actions, filingButtons, historyButton, drawer } = useFilingRows();
  const [redeemOpen, setRedeemOpen] = useState(false);
  const [seriesOpen, setSeriesOpen] = useState(false);

  const toQuery = (values: FilterValues): CompetitionListQuery => {
    const { dates, institution_id, ...rest } = values;
    return {
      ...rest,
      date_from: dates?.[0]?.format('YYYY-MM-DD'),
      date_to: dates?.[1]?.format('YYYY-MM-DD'),
      institution_id: isAdmin ? institution_id : activeInstitutionId,
    };
  };

  const columns: TableColumnsType<CompetitionListItem> = [
    nameColumn('赛事名称', (name, c) => <Link to={managementPath(c)}>{name}</Link>),
    typeColumn,
    sportColumn,
    { title: '级别', dataIndex: 'level', key: 'level', render: (v: string) => v || '-' },
    ...hostColumns(isAdmin),
    {
      title: '所属系列',
      key: 'series',
      render: (_: unknown, c: CompetitionListItem) => (c.series_id ? <Link to={seriesPath({ id: c.series_id, c_type: c.c_type }, 'list')}>{c.series_name}</Link> : '-'),
    },
    datesColumn,
    { title: '地点', dataIndex: 'location', key: 'location', render: (v: string) => v || '-' },
    statusColumn(),
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, c: CompetitionListItem) => (
        <Space size={4} wrap={false}>
          <Button type="link" size="small" onClick={() => void navigate(managementPath(c))}>
            管理
          </Button>
          {canEditStatus(c.status) ? (
            <Button type="link" size="small" onClick={() => void navigate(`${managementPath(c)}?edit=1`)}>
              编辑
            </Button>
          ) : null}
          {filingButtons(c)}
          {canDeleteStatus(c.status) && !c.granted ? (
            <Button type="link" size="small" danger onClick={() => void actions.remove(c)}>
              删除
            </Button>
          ) : null}
          {historyButton(c)}
        </Space>
      ),
    },
  ];

  const extra = (
    <Space>
      <Dropdown
        menu={{
          items: [
            { key: 'match', label: '新建比赛' },
            { key: 'activity', label: '新建活动' },
          ],
          onClick: ({ key }) => void navigate(`/admin/create/${key}`),
        }}
      >
        <Button type="primary">新建</Button>
      </Dropdown>
      <Button onClick={() => setSeriesOpen(true)}>赛事系列</Button>
      {!isAdmin ? <Button onClick={() => setRedeemOpen(true)}>使用管理权限码</Button> : null}
    </Space>
  );

  return (
    <>
      <CompetitionList<FilterValues>
        version={`${isAdmin ? 'admin' : activeInstitutionId}:${version}`}
        title="赛事列表"
        extra={extra}
        columns={columns}
        toQuery={toQuery}
        filters={
          <>
            <StatusTypeFilterItems />
            <Form.Item name="dates" label="日期范围">
              <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={['开始日期', '结束日期']} />
            </Form.Item>
            <KeywordFilter placeholder="赛事名称 / 地点" />
            {isAdmin ? (
              <Form.Item name="institution_id" label="机构">
                <InstitutionSelect />
              </Form.Item>
            ) : null}
          </>
        }
      />
      {drawer}
      <RedeemCodeModal open={redeemOpen} onClose={() => setRedeemOpen(false)} onRedeemed={(r) => void navigate(`/admin/institution/match/${r.competition_id}/1/base`)} />
      <SeriesDrawer open={seriesOpen} onClose={() => setSeriesOpen(false)} />
    </>
  );
});

export default MatchListPage;
