import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../errors.js';

/**
 * Route-level access: `config.auth` is 'public', 'user' (default for /api) or 'admin'.
 * Runs before validation, so an anonymous caller learns nothing about a route's input rules.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (!request.routeOptions.url?.startsWith('/api/') || request.is404) return;
      const auth = request.routeOptions.config.auth ?? 'user';
      if (auth === 'public') return;
      if (!request.principal) throw unauthorized();
      if (auth === 'admin' && !request.principal.isPlatformAdmin) throw forbidden();
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
