import { mountStandalone } from 'shared/mocks/browser';
import routes from './routes';

void mountStandalone({
  title: '赛事管理',
  routes,
  menu: [
    { path: '/admin/match/list', label: '赛事列表' },
    { path: '/admin/match/reviewList', label: '报备审核' },
    { path: '/admin/record?type=1', label: '比赛报备' },
    { path: '/admin/Active?type=2', label: '活动报备' },
    { path: '/admin/create/record?type=1', label: '新建赛事' },
    { path: '/admin/gradeManage/gradeList', label: '成绩列表' },
    { path: '/admin/gradeManage/highestList', label: '最高纪录' },
    { path: '/admin/match/referee', label: '我的执裁（裁判员）' },
  ],
});
