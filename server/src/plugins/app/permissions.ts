import fp from 'fastify-plugin';
import { STAFF_MSG } from 'shared/rules';
import { managedMemberships } from '../../access/institutions.js';
import { AppError } from '../../errors.js';
import { operationKey, permissionOf, permittedMemberships, type PermissionRule } from '../../access/permissions.js';
import type { RouteAuth } from '../../fastify.d.js';

/** A route of the API as the permission check sees it. */
export interface DeclaredRoute {
  key: string;
  auth: RouteAuth;
  rule: PermissionRule | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its permission rule (null: missing from access/permissions.ts). */
    apiRoutes: () => DeclaredRoute[];
  }
}

export const staffForbidden = () => new AppError(200, 40300, STAFF_MSG.forbidden);

/**
 * Staff permissions on every route (权限管理, docs/auth.md "Staff and permissions"): the route's rule comes from the
 * one declaration (access/permissions.ts); a staff member whose role lacks it is refused with 40300 没有该操作的权限
 * before the handler runs, so nothing changes. For the handler the caller then manages only the institutions where
 * the role allows the operation, so the tenant rules refuse the objects of the others. Owners and managers without a
 * role hold everything; platform admins and personal users are not staff. Runs after the access plugin (session and
 * config.auth), before validation.
 */
export default fp(
  async (app) => {
    const routes: DeclaredRoute[] = [];
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/test/')) return;
      const methods = [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
      for (const method of methods) {
        const key = operationKey(method, route.url);
        routes.push({ key, auth: route.config?.auth ?? 'user', rule: permissionOf(key, route.config?.auth ?? 'user') });
      }
    });
    app.decorate('apiRoutes', () => routes.map((r) => ({ ...r })));
    app.addHook('preValidation', async (request) => {
      const principal = request.principal;
      if (!principal || principal.isPlatformAdmin || request.is404) return;
      const url = request.routeOptions.url;
      if (!url?.startsWith('/api/')) return;
      const managed = managedMemberships(principal);
      // not staff anywhere: a personal user, whose routes decide on their own
      if (!managed.some((m) => m.permissions)) return;
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const rule = permissionOf(operationKey(method, url), request.routeOptions.config.auth ?? 'user');
      if (!rule) throw staffForbidden();
      if ('exempt' in rule) return;
      const kept = permittedMemberships(principal.memberships, rule);
      const permitted = { ...principal, memberships: kept };
      if (managedMemberships(permitted).length === 0 && !rule.alsoPersonal) throw staffForbidden();
      request.principal = permitted;
    });
  },
  { name: 'permissions', dependencies: ['access'] },
);
