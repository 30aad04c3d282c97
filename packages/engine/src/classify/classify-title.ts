import type { IgnoreRule } from '../types.ts';

export interface CompiledIgnoreRule {
  id: string;
  reason: string;
  regex: RegExp;
  /** The publishers the rule is for, when it is for some only. */
  publisherRegex?: RegExp;
  /** Whether the pattern captures the product the row is a part of (`(?<parent>…)`), which must be a known one. */
  hasParent: boolean;
}

/** An ignore rule a title met, and the product its `parent` group named, when the rule has one. */
export interface IgnoreMatch {
  rule: CompiledIgnoreRule;
  /** How the reason names the parent product ("GPL Ghostscript (Artifex)"), when the rule has one. */
  parent?: string;
}

/**
 * The catalog product a text names, as the reason names it ("Ghostscript (Artifex)"), or undefined when the catalog
 * knows none by that name. Given by the caller, which has the catalog.
 */
export type ParentLookup = (text: string) => string | undefined;

// The part of an ignore rule's reason that names the parent product.
const PARENT_PLACEHOLDER = '{parent}';

/** The flags an ignore rule's pattern is compiled with: the content build checks each pattern compiles with them. */
export const IGNORE_RULE_FLAGS = 'i';

/** Compiles ignore rules once; a rule whose pattern does not compile is skipped rather than breaking every row. */
export function compileIgnoreRules(rules: readonly IgnoreRule[]): CompiledIgnoreRule[] {
  const compiled: CompiledIgnoreRule[] = [];
  for (const rule of rules) {
    try {
      compiled.push({
        id: rule.id,
        reason: rule.reason,
        regex: new RegExp(rule.pattern, IGNORE_RULE_FLAGS),
        hasParent: rule.pattern.includes('(?<parent>'),
        ...(rule.publisher !== undefined && { publisherRegex: new RegExp(rule.publisher, IGNORE_RULE_FLAGS) }),
      });
    } catch {
      // An invalid pattern is a content bug: the content build refuses it, and a model package with one.
    }
  }
  return compiled;
}

/**
 * The first ignore rule the cleaned title matches (and the cleaned publisher, empty when none, for a rule of some
 * publishers only): updates, hotfixes and KB articles are not software products. A rule whose pattern captures a
 * `parent` (a fonts package, a plug-in of a product) applies only when `parentOf` knows the product it names, and
 * does not know the whole title as a product of its own.
 *
 * @example classifyTitle('Security Update for Microsoft Excel 2013 (KB4484119) 32-Bit Edition', rules)
 *   // { rule: { id: 'kb-article', reason: '…' } }
 */
export function classifyTitle(
  title: string,
  rules: readonly CompiledIgnoreRule[],
  publisher = '',
  parentOf: ParentLookup = () => undefined,
): IgnoreMatch | undefined {
  for (const rule of rules) {
    const matched = rule.regex.exec(title);
    if (!matched || !(rule.publisherRegex?.test(publisher) ?? true)) continue;
    if (!rule.hasParent) return { rule };
    // A title the catalog knows as a product ("Extensis Connect Fonts") is that product, not a part of another.
    if (parentOf(title) !== undefined) continue;
    const parentText = matched.groups?.parent?.trim();
    const parent = parentText ? parentOf(parentText) : undefined;
    if (parent !== undefined) return { rule, parent };
  }
  return undefined;
}

/** The reason of an ignore match, with the parent product named where the rule's reason has `{parent}`. */
export function ignoreReason({ rule, parent }: IgnoreMatch): string {
  return parent === undefined ? rule.reason : rule.reason.replaceAll(PARENT_PLACEHOLDER, parent);
}
