/**
 * The operations of the OpenAPI document as the fuzz suite and the authorization matrix use them: how to build a
 * request of each from drawn values, and how to hold each answer to what the document says.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import formatsPlugin from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CALENDAR_FORMATS } from 'shared/rules';
import type { Schema } from './schema-arbitraries.js';

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

export interface DocumentedOperation {
  /** `GET /api/official/live` */
  key: string;
  method: string;
  path: string;
  op: Operation;
  query: Parameter[];
  pathParams: Parameter[];
  body: Schema | null;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** The document the running app builds from its route schemas. */
export function documentOf(app: FastifyInstance): OpenApiDocument {
  return structuredClone(app.swagger()) as unknown as OpenApiDocument;
}

export function operationsOf(doc: OpenApiDocument): DocumentedOperation[] {
  const out: DocumentedOperation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!METHODS.includes(method)) continue;
      const params = op.parameters ?? [];
      out.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        op,
        query: params.filter((p) => p.in === 'query'),
        pathParams: params.filter((p) => p.in === 'path'),
        body: op.requestBody?.content['application/json']?.schema ?? null,
      });
    }
  }
  return out;
}

/** A drawn request: query values (raw strings where a fuzzer sends raw text), path values and a body. */
export interface DrawnRequest {
  query: Record<string, unknown>;
  path: Record<string, unknown>;
  /** undefined: no body; a string: sent as it is (not JSON-encoded). */
  body?: unknown;
  rawBody?: string;
}

const queryValue = (v: unknown): string[] => {
  if (v === undefined) return [];
  if (Array.isArray(v)) return v.flatMap(queryValue);
  if (v === null) return [''];
  if (typeof v === 'object') return [JSON.stringify(v)];
  return [String(v)];
};

/** The URL of a drawn request (query serialised as a browser would: repeated keys for arrays). */
export function urlOf(op: DocumentedOperation, drawn: DrawnRequest): string {
  let path = op.path;
  for (const p of op.pathParams) path = path.replace(`{${p.name}}`, encodeURIComponent(queryValue(drawn.path[p.name])[0] ?? ''));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(drawn.query)) for (const s of queryValue(v)) search.append(k, s);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface Caller {
  name: string;
  cookie?: string;
  token?: string;
  ip: string;
  /** the logged-in user's id (the operation-record checks compare it with the record's actor) */
  userId?: number;
}

export function inject(app: FastifyInstance, op: DocumentedOperation, drawn: DrawnRequest, caller: Caller, extraHeaders: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...extraHeaders };
  if (caller.cookie) headers.cookie = caller.cookie;
  if (caller.token) headers['x-csrf-token'] = caller.token;
  const options: InjectOptions = { method: op.method as InjectOptions['method'], url: urlOf(op, drawn), headers, remoteAddress: caller.ip };
  if (drawn.rawBody !== undefined) {
    headers['content-type'] = 'application/json';
    options.payload = drawn.rawBody;
  } else if (drawn.body !== undefined) {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(drawn.body);
  }
  return app.inject(options);
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Holds answers to the document: a documented status, a documented content type, a body of the documented schema. */
export class DocumentChecker {
  private readonly ajv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(doc: OpenApiDocument) {
    this.ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
    // ajv-formats is CommonJS: its default export arrives as the module object under NodeNext
    const addFormats = ((formatsPlugin as unknown as { default?: typeof formatsPlugin }).default ?? formatsPlugin) as unknown as (ajv: Ajv) => void;
    addFormats(this.ajv);
    for (const [name, check] of Object.entries(CALENDAR_FORMATS)) this.ajv.addFormat(name, check);
    this.ajv.addSchema(doc as object, 'openapi');
  }

  /** null when the answer is what the document says, else what differs. */
  problem(op: DocumentedOperation, res: LightMyRequestResponse): string | null {
    if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`;
    const status = String(res.statusCode);
    const documented = op.op.responses[status] ?? op.op.responses.default;
    if (!documented) return `HTTP ${status} is not documented (documented: ${Object.keys(op.op.responses).join(', ')}): ${res.body.slice(0, 160)}`;
    const type = String(res.headers['content-type'] ?? '').split(';')[0].trim();
    const content = documented.content ?? {};
    if (!content[type]) return `content type ${type || '(none)'} is not documented for HTTP ${status} (documented: ${Object.keys(content).join(', ') || 'none'})`;
    if (type !== 'application/json' || !content[type].schema) return null;
    const code = op.op.responses[status] ? status : 'default';
    const ref = `openapi#/paths/${escapePointer(op.path)}/${op.method.toLowerCase()}/responses/${code}/content/application~1json/schema`;
    let validate = this.compiled.get(ref);
    if (!validate) {
      validate = this.ajv.getSchema(ref);
      if (!validate) return `no schema at ${ref}`;
      this.compiled.set(ref, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `HTTP ${status} body is not JSON: ${res.body.slice(0, 120)}`;
    }
    if (validate(body)) return null;
    const e = validate.errors?.[0];
    return `HTTP ${status} body does not match the document: ${e?.instancePath || '/'} ${e?.message ?? ''} ${e?.params ? JSON.stringify(e.params) : ''} — ${res.body.slice(0, 200)}`;
  }
}
