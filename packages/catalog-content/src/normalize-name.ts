import type { CatalogProduct } from '@rnorm/engine';

/**
 * Folds a product or publisher name for equality tests: lower case, accents dropped, every run of characters other
 * than letters, digits, `+` and `#` turned into one space. `Node.js` and `node-js` both read `node js`; `+` and `#`
 * stay because they tell `Notepad++` from `Notepad--` and `C#` from `C`.
 */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

/** `normalizeName` without spaces, for names written as one word (`googlechrome`, Scoop's manifest names). */
export function compactName(name: string): string {
  return normalizeName(name).replace(/ /g, '');
}

/** A stable lower-case key for a display name: `Python Software Foundation` → `python-software-foundation`. */
export function toKey(name: string): string {
  return normalizeName(name).replace(/ /g, '-');
}

/** A product's publisher and folded name: one key for the same name of the same maker. */
export function publisherNameKey(product: Pick<CatalogProduct, 'publisherId' | 'name'>): string {
  return `${product.publisherId}\0${normalizeName(product.name)}`;
}
