/**
 * Site texts: the user agreement (用户协议), edited by the platform admin (PUT /admin/agreement, rich text sanitised
 * here) and read by everyone (GET /agreement).
 */
import { badInput } from '../../errors.js';
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { ARTICLE_MSG, sanitizeHtml } from 'shared/rules';
import { actor, MAX_CONTENT } from './shared.js';

/** The key of the user agreement in site_texts. */
const AGREEMENT = 'agreement';

/** PUT /admin/agreement (platform admin). */
export function agreementEditRoute(app: ApiInstance) {
  app.put(
    '/admin/agreement',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['article'],
        summary: '修改用户协议（平台管理员）',
        body: {
          type: 'object',
          required: ['title', 'content'],
          properties: { title: { type: 'string', minLength: 1, maxLength: 64 }, content: { type: 'string', minLength: 1 } },
          additionalProperties: false,
        },
        response: okResponse(ref('SiteText')),
      },
    },
    async (request) => {
      const title = request.body.title.trim();
      if (!title) throw badInput(ARTICLE_MSG.titleRequired);
      if (request.body.content.length > MAX_CONTENT) throw badInput(`文章内容不能超过${MAX_CONTENT}个字符`);
      const content = sanitizeHtml(request.body.content);
      if (!content.replace(/<[^>]*>/g, '').trim()) throw badInput(ARTICLE_MSG.contentRequired);
      await app.articles.saveSiteText(AGREEMENT, title, content, actor(request));
      return ok((await app.repos.articles.siteText(AGREEMENT))!);
    },
  );
}

/** GET /agreement (public). */
export function agreementRoute(app: ApiInstance) {
  app.get(
    '/agreement',
    { config: { auth: 'public' }, schema: { tags: ['article'], summary: '用户协议', response: okResponse(ref('SiteText')) } },
    async () => ok((await app.repos.articles.siteText(AGREEMENT)) ?? { title: '用户协议', content: '', updated_at: null }),
  );
}
