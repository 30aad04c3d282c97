import { parseArgs, type ParseArgsConfig } from 'node:util';
import { InvalidInputError } from '@rnorm/inventory-files';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * `parseArgs` in strict mode, with its errors (unknown option, missing value) as InvalidInputError, so that a typo
 * exits with code 2 and the usage hint rather than a stack trace.
 */
export function parseCommandLine<T extends Options>(args: string[], options: T, usage: string) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new InvalidInputError(`${(error as Error).message}\n\n${usage}`);
  }
}

/** A whole number ≥ `min` from an option value, e.g. `--rows 1000000` (underscores allowed: `1_000_000`). */
export function parseCount(value: string | undefined, option: string, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const count = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(count) || count < min) {
    throw new InvalidInputError(`${option} must be a whole number of at least ${min}, not "${value}".`);
  }
  return count;
}
