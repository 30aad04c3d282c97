import type { CLOSED_LICENSES } from '@rnorm/engine';
/** The known SPDX licence ids: a set, or the `licenses` record of a content pack. */
export type SpdxIds = ReadonlySet<string> | Readonly<Record<string, unknown>>;

// The catalog's words for closed licences, as the engine reads them.
const PROPRIETARY = 'Proprietary' satisfies keyof typeof CLOSED_LICENSES;
const FREEWARE = 'Freeware' satisfies keyof typeof CLOSED_LICENSES;

// Words manifest authors use for closed licences; they all mean `Proprietary`.
const PROPRIETARY_TEXT =
  /^(?:proprietary(?: software)?|commercial(?: software)?|closed[- ]?source|eula|shareware|trialware|trial|专有软件|专有)$/i;
// Free of charge but closed. `Proprietary, Freeware` says the same with more words.
const FREEWARE_TEXT = /^(?:freeware|proprietary[,;]? freeware|freeware[,;]? proprietary|free for personal use)$/i;
// "All rights reserved" grants nothing. A bare "Copyright © X" is left alone: authors of open-source tools write it
// too, in place of their licence.
const ALL_RIGHTS_RESERVED = /all rights reserved/i;
const FREE_LICENCE_WORD = /\b(?:mit|gpl|bsd|apache|mpl|open[- ]source)\b/i;
// Not a licence at all: the source did not know.
const NO_LICENCE_TEXT = /^(?:unknown|n\/?a|none|other|see (?:the )?licen[cs]e(?: file)?|tbd|-)$/i;

// Words that carry no information for the mapping: `The MIT License` → `mit`.
const FILLER_WORDS = /\b(?:the|licen[cs]es?|licensed|agreement|version|ver)\b\.?/g;

const CLASSPATH_EXCEPTION = 'Classpath-exception-2.0';

// Ordered rules over the cleaned text (lower case, filler words dropped, spaces collapsed).
const FAMILY_RULES: ReadonlyArray<readonly [RegExp, (match: RegExpMatchArray) => string]> = [
  [/^mit(?: x11)?$/, () => 'MIT'],
  [/^apache(?: software)?\s*-?\s*v?\s*(\d)(?:\.(\d))?$/, (m) => `Apache-${m[1]}.${m[2] ?? '0'}`],
  [
    /^bsd\s*-?\s*([0-4])\s*-?\s*clause(?:\s+(?:new|revised|simplified|original|old|modified|clear|or))*$/,
    (m) => (m[1] === '0' ? '0BSD' : `BSD-${m[1]}-Clause`),
  ],
  [/^(?:new bsd|bsd new|revised bsd|modified bsd)$/, () => 'BSD-3-Clause'],
  [/^(?:simplified bsd|bsd simplified|freebsd)$/, () => 'BSD-2-Clause'],
  [/^(?:mpl|mozilla public)\s*-?\s*v?\s*(\d)(?:\.(\d))?$/, (m) => `MPL-${m[1]}.${m[2] ?? '0'}`],
  [/^(?:epl|eclipse public)\s*-?\s*v?\s*(\d)(?:\.(\d))?$/, (m) => `EPL-${m[1]}.${m[2] ?? '0'}`],
  [/^(?:cc0|creative commons zero)(?:\s*-?\s*v?1\.0)?(?: universal)?$/, () => 'CC0-1.0'],
  [/^unlicense$/, () => 'Unlicense'],
  [/^isc$/, () => 'ISC'],
  [/^zlib$/, () => 'Zlib'],
  [/^(?:boost software|bsl)(?:\s*-?\s*v?1\.0)?$/, () => 'BSL-1.0'],
  [/^(?:ms-?pl|microsoft public)$/, () => 'MS-PL'],
  [/^(?:psf|python software foundation)(?: for python)?(?:\s*-?\s*v?2(?:\.0)?)?$/, () => 'PSF-2.0'],
];

// `GPLv3+`, `GNU General Public License v3.0`, `LGPL-2.1`, `GPL 2 with Classpath Exception`, after cleaning.
const GNU_FAMILY =
  /^(agpl|lgpl|gpl)\s*-?\s*v?\s*(\d)(?:\.(\d))?(?:\.0)?\s*(\+|-?\s*or[ -]later|-?\s*only)?(\s+with\s+classpath\s+exception)?$/;

const lookupCache = new WeakMap<object, Map<string, string>>();

/**
 * Maps a licence as manifest authors write it to an SPDX id or expression, or to `Proprietary` / `Freeware`.
 * Deprecated GNU ids get their explicit form (`GPL-3.0` → `GPL-3.0-only`, `GPLv3+` → `GPL-3.0-or-later`); lists
 * (`Apache-2.0|MIT`, `BSD-2-Clause, LGPL-2.1-or-later`) become expressions when every part maps. Text it does not
 * recognize is kept as written; empty or "Unknown" text answers undefined.
 *
 * @example toSpdx('Apache License 2.0', ids) // 'Apache-2.0'
 */
export function toSpdx(text: string, spdxIds: SpdxIds): string | undefined {
  const trimmed = text
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
  if (!trimmed || NO_LICENCE_TEXT.test(trimmed)) return undefined;
  const ids = lookupTable(spdxIds);
  return mapSingle(trimmed, ids) ?? mapList(trimmed, ids) ?? trimmed;
}

/** Whether a licence is an SPDX id or an expression over known ids, rather than free text or `Proprietary`. */
export function isSpdxExpression(license: string, spdxIds: SpdxIds): boolean {
  const ids = lookupTable(spdxIds);
  return license
    .replace(/[()]/g, ' ')
    .split(/\s+(?:AND|OR)\s+/)
    .every(
      (part) =>
        ids.get(
          part
            .replace(/\s+WITH\s+.*$/, '')
            .trim()
            .toLowerCase(),
        ) !== undefined,
    );
}

function mapSingle(text: string, ids: Map<string, string>): string | undefined {
  const unwrapped = text.replace(/^\((.*)\)$/, '$1').trim();
  if (PROPRIETARY_TEXT.test(unwrapped)) return PROPRIETARY;
  if (FREEWARE_TEXT.test(unwrapped)) return FREEWARE;
  if (ALL_RIGHTS_RESERVED.test(unwrapped) && !FREE_LICENCE_WORD.test(unwrapped)) return PROPRIETARY;
  const cleaned = cleanLicenceText(unwrapped);
  const gnu = mapGnuFamily(cleaned, ids);
  if (gnu) return gnu;
  const direct = ids.get(unwrapped.toLowerCase()) ?? ids.get(cleaned.replace(/ /g, '-'));
  if (direct) return direct;
  for (const [pattern, toId] of FAMILY_RULES) {
    const match = cleaned.match(pattern);
    if (!match) continue;
    const id = ids.get(toId(match).toLowerCase());
    if (id) return id;
  }
  // `GNU General Public License v3.0 (GPLv3)`: the parenthesis repeats the name.
  const withoutRepeat = unwrapped.replace(/\s*\([^()]*\)$/, '');
  return withoutRepeat !== unwrapped && withoutRepeat !== '' ? mapSingle(withoutRepeat, ids) : undefined;
}

// `A|B` and `A or B` offer a choice; `A, B`, `A; B` and `A and B` all apply.
const CHOICE_SEPARATOR = /\s*\|\s*|\s+or\s+/i;
const CONJUNCTION_SEPARATOR = /\s*[,;]\s*|\s+and\s+/i;

function mapList(text: string, ids: Map<string, string>): string | undefined {
  const isChoice = CHOICE_SEPARATOR.test(text);
  const parts = text.split(isChoice ? CHOICE_SEPARATOR : CONJUNCTION_SEPARATOR).filter((part) => part.trim() !== '');
  if (parts.length < 2) return undefined;
  const mapped: string[] = [];
  for (const part of parts) {
    const id = mapSingle(part.trim(), ids);
    // `Proprietary` and `Freeware` are not SPDX ids, so they cannot take part in an expression.
    if (id === undefined || id === PROPRIETARY || id === FREEWARE) return undefined;
    mapped.push(id.includes(' ') ? `(${id})` : id);
  }
  return mapped.join(isChoice ? ' OR ' : ' AND ');
}

function mapGnuFamily(cleaned: string, ids: Map<string, string>): string | undefined {
  const named = cleaned
    .replace(/^gnu\s+/, '')
    .replace(/^affero general public\b/, 'agpl')
    .replace(/^(?:lesser|library) general public\b/, 'lgpl')
    .replace(/^general public\b/, 'gpl')
    .replace(/^gnu\s*/, '');
  const match = named.match(GNU_FAMILY);
  if (!match) return undefined;
  const [, family, major, minor, range, classpath] = match;
  const isOrLater = range !== undefined && !range.includes('only');
  const id = ids.get(`${family}-${major}.${minor ?? '0'}-${isOrLater ? 'or-later' : 'only'}`);
  if (!id) return undefined;
  return classpath ? `${id} WITH ${CLASSPATH_EXCEPTION}` : id;
}

function cleanLicenceText(text: string): string {
  return text
    .toLowerCase()
    .replace(FILLER_WORDS, ' ')
    .replace(/[,"()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function lookupTable(spdxIds: SpdxIds): Map<string, string> {
  let table = lookupCache.get(spdxIds);
  if (!table) {
    table = new Map();
    const list = spdxIds instanceof Set ? [...(spdxIds as ReadonlySet<string>)] : Object.keys(spdxIds);
    for (const id of list) table.set(id.toLowerCase(), id);
    lookupCache.set(spdxIds, table);
  }
  return table;
}

/**
 * Whether a source's licence should replace a product's: an SPDX expression is better than free text (`GPL` →
 * `GPL-3.0-only`), never the other way round, and a closed licence's word stays.
 */
export function shouldTakeLicense(current: string | undefined, offered: string, spdxIds: SpdxIds): boolean {
  if (!current) return true;
  if (current === PROPRIETARY || current === FREEWARE || isSpdxExpression(current, spdxIds)) return false;
  return isSpdxExpression(offered, spdxIds);
}
