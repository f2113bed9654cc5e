import { useCallback, useEffect, useState } from 'react';
import { Button, Result, Space, Spin } from 'antd';
import { Link, Navigate, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router-dom';
import { LOADING_TEXT } from 'shared';
import { seriesHomePage, seriesMenu } from 'shared/rules';
import { StatusTag } from 'shared/antd';
import { getSeriesInfo } from '../api/get-series-info';
import type { CompetitionSeriesDetail } from '../api/types';
import { COMPETITION_TYPE, SERIES_STATUS } from './competition-status';
import { ManagementFrame } from './management-frame';
import { selectedKey, type ManagementPageEntry } from './management-menu';

export interface ManagedSeries {
  series: CompetitionSeriesDetail;
  reload: () => Promise<void>;
}

export function useManagedSeries(): ManagedSeries {
  return useOutletContext<ManagedSeries>();
}

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; series: CompetitionSeriesDetail };

/**
 * Series management layout `/admin/institution/series/:id/:c_type/*` (spec §2.4, series menus of §2.5): the menu is
 * the shared rule seriesMenu (reduced to 系列信息 and 系列报备 while the filing waits for review; 系列信息 read-only,
 * base2, for a grant holder of a member); a page outside it opens the audience's 系列信息 instead.
 */
export function SeriesManagementLayout({ pages }: { pages: readonly ManagementPageEntry[] }) {
  const { id, c_type: cTypeParam } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const seriesId = Number(id);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const reload = useCallback(async () => {
    try {
      setLoad({ state: 'ready', series: await getSeriesInfo(seriesId) });
    } catch {
      setLoad({ state: 'missing' });
    }
  }, [seriesId]);

  useEffect(() => {
    if (!Number.isInteger(seriesId) || seriesId <= 0) {
      setLoad({ state: 'missing' });
      return;
    }
    setLoad({ state: 'loading' });
    void reload();
  }, [seriesId, reload]);

  if (load.state === 'loading') return <Spin description={LOADING_TEXT} style={{ display: 'block', padding: 48 }} />;
  if (load.state === 'missing') {
    return (
      <Result
        status="404"
        title="赛事系列不存在或您没有管理权限"
        extra={
          <Button type="primary" onClick={() => void navigate('/admin/match/list')}>
            返回赛事列表
          </Button>
        }
      />
    );
  }
  const { series } = load;
  const basePath = `/admin/institution/series/${series.id}/${series.c_type}`;
  const rest = location.pathname.split('/').slice(6).join('/');
  if (String(series.c_type) !== cTypeParam) return <Navigate to={`${basePath}/${rest || 'base'}`} replace />;
  const audience = { status: series.status, cType: series.c_type, owner: series.can_own === 1 };
  const names: readonly string[] = seriesMenu(audience);
  const menuPages = pages.filter((p) => names.includes(p.name));
  const current = pages.find((p) => p.path === selectedKey(pages, rest));
  if (current && !names.includes(current.name)) {
    const home = pages.find((p) => p.name === seriesHomePage(audience));
    return <Navigate to={`${basePath}/${home?.path ?? 'base'}`} replace />;
  }
  return (
    <ManagementFrame
      basePath={basePath}
      pages={menuPages}
      audience={{ cType: series.c_type, owner: audience.owner }}
      title={
        <Space wrap>
          <span>{series.name}</span>
          <StatusTag status={series.c_type} map={COMPETITION_TYPE} />
          <StatusTag status={series.status} map={SERIES_STATUS} />
        </Space>
      }
      extra={<Link to="/admin/match/list">返回赛事列表</Link>}
    >
      <Outlet context={{ series, reload } satisfies ManagedSeries} />
    </ManagementFrame>
  );
}
