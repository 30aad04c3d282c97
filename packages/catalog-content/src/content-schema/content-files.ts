import type { z } from 'zod';
import type { AuthoredFile } from '../input-files.ts';
import { categoriesFileSchema } from './categories.ts';
import { confidenceFileSchema } from './confidence.ts';
import { dictionaryFileSchema } from './dictionary.ts';
import { ignoreExamplesFileSchema } from './ignore-examples.ts';
import { ignoreRuleSchema, ignoreRulesFileSchema } from './ignore-rules.ts';
import { lifecycleSchema, lifecyclesFileSchema } from './lifecycles.ts';
import { nameRuleSchema, nameRulesFileSchema } from './name-rules.ts';
import { problemsFromIssues, type ContentProblem, type EntryLayout } from './problems.ts';
import { productSchema, productsFileSchema } from './products.ts';
import { publisherSchema, publishersFileSchema } from './publishers.ts';
import { rowExampleEntrySchema, rowExamplesFileSchema } from './row-examples.ts';
import { versionFileSchema } from './version.ts';
import { wordsFileSchema } from './words.ts';
import { legalPrefixesFileSchema, legalSuffixesFileSchema, publisherPlaceholdersFileSchema } from './word-lists.ts';

/** Every file under content/: the pack's authored inputs, and the examples the content is tested with. */
export type ContentFile = AuthoredFile | 'model/ignore-examples.json' | 'catalog/row-examples.json';

export interface ContentFileSpec<S extends z.ZodType = z.ZodType> {
  /** The file, relative to content/. */
  file: ContentFile;
  /** Its JSON Schema, written from `schema` (content/schema/<schemaFile>). */
  schemaFile: string;
  schema: S;
  /** Schemas of the entries of its top-level lists (`products` → a product). */
  entries: Readonly<Record<string, z.ZodType>>;
  isDictionary?: boolean;
}

const spec = <S extends z.ZodObject>(value: ContentFileSpec<S>) => value;

const list = (listKey: string, file: ContentFile, schemaFile: string, schema: z.ZodObject, entry: z.ZodType) =>
  spec({ file, schemaFile, schema, entries: { [listKey]: entry } });

/** What each file under content/ holds. */
export const CONTENT_FILES = {
  'version.json': spec({
    file: 'version.json',
    schemaFile: 'version.schema.json',
    schema: versionFileSchema,
    entries: {},
  }),
  'model/legal-suffixes.json': spec({
    file: 'model/legal-suffixes.json',
    schemaFile: 'legal-suffixes.schema.json',
    schema: legalSuffixesFileSchema,
    entries: {},
  }),
  'model/legal-prefixes.json': spec({
    file: 'model/legal-prefixes.json',
    schemaFile: 'legal-prefixes.schema.json',
    schema: legalPrefixesFileSchema,
    entries: {},
  }),
  'model/publisher-placeholders.json': spec({
    file: 'model/publisher-placeholders.json',
    schemaFile: 'publisher-placeholders.schema.json',
    schema: publisherPlaceholdersFileSchema,
    entries: {},
  }),
  'model/architectures.json': dictionary('model/architectures.json'),
  'model/languages.json': dictionary('model/languages.json'),
  'model/editions.json': dictionary('model/editions.json'),
  'model/channels.json': dictionary('model/channels.json'),
  'model/localized-words.json': dictionary('model/localized-words.json'),
  'model/ignore-rules.json': list(
    'ignoreRules',
    'model/ignore-rules.json',
    'ignore-rules.schema.json',
    ignoreRulesFileSchema,
    ignoreRuleSchema,
  ),
  'model/name-rules.json': list(
    'nameRules',
    'model/name-rules.json',
    'name-rules.schema.json',
    nameRulesFileSchema,
    nameRuleSchema,
  ),
  'model/words.json': spec({
    file: 'model/words.json',
    schemaFile: 'words.schema.json',
    schema: wordsFileSchema,
    entries: {},
  }),
  'model/confidence.json': spec({
    file: 'model/confidence.json',
    schemaFile: 'confidence.schema.json',
    schema: confidenceFileSchema,
    entries: {},
  }),
  'model/categories.json': spec({
    file: 'model/categories.json',
    schemaFile: 'categories.schema.json',
    schema: categoriesFileSchema,
    entries: {},
  }),
  'model/ignore-examples.json': spec({
    file: 'model/ignore-examples.json',
    schemaFile: 'ignore-examples.schema.json',
    schema: ignoreExamplesFileSchema,
    entries: {
      ignored: ignoreExamplesFileSchema.shape.ignored.element,
      kept: ignoreExamplesFileSchema.shape.kept.unwrap().element,
    },
  }),
  'catalog/publishers.json': list(
    'publishers',
    'catalog/publishers.json',
    'publishers.schema.json',
    publishersFileSchema,
    publisherSchema,
  ),
  'catalog/products.json': list(
    'products',
    'catalog/products.json',
    'products.schema.json',
    productsFileSchema,
    productSchema,
  ),
  'catalog/lifecycles.json': list(
    'lifecycles',
    'catalog/lifecycles.json',
    'lifecycles.schema.json',
    lifecyclesFileSchema,
    lifecycleSchema,
  ),
  'catalog/row-examples.json': spec({
    file: 'catalog/row-examples.json',
    schemaFile: 'row-examples.schema.json',
    schema: rowExamplesFileSchema,
    entries: { examples: rowExampleEntrySchema },
  }),
} as const;

function dictionary(file: ContentFile) {
  return {
    file,
    schemaFile: 'dictionary.schema.json',
    schema: dictionaryFileSchema,
    entries: {},
    isDictionary: true,
  } satisfies ContentFileSpec<typeof dictionaryFileSchema>;
}

/** A file's content as read: the parsed value when it is valid, and the valid entries of its lists either way. */
export interface ParsedContentFile<T> {
  /** The whole file, when it has no problem. */
  data: T | undefined;
  /** List key → its entries that have no problem, with their places in the file. */
  validEntries: Map<string, Array<{ index: number; value: unknown }>>;
}

/** Where a problem of this file is reported. */
export const sourceOf = (file: ContentFile) => `content/${file}`;

/**
 * Parses a file's text against its schema, adding every problem found to `problems`. Entries without a problem are
 * kept apart, so that checks across files still run on them when others in the file are wrong.
 */
export function parseContentFile<S extends z.ZodType>(
  fileSpec: ContentFileSpec<S>,
  text: string,
  problems: ContentProblem[],
): ParsedContentFile<z.output<S>> {
  const source = sourceOf(fileSpec.file);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    problems.push({ source, message: `not JSON: ${(error as Error).message}` });
    return { data: undefined, validEntries: new Map() };
  }
  const result = fileSpec.schema.safeParse(raw);
  const validEntries = new Map<string, Array<{ index: number; value: unknown }>>();
  if (result.success) {
    const data = result.data as Record<string, unknown>;
    for (const key of Object.keys(fileSpec.entries)) {
      validEntries.set(
        key,
        ((data[key] as unknown[] | undefined) ?? []).map((value, index) => ({ index, value })),
      );
    }
    return { data: result.data, validEntries };
  }
  problems.push(...problemsFromIssues(source, layoutOf(fileSpec), raw, result.error.issues));
  for (const [key, entrySchema] of Object.entries(fileSpec.entries)) {
    const items = (raw as Record<string, unknown> | null)?.[key];
    if (!Array.isArray(items)) continue;
    const valid: Array<{ index: number; value: unknown }> = [];
    items.forEach((item: unknown, index) => {
      const entry = entrySchema.safeParse(item);
      if (entry.success) valid.push({ index, value: entry.data });
    });
    validEntries.set(key, valid);
  }
  return { data: undefined, validEntries };
}

function layoutOf(fileSpec: ContentFileSpec): EntryLayout {
  const shapeKeys = (schema: z.ZodType): string[] => {
    const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
    return shape ? Object.keys(shape) : [];
  };
  return {
    lists: Object.keys(fileSpec.entries),
    isDictionary: fileSpec.isDictionary ?? false,
    topKeys: shapeKeys(fileSpec.schema),
    entryKeys: Object.fromEntries(
      Object.entries(fileSpec.entries).map(([key, entrySchema]) => [key, shapeKeys(entrySchema)]),
    ),
  };
}
