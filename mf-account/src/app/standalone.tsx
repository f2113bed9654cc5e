import { mountStandalone } from 'shared/mocks/browser';
import routes from './routes';

void mountStandalone({
  title: '账号管理',
  routes,
  remote: 'mf_account',
  home: '/admin/admininfo',
});
