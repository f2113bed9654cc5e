import { mountStandalone } from 'shared/mocks/browser';
import routes from './routes';

void mountStandalone({
  title: '场馆管理',
  routes,
  remote: 'mf_venue',
});
