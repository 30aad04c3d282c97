// spdx-expression-parse implements the SPDX expression grammar (ids, `+`, WITH exceptions, AND/OR precedence,
// LicenseRef-) with the SPDX lists it ships: a grammar is better taken from the library the ecosystem uses.
import parseSpdxExpression from 'spdx-expression-parse';
import { CLOSED_LICENSES, type CatalogProduct } from '@rnorm/engine';
import type { ImportCounts } from './catalog-draft.ts';

/** The words the catalog writes for a closed licence (the engine's `CLOSED_LICENSES`). */
export const CLOSED_LICENSE_WORDS: readonly string[] = Object.keys(CLOSED_LICENSES);

/** Whether the text is a valid SPDX licence expression (`MIT`, `GPL-2.0-only WITH Classpath-exception-2.0`). */
export function isSpdxExpression(text: string): boolean {
  try {
    parseSpdxExpression(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps of each product's licence only what the output may carry: an SPDX expression, or the word for a closed
 * licence. Any other text a source wrote ("Copyright © 2016 DJI", "GNU", "Limited License") says no licence for
 * certain and is dropped; the licence column is SPDX or empty.
 */
export function keepSpdxLicenses(products: Iterable<CatalogProduct>): ImportCounts {
  let dropped = 0;
  for (const product of products) {
    const license = product.license;
    if (license === undefined || CLOSED_LICENSE_WORDS.includes(license) || isSpdxExpression(license)) continue;
    delete product.license;
    dropped += 1;
  }
  return { licencesNotSpdxDropped: dropped };
}
