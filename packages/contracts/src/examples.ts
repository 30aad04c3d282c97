import type { z } from 'zod';

/**
 * Attaches an example to a schema for the API documentation (the Developer API page, Swagger UI).
 *
 * zod copies `.meta()` into the JSON Schema it generates, and the route schemas of the API become the OpenAPI 3.0
 * document that way; `example` lands as the Schema Object's `example` keyword, which Swagger UI shows as the example
 * value of a request body or a response and fills into a parameter's field. `examples` (the JSON Schema array) is not
 * used: zod leaves it out of request schemas that transform their input (RegisterUserRequestSchema, MatchRequestSchema,
 * SetupRequestSchema and others), so those bodies would lose their example without a word.
 *
 * The example is what a client sends (request schemas) or receives (responses), hence the schema's input type; it
 * changes nothing in validation, and examples.test.ts parses every example with its schema.
 */
export function withExample<TSchema extends z.ZodType>(schema: TSchema, example: z.input<TSchema>): TSchema {
  return schema.meta({ example });
}

// Values the examples share, so that the documented calls tell one consistent story.

/** A user and the company (customer) the examples sign in as. */
export const EXAMPLE_USER_ID = 42;
export const EXAMPLE_CUSTOMER_ID = 1001;
export const EXAMPLE_JOB_ID = 1287;
/** The raw row Mozilla Corporation / Mozilla Firefox (x64 en-US) / 128.0.3: MD5 of the three fields, as a UUID. */
export const EXAMPLE_RAW_KEY = 'e08248df-f827-bdfc-a7aa-d751d7308d2a';
/** The raw row Mozila Corp. / Mozila Firefx / 128.0 (a misspelt entry in the Fuzzy Match list). */
export const EXAMPLE_FUZZY_RAW_KEY = 'f39f7e5b-01b1-9af1-2aea-1cb6ba902845';
export const EXAMPLE_UPDATED_AT = '2025-03-14T09:26:53.000Z';
/** Shaped like a licence key (header.claims.signature) but signed by nobody: no product accepts it. */
export const EXAMPLE_LICENSE_JWT =
  'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJybm9ybSIsInN1YiI6ImFjbWUtY29ycCJ9.EXAMPLE-not-a-real-signature';
