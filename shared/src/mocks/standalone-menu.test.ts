import { standaloneMenu } from './standalone-menu';

describe('the side menu of a remote in standalone mode', () => {
  it('is the catalog menu of that remote, limited to the pages it serves, with the catalog titles', () => {
    const routes = [{ path: '/admin/admininfo' }, { path: '/admin/updatepwd' }, { path: '/admin/person/set' }, { path: '/admin/system/jobs' }];
    expect(standaloneMenu('mf_account', routes)).toEqual([
      { path: '/admin/admininfo', label: '账号信息' },
      { path: '/admin/updatepwd', label: '修改密码' },
      { path: '/admin/system/jobs', label: '任务队列' },
      { path: '/admin/person/set', label: '个人设置' },
    ]);
  });

  it('matches an item with a query by its path and lists a page once', () => {
    const menu = standaloneMenu('mf_competition', [{ path: '/admin/match/list' }, { path: '/admin/record' }, { path: '/admin/finance/order' }]);
    expect(menu).toEqual([
      { path: '/admin/match/list', label: '赛事列表' },
      { path: '/admin/record?type=1', label: '比赛报备' },
    ]);
  });

  it("lists mf_finance's money pages once: the admin's and the organiser's 财务管理 share their items, 资金账户 and 我的钱包 are there", () => {
    const routes = ['/admin/finance/order', '/admin/finance/refund', '/admin/account/orders', '/admin/account/info', '/admin/account/withdraw', '/admin/account/wallet'];
    expect(standaloneMenu('mf_finance', routes.map((path) => ({ path })))).toEqual([
      { path: '/admin/finance/order', label: '订单管理' },
      { path: '/admin/finance/refund', label: '退款管理' },
      { path: '/admin/account/info', label: '资金账户' },
      { path: '/admin/account/orders', label: '我的订单' },
      { path: '/admin/account/wallet', label: '我的钱包' },
    ]);
  });
});
