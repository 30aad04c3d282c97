// Part of matchCatalog (match-catalog.ts): one strategy of finding a row's product.
import { toKey } from '../clean/clean-text.ts';
import { parseTitle, type TitleDictionaries } from '../title/parse-title.ts';
import type { CatalogIndex, CompiledTemplate } from './build-catalog-index.ts';
import type { CatalogMatch, MatchQuery } from './match-query.ts';
import { best } from './rank.ts';
import { MATCHING } from './scoring.ts';

/**
 * Templates are tried on the title and on the parsed name: "x64 Mozilla Firefox Beta" fits "Mozilla Firefox *" once
 * its architecture is out, as the same row written the usual way does.
 */
export function matchTemplate(index: CatalogIndex, query: MatchQuery): CatalogMatch | undefined {
  const products = new Set<number>();
  const { dictionaries } = index;
  addFittingTemplates(products, query.title, templatesOfFirstWords(index, query.title), dictionaries);
  addFittingTemplates(products, query.title, [index.templatesByFirstWord.get('')], dictionaries);
  // The name only for templates that start with a word: those starting with a wildcard saw the whole title.
  if (query.name !== query.title) {
    addFittingTemplates(products, query.name, templatesOfFirstWords(index, query.name), dictionaries);
  }
  return best(index, [...products], 'template', MATCHING.scores.template, query, 'title fits a catalog template');
}

/** The templates a text's first words may fit: those of its first word, and of its first two. */
function templatesOfFirstWords(index: CatalogIndex, text: string): Array<readonly CompiledTemplate[] | undefined> {
  const [first = '', second] = toKey(text).split(' ', 2);
  return [
    index.templatesByFirstWord.get(first),
    second === undefined ? undefined : index.templatesByFirstTwoWords.get(`${first} ${second}`),
  ];
}

/** Adds the products of the templates a text fits, in the catalog's order whichever table a template is in. */
function addFittingTemplates(
  products: Set<number>,
  text: string,
  lists: ReadonlyArray<readonly CompiledTemplate[] | undefined>,
  dictionaries: TitleDictionaries,
): void {
  const fitting: CompiledTemplate[] = [];
  for (const list of lists) {
    for (const template of list ?? []) {
      if (template.regex.test(text) && leavesNoOtherName(template, text, dictionaries)) fitting.push(template);
    }
  }
  fitting.sort((a, b) => a.order - b.order);
  for (const template of fitting) products.add(template.product);
}

/**
 * Whether what a glued wildcard takes after a template's name (`fiddler*`) is a version, an architecture, an edition
 * or the like ("Fiddler 5.0.2", "7-Zip 23.01 (x64)"), not more words of a name: "Fiddler Everywhere" is another
 * product of that maker, which the template's author did not mean.
 */
function leavesNoOtherName(template: CompiledTemplate, text: string, dictionaries: TitleDictionaries): boolean {
  if (template.name === undefined) return true;
  const rest = text.slice(template.name.length);
  if (!/^[\s\-–—_:,]+\p{L}/u.test(rest)) return true;
  let left = parseTitle(rest, dictionaries).name;
  for (const { regex } of [dictionaries.editions, dictionaries.channels]) if (regex) left = left.replace(regex, ' ');
  return !/\p{L}/u.test(left);
}
