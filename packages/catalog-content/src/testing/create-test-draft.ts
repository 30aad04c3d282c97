import type { CatalogPublisher, CategoryContent } from '@rnorm/engine';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogDraft } from '../catalog-draft.ts';
import { createPublisherRegistry } from '../publisher-registry.ts';
import { CONTENT_LEGAL_SUFFIXES } from './content-legal-suffixes.ts';

/** A small licence list for importer tests; real ids, no data copied from the sources. */
export const TEST_LICENSES = {
  MIT: { name: 'MIT License', isOsiApproved: true },
  'Apache-2.0': { name: 'Apache License 2.0', isOsiApproved: true },
  'GPL-3.0-only': { name: 'GNU General Public License v3.0 only', isOsiApproved: true },
  'MPL-2.0': { name: 'Mozilla Public License 2.0', isOsiApproved: true },
};

/** The repository's taxonomy (content/model/categories.json): importers are tested with the content's one source. */
export const CONTENT_CATEGORIES: CategoryContent = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../content/model/categories.json'), 'utf8'),
);

/** An empty draft with a publisher registry over the content's legal suffixes. */
export function createTestDraft(authored: CatalogPublisher[] = []): CatalogDraft {
  return {
    publishers: createPublisherRegistry({
      authored,
      legalSuffixes: CONTENT_LEGAL_SUFFIXES,
      placeholders: ['Unknown'],
    }),
    products: new Map(),
    spdxIds: TEST_LICENSES,
    categories: CONTENT_CATEGORIES,
  };
}

/** Joins CSV lines (header first); cells are written as given, so quote them in the test when needed. */
export function csv(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}
