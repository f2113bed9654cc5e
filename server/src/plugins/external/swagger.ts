import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { documentRoute, DROPPED_FIELDS_NOTE } from '../../http/documented-responses.js';

/** OpenAPI 3.1 document built from the route schemas; component names come from each schema's $id. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: '赛事运营平台 API',
          version: '0.1.0',
          description: [
            '所有接口位于 /api 下，响应为 { errno, result } 信封（docs/api.md）。',
            '成功：HTTP 200，errno 0。业务拒绝：HTTP 200，errno 42200（参数错误）、40000（规则不允许）或 40300（无权限），result.errors[0].msg 为中文原因。',
            '未登录 401，CSRF 令牌无效 403，对象不存在或属于其他机构 404，操作过于频繁 429；每个接口列出它会返回的状态。',
            `整数参数均在 int32 范围内，日期为 1900–2099 年间真实存在的日期，文本不得包含控制字符。请求体与查询参数中${DROPPED_FIELDS_NOTE}`,
          ].join('\n\n'),
        },
        tags: [
          { name: 'system', description: '系统' },
          { name: 'auth', description: '登录与会话' },
          { name: 'user', description: '当前用户' },
          { name: 'admin', description: '后台：菜单、计数、机构' },
          { name: 'competition', description: '赛事' },
          { name: 'check-in', description: '打卡：挑战设置、打卡、记录审核与排行' },
          { name: 'certificates', description: '证书：模板、发放、撤销重发、下载与公开验证' },
          { name: 'highlights', description: '集锦：组织者用视频、相册照片与成绩编排，本赛事认定的最高纪录自动加入' },
          { name: 'finance', description: '财务' },
          { name: 'venue', description: '场馆' },
          { name: 'maps', description: '地图（地址联想、根据坐标获取地址）' },
          { name: 'official', description: '官网' },
          { name: 'homepage', description: '官网首页管理' },
          { name: 'register', description: '运动员与裁判员注册、实名认证' },
          { name: 'dev', description: '开发辅助' },
        ],
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'saishi_sid' },
            csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-TOKEN' },
          },
        },
      },
      transform: documentRoute,
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
      },
    });
  },
  { name: 'swagger' },
);
