import { toKey } from '../clean/clean-text.ts';

export interface LegalSuffixMatcher {
  /** Suffix keys: lower case, no dots, punctuation as spaces (`Co., Ltd.` → `co ltd`). */
  keys: Set<string>;
  /** The most whitespace-separated words a suffix spans. */
  maxWords: number;
  /** Keys of legal forms written before the name (`ООО`, `JSC`, `PT`), one word each. */
  prefixKeys: Set<string>;
}

const suffixKey = (text: string) => toKey(text.replace(/\./g, ''));

/**
 * Prepares legal suffixes (and the forms written before a name) for stripping; `Co., Ltd.`, `Co.,Ltd` and `co ltd`
 * are one suffix.
 */
export function prepareLegalSuffixes(
  suffixes: readonly string[],
  prefixes: readonly string[] = [],
): LegalSuffixMatcher {
  const keys = new Set<string>();
  let maxWords = 0;
  for (const suffix of suffixes) {
    const key = suffixKey(suffix);
    if (!key) continue;
    keys.add(key);
    maxWords = Math.max(maxWords, suffix.trim().split(/\s+/).length, key.split(' ').length);
  }
  const prefixKeys = new Set(prefixes.map(suffixKey).filter((key) => key && !key.includes(' ')));
  return { keys, maxWords, prefixKeys };
}

// The quotes a name takes after a legal form written before it: ООО «Яндекс», LLC "Acme", ООО „Acme“.
const QUOTED_NAME = /^["'«»„“”‘’‹›](.*\p{L}.*)["'«»„“”‘’‹›]$/u;

/**
 * A name without the legal form written before it, and without the quotes that form puts the name in
 * ("ООО «Яндекс»" → "Яндекс", "PT Telkom Indonesia" → "Telkom Indonesia"); never the whole name.
 */
function withoutLegalPrefix(words: string[], prefixKeys: ReadonlySet<string>): string[] {
  if (words.length < 2 || !prefixKeys.has(suffixKey(words[0]!))) return words;
  const rest = words.slice(1).join(' ');
  return (QUOTED_NAME.exec(rest)?.[1] ?? rest).split(' ');
}

/** A name without the legal form written before it (see `withoutLegalPrefix`), for names stripped elsewhere. */
export function stripLegalPrefix(name: string, matcher: LegalSuffixMatcher): string {
  return withoutLegalPrefix(name.split(/\s+/).filter(Boolean), matcher.prefixKeys).join(' ') || name;
}

// "(Canada)", "(Hong Kong)", "（深圳）": a bracketed name of at most three words, without digits, after another word.
// Full-width brackets too: the catalog's builder reads publishers as written, before any NFKC.
const TRAILING_QUALIFIER = /(?<=\S)\s*[(（]\p{L}[\p{L}\p{M}.&'-]*(?: [\p{L}\p{M}.&'-]+){0,2}[)）]$/u;

/**
 * A company name without the place or branch in brackets that ends it once its legal form is gone: it says which of
 * the company's entities signed ("Tracker Software Products (Canada) Ltd.", "Sage (UK) Limited"), not another maker.
 * Only for what stood before a legal form; "Qoppa Software (USA)" alone is a name as written.
 */
export function withoutEntityQualifier(name: string): string {
  return name.replace(TRAILING_QUALIFIER, '');
}

/**
 * Drops trailing legal-entity suffixes, repeatedly (`Acme GmbH AG` → `Acme`), but never the whole name
 * (`Limited` alone stays), along with a place or branch in brackets before a suffix (see `withoutEntityQualifier`)
 * and a legal form written before the name (`ООО «Яндекс»`).
 *
 * @example stripLegalSuffixes('JetBrains s.r.o.', matcher) // 'JetBrains'
 */
export function stripLegalSuffixes(name: string, matcher: LegalSuffixMatcher): string {
  let words = name.split(/\s+/).filter(Boolean);
  let changed = true;
  while (changed && words.length > 1) {
    changed = false;
    for (let count = Math.min(matcher.maxWords, words.length - 1); count >= 1; count--) {
      if (matcher.keys.has(suffixKey(words.slice(-count).join(' ')))) {
        words = withoutEntityQualifier(words.slice(0, -count).join(' ')).split(' ');
        changed = true;
        break;
      }
    }
  }
  words = withoutLegalPrefix(words, matcher.prefixKeys);
  return words
    .join(' ')
    .replace(/[\s,.&-]+$/, '')
    .trim();
}
