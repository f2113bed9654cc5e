import { useCallback, useEffect, useState } from 'react';
import { Button, Result, Space, Spin } from 'antd';
import { Link, Navigate, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router-dom';
import { LOADING_TEXT } from 'shared';
import { StatusTag } from 'shared/antd';
import { getCompetitionDetail } from '../api/get-competition-detail';
import type { CompetitionDetail } from '../api/types';
import { COMPETITION_STATUS, COMPETITION_TYPE } from './competition-status';
import { ManagementFrame } from './management-frame';
import type { ManagementPageEntry } from './management-menu';

export interface ManagedCompetition {
  detail: CompetitionDetail;
  /** Load the detail again (after an edit, a filing …); the menu and header follow. */
  reload: () => Promise<void>;
  /** Counts the loads of the detail: pages showing derived data (the history) refresh when it changes. */
  version: number;
}

/** The competition of the surrounding match management layout (pages of mf-competition). */
export function useManagedCompetition(): ManagedCompetition {
  return useOutletContext<ManagedCompetition>();
}

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; detail: CompetitionDetail; version: number };

/**
 * Match management layout `/admin/institution/match/:id/:c_type/*` (spec §2.4/§2.5): the competition's header,
 * its side menu (from the page table of app/routes.tsx) and the page. The pages of other features read `:id` and
 * `:c_type` from the route; the server checks the caller manages the competition on every call.
 */
export function MatchManagementLayout({ pages }: { pages: readonly ManagementPageEntry[] }) {
  const { id, c_type: cTypeParam } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const competitionId = Number(id);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const reload = useCallback(async () => {
    try {
      const detail = await getCompetitionDetail(competitionId);
      setLoad((prev) => ({ state: 'ready', detail, version: prev.state === 'ready' ? prev.version + 1 : 0 }));
    } catch {
      setLoad({ state: 'missing' });
    }
  }, [competitionId]);

  useEffect(() => {
    if (!Number.isInteger(competitionId) || competitionId <= 0) {
      setLoad({ state: 'missing' });
      return;
    }
    setLoad({ state: 'loading' });
    void reload();
  }, [competitionId, reload]);

  if (load.state === 'loading') return <Spin description={LOADING_TEXT} style={{ display: 'block', padding: 48 }} />;
  if (load.state === 'missing') {
    return (
      <Result
        status="404"
        title="赛事不存在或您没有管理权限"
        extra={
          <Button type="primary" onClick={() => void navigate('/admin/match/list')}>
            返回赛事列表
          </Button>
        }
      />
    );
  }

  const { detail, version } = load;
  const basePath = `/admin/institution/match/${detail.id}/${detail.c_type}`;
  // A link with the wrong c_type (e.g. after redeeming a permission code) goes to the right one.
  if (String(detail.c_type) !== cTypeParam) {
    const rest = location.pathname.split('/').slice(6).join('/');
    return <Navigate to={`${basePath}/${rest || 'base'}${location.search}`} replace />;
  }

  return (
    <ManagementFrame
      basePath={basePath}
      pages={pages}
      audience={{ cType: detail.c_type, owner: detail.can_own === 1 }}
      title={
        <Space wrap>
          <span>{detail.name}</span>
          <StatusTag status={detail.c_type} map={COMPETITION_TYPE} />
          <StatusTag status={detail.status} map={COMPETITION_STATUS} />
        </Space>
      }
      extra={<Link to="/admin/match/list">返回赛事列表</Link>}
    >
      <Outlet context={{ detail, reload, version } satisfies ManagedCompetition} />
    </ManagementFrame>
  );
}
