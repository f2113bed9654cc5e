import type { FastifyInstance } from 'fastify';
import { ok, okResponse, ref } from '../../http/envelope.js';
import officialSeriesRoutes from './competition-series.js';

export default async function officialRoutes(app: FastifyInstance) {
  await app.register(officialSeriesRoutes);
  app.get(
    '/official/home',
    {
      config: { auth: 'public' },
      schema: { tags: ['official'], summary: '官网首页：头条、推荐赛事、合作伙伴、友情链接', response: okResponse(ref('OfficialHome')) },
    },
    async () => ok(await app.repos.content.home()),
  );
}
