/**
 * The server suite on PGlite in memory (the embedded database of `pnpm start`), and the PGlite cases of the suites
 * that need an app of their own. `server.postgres.test.ts` runs the same suites on PostgreSQL, side by side.
 */
import { setupPglite } from './helpers.js';
import { gatewayPaymentsSuite } from './suites/gateway-payments.js';
import { mediaS3Suite } from './suites/media-s3.js';
import { serverSuites } from './suites/all.js';

serverSuites({ name: 'PGlite', setup: setupPglite });

// The real gateways (PAYMENT_PROVIDER=gateway) against local fake WeChat Pay and Alipay: an app of their own.
gatewayPaymentsSuite({ name: 'PGlite' });

// Video uploads in S3 (MEDIA_S3_BUCKET, an s3rver bucket) on one node.
mediaS3Suite('media uploads in S3 (tus on s3rver), one node on PGlite', async (env) => [await setupPglite(env)]);
