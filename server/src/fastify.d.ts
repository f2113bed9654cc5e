import 'fastify';
import type { Principal } from './access/principal.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { MediaServices } from './plugins/app/media.js';
import type { Repositories } from './repositories/index.js';
import type { SessionRow, UserRow } from './repositories/sessions.js';
import type { SmsSender } from './sms/sender.js';

/** Who may call a route: checked by the access plugin before validation. Default for /api routes: 'user'. */
export type RouteAuth = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    repos: Repositories;
    /** Storage, media rows, video processing and the tus server (src/plugins/app/media.ts). */
    media: MediaServices;
    sms: SmsSender;
  }
  interface FastifyRequest {
    session: SessionRow | null;
    user: UserRow | null;
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /**
     * false: JSON body instead of the token (login, sms_login, send_sms); 'grant': an X-Enrolment-Token header instead
     * (anonymous enrolment uploads); 'gateway': a payment gateway's notification, whose signature the route verifies.
     */
    csrf?: boolean | 'grant' | 'gateway';
    /** Error statuses the OpenAPI document cannot infer (src/http/documented-responses.ts). */
    documented?: { notFound?: boolean; throttled?: boolean };
  }
}
