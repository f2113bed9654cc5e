import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import officialSeriesRoutes from './competition-series.js';

export default async function officialRoutes(app: ApiInstance) {
  await app.register(officialSeriesRoutes);
  app.get(
    '/official/home',
    {
      config: { auth: 'public', cache: 'public' },
      schema: { tags: ['official'], summary: '官网首页：头条、推荐栏目、推荐赛事、赛事视频、赛事图片、品牌赛事、合作伙伴、友情链接（只含已启用且在展示时间内的内容，按排序）', response: okResponse(ref('OfficialHome')) },
    },
    async () => ok(await app.repos.content.home()),
  );
}
