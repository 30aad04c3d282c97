import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJsonStringify, { type Schema as FastJsonSchema } from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

const zodSerializerCompiler = createSerializerCompiler({});

/** The zod schema of a route's response (fastify-type-provider-zod also accepts `{ properties: schema }`). */
function zodSchemaOf(schema: unknown): z.core.$ZodType | undefined {
  if (schema instanceof z.core.$ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.core.$ZodType ? properties : undefined;
}

/** A JSON Schema without `additionalProperties: false`: zod closes objects in output schemas only. */
function withoutClosedObjects(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutClosedObjects);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(key === 'additionalProperties' && inner === false))
      .map(([key, inner]) => [key, withoutClosedObjects(inner)]),
  );
}

/**
 * The JSON Schema of a response schema whose encoding changes nothing: what a handler returns (the schema's output)
 * is what goes on the wire (its input), apart from the output closing its objects. Undefined when zod cannot express
 * it in JSON Schema (transforms, dates, …) or when input and output differ (pipes, codecs, defaults): those stay with
 * zod.
 */
export function plainJsonSchema(schema: z.core.$ZodType): Record<string, unknown> | undefined {
  let output: Record<string, unknown>;
  let input: Record<string, unknown>;
  try {
    output = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    input = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
  if (!isDeepStrictEqual(withoutClosedObjects(output), withoutClosedObjects(input))) return undefined;
  const { $schema: _draft, ...jsonSchema } = output;
  return jsonSchema;
}

/**
 * Compiles a response schema with fast-json-stringify, as Fastify does for its own JSON schemas, when it is plain JSON
 * Schema (see `plainJsonSchema`): it writes the schema's properties only (a field the schema does not name never
 * reaches the client, as with zod's stripping) and refuses an object that lacks a required one; it does not check
 * values the handler's types already guarantee. Undefined otherwise.
 */
export function compileFastSerializer(schema: z.core.$ZodType): Serialize | undefined {
  const jsonSchema = plainJsonSchema(schema);
  if (!jsonSchema) return undefined;
  try {
    return fastJsonStringify(jsonSchema as unknown as FastJsonSchema) as Serialize;
  } catch {
    // A JSON Schema fast-json-stringify does not support: zod then.
    return undefined;
  }
}

/**
 * Fastify's serializer compiler for the routes' zod response schemas: fast-json-stringify where the schema allows
 * (`compileFastSerializer`), zod's encoding and checks (fastify-type-provider-zod's serializer) for the rest. zod
 * parsed every response in full and JSON.stringify then wrote it, a visible part of a list request's CPU. Each schema
 * is compiled once: the error body is shared by almost every route.
 */
export function createResponseSerializerCompiler(): FastifySerializerCompiler<unknown> {
  const compiled = new WeakMap<z.core.$ZodType, Serialize | null>();
  return (route) => {
    const schema = zodSchemaOf(route.schema);
    let serialize = schema ? compiled.get(schema) : null;
    if (schema && serialize === undefined) {
      serialize = compileFastSerializer(schema) ?? null;
      compiled.set(schema, serialize);
    }
    // Not plain, or not a zod schema (fastify-type-provider-zod's serializer throws the error naming the route).
    return serialize ?? (zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialize);
  };
}
