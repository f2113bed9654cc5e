import { canManageInstitution, institutionScope } from '../../access/institutions.js';
import { menuTitlesFor } from '../../access/menu.js';
import { notFound } from '../../errors.js';
import { ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

export default async function adminRoutes(app: ApiInstance) {
  app.get(
    '/admin/manager_menu',
    {
      schema: {
        tags: ['admin'],
        summary: '当前用户在该机构下允许的菜单分组与菜单项标题',
        querystring: { type: 'object', properties: { institution_id: { type: 'integer', minimum: 0, default: 0 } } },
        response: okResponse(ref('MenuTitles')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const referee = !principal.isPlatformAdmin && (await app.repos.schedule.isReferee(principal.userId));
      const titles = menuTitlesFor(principal, request.query.institution_id, { referee });
      if (!titles) throw notFound();
      return ok({ titles });
    },
  );

  app.get(
    '/admin/un_check_count',
    {
      schema: {
        tags: ['admin'],
        summary: '待审核计数（平台管理员：全平台；机构用户：本机构）',
        response: okResponse(ref('UnCheckCount')),
      },
      config: { cache: 'institution-scope' },
    },
    async (request) => ok(await app.repos.counts.unCheck(institutionScope(request.principal!))),
  );

  app.get(
    '/admin/msg_count',
    {
      schema: {
        tags: ['admin'],
        summary: '机构的待处理报名与注册审核数',
        querystring: { type: 'object', required: ['belong_id'], properties: { belong_id: { type: 'integer', minimum: 1 } } },
        response: okResponse(ref('MsgCount')),
      },
    },
    async (request) => {
      const id = request.query.belong_id;
      if (!canManageInstitution(request.principal!, id) || !(await app.repos.institutions.exists(id))) throw notFound();
      return ok(await app.repos.counts.messages(id));
    },
  );

  app.get(
    '/admin/institution_list',
    {
      schema: {
        tags: ['admin'],
        summary: '机构列表（平台管理员：全部；机构用户：本人所属）',
        querystring: { type: 'object', properties: { ...pageQuery } },
        response: okResponse(ref('InstitutionList')),
      },
    },
    async (request) => ok(await app.repos.institutions.list(institutionScope(request.principal!), request.query)),
  );
}
