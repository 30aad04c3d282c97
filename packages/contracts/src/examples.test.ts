import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.ts';

/** Every schema reachable from the exported schemas (object fields, optional/nullable/default inners, pipes, …). */
function reachableSchemas(roots: readonly z.core.$ZodType[]): Set<z.core.$ZodType> {
  const seen = new Set<z.core.$ZodType>();
  const visit = (value: unknown): void => {
    if (value instanceof z.core.$ZodType) {
      if (seen.has(value)) return;
      seen.add(value);
      // A schema made by .describe() or .meta() from another keeps it as its parent.
      visit(value._zod.parent);
      for (const inner of Object.values(value._zod.def)) visit(inner);
    } else if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      // An object's shape: its fields by name.
      Object.values(value).forEach(visit);
    }
  };
  roots.forEach(visit);
  return seen;
}

describe('documentation examples', () => {
  const roots = Object.values(contracts).filter((value) => value instanceof z.core.$ZodType);
  const documented = [...reachableSchemas(roots)].flatMap((schema) => {
    const example = z.globalRegistry.get(schema)?.example;
    return example === undefined ? [] : [{ schema, example }];
  });

  it('finds the examples of the contract schemas', () => {
    // Request bodies, responses and parameters; see apps/api/src/openapi-document.test.ts for full coverage.
    expect(documented.length).toBeGreaterThanOrEqual(50);
  });

  it('are valid: every example parses with the schema that carries it', () => {
    for (const { schema, example } of documented) {
      const result = z.safeParse(schema, example);
      expect(result.error, `${JSON.stringify(example)}`).toBeUndefined();
    }
  });

  it('carry no real secrets: keys and licence keys are marked as examples', () => {
    expect(z.globalRegistry.get(contracts.SignInResponseSchema)?.example).toMatchObject({
      api_key: expect.stringContaining('EXAMPLE'),
    });
    expect(z.globalRegistry.get(contracts.ValidateLicenseRequestSchema)?.example).toMatchObject({
      license_jwt: expect.stringContaining('EXAMPLE'),
    });
  });
});
