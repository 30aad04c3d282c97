import { toKey } from '../clean/clean-text.ts';
import type { UserCatalogEntry, UserCatalogLookup } from '../types.ts';

/**
 * Indexes a company's catalog entries by product name, for the normalizer's user-catalog stage: a row whose title
 * or parsed name is an entry's name, from the entry's publisher (or from no known one), is that product. An entry of
 * the row's exact version gives all its values; otherwise the row keeps its own version.
 */
export function createUserCatalogLookup(entries: readonly UserCatalogEntry[]): UserCatalogLookup {
  const byName = new Map<string, UserCatalogEntry[]>();
  for (const entry of entries) {
    const key = toKey(entry.values.name);
    if (!key) continue;
    const list = byName.get(key) ?? [];
    list.push(entry);
    byName.set(key, list);
  }
  return ({ publisher, names, version }) => {
    const publisherKey = publisher ? toKey(publisher) : '';
    for (const name of names) {
      const candidates = (byName.get(toKey(name)) ?? []).filter(
        (entry) => !publisherKey || toKey(entry.values.publisher) === publisherKey,
      );
      if (candidates.length === 0) continue;
      const exact = version ? candidates.find((entry) => entry.values.version === version) : undefined;
      return exact ? { entry: exact, sameVersion: true } : { entry: candidates[0]!, sameVersion: false };
    }
    return undefined;
  };
}
