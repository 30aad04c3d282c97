import { IGNORE_RULE_FLAGS, type IgnoreRule } from '@rnorm/engine';
import { z } from 'zod';
import { compilablePattern, schemaReference, text, type Assert, type Fits } from './shared.ts';

export const ignoreRuleSchema = z.strictObject({
  id: text().describe('Short id, e.g. `kb-article`.'),
  pattern: compilablePattern(IGNORE_RULE_FLAGS).describe(
    'JavaScript regular expression source, matched case-insensitively against the cleaned title. A group named `parent` captures the product the row is a part of: the rule then applies only when the catalog knows that product.',
  ),
  publisher: compilablePattern(IGNORE_RULE_FLAGS)
    .optional()
    .describe(
      'For a rule of some publishers only: JavaScript regular expression source the cleaned publisher (empty when the row has none) must match too, case-insensitively.',
    ),
  reason: text().describe(
    'Why a matching row is ignored; reported on the row. `{parent}` becomes the parent product and its publisher.',
  ),
});

export const ignoreRulesFileSchema = z
  .strictObject({
    $schema: schemaReference,
    ignoreRules: z.array(ignoreRuleSchema).describe('Rows whose cleaned title matches a rule are `ignored`.'),
  })
  .describe('rnorm content: ignore rules (updates, hotfixes, KB articles are not software products).');

type _IgnoreRuleFits = Assert<Fits<z.output<typeof ignoreRuleSchema>, IgnoreRule>>;
type _IgnoreRuleKeys = Assert<Fits<keyof IgnoreRule, keyof z.output<typeof ignoreRuleSchema>>>;
