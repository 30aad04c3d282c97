import type { VersionChoice } from '../version/parse-version.ts';

/** Words of a text, as a reason quotes them: split at spaces, brackets and commas, compared without case. */
const WORD_BREAK = /[\s,()[\]]+/u;

/**
 * The words of `title` that `name` does not have (each word of the name accounts for one in the title), in the
 * title's order: what a strategy left out of the name it reports ("128.0 x64 en-US" of "Mozilla Firefox 128.0 (x64
 * en-US)" named "Mozilla Firefox").
 */
export function droppedWords(title: string, name: string): string {
  // Most titles are their name: nothing to split.
  if (title.length === name.length && title.toLowerCase() === name.toLowerCase()) return '';
  // Names have a few words: an array searched in place is cheaper than a map for them.
  const left = name.toLowerCase().split(WORD_BREAK);
  let dropped = '';
  for (const word of title.split(WORD_BREAK)) {
    if (!word) continue;
    const at = left.indexOf(word.toLowerCase());
    if (at !== -1) left[at] = '';
    else dropped = dropped ? `${dropped} ${word}` : word;
  }
  return dropped;
}

const VERSION_FROM: Record<VersionChoice['from'], string> = {
  raw: 'from the raw version',
  package: "from the raw version, without the distribution's revision",
  title: 'from the title',
  marketing: "mapped from the raw version by the product's version scheme",
  installer: "from the title, the raw version being an installer's technical form of it",
  none: '',
};

/** Where the row's version came from: "version 128.0 from the raw version", or that it has none. */
export function versionReason(choice: VersionChoice): string {
  return choice.version === null ? 'no version' : `version ${choice.version} ${VERSION_FROM[choice.from]}`;
}

/**
 * The reason of a row matched to a catalog product, truthful about each step: how the product was found (the
 * strategy's own words), which entry it is, the title's words the reported name leaves out, a reported name other
 * than the catalog's (its release line or channel added), and where the version came from.
 *
 * @example matchedReason(['title fits a catalog template'], 'test:office', 'Microsoft Office',
 *   'Microsoft Office Professional Plus 2016', 'Microsoft Office', { version: '16.0.4266.1001', from: 'raw' })
 * // 'title fits a catalog template: test:office "Microsoft Office"; left out of the name: "Professional Plus 2016";
 * //  version 16.0.4266.1001 from the raw version'
 */
export function matchedReason(
  strategy: readonly string[],
  catalogId: string,
  catalogName: string,
  title: string,
  reportedName: string,
  version: VersionChoice,
): string {
  const parts = [`${strategy.join('; ')}: ${catalogId} "${catalogName}"`];
  const dropped = droppedWords(title, reportedName);
  if (dropped) parts.push(`left out of the name: "${dropped}"`);
  if (reportedName !== catalogName) parts.push(`reported as "${reportedName}"`);
  parts.push(versionReason(version));
  return parts.join('; ');
}

/** The reason of a row named from its title alone. */
export function titleReason(title: string, name: string, version: VersionChoice): string {
  const dropped = droppedWords(title, name);
  return (
    `Not in the catalog: name taken from the title${dropped ? ` (left out: "${dropped}")` : ''}; ` +
    `${versionReason(version)}.`
  );
}
