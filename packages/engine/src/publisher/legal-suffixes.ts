import { toKey } from '../clean/clean-text.ts';

export interface LegalSuffixMatcher {
  /** Suffix keys: lower case, no dots, punctuation as spaces (`Co., Ltd.` → `co ltd`). */
  keys: Set<string>;
  /** The most whitespace-separated words a suffix spans. */
  maxWords: number;
}

const suffixKey = (text: string) => toKey(text.replace(/\./g, ''));

/** Prepares legal suffixes for stripping; `Co., Ltd.`, `Co.,Ltd` and `co ltd` are one suffix. */
export function prepareLegalSuffixes(suffixes: readonly string[]): LegalSuffixMatcher {
  const keys = new Set<string>();
  let maxWords = 0;
  for (const suffix of suffixes) {
    const key = suffixKey(suffix);
    if (!key) continue;
    keys.add(key);
    maxWords = Math.max(maxWords, suffix.trim().split(/\s+/).length, key.split(' ').length);
  }
  return { keys, maxWords };
}

/**
 * Drops trailing legal-entity suffixes, repeatedly (`Acme GmbH AG` → `Acme`), but never the whole name
 * (`Limited` alone stays).
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
        words = words.slice(0, -count);
        changed = true;
        break;
      }
    }
  }
  return words
    .join(' ')
    .replace(/[\s,.&-]+$/, '')
    .trim();
}
