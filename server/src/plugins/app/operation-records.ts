import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { operationLabel } from 'shared/rules';
import { membershipFor } from '../../access/institutions.js';
import { runWithOperation, type OperationContext } from '../../db/operation-context.js';
import { INT32_MAX } from '../../http/schema-policy.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const positiveInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= INT32_MAX ? n : null;
};

/**
 * The institution a caller acts for: the request's `institution_id`, else the one chosen in the session, else the
 * caller's only one. (A changed row's own `institution_id` comes before it, in the database's trigger.)
 */
function institutionOf(request: FastifyRequest): number | null {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : undefined;
  const asked = positiveInt(query?.institution_id) ?? positiveInt(body?.institution_id);
  const principal = request.principal;
  if (!principal) return null;
  if (asked && (principal.isPlatformAdmin || membershipFor(principal, asked))) return asked;
  const active = request.session?.activeInstitution ?? null;
  if (active && membershipFor(principal, active)) return active;
  return principal.memberships.length === 1 ? principal.memberships[0].institutionId : null;
}

/**
 * 操作记录: every mutating /api request runs with its operation context (db/operation-context.ts), which the
 * database's trigger writes into the request's one record, in the transaction of the change (docs/api.md
 * "Operation records"). The context is read when a transaction starts: by then the caller and the body are known.
 * Closed when the answer has been sent.
 */
export default fp(
  async (app) => {
    const scopes = new WeakMap<FastifyRequest, { open: boolean }>();
    app.addHook('onRequest', (request, _reply, done) => {
      if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) {
        done();
        return;
      }
      const rid = randomUUID();
      const context = (): OperationContext => ({
        rid,
        op: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
        label: operationLabel(request.routeOptions.schema?.summary),
        actor: request.principal?.userId ?? null,
        actorName: (request.user?.nickname || request.user?.account || '').slice(0, 64),
        inst: institutionOf(request),
        ip: request.ip.slice(0, 64),
        ua: String(request.headers['user-agent'] ?? '').slice(0, 512),
      });
      scopes.set(request, runWithOperation(context, done));
    });
    app.addHook('onResponse', async (request) => {
      const scope = scopes.get(request);
      if (scope) scope.open = false;
    });
  },
  { name: 'operation-records', dependencies: ['auth'] },
);
