import { ALL_MENU_ITEMS } from 'shared/rules';
import routes from './routes';

// Every item the menu catalog gives mf_account (账号管理, 入驻管理, 注册名单, 社区人员注册, 我的信息, 我的注册, 任务队列)
// has its page here: none of them falls through to the shell's 正在开发中.
describe('mf_account routes', () => {
  const items = ALL_MENU_ITEMS.filter((i) => i.remote === 'mf_account');

  it.each(items.map((i) => [i.title, i.path] as const))('%s (%s) has a page', (_title, path) => {
    const route = routes.adminRoutes.find((r) => r.path === path.split('?')[0]);
    expect(route?.lazy ?? route?.Component).toBeTruthy();
  });

  it('covers the account, onboarding and registration groups', () => {
    expect(items.map((i) => i.title)).toEqual(expect.arrayContaining(['权限管理', '操作记录', '入驻申请', '机构列表', '运动员名单', '注册审核', '注册要求设置', '个人设置', '运动员注册']));
  });
});
