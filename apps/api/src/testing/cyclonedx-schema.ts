import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

// The CycloneDX project's own JSON schemas, as @cyclonedx/cyclonedx-library ships them (draft-07, with the SPDX
// licence ids and JSON signature schemas they refer to).
const schemaDir = join(
  dirname(createRequire(import.meta.url).resolve('@cyclonedx/cyclonedx-library/package.json')),
  'res/schema',
);
const readSchema = (file: string) => JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as Record<string, unknown>;

let validator: ValidateFunction | undefined;

/** A validator of CycloneDX 1.6 JSON BOMs, compiled once. */
export function cycloneDx16Validator(): ValidateFunction {
  if (validator) return validator;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  // Formats of the schema that ajv-formats lacks; their strings are the BOM's own text.
  ajv.addFormat('iri-reference', true);
  ajv.addFormat('idn-email', true);
  // The BOM schema refers to these by their file names, not by the `$id` they declare.
  for (const file of ['spdx.SNAPSHOT.schema.json', 'jsf-0.82.SNAPSHOT.schema.json']) {
    ajv.addSchema({ ...readSchema(file), $id: `http://cyclonedx.org/schema/${file}` });
  }
  validator = ajv.compile(readSchema('bom-1.6.SNAPSHOT.schema.json'));
  return validator;
}
