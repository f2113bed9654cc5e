import { Navigate, type RouteObject } from 'react-router-dom';
import { industryKindTitle, kindFromQuery } from '../features/official-industry/components/institution-kinds';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** 行业 list: the breadcrumb and document title are the kind of the `kind` query. */
export function industryListTitle(search: URLSearchParams): string {
  const kind = kindFromQuery(search);
  return kind ? industryKindTitle(kind) : industryKindTitle(1);
}

/**
 * Public directory pages inside the OfficialLayout (spec §2.2): 人员 (official/personnel: athlete, referee,
 * details/:id), 行业 (official/industry: list?kind=1..6, details/:id) and 数据 (official/data, whose ECharts chunk
 * loads only there).
 */
export const directoryRoutes: RouteObject[] = [
  {
    path: 'official/personnel',
    handle: { title: '人员', name: 'OfficialPersonnel' },
    children: [
      { index: true, element: <Navigate to="athlete" replace /> },
      {
        path: 'athlete',
        handle: { title: '运动员', name: 'OfficialPersonnel' },
        lazy: async () => ({ Component: (await import('../features/official-personnel/pages/personnel-list-page')).AthleteListPage }),
      },
      {
        path: 'referee',
        handle: { title: '裁判员', name: 'OfficialPersonnel' },
        lazy: async () => ({ Component: (await import('../features/official-personnel/pages/personnel-list-page')).RefereeListPage }),
      },
      { path: 'details/:id', handle: { title: '人员详情', name: 'OfficialPersonnelDetails' }, lazy: page(() => import('../features/official-personnel/pages/personnel-details-page')) },
    ],
  },
  {
    path: 'official/industry',
    handle: { title: '行业', name: 'OfficialIndustry' },
    children: [
      { index: true, element: <Navigate to="list?kind=1" replace /> },
      { path: 'list', handle: { title: industryKindTitle(1), titleFor: industryListTitle, name: 'OfficialIndustry' }, lazy: page(() => import('../features/official-industry/pages/industry-list-page')) },
      { path: 'details/:id', handle: { title: '机构详情', name: 'OfficialIndustryDetails' }, lazy: page(() => import('../features/official-industry/pages/industry-details-page')) },
    ],
  },
  { path: 'official/data', handle: { title: '数据', name: 'OfficialData' }, lazy: page(() => import('../features/official-data/pages/data-page')) },
];
