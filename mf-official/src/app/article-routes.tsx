import type { RouteObject } from 'react-router-dom';
import { officialInformationDetailsBreadcrumb } from 'shared/rules';

const informationDetailsPage = async () => ({
  Component: (await import('../features/official-information/pages/information-details-page')).default,
});
const phoneArticlePage = async () => ({ Component: (await import('../features/official-information/pages/phone-article-page')).default });

/**
 * OfficialInformationDetails (spec §2.7): the breadcrumb (and the document title) is the `column` query; the page
 * keeps `column_id` for the way back to the column's list. Without a column it reads 资讯详情.
 */
export function informationDetailsTitle(search: URLSearchParams): string {
  return officialInformationDetailsBreadcrumb({ column: search.get('column'), column_id: search.get('column_id') }).breadcrumb || '资讯详情';
}

/** Public information pages inside the OfficialLayout (features/official-information). */
export const informationRoutes: RouteObject[] = [
  {
    path: 'official/information',
    handle: { title: '资讯', name: 'OfficialInformation' },
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/official-information/pages/information-list-page')).default }) },
      { path: 'details', handle: { title: '资讯详情', titleFor: informationDetailsTitle, name: 'OfficialInformationDetails' }, lazy: informationDetailsPage },
    ],
  },
  { path: 'article/details', handle: { title: '文章详情', name: 'ArticleDetails' }, lazy: informationDetailsPage },
];

/** Phone routes of spec §2.1 outside the official layout: /article, articleDetails, /agreement. */
export const phoneArticleRoutes: RouteObject[] = [
  { path: '/article', handle: { title: '文章详情' }, lazy: phoneArticlePage },
  { path: '/articleDetails', handle: { title: '文章详情', name: 'articleDetails' }, lazy: phoneArticlePage },
  {
    path: '/agreement',
    handle: { title: '用户协议' },
    lazy: async () => ({ Component: (await import('../features/official-information/pages/agreement-page')).default }),
  },
];

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** Content back office of articles (资讯管理 and B类文章, features/article). */
export const articleAdminRoutes: RouteObject[] = [
  { path: '/admin/article/introduce', handle: { title: '栏目介绍', name: 'ArticleIntroduce' }, lazy: page(() => import('../features/article/pages/article-introduce-page')) },
  { path: '/admin/article/list', handle: { title: '文章列表', name: 'ArticleList' }, lazy: page(() => import('../features/article/pages/article-list-page')) },
  { path: '/admin/article/edit', handle: { title: '编辑文章', name: 'ArticleEdit', activeMenu: '/admin/article/list' }, lazy: page(() => import('../features/article/pages/article-edit-page')) },
  { path: '/admin/article/edit02', handle: { title: '编辑B类文章', name: 'ArticleEdit02', activeMenu: '/admin/article/typeB' }, lazy: page(() => import('../features/article/pages/type-b-edit-page')) },
  { path: '/admin/article/examine', handle: { title: '文章审核', name: 'ArticleExamine' }, lazy: page(() => import('../features/article/pages/article-examine-page')) },
  { path: '/admin/article/examineinfo', handle: { title: '审核详情', name: 'ArticleExamineInfo', activeMenu: '/admin/article/examine' }, lazy: page(() => import('../features/article/pages/article-examine-info-page')) },
  { path: '/admin/article/typeB', handle: { title: 'B类文章', name: 'TypeBArticle' }, lazy: page(() => import('../features/article/pages/type-b-article-page')) },
];
