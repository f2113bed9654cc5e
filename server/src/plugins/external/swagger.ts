import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

/** OpenAPI 3.1 document built from the route schemas; component names come from each schema's $id. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: '赛事运营平台 API', version: '0.1.0', description: '所有接口位于 /api 下，响应为 { errno, result } 信封。' },
        tags: [
          { name: 'system', description: '系统' },
          { name: 'auth', description: '登录与会话' },
          { name: 'user', description: '当前用户' },
          { name: 'admin', description: '后台：菜单、计数、机构' },
          { name: 'competition', description: '赛事' },
          { name: 'finance', description: '财务' },
          { name: 'venue', description: '场馆' },
          { name: 'official', description: '官网' },
          { name: 'homepage', description: '官网首页管理' },
          { name: 'dev', description: '开发辅助' },
        ],
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'saishi_sid' },
            csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-TOKEN' },
          },
        },
      },
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
      },
    });
  },
  { name: 'swagger' },
);
