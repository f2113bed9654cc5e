/**
 * Routes whose request schemas are the same text share one schema object, so that Ajv — which keeps what it compiled
 * by schema object — compiles each distinct validator once instead of once per route (≈350 validators at start,
 * ≈110 distinct). Registered as an onRoute hook after the schema policy (src/http/schema-policy.ts), which gives
 * every route fresh bounded copies.
 */
const PARTS = ['params', 'querystring', 'body'] as const;

export function shareIdenticalRequestSchemas(): (route: { schema?: Record<string, unknown> }) => void {
  const shared = new Map<string, unknown>();
  return (route) => {
    if (!route.schema) return;
    for (const part of PARTS) {
      const schema = route.schema[part];
      if (schema === null || typeof schema !== 'object') continue;
      const key = `${part}:${JSON.stringify(schema)}`;
      const first = shared.get(key);
      if (first === undefined) shared.set(key, schema);
      else route.schema[part] = first;
    }
  };
}
