import type { RouteObject } from 'react-router-dom';
import { ONBOARDING_LISTS } from 'shared/rules';

const onboardingList = async () => ({ Component: (await import('../features/onboarding/pages/onboarding-list-page')).default });

/** Routes exposed as `mf_account/routes` (absolute paths of docs/architecture.md; pages load lazily). */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/admininfo',
    handle: { title: '账号信息', name: 'admininfo' },
    lazy: async () => ({ Component: (await import('../features/account-info/pages/admin-info-page')).default }),
  },
  {
    path: '/admin/updatepwd',
    handle: { title: '修改密码', name: 'updatepwd' },
    lazy: async () => ({ Component: (await import('../features/password/pages/update-password-page')).default }),
  },
  {
    path: '/admin/person/set',
    handle: { title: '个人设置', name: 'AccountSettings' },
    lazy: async () => ({ Component: (await import('../features/person-settings/pages/account-settings-page')).default }),
  },
  // 入驻管理: the seven lists share one page (its kind from the route's name) and one review detail
  ...ONBOARDING_LISTS.map((l) => ({ path: `/admin/settlement/${l.name}`, handle: { title: l.title, name: l.name }, lazy: onboardingList })),
  {
    path: '/admin/settlement/certificationAudit/:id',
    handle: { title: '入驻审核', name: 'certificationAudit', activeMenu: '/admin/settlement/residenceList' },
    lazy: async () => ({ Component: (await import('../features/onboarding/pages/application-detail-page')).default }),
  },
  // 机构列表 (docs/institutions.md): the platform's institutions, one institution to 停用 / 启用
  {
    path: '/admin/settlement/institutionList',
    handle: { title: '机构列表', name: 'institutionList' },
    lazy: async () => ({ Component: (await import('../features/institutions/pages/institution-list-page')).default }),
  },
  {
    path: '/admin/settlement/institutionDetail/:id',
    handle: { title: '机构详情', name: 'institutionDetail', activeMenu: '/admin/settlement/institutionList' },
    lazy: async () => ({ Component: (await import('../features/institutions/pages/institution-detail-page')).default }),
  },
  {
    path: '/admin/operationRecords',
    handle: { title: '操作记录', name: 'operationRecords' },
    lazy: async () => ({ Component: (await import('../features/operation-records/pages/operation-records-page')).default }),
  },
  {
    path: '/admin/system/jobs',
    handle: { title: '任务队列', name: 'JobQueue' },
    lazy: async () => ({ Component: (await import('../features/job-queue/pages/job-queue-page')).default }),
  },
];

const routes: { adminRoutes: RouteObject[] } = { adminRoutes };
export default routes;
