/** 运动项目 (spec §7 GET /institution/project): the curated list of shared/rules (SPORT_PROJECTS). */
import { SPORT_PROJECTS } from 'shared/rules';
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

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
