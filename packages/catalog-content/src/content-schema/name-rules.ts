import { NAME_RULE_FLAGS, type NameRule } from '@rnorm/engine';
import { z } from 'zod';
import { compilablePattern, patternProblem, schemaReference, text, type Assert, type Fits } from './shared.ts';

export const nameRuleSchema = z
  .strictObject({
    id: text().describe('Short id, e.g. `bitnami-stack`.'),
    pattern: compilablePattern(NAME_RULE_FLAGS).describe(
      'JavaScript regular expression source (flags "iu"), matched against the whole parsed name.',
    ),
    name: text().describe('The name, with `$1`… for the pattern’s groups.'),
  })
  .superRefine((rule, context) => {
    if (patternProblem(rule.pattern, NAME_RULE_FLAGS)) return;
    const groups = new RegExp(`${rule.pattern}|`, NAME_RULE_FLAGS).exec('')!.length - 1;
    for (const [, number] of rule.name.matchAll(/\$(\d+)/g)) {
      if (Number(number) > groups) {
        context.addIssue({
          code: 'custom',
          path: ['name'],
          message: `$${number} names a group the pattern does not have (it has ${groups})`,
        });
      }
    }
  });

export const nameRulesFileSchema = z
  .strictObject({
    $schema: schemaReference,
    nameRules: z.array(nameRuleSchema).describe('Publishers’ naming conventions the title alone reveals.'),
  })
  .describe('rnorm content: name rules (`WAMP packaged by Bitnami` is `Bitnami WAMP Stack`).');

type _NameRuleFits = Assert<Fits<z.output<typeof nameRuleSchema>, NameRule>>;
type _NameRuleKeys = Assert<Fits<keyof NameRule, keyof z.output<typeof nameRuleSchema>>>;
