import type { IgnoreRule } from '../types.ts';

export interface CompiledIgnoreRule {
  id: string;
  reason: string;
  regex: RegExp;
  /** The publishers the rule is for, when it is for some only. */
  publisherRegex?: RegExp;
}

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
 * publishers only): updates, hotfixes and KB articles are not software products.
 *
 * @example classifyTitle('Security Update for Microsoft Excel 2013 (KB4484119) 32-Bit Edition', rules)
 *   // { id: 'kb-article', reason: '…' }
 */
export function classifyTitle(
  title: string,
  rules: readonly CompiledIgnoreRule[],
  publisher = '',
): CompiledIgnoreRule | undefined {
  return rules.find((rule) => rule.regex.test(title) && (rule.publisherRegex?.test(publisher) ?? true));
}
