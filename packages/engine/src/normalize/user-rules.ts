import { cleanText } from '../clean/clean-text.ts';
import type { UserRuleLookup, UserRuleValues } from '../types.ts';

/** A customer's rule: the raw row as its tools export it, and the values to report instead. */
export interface UserRule {
  raw: { publisher: string; title: string; version: string };
  values: UserRuleValues;
}

/**
 * The raw row as a rule matches it: cleaned as every row is (Unicode forms, spaces, quotes) and without case, so
 * that "Contoso  Payroll" from one tool and "CONTOSO Payroll" from another are the same row. Nothing else is
 * loosened: a rule is an exact match.
 */
function ruleKey(publisher: string, title: string, version: string): string {
  return `${cleanText(publisher).toLowerCase()}\u0000${cleanText(title).toLowerCase()}\u0000${cleanText(version).toLowerCase()}`;
}

/**
 * Indexes a company's rules for the normalizer's user-rule stage. When two rules name the same raw row, the later
 * one in the list wins.
 *
 * @example
 * const userRules = createUserRuleLookup([{ raw: { publisher: 'Contoso', title: 'Payroll', version: '4.2' },
 *   values: { publisher: 'Contoso Ltd', name: 'Contoso Payroll', version: '4.2' } }]);
 * createNormalizer(index, { userRules }).normalize({ publisher: 'CONTOSO', title: 'Payroll', version: '4.2' });
 * // { status: 'normalized', matched_by: 'user_rule', name: 'Contoso Payroll', … }
 */
export function createUserRuleLookup(rules: readonly UserRule[]): UserRuleLookup {
  const byRaw = new Map<string, UserRuleValues>();
  for (const rule of rules) byRaw.set(ruleKey(rule.raw.publisher, rule.raw.title, rule.raw.version), rule.values);
  return (raw) => byRaw.get(ruleKey(raw.publisher, raw.title, raw.version));
}
