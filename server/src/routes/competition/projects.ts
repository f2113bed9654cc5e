/**
 * 运动项目 (spec §7 GET /institution/project): the sports an organiser picks for a match or activity. The column
 * `competitions.sport` is free text (older data keeps its value); this curated list is what the forms offer.
 */
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

export const SPORT_PROJECTS: readonly string[] = [
  '足球',
  '篮球',
  '排球',
  '田径',
  '游泳',
  '跳水',
  '赛艇',
  '乒乓球',
  '羽毛球',
  '网球',
  '围棋',
  '象棋',
  '马拉松',
  '越野跑',
  '健步走',
  '定向越野',
  '自行车',
  '跳绳',
  '武术',
  '跆拳道',
  '体操',
  '击剑',
  '射箭',
  '棒垒球',
  '门球',
  '冰雪运动',
  '电子竞技',
  '综合',
];

export default async function projectRoutes(app: ApiInstance) {
  app.get(
    '/institution/project',
    {
      config: { auth: 'public' },
      schema: { tags: ['competition'], summary: '运动项目列表（新建赛事与官网筛选使用）', response: okResponse(ref('SportProjects')) },
    },
    async () => ok({ list: [...SPORT_PROJECTS] }),
  );
}
