import { cleanText } from '../clean/clean-text.ts';
import { familyKeyText } from '../title/title-family.ts';
import type { UserRuleLookup, UserRuleMatch, UserRuleValues } from '../types.ts';

/**
 * A customer's rule: the raw row as its tools export it, and the values to report instead. With `anyVersion` it
 * matches every row of the raw row's family (its publisher, and its title without the version: see
 * `titleFamily`), whatever the version; those rows keep their own version.
 */
export interface UserRule {
  raw: { publisher: string; title: string; version: string };
  values: UserRuleValues;
  anyVersion?: boolean;
  /** Set when the rule ignores the rows it matches (a company's "not software we track"): why. */
  ignoreReason?: string | null | undefined;
}

/**
 * The raw row as a rule matches it: cleaned as every row is (Unicode forms, spaces, quotes) and without case, so
 * that "Contoso  Payroll" from one tool and "CONTOSO Payroll" from another are the same row. Nothing else is
 * loosened: a rule is an exact match.
 */
function ruleKey(publisher: string, title: string, version: string): string {
  return `${cleanText(publisher).toLowerCase()}\u0000${cleanText(title).toLowerCase()}\u0000${cleanText(version).toLowerCase()}`;
}

/** The fields of a version, which a rule for any version leaves to the row. */
const VERSION_FIELDS = new Set(['version', 'major', 'minor', 'patch', 'build']);

function withoutVersion(values: UserRuleValues): UserRuleValues {
  return Object.fromEntries(Object.entries(values).filter(([field]) => !VERSION_FIELDS.has(field)));
}

/**
 * Indexes a company's rules for the normalizer's user-rule stage. A rule for the exact raw row wins over a rule for
 * its family at any version; when two rules name the same raw row (or family), the later one in the list wins.
 *
 * @example
 * const userRules = createUserRuleLookup([{ raw: { publisher: 'Contoso', title: 'Payroll', version: '4.2' },
 *   values: { publisher: 'Contoso Ltd', name: 'Contoso Payroll', version: '4.2' } }]);
 * createNormalizer(index, { userRules }).normalize({ publisher: 'CONTOSO', title: 'Payroll', version: '4.2' });
 * // { status: 'normalized', matched_by: 'user_rule', name: 'Contoso Payroll', … }
 */
export function createUserRuleLookup(rules: readonly UserRule[]): UserRuleLookup {
  const byRaw = new Map<string, UserRuleMatch>();
  const byFamily = new Map<string, UserRuleMatch>();
  for (const { raw, values, anyVersion = false, ignoreReason = null } of rules) {
    if (anyVersion) {
      // The row's version is its own: a version the rule was written with says nothing of it.
      const named = withoutVersion(values);
      byFamily.set(familyKeyText(raw.publisher, raw.title, raw.version), { values: named, anyVersion, ignoreReason });
    } else {
      byRaw.set(ruleKey(raw.publisher, raw.title, raw.version), { values, anyVersion, ignoreReason });
    }
  }
  return (raw) =>
    byRaw.get(ruleKey(raw.publisher, raw.title, raw.version)) ??
    (byFamily.size > 0 ? byFamily.get(familyKeyText(raw.publisher, raw.title, raw.version)) : undefined);
}
