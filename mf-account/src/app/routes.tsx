import type { RouteObject } from 'react-router-dom';
import { addRegistrationView, ONBOARDING_LISTS } from 'shared/rules';
import { REGISTRATION_LISTS } from '../features/registrations/components/registration-lists';

const registrationListPage = async () => ({ Component: (await import('../features/registrations/pages/registration-list-page')).default });
const registrationDetail = async () => ({ Component: (await import('../features/registrations/pages/registration-detail-page')).default });
const myRegistrations = async () => ({ Component: (await import('../features/registrations/pages/my-registrations-page')).default });
const addRegistration = async () => ({ Component: (await import('../features/registrations/pages/add-registration-page')).default });
const realName = async () => ({ Component: (await import('../features/registrations/pages/real-name-page')).default });

/** AddRegistration (spec §2.7): the active menu follows `path`, the title `key` (details → 注册信息, else 提交新注册). */
const addRegistrationRoutes: RouteObject[] = ['athlete', 'referee'].flatMap((path) =>
  (['details', ':key'] as const).map((key) => {
    const view = addRegistrationView(path, key === 'details' ? 'details' : 'new');
    return {
      path: `/admin/person/register/${path}/${key}/:register_id/:person_id`,
      // the page reads `path` from the handle (it is no parameter here) and `key` from the handle or the parameter
      handle: { title: view.title, name: 'AddRegistration', activeMenu: view.activeMenuPath, registrationPath: path, registrationKey: key === 'details' ? 'details' : undefined },
      lazy: addRegistration,
    };
  }),
);

const roleEditor = async () => ({ Component: (await import('../features/staff/pages/role-editor-page')).default });
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
    path: '/admin/person/certificates',
    handle: { title: '我的证书', name: 'MyCertificates' },
    lazy: async () => ({ Component: (await import('../features/certificates/pages/my-certificates-page')).default }),
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
  // 权限管理 (docs/auth.md "Staff and permissions"): members, invitations and roles; the role editor; a member's detail
  {
    path: '/admin/authority',
    handle: { title: '权限管理', name: 'authority' },
    lazy: async () => ({ Component: (await import('../features/staff/pages/authority-page')).default }),
  },
  { path: '/admin/addauthority', handle: { title: '新增角色', name: 'addauthority', activeMenu: '/admin/authority' }, lazy: roleEditor },
  { path: '/admin/editauthority/:id', handle: { title: '编辑角色', name: 'editauthority', activeMenu: '/admin/authority' }, lazy: roleEditor },
  {
    path: '/admin/info/:id',
    handle: { title: '成员详情', name: 'info', activeMenu: '/admin/authority' },
    lazy: async () => ({ Component: (await import('../features/staff/pages/member-info-page')).default }),
  },
  {
    path: '/admin/operationRecords',
    handle: { title: '操作记录', name: 'operationRecords' },
    lazy: async () => ({ Component: (await import('../features/operation-records/pages/operation-records-page')).default }),
  },
  // 注册名单 (platform) and 社区人员注册 (institution): one list page and one detail by the route's name
  ...REGISTRATION_LISTS.flatMap((l) => [
    { path: l.path, handle: { title: l.title, name: l.name }, lazy: registrationListPage },
    { path: `${l.path}/:id`, handle: { title: '注册详情', name: 'registrationDetail', list: l.name, activeMenu: l.path }, lazy: registrationDetail },
  ]),
  {
    path: '/admin/community/register/requestSettings',
    handle: { title: '注册要求设置', name: 'requestSettings' },
    lazy: async () => ({ Component: (await import('../features/registrations/pages/request-settings-page')).default }),
  },
  {
    path: '/admin/community/register/requestSettings/details/:id',
    handle: { title: '设置详情', name: 'settingDetails', activeMenu: '/admin/community/register/requestSettings' },
    lazy: async () => ({ Component: (await import('../features/registrations/pages/setting-details-page')).default }),
  },
  { path: '/admin/person/realName', handle: { title: '实名认证', name: 'realName' }, lazy: realName },
  { path: '/admin/person/realName/details/:key', handle: { title: '实名认证', name: 'realNameDetails' }, lazy: realName },
  { path: '/admin/person/register/athlete', handle: { title: '运动员注册', name: 'AthleteRegistration' }, lazy: myRegistrations },
  { path: '/admin/person/register/referee', handle: { title: '裁判员注册', name: 'RefereeRegistration' }, lazy: myRegistrations },
  ...addRegistrationRoutes,
  {
    path: '/admin/system/jobs',
    handle: { title: '任务队列', name: 'JobQueue' },
    lazy: async () => ({ Component: (await import('../features/job-queue/pages/job-queue-page')).default }),
  },
];

const routes: { adminRoutes: RouteObject[] } = { adminRoutes };
export default routes;
