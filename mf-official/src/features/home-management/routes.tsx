import type { RouteObject } from 'react-router-dom';
import { HOME_BLOCK_DEFS, HOME_BLOCKS, type HomeBlock } from 'shared/rules';

const blockPage = (block: HomeBlock, title?: string) => async () => {
  const { HomeBlockPage } = await import('./pages/home-block-page');
  return { Component: () => <HomeBlockPage block={block} title={title} /> };
};

const HEADLINE_MANAGE_TITLE = `${HOME_BLOCK_DEFS.headline.title}管理`;

/**
 * 官网首页管理 (spec §2.5; menu paths of shared's menu catalog) and matchmanage/matchEventList and headlineManage
 * (spec §2.4): platform administrators only (the menu shows them to admins; the server refuses everyone else).
 */
export const homeManagementRoutes: RouteObject[] = [
  ...HOME_BLOCKS.map((block) => {
    const def = HOME_BLOCK_DEFS[block];
    return { path: `/admin/official/${def.routeName}`, handle: { title: `${def.title}管理`, name: def.routeName }, lazy: blockPage(block) };
  }),
  {
    path: '/admin/matchmanage/matchEventList',
    handle: { title: '赛事推荐', name: 'matchEventList' },
    lazy: async () => ({ Component: (await import('./pages/match-event-list-page')).default }),
  },
  { path: '/admin/matchmanage/headlineManage', handle: { title: HEADLINE_MANAGE_TITLE, name: 'headlineManage' }, lazy: blockPage('headline', HEADLINE_MANAGE_TITLE) },
];
