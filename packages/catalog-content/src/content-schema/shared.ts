import { z } from 'zod';

/** `$schema`: the JSON Schema an editor checks the file with (`../schema/products.schema.json`). */
export const schemaReference = z
  .string()
  .describe('The JSON Schema of this file, for editors (content/schema/*.schema.json).')
  .optional();

/** A string with something in it. */
export const text = () => z.string().min(1, 'must not be empty');

/** A string that must be a regular expression the engine can compile with these flags. */
export function compilablePattern(flags: string) {
  return text().superRefine((pattern, context) => {
    const problem = patternProblem(pattern, flags);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}

/** Why a pattern does not compile with these flags, or undefined when it does. */
export function patternProblem(pattern: string, flags: string): string | undefined {
  try {
    new RegExp(pattern, flags);
    return undefined;
  } catch (error) {
    return `regular expression does not compile with flags "${flags}": ${(error as Error).message}`;
  }
}

/** An http(s) address. */
export const webAddress = () => z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s) address');

/** `A` fits `B`: used as `Assert<Fits<…>>`, so that a schema and the engine's type cannot drift apart. */
export type Fits<A, B> = [A] extends [B] ? true : false;
export type Assert<T extends true> = T;
