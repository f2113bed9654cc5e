import { mountStandalone } from 'shared/mocks/browser';
import routes from './routes';

// The public site as a visitor sees it (log in with the 用户登录 flow of the shell to see 进入后台).
void mountStandalone({ title: '官网', routes, account: null });
