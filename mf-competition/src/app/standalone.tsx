import { mountStandalone } from 'shared/mocks/browser';
import routes from './routes';

void mountStandalone({
  title: '赛事管理',
  routes,
  remote: 'mf_competition',
  home: '/admin/match/list',
});
