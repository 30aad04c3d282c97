// Printable ASCII and whitespace: what installers mostly write.
const ASCII = /^[\t\n\r\x20-\x7e]*$/u;

/**
 * The key a name and a CPE field are compared by: lower case without accents, without the separators NVD and names
 * put between words (`VLC media player`, `vlc_media_player`; `7-Zip`, `7-zip`; `Backup & Replication`,
 * `backup_\&_replication`), but keeping every other sign and a sign at either end, so that `notepad--` is not
 * `Notepad`.
 */
export function cpeKey(text: string): string {
  // Most names are ASCII, which has no accents to take off: the decomposition is skipped for them.
  return (ASCII.test(text) ? text : text.normalize('NFKD').replace(/\p{M}+/gu, ''))
    .toLowerCase()
    .trim()
    .replace(/(?<=[\p{L}\p{N}])[\s_.\-&|:'’,/]+(?=[\p{L}\p{N}])/gu, '');
}

/** A CPE 2.3 value without its backslash escapes (`notepad\+\+` → `notepad++`). */
export const unescapeCpe = (value: string) => value.replace(/\\(.)/g, '$1');

// Words after a maker's name that are not part of what NVD calls the vendor ("Notepad++ Team" is notepad++).
const ORGANISATION_WORDS =
  /\s+(?:team|project|developers?|development team|community|contributors|foundation|software|labs?)$/iu;

/**
 * The keys NVD may know a maker by, from its names and spellings: each as written, without an organisation word after
 * it or "The" before, and its first word when that is long enough to mean something alone ("Python Software
 * Foundation" is python).
 */
export function makerKeys(names: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  const add = (text: string) => {
    const key = cpeKey(text);
    if (key.length >= 2) keys.add(key);
  };
  for (const name of names) {
    add(name);
    add(name.replace(ORGANISATION_WORDS, '').replace(/^the\s+/iu, ''));
    const firstWord = name.split(/\s+/)[0];
    if (firstWord && firstWord.length >= 4) add(firstWord);
  }
  return keys;
}

/**
 * The keys of a product's name as NVD may write it: whole (`VLC media player` → vlcmediaplayer), and without its
 * maker's words in front (`Mozilla Firefox` by Mozilla → firefox).
 */
export function productNameKeys(name: string, makerName: string): string[] {
  const keys = [cpeKey(name)];
  const words = name.split(/\s+/);
  const makerWords = new Set(makerName.split(/\s+/).map((word) => cpeKey(word)));
  let start = 0;
  while (start < words.length - 1 && makerWords.has(cpeKey(words[start]!))) start += 1;
  if (start > 0) keys.push(cpeKey(words.slice(start).join(' ')));
  return keys.filter((key) => key.length >= 2);
}

/**
 * The NVD dictionary's vendor:product pair of a product: one whose product is the name (see `productNameKeys`) and
 * whose vendor is one of the maker's keys. `byProductKey` lists each product key's pairs (`vendor:product`, CPE 2.3
 * escapes kept) most used first, so the first that fits is the one most CVEs name. A name alone gives none: a wrong
 * CPE hides a product's vulnerabilities.
 */
export function cpeOfName(
  byProductKey: Readonly<Record<string, readonly string[]>>,
  name: string,
  makerName: string,
  makers: ReadonlySet<string> | (() => ReadonlySet<string>),
): string | undefined {
  // Most names are no NVD product: the maker's keys, read from all its spellings, are only worked out for one that is.
  let makerSet = typeof makers === 'function' ? undefined : makers;
  for (const key of productNameKeys(name, makerName)) {
    for (const pair of byProductKey[key] ?? []) {
      makerSet ??= (makers as () => ReadonlySet<string>)();
      const vendor = pair.slice(0, pair.search(/(?<!\\):/));
      if (makerSet.has(cpeKey(unescapeCpe(vendor)))) return `cpe:2.3:a:${pair}`;
    }
  }
  return undefined;
}
