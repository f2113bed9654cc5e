import { mountStandalone } from 'shared/mocks/browser';
import routes from './routes';

void mountStandalone({
  title: '赛事管理',
  routes,
  menu: [{ path: '/admin/match/list', label: '赛事列表' }],
});
