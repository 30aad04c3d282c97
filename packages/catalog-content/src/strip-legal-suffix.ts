import { withoutEntityQualifier } from '@rnorm/engine';

/**
 * Prepares a suffix list for `stripLegalSuffix`: lower-cased, deduplicated, longest first so that `Co., Ltd.` is
 * tried before `Ltd.`.
 */
export function prepareLegalSuffixes(suffixes: Iterable<string>): string[] {
  const unique = new Set<string>();
  for (const suffix of suffixes) {
    const trimmed = suffix.trim().toLowerCase();
    if (trimmed) unique.add(trimmed);
  }
  return [...unique].sort((a, b) => b.length - a.length);
}

// Contact details manifests append to a publisher: ` <maintainers@example.com>`, ` (https://example.com/)`,
// ` - https://example.com`.
const TRAILING_CONTACT = /\s*(?:<[^<>]*(?:@|:\/\/)[^<>]*>|\(\s*https?:\/\/[^()]*\)|[-–,]\s*https?:\/\/\S+)\s*$/i;

/**
 * Drops legal-form suffixes from the end of a publisher name, repeatedly (`Foo GmbH & Co. KG`, `Foo, Inc.`), along
 * with the quotes some manifests wrap names in, trailing contact details and a full stop after a suffix
 * (`Google LLC.`), and a place or branch in brackets before a suffix (`Tracker Software Products (Canada) Ltd.`). A
 * Latin suffix must follow a space or a comma, so that the suffix `AG` never eats into a word such as `Mag`. A name
 * is never stripped down to nothing.
 *
 * @param preparedSuffixes the output of `prepareLegalSuffixes`.
 */
export function stripLegalSuffix(name: string, preparedSuffixes: readonly string[]): string {
  let current = name
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .replace(TRAILING_CONTACT, '')
    .trim();
  for (;;) {
    const rest =
      stripOneSuffix(current, preparedSuffixes) ?? stripOneSuffix(current.replace(/\.$/, ''), preparedSuffixes);
    if (rest === undefined) return current;
    current = withoutEntityQualifier(rest);
  }
}

// The name without its last legal suffix, or undefined when it has none (or is nothing but one).
function stripOneSuffix(name: string, preparedSuffixes: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  const suffix = preparedSuffixes.find((candidate) => endsWithSuffix(lower, candidate));
  if (!suffix) return undefined;
  const rest = name
    .slice(0, name.length - suffix.length)
    .replace(/[\s,&]+$/, '')
    .trim();
  return rest || undefined;
}

function endsWithSuffix(lowerName: string, suffix: string): boolean {
  if (!lowerName.endsWith(suffix) || lowerName.length === suffix.length) return false;
  // Suffixes in scripts without spaces (有限公司) attach directly to the name.
  if (!/^[a-z0-9]/.test(suffix)) return true;
  const before = lowerName[lowerName.length - suffix.length - 1];
  return before === ' ' || before === ',';
}
