/**
 * `pnpm --filter server openapi`: builds the app on an in-memory database, takes the OpenAPI document that
 * @fastify/swagger builds from the route schemas, and writes
 *   shared/src/api/generated/openapi.json, shared/src/api/generated/schema.ts (openapi-typescript) and
 *   shared/src/api/generated/request-schemas.json (each operation's query, header and body schemas, compact: the
 *   mocks validate requests with them, shared/src/mocks/route.ts).
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

await writeFile(path.join(outDir, 'request-schemas.json'), `${JSON.stringify(requestSchemas(document))}\n`);

const ast = await openapiTS(JSON.parse(json), { alphabetize: false });
const header = '/**\n * 由 server/scripts/write-openapi.ts 根据服务端路由 schema 生成，请勿手工修改。\n * 重新生成：pnpm openapi\n */\n\n';
await writeFile(path.join(outDir, 'schema.ts'), header + astToString(ast));
console.log(`已写入 ${path.relative(repoRoot, outDir)}/openapi.json、schema.ts 与 request-schemas.json`);

type Schema = Record<string, unknown>;
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** Drops what validation does not read (descriptions, examples), keeping the document's key order. */
function bare(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(bare);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Schema)
      .filter(([k]) => k !== 'description' && k !== 'example' && k !== 'examples' && k !== 'title')
      .map(([k, v]) => [k, k === 'properties' ? Object.fromEntries(Object.entries(v as Schema).map(([n, p]) => [n, bare(p)])) : bare(v)]),
  );
}

/** The parameters of one place (`query`, `header`) as one object schema, as the route declared them. */
function objectOf(parameters: Parameter[], place: string): Schema | undefined {
  const own = parameters.filter((p) => p.in === place);
  if (own.length === 0) return undefined;
  const required = own.filter((p) => p.required).map((p) => p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(own.map((p) => [p.name, bare(p.schema)])),
    ...(required.length ? { required } : {}),
  };
}

/** `"POST /api/competition/requirement/item": { query?, headers?, body? }` for every operation. */
function requestSchemas(document: Record<string, unknown>): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  for (const [url, methods] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, op] of Object.entries(methods)) {
      const query = objectOf(op.parameters ?? [], 'query');
      const headers = objectOf(op.parameters ?? [], 'header');
      const body = op.requestBody?.content?.['application/json']?.schema;
      out[`${method.toUpperCase()} ${url}`] = { ...(query ? { query } : {}), ...(headers ? { headers } : {}), ...(body ? { body: bare(body) } : {}) };
    }
  }
  return out;
}
