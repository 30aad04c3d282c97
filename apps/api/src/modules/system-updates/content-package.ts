import { gunzipSync, gzipSync } from 'node:zlib';
import { checkModelContent, formatProblems } from '@rnorm/catalog-content';
import type { CatalogContent, ModelContent } from '@rnorm/engine';

/** A content or model package: one half of the content pack, gzipped JSON. */
export type ContentPackage = { kind: 'content'; catalog: CatalogContent } | { kind: 'model'; model: ModelContent };

export function encodeContentPackage(contentPackage: ContentPackage): Buffer {
  return gzipSync(JSON.stringify(contentPackage));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Reads a package file; a file that is not one says what is wrong with it. */
export function decodeContentPackage(body: Uint8Array): ContentPackage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(gunzipSync(body).toString('utf8'));
  } catch {
    throw new Error('the package is not gzipped JSON.');
  }
  if (!isObject(parsed)) throw new Error('the package holds no content.');
  if (parsed.kind === 'content') {
    const catalog = parsed.catalog;
    if (!isObject(catalog) || typeof catalog.version !== 'string' || !Array.isArray(catalog.products)) {
      throw new Error('the content package has no catalog with a version and products.');
    }
    for (const field of ['publishers', 'lifecycles'] as const) {
      if (!Array.isArray(catalog[field])) throw new Error(`the content package's catalog has no ${field}.`);
    }
    return parsed as ContentPackage;
  }
  if (parsed.kind === 'model') {
    const model = parsed.model;
    if (!isObject(model) || typeof model.version !== 'string' || !Array.isArray(model.ignoreRules)) {
      throw new Error('the model package has no model with a version and ignore rules.');
    }
    // The model's rules and dictionaries under the schemas content/model is built with: the engine would skip a
    // rule whose pattern does not compile, and every row would be normalized without it.
    const problems = checkModelContent(model);
    if (problems.length > 0) throw new Error(`the model package is not valid:\n${formatProblems(problems)}`);
    return parsed as ContentPackage;
  }
  throw new Error('the package is neither content nor model.');
}
