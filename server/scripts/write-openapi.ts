/**
 * `pnpm --filter server openapi`: builds the app on an in-memory database, takes the OpenAPI document that
 * @fastify/swagger builds from the route schemas, and writes
 *   shared/src/api/generated/openapi.json  and  shared/src/api/generated/schema.ts (openapi-typescript).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.js';
import { loadConfig, repoRoot } from '../src/config.js';

const outDir = path.join(repoRoot, 'shared', 'src', 'api', 'generated');

// Demo mode with the outbox sender, so the demo-only route is documented too (the in-memory database gets the seed).
const app = await buildApp(loadConfig({}, { pgliteDir: 'memory://', demo: true, smsSender: 'outbox', databaseUrl: null }));
await app.ready();
const document = app.swagger() as unknown as Record<string, unknown>;
await app.close();

await mkdir(outDir, { recursive: true });
const json = `${JSON.stringify(document, null, 2)}\n`;
await writeFile(path.join(outDir, 'openapi.json'), json);

const ast = await openapiTS(JSON.parse(json), { alphabetize: false });
const header = '/**\n * 由 server/scripts/write-openapi.ts 根据服务端路由 schema 生成，请勿手工修改。\n * 重新生成：pnpm openapi\n */\n\n';
await writeFile(path.join(outDir, 'schema.ts'), header + astToString(ast));
console.log(`已写入 ${path.relative(repoRoot, outDir)}/openapi.json 与 schema.ts`);
