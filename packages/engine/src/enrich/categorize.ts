import type { CatalogPublisher, CategoryContent, CategorySource } from '../types.ts';

/** Flags of a category rule's patterns: case-insensitive, Unicode. */
export const CATEGORY_RULE_FLAGS = 'iu';

/** A category found other than from the product's own sources, and what found it. */
export interface InferredCategory {
  category: string;
  source: 'category_rule' | 'publisher_category';
  /** For the reason: `the name (rule driver)`, `the publisher's other products`. */
  because: string;
}

interface CompiledRule {
  id: string;
  name: RegExp;
  publisher: RegExp | undefined;
  /** The publisher pattern's answer per publisher name: an inventory has many names but few publishers. */
  publisherAnswers: Map<string, boolean>;
  category: string;
}

/** The content's category rules, compiled once per content pack. */
export interface CategoryRules {
  rules: readonly CompiledRule[];
  /**
   * The patterns of the rules that name no publisher, as one: most names match none of them, and one test says so
   * where each pattern would be tried in turn. Undefined when there are none.
   */
  anyNameRule: RegExp | undefined;
}

// Publisher names a rule keeps the answer for before it forgets them all, so that the memory stays bounded.
const PUBLISHER_ANSWERS_LIMIT = 10_000;

/** Compiles the name rules of content/model/categories.json; none when the pack has no categories. */
export function compileCategoryRules(content: CategoryContent | undefined): CategoryRules {
  const nameRules = content?.nameRules ?? [];
  const nameOnly = nameRules.filter((rule) => rule.publisher === undefined).map((rule) => `(?:${rule.pattern})`);
  return {
    rules: nameRules.map((rule) => ({
      id: rule.id,
      name: new RegExp(rule.pattern, CATEGORY_RULE_FLAGS),
      publisher: rule.publisher === undefined ? undefined : new RegExp(rule.publisher, CATEGORY_RULE_FLAGS),
      publisherAnswers: new Map(),
      category: rule.category,
    })),
    anyNameRule: nameOnly.length > 0 ? new RegExp(nameOnly.join('|'), CATEGORY_RULE_FLAGS) : undefined,
  };
}

/** Whether the rule's publisher pattern finds the publisher's name, remembered per name. */
function publisherFits(rule: CompiledRule, publisherName: string): boolean {
  const known = rule.publisherAnswers.get(publisherName);
  if (known !== undefined) return known;
  if (rule.publisherAnswers.size >= PUBLISHER_ANSWERS_LIMIT) rule.publisherAnswers.clear();
  const answer = rule.publisher!.test(publisherName);
  rule.publisherAnswers.set(publisherName, answer);
  return answer;
}

/**
 * The category of a product no source categorizes, or of a name the catalog does not know: the first rule that finds
 * the name (and the publisher, when the rule names one), else the main category of the publisher's catalog products.
 * Undefined when neither says: a guessed category would mislead a report more than an empty one.
 */
export function inferCategory(
  rules: CategoryRules,
  name: string,
  publisher: { name: string; publisher?: CatalogPublisher | undefined },
): InferredCategory | undefined {
  const mayFitNameRule = rules.anyNameRule?.test(name) ?? false;
  for (const rule of rules.rules) {
    // Both must fit; the publisher's answer is remembered, so it is asked first.
    if (rule.publisher ? !publisherFits(rule, publisher.name) : !mayFitNameRule) continue;
    if (!rule.name.test(name)) continue;
    return { category: rule.category, source: 'category_rule', because: `the name (rule ${rule.id})` };
  }
  const category = publisher.publisher?.category;
  return category === undefined
    ? undefined
    : { category, source: 'publisher_category', because: `the publisher's (${publisher.name}) main category` };
}

/**
 * The category a source's terms state (winget tags, endoflife.date's category…), for the build: of the terms the
 * content maps, the one it lists first wins, so a package tagged `chat` and `music` is communication when content
 * lists `chat` first. Undefined when no term is mapped.
 */
export function categoryFromTerms(
  content: CategoryContent | undefined,
  source: CategorySource,
  terms: Iterable<string>,
): string | undefined {
  const mapping = content?.sourceTerms[source];
  if (!mapping) return undefined;
  const present = new Set<string>();
  for (const term of terms) present.add(term.trim().toLowerCase());
  if (present.size === 0) return undefined;
  for (const [term, category] of Object.entries(mapping)) {
    if (present.has(term.toLowerCase())) return category;
  }
  return undefined;
}
