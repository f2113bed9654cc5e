import { useState } from 'react';
import { Button, Drawer, Table } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT, useListQuery, useSession } from 'shared';
import { StatusTag } from 'shared/antd';
import { getSeriesList } from '../api/get-series-list';
import type { CompetitionSeries, CompetitionType, SeriesListQuery } from '../api/types';
import { seriesPath } from './competition-rules';
import { COMPETITION_TYPE, SERIES_STATUS } from './competition-status';
import { SeriesFormModal } from './series-form-modal';

const SeriesTable = observer(function SeriesTable({ onOpen }: { onOpen: (s: { id: number; c_type: CompetitionType }) => void }) {
  const session = useSession();
  const query: SeriesListQuery = session.isAdmin ? {} : { institution_id: session.activeInstitutionId };
  const state = useListQuery<CompetitionSeries, SeriesListQuery>(getSeriesList, { initialQuery: query });
  return (
    <Table<CompetitionSeries>
      rowKey="id"
      size="small"
      dataSource={state.list}
      loading={{ spinning: state.loading, description: LOADING_TEXT }}
      locale={{ emptyText: state.loading ? LOADING_TEXT : EMPTY_TEXT }}
      pagination={{ current: state.page, pageSize: state.pageSize, total: state.total, onChange: state.changePage, showTotal: (t) => `共 ${t} 条` }}
      columns={[
        { title: '系列名称', dataIndex: 'name', key: 'name' },
        { title: '类型', dataIndex: 'c_type', key: 'c_type', render: (t: CompetitionType) => <StatusTag status={t} map={COMPETITION_TYPE} /> },
        ...(session.isAdmin ? [{ title: '主办机构', dataIndex: 'institution_name', key: 'institution_name' }] : []),
        { title: '赛事数', dataIndex: 'competition_count', key: 'competition_count' },
        { title: '报备状态', dataIndex: 'status', key: 'status', render: (st: CompetitionSeries['status']) => <StatusTag status={st} map={SERIES_STATUS} /> },
        {
          title: '操作',
          key: 'actions',
          render: (_: unknown, s: CompetitionSeries) => (
            <Button type="link" size="small" onClick={() => onOpen(s)}>
              管理
            </Button>
          ),
        },
      ]}
    />
  );
});

/** 赛事系列 of MatchList: the series of the institution (all for platform admins) and 新建系列. */
export const SeriesDrawer = observer(function SeriesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const openSeries = (s: { id: number; c_type: CompetitionType }) => void navigate(seriesPath(s));
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="赛事系列"
      size={720}
      destroyOnHidden
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          新建系列
        </Button>
      }
    >
      {open ? <SeriesTable onOpen={openSeries} /> : null}
      <SeriesFormModal
        open={creating}
        institutionId={session.isAdmin ? undefined : session.activeInstitutionId}
        onClose={() => setCreating(false)}
        onCreated={(s) => {
          setCreating(false);
          openSeries(s);
        }}
      />
    </Drawer>
  );
});
