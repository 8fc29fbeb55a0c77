import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler'
import SerializerSelector from '@fastify/fast-json-stringify-compiler'
import type { FastifySchema } from 'fastify'

type RouteDefinition = { method: string; url: string; httpPart: string; schema?: unknown }
type Compiler = (route: RouteDefinition) => Validate
type CompilerOptions = { customOptions?: Record<string, unknown>; plugins?: unknown[] }
type ValidationIssue = { keyword: string; instancePath: string; schemaPath: string; params: Record<string, unknown>; message: string }
type Validate = ((data: unknown) => boolean) & { errors?: ValidationIssue[] | null }
type PropertySchema = { type?: unknown }

// The decimal syntax a query number may have: Ajv's coercion would also take `0x10`, ` 5`, `1e2` and
// `Infinity` (which then skips `maximum` and reaches SQL as a bigint), none of which is documented.
const DECIMAL: Record<string, RegExp> = { integer: /^-?\d{1,15}$/, number: /^-?\d{1,15}(\.\d{1,15})?$/ }

/**
 * Query strings (and path parameters) are text, so their documented numbers and booleans are coerced from
 * strings — but only from plain decimal numerals.
 */
function decimalOnly(validate: Validate, schema: FastifySchema & { properties?: Record<string, PropertySchema> }): Validate {
  const numeric = Object.entries(schema.properties ?? {})
    .filter(([, property]) => typeof property.type === 'string' && property.type in DECIMAL)
    .map(([name, property]) => [name, property.type as string] as const)
  if (numeric.length === 0) return validate
  const wrapped: Validate = (data) => {
    for (const [name, type] of numeric) {
      const raw = (data as Record<string, unknown> | null)?.[name]
      if (typeof raw === 'string' && !DECIMAL[type]!.test(raw)) {
        wrapped.errors = [{ keyword: 'type', instancePath: `/${name}`, schemaPath: `#/properties/${name}/type`, params: { type }, message: `must be ${type}` }]
        return false
      }
    }
    const valid = validate(data)
    wrapped.errors = validate.errors
    return valid
  }
  return wrapped
}

/**
 * Two Ajv instances from Fastify's own compiler: a JSON body is validated as sent (a string where an
 * integer is documented is refused, never coerced), while query strings and path parameters keep Ajv's
 * coercion of their text into the documented types (decimal numerals only).
 */
function twoPartValidators(externalSchemas: Record<string, unknown>, options: CompilerOptions = {}): Compiler {
  // The pool's published types describe Ajv's compile(schema); Fastify calls the result with a route definition.
  const pool = AjvCompiler() as unknown as (schemas: Record<string, unknown>, options: CompilerOptions) => Compiler
  const customOptions = { ...(options.customOptions ?? {}) }
  const asText = pool(externalSchemas, { ...options, customOptions })
  const asSent = pool(externalSchemas, { ...options, customOptions: { ...customOptions, coerceTypes: false } })
  const context = JSON.stringify([externalSchemas, customOptions])
  return (route) => lazyValidator(() => route.httpPart === 'body'
    ? compiledOnce(compiledValidators, ['sent', context, route.schema], () => asSent(route))
    : decimalOnly(compiledOnce(compiledValidators, ['text', context, route.schema], () => asText(route)),
      route.schema as FastifySchema & { properties?: Record<string, PropertySchema> }))
}

// A compiled validator or serializer is a pure function of its schema and the compiler's options, so a process
// that builds several applications compiles each schema once. The service builds one, where this changes
// nothing; the test suite builds hundreds (one per test), and compiling the same schemas again was a quarter of
// a typical test file's CPU time (Ajv's compile and fast-json-stringify's build, in its profile). The key is the
// schema's JSON with the options: two routes with equal schemas share one function (neither keeps state
// between calls except Ajv's `errors` of the last call, which each route's wrapper copies at once).
const compiledValidators = new Map<string, Validate>()
const compiledSerializers = new Map<string, SerializerSelector.Serializer>()

function compiledOnce<T>(cache: Map<string, T>, key: unknown[], compile: () => T): T {
  const text = JSON.stringify(key)
  let compiled = cache.get(text)
  if (compiled === undefined) cache.set(text, compiled = compile())
  return compiled
}

// Compiling every route's validators and serializers took ≈ 0.6 s of each start (the profile of a start on an
// existing store: Ajv's compile and fast-json-stringify's build); most routes are never called by one process
// in its first minutes. Each is compiled on its route's first use instead (a few milliseconds, once). A schema
// that cannot compile still fails a test: the OpenAPI fuzz suite calls every operation.
function lazyValidator(compile: () => Validate): Validate {
  let compiled: Validate | undefined
  const validate: Validate = (data) => {
    compiled ??= compile()
    const valid = compiled(data)
    validate.errors = compiled.errors
    return valid
  }
  return validate
}

const lazySerializers: SerializerSelector.SerializerFactory = (externalSchemas, options) => {
  const compiler = SerializerSelector()(externalSchemas, options)
  const context = JSON.stringify([externalSchemas, options])
  return (route) => {
    let compiled: SerializerSelector.Serializer | undefined
    return (data) => (compiled ??= compiledOnce(compiledSerializers, [context, route.schema], () => compiler(route)))(data)
  }
}

export const buildValidator = twoPartValidators as unknown as ValidatorFactory
export const buildSerializer = lazySerializers
