import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import jobRoutes from './jobs.js';

export default async function systemRoutes(app: ApiInstance) {
  app.get(
    '/ping',
    { config: { auth: 'public' }, schema: { tags: ['system'], summary: '存活检查（基准测试的空路由）', response: okResponse(ref('Ping')) } },
    async () => ok({ ok: true }),
  );
  // 任务队列 (platform admin)
  await app.register(jobRoutes);
}
