/**
 * Fastify's response serializers, each distinct one compiled once.
 *
 * Fastify compiles a fast-json-stringify serializer for every response schema of every route (≈380 here), and
 * fast-json-stringify validates and indexes all shared schemas (`app.addSchema`, ≈190) again for each of them: more
 * than half of a server start. Only ≈120 of those schemas differ (the envelopes repeat across routes). This factory
 * gives Fastify the same serializers from its own default compiler, built once per distinct schema and with only the
 * shared schemas that schema reaches through `$ref`.
 */
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>;
type Schemas = Record<string, unknown>;

// Fastify's own default (the copy Fastify itself loads), so the serializers are exactly the ones it would build
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const defaultFactory = (requireFromFastify('@fastify/fast-json-stringify-compiler') as { SerializerSelector: () => SerializerFactory }).SerializerSelector();

/** Ids of the shared schemas a schema names in `$ref` (`Account#`, `Account#/properties/x`; not local `#/…`). */
export function referencedIds(schema: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) {
    for (const item of schema) referencedIds(item, out);
  } else if (schema !== null && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string') {
        const id = value.split('#')[0];
        if (id) out.add(id);
      } else referencedIds(value, out);
    }
  }
  return out;
}

/** The shared schemas `schema` reaches through `$ref`, directly or through other shared schemas. */
export function reachableSchemas(schema: unknown, shared: Schemas): Schemas {
  const reached: Schemas = {};
  const pending = [...referencedIds(schema)];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (id in reached || !(id in shared)) continue;
    reached[id] = shared[id];
    pending.push(...referencedIds(shared[id]));
  }
  return reached;
}

export const buildResponseSerializer: SerializerFactory = (sharedSchemas, serializerOptions) => {
  const shared = (sharedSchemas ?? {}) as Schemas;
  const built = new Map<string, ReturnType<ReturnType<SerializerFactory>>>();
  return (route) => {
    const key = JSON.stringify(route.schema);
    let serializer = built.get(key);
    if (!serializer) {
      serializer = defaultFactory(reachableSchemas(route.schema, shared), serializerOptions)(route);
      built.set(key, serializer);
    }
    return serializer;
  };
};
