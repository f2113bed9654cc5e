import { mountStandalone } from 'shared/mocks/browser';
import routes from './routes';

void mountStandalone({
  title: '财务管理',
  routes,
  remote: 'mf_finance',
});
