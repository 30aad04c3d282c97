import type { IgnoreRule, ModelContent, NameRule } from '@rnorm/engine';
import { z } from 'zod';
import { checkDictionary, checkUniqueIds } from './cross-checks.ts';
import { tokenDictionarySchema } from './dictionary.ts';
import { ignoreRuleSchema } from './ignore-rules.ts';
import { nameRuleSchema } from './name-rules.ts';
import { problemsFromIssues, type ContentProblem } from './problems.ts';
import { text, type Assert, type Fits } from './shared.ts';
import { wordListSchema } from './word-lists.ts';
import { modelWordsSchema } from './words.ts';
import { confidenceTableSchema } from './confidence.ts';
import { categoryContentSchema } from './categories.ts';

/**
 * The Model half of a built pack, as a Model package carries it: the authored model files' entries under the same
 * schemas, with the version and build time the build adds.
 */
export const modelContentSchema = z.strictObject({
  version: text(),
  builtAt: text(),
  legalSuffixes: wordListSchema,
  legalPrefixes: wordListSchema.optional(),
  publisherPlaceholders: wordListSchema,
  architectures: tokenDictionarySchema,
  languages: tokenDictionarySchema,
  editions: tokenDictionarySchema,
  channels: tokenDictionarySchema,
  localizedWords: tokenDictionarySchema.optional(),
  ignoreRules: z.array(ignoreRuleSchema),
  nameRules: z.array(nameRuleSchema).optional(),
  words: modelWordsSchema,
  confidence: confidenceTableSchema.optional(),
  categories: categoryContentSchema.optional(),
});

type _ModelFits = Assert<Fits<z.output<typeof modelContentSchema>, ModelContent>>;
type _ModelKeys = Assert<Fits<keyof ModelContent, keyof z.output<typeof modelContentSchema>>>;

const MODEL_LISTS = ['ignoreRules', 'nameRules'] as const;
const DICTIONARIES = ['architectures', 'languages', 'editions', 'channels', 'localizedWords'] as const;

/** Every problem of a built Model half (a Model package's), as `content:build` finds them in content/model. */
export function checkModelContent(model: unknown, source = 'model package'): ContentProblem[] {
  const result = modelContentSchema.safeParse(model);
  if (!result.success) {
    const layout = {
      lists: MODEL_LISTS,
      topKeys: Object.keys(modelContentSchema.shape),
      entryKeys: { ignoreRules: Object.keys(ignoreRuleSchema.shape), nameRules: Object.keys(nameRuleSchema.shape) },
    };
    return problemsFromIssues(source, layout, model, result.error.issues);
  }
  const problems: ContentProblem[] = [];
  const placed = <T>(list: readonly T[] = []) => list.map((value, index) => ({ index, value }));
  checkUniqueIds({ source, list: 'ignoreRules' }, placed<IgnoreRule>(result.data.ignoreRules), problems);
  checkUniqueIds({ source, list: 'nameRules' }, placed<NameRule>(result.data.nameRules), problems);
  for (const name of DICTIONARIES) checkDictionary(`${source} ${name}`, result.data[name] ?? {}, problems);
  return problems;
}
