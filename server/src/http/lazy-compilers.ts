/**
 * Validators and serializers compiled when a route first needs them, not at start.
 *
 * Fastify compiles every route's request validators (Ajv) and response serializers (fast-json-stringify) before it
 * listens: about 110 validators and 120 serializers here, a third of a server start. A node that restarts (a deploy,
 * a crash) serves sooner when each is compiled on the first request that uses it (a few milliseconds, once per
 * route and node). The compiled functions are exactly Fastify's own; a schema error shows on that first request, and
 * the fuzz suite sends every route every part of its schema in every test run, so none reaches a user.
 */
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorFactory = NonNullable<Compilers['buildValidator']>;
/** ValidatorFactory is a union of Ajv's pool builders; all are called as (shared schemas, options) → (route) → validator. */
type ValidatorPool = (externalSchemas: unknown, options: unknown) => (route: unknown) => Validator;
type SerializerFactory = NonNullable<Compilers['buildSerializer']>;
type Validator = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };

// Fastify's own default validator compiler (the copy Fastify itself loads)
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const defaultValidatorFactory = (requireFromFastify('@fastify/ajv-compiler') as () => ValidatorPool)();

/**
 * A validator that compiles on its first call. Fastify reads `schemaEnv` (to let Ajv coerce and drop fields of the
 * request part in place) and `errors` (after a failed call) from the function it holds, so both pass through.
 */
export function lazyValidator(compile: () => Validator): Validator {
  let compiled: Validator | undefined;
  const get = () => (compiled ??= compile());
  const validate: Validator = (data, context) => get()(data, context);
  Object.defineProperty(validate, 'schemaEnv', { get: () => get().schemaEnv });
  Object.defineProperty(validate, 'errors', { get: () => get().errors });
  return validate;
}

/**
 * `wrap` is given every validator (the schema policy's checks before Ajv: src/http/schema-policy.ts
 * `refusingIllFormedText`); it must not call the validator before the first request.
 */
export function lazyValidators(factory: ValidatorPool = defaultValidatorFactory, wrap: (validate: Validator) => Validator = (v) => v): ValidatorFactory {
  // Fastify builds a pool for every plugin context that adds schemas; Ajv's builder keys its cache by the JSON of all
  // shared schemas, so even building the pool is deferred to the first validator that compiles
  const pool: ValidatorPool = (externalSchemas, options) => {
    let compilerOf: ((route: unknown) => Validator) | undefined;
    return (route) => wrap(lazyValidator(() => (compilerOf ??= factory(externalSchemas, options))(route)));
  };
  return pool as unknown as ValidatorFactory;
}

/** A serializer factory whose serializers compile on their first response. */
export function lazySerializers(factory: SerializerFactory): SerializerFactory {
  return (externalSchemas, options) => {
    let compilerOf: ReturnType<SerializerFactory> | undefined;
    return (route) => {
      let compiled: ((data: unknown) => string) | undefined;
      return (data: unknown) => (compiled ??= (compilerOf ??= factory(externalSchemas, options))(route) as (data: unknown) => string)(data);
    };
  };
}
