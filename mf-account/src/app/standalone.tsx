import { mountStandalone } from 'shared/mocks/browser';
import routes from './routes';

void mountStandalone({
  title: '账号管理',
  routes,
  menu: [
    { path: '/admin/admininfo', label: '账号信息' },
    { path: '/admin/updatepwd', label: '修改密码' },
    { path: '/admin/person/set', label: '个人设置' },
  ],
});
