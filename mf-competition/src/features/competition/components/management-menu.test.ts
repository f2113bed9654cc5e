import { buildSideMenu, selectedKey, visiblePages, type ManagementPageEntry } from './management-menu';

const page: ManagementPageEntry['page'] = async () => ({ default: () => null });
const pages: ManagementPageEntry[] = [
  { path: 'base', title: '基本信息', name: 'ActivityBase', group: '基本信息', page },
  { path: 'record', title: '比赛报备', name: 'MatchEditRecord', group: '基本信息', only: 1, page },
  { path: 'Active', title: '活动报备', name: 'MatchEditRecord', group: '基本信息', only: 2, page },
  { path: 'code', title: '管理权限', name: 'ActivityCode', group: '基本信息', ownerOnly: true, page },
  { path: 'signUp', title: '团队名单', name: 'ActivitySignUpTeamList', group: '报名', page },
  { path: 'signUp/setting', title: '报名设置', name: 'ActivitySignUpSetting', group: '报名', page },
  { path: 'schedule', title: '赛程', name: 'ScheduleLayout', page },
  { path: 'schedule/step/:step_id', title: '赛程阶段', name: 'ScheduleStep', hidden: true, page },
];

describe('management menu', () => {
  it('groups entries in table order and keeps ungrouped entries at the top level', () => {
    expect(buildSideMenu(pages, { cType: 1, owner: true })).toEqual([
      {
        key: 'group:基本信息',
        label: '基本信息',
        children: [
          { key: 'base', label: '基本信息' },
          { key: 'record', label: '比赛报备' },
          { key: 'code', label: '管理权限' },
        ],
      },
      { key: 'group:报名', label: '报名', children: [{ key: 'signUp', label: '团队名单' }, { key: 'signUp/setting', label: '报名设置' }] },
      { key: 'schedule', label: '赛程' },
    ]);
  });

  it('shows 活动报备 to activities and hides owner-only pages from grant holders', () => {
    const paths = visiblePages(pages, { cType: 2, owner: false }).map((p) => p.path);
    expect(paths).toEqual(['base', 'Active', 'signUp', 'signUp/setting', 'schedule']);
  });

  it('selects the longest matching entry, also for detail pages below an entry', () => {
    expect(selectedKey(pages, 'signUp/setting')).toBe('signUp/setting');
    expect(selectedKey(pages, 'signUp')).toBe('signUp');
    expect(selectedKey(pages, 'schedule/step/12')).toBe('schedule');
    expect(selectedKey(pages, 'nothing')).toBeUndefined();
  });
});
