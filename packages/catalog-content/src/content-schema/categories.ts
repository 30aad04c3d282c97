import { CATEGORY_RULE_FLAGS, type CategoryContent, type CategoryNameRule } from '@rnorm/engine';
import { z } from 'zod';
import { compilablePattern, schemaReference, text, type Assert, type Fits } from './shared.ts';

const categoryId = () =>
  text()
    .regex(/^[a-z][a-z-]*$/, 'must be lower case letters and hyphens')
    .describe('A category id of `categories`.');

export const categorySchema = z.strictObject({
  id: categoryId().describe('Short id, e.g. `browser`: the value of the `category` column.'),
  name: text().describe('Display name, e.g. `Web browsers`.'),
  description: text().describe('What belongs in it.'),
});

export const categoryNameRuleSchema = z.strictObject({
  id: text().describe('Short id, e.g. `driver`; a row’s reason names it.'),
  pattern: compilablePattern(CATEGORY_RULE_FLAGS).describe(
    'JavaScript regular expression source (flags "iu"), searched in the product’s name.',
  ),
  publisher: compilablePattern(CATEGORY_RULE_FLAGS)
    .optional()
    .describe('For some publishers only: a pattern the publisher’s name must contain too (flags "iu").'),
  category: categoryId(),
});

const termsSchema = z
  .record(text(), categoryId())
  .describe('A source’s term → a category id; where a product has several terms, the one listed first wins.');

const categoryContentShape = {
  categories: z.array(categorySchema).min(1).describe('The taxonomy: the only values of the `category` column.'),
  sourceTerms: z
    .strictObject({
      packageTags: termsSchema.optional().describe('Package manifests’ tags (winget, Chocolatey).'),
      winutil: termsSchema.optional().describe('winutil’s categories of popular Windows applications.'),
      endoflife: termsSchema.optional().describe('endoflife.date’s product categories.'),
      distributionTags: termsSchema
        .optional()
        .describe('A Linux distribution’s package tags (`web::browser`) and archive sections (`net`), as Debian’s.'),
    })
    .describe('How each source’s own categories or tags map to the taxonomy; unmapped terms say nothing.'),
  nameRules: z
    .array(categoryNameRuleSchema)
    .describe('Rules over a product’s name, for products no source categorizes; the first that finds it wins.'),
  publisherCategory: z
    .strictObject({
      minProducts: z.number().int().min(1).describe('At least this many categorized catalog products …'),
      minShare: z.number().gt(0.5).max(1).describe('… and this share of them in one category.'),
    })
    .describe('When a publisher’s catalog products say what the publisher makes (its main category).'),
};

/** Every category a term or a rule names is one of the taxonomy's, and each id is there once. */
function checkCategoryReferences(
  content: z.output<z.ZodObject<typeof categoryContentShape>>,
  context: z.RefinementCtx,
) {
  const ids = new Set<string>();
  content.categories.forEach((category, index) => {
    if (ids.has(category.id)) {
      context.addIssue({ code: 'custom', path: ['categories', index, 'id'], message: `duplicate id ${category.id}` });
    }
    ids.add(category.id);
  });
  const check = (category: string, path: Array<string | number>) => {
    if (!ids.has(category)) {
      context.addIssue({ code: 'custom', path, message: `category ${category} is not one of \`categories\`` });
    }
  };
  for (const [source, terms] of Object.entries(content.sourceTerms)) {
    for (const [term, category] of Object.entries(terms ?? {})) check(category, ['sourceTerms', source, term]);
  }
  content.nameRules.forEach((rule, index) => check(rule.category, ['nameRules', index, 'category']));
}

/** The categories file's content, as the Model half carries it. */
export const categoryContentSchema = z.strictObject(categoryContentShape).superRefine(checkCategoryReferences);

export const categoriesFileSchema = z
  .strictObject({ $schema: schemaReference, ...categoryContentShape })
  .superRefine(checkCategoryReferences)
  .describe('rnorm content: the category taxonomy, how sources’ terms map to it, and rules over product names.');

type _CategoriesFit = Assert<Fits<z.output<typeof categoryContentSchema>, CategoryContent>>;
type _CategoriesKeys = Assert<Fits<keyof CategoryContent, keyof z.output<typeof categoryContentSchema>>>;
type _RuleFits = Assert<Fits<z.output<typeof categoryNameRuleSchema>, CategoryNameRule>>;
