/**
 * The Fastify application of 赛事运营平台 (docs/architecture.md is the contract).
 *
 * Order: external plugins (config → db → compress → security headers → cookies → csrf → redis → rate limit → swagger
 * → the API page at /api/docs), then app plugins
 * (caches: public answers and sessions, emptied by every write (plugins/app/caches.ts) → auth/session → access rules → repositories → jobs: the job queue (pg-boss) → sms: the sender of SMS codes →
 * services: every domain's workflows (plugins/app/services.ts) → media: storage, tus, video processing → export
 * tasks, replay files → payments → workers: the worker of every queue and the schedules, plugins/app/workers.ts),
 * then the /api routes by domain folder (src/routes/<domain>),
 * then the built front end (src/static). Every /api response is the envelope `{ errno, result }`; the one error
 * handler (src/http/error-handler.ts) turns every failure into it and never leaks stacks or SQL.
 *
 * Access: routes declare `config.auth` ('public' | 'user' (default) | 'admin'); tenant checks use the pure
 * rules in src/access. Non-GET routes need X-CSRF-TOKEN (src/plugins/external/csrf.ts), except login,
 * sms_login and send_sms which need a JSON body. Data: Drizzle schema in src/db/schema, migrations in
 * server/drizzle (applied at start), demo seed in src/db/seed.ts.
 */
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { registerErrorHandling } from './http/error-handler.js';
import { lazySerializers, lazyValidators } from './http/lazy-compilers.js';
import { buildResponseSerializer } from './http/response-serializers.js';
import { shareIdenticalRequestSchemas } from './http/shared-request-schemas.js';
import { CALENDAR_FORMATS } from 'shared/rules';
import { applySchemaPolicy, refusingIllFormedText } from './http/schema-policy.js';
import accessPlugin from './plugins/app/access.js';
import permissionsPlugin from './plugins/app/permissions.js';
import authPlugin from './plugins/app/auth.js';
import cachesPlugin from './plugins/app/caches.js';
import jobsPlugin from './plugins/app/jobs.js';
import gatewaysPlugin from './plugins/app/payments.js';
import mediaPlugin from './plugins/app/media.js';
import operationRecordsPlugin from './plugins/app/operation-records.js';
import repositoriesPlugin from './plugins/app/repositories.js';
import servicesPlugin from './plugins/app/services.js';
import smsPlugin from './plugins/app/sms.js';
import workersPlugin from './plugins/app/workers.js';
import configPlugin from './plugins/external/config.js';
import compressPlugin from './plugins/external/compress.js';
import cookiesPlugin from './plugins/external/cookies.js';
import csrfPlugin from './plugins/external/csrf.js';
import dbPlugin from './plugins/external/db.js';
import helmetPlugin from './plugins/external/helmet.js';
import rateLimitPlugin from './plugins/external/rate-limit.js';
import redisPlugin from './plugins/external/redis.js';
import swaggerPlugin from './plugins/external/swagger.js';
import apiDocsPage from './plugins/external/swagger-ui.js';
import apiRoutes from './routes/index.js';
import exportWorkerPlugin from './services/export-worker.js';
import replayFileWorkerPlugin from './services/replay-file-worker.js';
import { allSchemas } from './schemas/components.js';
import staticFiles from './static/index.js';

export async function buildApp(config: AppConfig, options: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: false,
    bodyLimit: 1024 * 1024,
    // Opening PGlite, migrating and seeding a new database takes seconds, more on a busy machine (`pnpm dev`
    // compiles six apps at the same time): the default 10 s plugin timeout is too short for the db plugin.
    pluginTimeout: 120_000,
    // each distinct response schema compiled once (more than half of a start otherwise: src/http/response-serializers.ts),
    // validators and serializers on the first request that needs them (src/http/lazy-compilers.ts)
    schemaController: { compilersFactory: { buildValidator: lazyValidators(undefined, refusingIllFormedText), buildSerializer: lazySerializers(buildResponseSerializer) } },
    ...options,
    ajv: {
      customOptions: { allErrors: false },
      // after ajv-formats: dates are real calendar days in the product's years (src/http/schema-policy.ts)
      onCreate: (ajv: { addFormat(name: string, format: (value: string) => boolean): unknown }) => {
        for (const [name, format] of Object.entries(CALENDAR_FORMATS)) ajv.addFormat(name, format);
      },
    },
  });
  // Every request schema is bounded by what the database can hold (int32, no control characters, dropped extras);
  // every validator refuses text with a lone surrogate first (refusingIllFormedText above).
  app.addHook('onRoute', applySchemaPolicy);
  app.addHook('onRoute', shareIdenticalRequestSchemas());
  // Only JSON bodies: a cross-site HTML form cannot send them.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);

  await app.register(configPlugin, { config });
  await app.register(dbPlugin);
  await app.register(compressPlugin);
  await app.register(helmetPlugin);
  await app.register(cookiesPlugin);
  await app.register(csrfPlugin);
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(apiDocsPage);

  await app.register(cachesPlugin);
  await app.register(authPlugin);
  await app.register(accessPlugin);
  await app.register(operationRecordsPlugin);
  await app.register(permissionsPlugin);
  await app.register(repositoriesPlugin);
  await app.register(jobsPlugin);
  await app.register(smsPlugin);
  await app.register(gatewaysPlugin);
  await app.register(servicesPlugin);
  await app.register(mediaPlugin);
  await app.register(exportWorkerPlugin);
  await app.register(replayFileWorkerPlugin);
  await app.register(workersPlugin);

  for (const schema of allSchemas) app.addSchema(schema);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(staticFiles);
  return app;
}
