import { compileLocalizedWords, type LocalizedWords } from './localized-words.ts';
import { withoutWrappingQuotes } from '../clean/clean-text.ts';
import type { ModelContent, NameRule, TokenDictionary } from '../types.ts';
import { compileWords, escapeRegex, type CompiledWords } from './compile-words.ts';

/** A token dictionary compiled to one regular expression and a spelling → value table. */
export interface CompiledDictionary {
  regex: RegExp | null;
  valueOf: Map<string, string>;
}

export interface TitleDictionaries {
  architectures: CompiledDictionary;
  languages: CompiledDictionary;
  editions: CompiledDictionary;
  channels: CompiledDictionary;
  /** The languages' own codes, lowercased (`de` → `de`, `zh-cn` → `zh-CN`): not spellings, which they are too short for. */
  languageCodes: ReadonlyMap<string, string>;
  /** Publishers' naming conventions (`WAMP packaged by Bitnami` → `Bitnami WAMP Stack`). */
  nameRules: CompiledNameRule[];
  /** The content's word lists (packaging, program kinds, toolchains, months, platforms, Linux packages), compiled. */
  words: CompiledWords;
  /** A title's words in other languages, and the English words that stand for them (`localizedWords`). */
  localized: LocalizedWords;
}

export interface CompiledNameRule {
  id: string;
  regex: RegExp;
  name: string;
}

export interface ParsedTitle {
  /** The product name: the title without versions, architecture, language, service pack and bracketed noise. */
  name: string;
  /** A version written in the title (`Python 3.12.0`, `Mp3tag v3.18`). */
  version: string | null;
  /** A release year (`Visual C++ 2013`) or, failing that, a channel (`Preview`) or a release's name (`'Lima'`). */
  release: string | null;
  edition: string | null;
  servicepack: string | null;
  architecture: string | null;
  language: string | null;
  /** A channel word of the title (`Preview`, `Beta`), wherever it stands, the version included (`3.0.0-beta.19`). */
  channel: string | null;
  /** A channel word that is part of the name (`PowerShell 7-preview`, `Visual Studio Code - Insiders`). */
  nameChannel: string | null;
  /**
   * The version is a segment of its own after a spaced dash (`Microsoft Game Development Kit - 230306`): the title's
   * way of showing the installed version, so it is one even as a single number.
   */
  versionIsSegment: boolean;
  /**
   * A bracket that is only an acronym (`Colour Contrast Analyser (CCA)`): it leaves the name like any remark, and the
   * name taken from the title gets it back when it abbreviates that name (`abbreviatesName`).
   */
  acronym: string | null;
  /** The title had nothing but tokens ("x64 build 45"), so the name is the whole title as written. */
  nameIsWholeTitle: boolean;
}

// A spelling counts only as a whole token: "x64" in "Rider x64" but not in "Linux64Tools".
const BOUNDARY_BEFORE = '(?<![\\p{L}\\p{N}])';
const BOUNDARY_AFTER = '(?![\\p{L}\\p{N}])';

/**
 * Compiles a dictionary so the longest spelling wins (`64-bit` before `64`). Only the listed spellings count, not
 * the value itself: a language value such as `id` (Indonesian) must not match the "ID" in "e-ID viewer".
 */
export function compileDictionary(dictionary: TokenDictionary): CompiledDictionary {
  const valueOf = new Map<string, string>();
  for (const [value, spellings] of Object.entries(dictionary)) {
    for (const spelling of spellings) {
      const key = spelling.trim().toLowerCase();
      if (key && !valueOf.has(key)) valueOf.set(key, value);
    }
  }
  const alternatives = [...valueOf.keys()].sort((a, b) => b.length - a.length).map(escapeRegex);
  const regex = alternatives.length
    ? new RegExp(`${BOUNDARY_BEFORE}(${alternatives.join('|')})${BOUNDARY_AFTER}`, 'giu')
    : null;
  return { regex, valueOf };
}

/** The flags a name rule's pattern is compiled with: the content build checks each pattern compiles with them. */
export const NAME_RULE_FLAGS = 'iu';

/** Compiles name rules; a rule whose pattern does not compile is left out (the content build refuses it). */
export function compileNameRules(rules: readonly NameRule[]): CompiledNameRule[] {
  const compiled: CompiledNameRule[] = [];
  for (const rule of rules) {
    try {
      compiled.push({ id: rule.id, regex: new RegExp(rule.pattern, NAME_RULE_FLAGS), name: rule.name });
    } catch {
      // An invalid pattern is a content bug: the content build refuses it, and a model package with one.
    }
  }
  return compiled;
}

/** The name under the first name rule that matches it, or the name itself. */
export function applyNameRules(name: string, rules: readonly CompiledNameRule[]): string {
  for (const rule of rules) {
    if (rule.regex.test(name)) return tidy(name.replace(rule.regex, rule.name));
  }
  return name;
}

export function compileTitleDictionaries(model: ModelContent): TitleDictionaries {
  return {
    architectures: compileDictionary(model.architectures),
    languages: compileDictionary(model.languages),
    editions: compileDictionary(model.editions),
    channels: compileDictionary(model.channels),
    languageCodes: new Map(Object.keys(model.languages).map((code) => [code.toLowerCase(), code])),
    nameRules: compileNameRules(model.nameRules ?? []),
    words: compileWords(model.words, { channels: model.channels, architectures: model.architectures }),
    localized: compileLocalizedWords(model.localizedWords ?? {}),
  };
}

/** The channel a text names (`Microsoft Edge Beta` → `Beta`), or null. */
export function findChannel(text: string, dictionaries: TitleDictionaries): string | null {
  return takeToken(text, dictionaries.channels, false).value;
}

/**
 * The edition a name states besides the words of a product's own name: `Corel PaintShop Pro 2023 Ultimate` is the
 * Ultimate edition of "PaintShop Pro", and `ArcGIS Pro` no edition of "ArcGIS Pro".
 */
export function findEditionBesides(name: string, productName: string, dictionaries: TitleDictionaries): string | null {
  const ownWords = new Set(productName.toLowerCase().split(/\s+/u));
  const otherWords = name.split(/\s+/u).filter((word) => !ownWords.has(word.toLowerCase()));
  return findEdition(otherWords.join(' '), dictionaries);
}

/**
 * The edition a name states once the maker's words in front of it are passed over, not counting an edition word that
 * then starts it and is followed by words: such a word names the product ("Enterprise Architect", "Pro Tools",
 * "Sparx Systems Enterprise Architect"), where an edition follows the product's name ("Visual Studio Enterprise
 * 2022"). Alone after the maker's name it is the edition ("AnyLogic Professional"), and so it is in a name that ends
 * in "Edition" ("AnyLogic Personal Learning Edition").
 */
// Words after the first, the first of them a word, and the last not "Edition".
const NAMED_BY_FIRST_WORD = /^\s+\p{L}(?!.*\sedition$)/iu;

export function findEditionAfterMaker(
  name: string,
  makerWords: ReadonlySet<string>,
  dictionaries: TitleDictionaries,
): string | null {
  const words = name.split(/\s+/u);
  let start = 0;
  while (start < words.length && makerWords.has(words[start]!.toLowerCase())) start++;
  const rest = words.slice(start).join(' ');
  let match = findEditionWord(rest, dictionaries);
  if (match?.index === 0 && NAMED_BY_FIRST_WORD.test(rest.slice(match[0].length))) {
    match = findEditionWord(rest, dictionaries, match[0].length);
  }
  return editionOfMatch(match, dictionaries);
}

// "HP LaserJet Pro MFP M428f", "HP OfficeJet Pro 9010 series", "HP LaserJet Professional P1102": before a model
// number, an edition word names a line of devices, which their drivers and tools are named after; it is no edition of
// that software. A model number has letters in front ("M428f", "WF-4830"; not "v1234", a version) or is called a
// series; a lone number ("Nitro Pro 14", "Enterprise LTSC 1809") is a version.
const MODEL_NUMBER_AFTER =
  /^[\s-]+(?:\p{Lu}{2,4}\s+)?(?:(?![vVrR]\d)\p{L}{1,3}-?\d{3,}\p{L}{0,3}(?![\p{L}\p{N}.])|\d{3,}\p{L}{0,3}\s+[Ss]eries(?![\p{L}\p{N}]))/u;

/** The first edition word of a text, from `from` on, that does not stand before a model number. */
function findEditionWord(text: string, dictionaries: TitleDictionaries, from = 0): RegExpExecArray | null {
  const regex = dictionaries.editions.regex;
  if (!regex) return null;
  regex.lastIndex = from;
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    if (!MODEL_NUMBER_AFTER.test(text.slice(match.index + match[0].length))) return match;
  }
  return null;
}

const editionOfMatch = (match: RegExpExecArray | null, dictionaries: TitleDictionaries): string | null =>
  match ? (dictionaries.editions.valueOf.get(match[1]!.toLowerCase()) ?? null) : null;

/** The edition a text states: its first edition word that does not stand before a model number. */
function findEdition(text: string, dictionaries: TitleDictionaries): string | null {
  return editionOfMatch(findEditionWord(text, dictionaries), dictionaries);
}

/** Finds the first token of a dictionary; with `remove`, also cuts every occurrence out of the text. */
function takeToken(
  text: string,
  dictionary: CompiledDictionary,
  remove: boolean,
): { value: string | null; text: string } {
  if (!dictionary.regex) return { value: null, text };
  dictionary.regex.lastIndex = 0;
  const match = dictionary.regex.exec(text);
  if (!match) return { value: null, text };
  const value = dictionary.valueOf.get(match[1]!.toLowerCase()) ?? null;
  const rest = remove ? text.replace(dictionary.regex, ' ') : text;
  return { value, text: rest };
}

// "ConEmu 201011.x64": the dot that glued the architecture to a number, left once the architecture is cut out.
const NUMBER_DOT_LEFT = /(\d)\.(?=\s|$)/u;
// "for" or "on" left last in a piece once the architecture after it is cut out.
const DANGLING_PREPOSITION = /\s+(?:for|on)\s*$/iu;
// Dotted numbers with an optional letter and pre-release/build tail (3.12.0, 1.5.0.1356a, 17.0.8.1+1, 4.14.0-0,
// 7.0.0-preview.6, 12.41_32), or three or more hyphenated numbers (9-4-8-8).
// A release-channel word glued on with a dot ("DiffMerge 4.2.0.697.stable") goes with the version but is not part of it.
// A pre-release written as Python writes it ("Python 3.13.0b1", "3.12.0rc2") is part of the version.
// "PuTTY release 0.80": the word in front of the version goes with it.
const DOTTED_VERSION =
  /(?<![\p{L}\p{N}.])(?:version\s+|release\s+|ver\.?\s*|v\.?\s*)?(\d+(?:[._]\d+)+(?:(?:a|b|rc)\d+|[a-z]{0,2})(?:\.[a-z](?![\p{L}\p{N}]))?(?:[-+][0-9a-z]+(?:[.-][0-9a-z]+)*)?|\d+(?:-\d+){2,})(?:\.(?:stable|release|final))?(?![\p{L}\p{N}])/iu;
// "JetBrains YouTrack2022.2": a year-based version glued to the end of a word.
const GLUED_YEAR_VERSION = /(?<=\p{Ll})(?:19|20)\d\d\.\d{1,2}(?:\.\d+)*(?![\p{L}\p{N}])/gu;
// "QGIS 3.32.2 'Lima'": a release's name in quotes after its version.
const RELEASE_NAME_AFTER_VERSION = /(?<=\d[\p{L}\p{N}.+_-]*\s+)(["'])(\p{L}[^"']{0,40}?)\1(?![\p{L}\p{N}])/u;
const DOTTED_VERSIONS = new RegExp(DOTTED_VERSION.source, 'giu');
// "Adventure Game Studio 3.5.1 P13", "gnuplot 5.2 patchlevel 8": a patch number written after the version.
const PATCH_AFTER_VERSION = /^\s*(?:p|patchlevel\s+)\d{1,3}(?![\p{L}\p{N}])/iu;
// "Contoso App 2.3 build 45": the build number after the version is part of it, as in the registry's "2.3 build 45".
const BUILD_AFTER_VERSION = /^\s*build\s*:?\s*(\d+)(?![\p{L}\p{N}.])/iu;
// A single number written as a version: "v8", "version 12", "Build 1234"; not the start of a longer token
// ("CATIA V5-6R2021" names a product line and its release).
const PREFIXED_NUMBER = /(?<![\p{L}\p{N}])(?:version\s+|v\.?|build\s+)(\d+)(?![\p{L}\p{N}.]|-[\p{L}\p{N}])/iu;
const PREFIXED_NUMBERS = new RegExp(PREFIXED_NUMBER.source, 'giu');
const RELEASE_YEAR = /(?<![\p{L}\p{N}.-])((?:199|20[0-3])\d)(?![\p{L}\p{N}.])/u;
const SECOND_RELEASE = /^\s+R2(?![\p{L}\p{N}])/iu;
// "MATLAB R2023b": MathWorks names its twice-yearly releases by year and half.
const HALF_YEAR_RELEASE = /(?<![\p{L}\p{N}.-])(R(?:199|20[0-3])\d[ab])(?![\p{L}\p{N}.])/u;
const BITNESS_TAIL = /_(32|64)$/;
// "SOLIDWORKS 2023 SP3.1": a service pack may have a point release.
const SERVICE_PACK = /(?<![\p{L}\p{N}])(?:sp|service\s+pack)\s*(\d{1,2}(?:\.\d{1,2})?)(?![\p{L}\p{N}]|\.\d)/iu;
// "Microsoft Exchange Server 2019 Cumulative Update 13": the servicing level of an installed server, as a service
// pack was, after the server's name. (A title that starts with "Cumulative Update" is an update package, ignored
// before this.)
const CUMULATIVE_UPDATE = /(?<=[\p{L}\p{N}][^\p{L}\p{N}]*\s)cumulative\s+update\s+(\d{1,3})(?![\p{L}\p{N}])/iu;
// Every occurrence goes, so that the name is the same when read again.
const SERVICE_PACKS = new RegExp(SERVICE_PACK.source, 'giu');
const CUMULATIVE_UPDATES = new RegExp(CUMULATIVE_UPDATE.source, 'giu');
const BRACKETED = /\(([^()]*)\)|\[([^[\]]*)\]/g;
const SEGMENT_SEPARATOR = /\s+[-–—|]\s+/;
// A segment that is only a number of three or more digits, not a year: "Microsoft Game Development Kit - 230306".
const NUMBER_SEGMENT = /^v?(\d{3,})$/iu;
const EDGE_PUNCTUATION = /^[\s,;:.\-–—_/|+]+|[\s,;:\-–—_/|(]+$/g;

interface Tokens {
  version: string | null;
  architecture: string | null;
  language: string | null;
  servicepack: string | null;
}

/** Cuts architecture, language, service pack and version tokens out of a piece of title. */
function extractTokens(
  piece: string,
  dictionaries: TitleDictionaries,
  found: Tokens,
  options: { takeVersion: boolean },
): string {
  let text = piece;
  const architecture = takeToken(text, dictionaries.architectures, true);
  // "Reko decompiler for x86-64", "UEV Tools on amd64": the word that led to the architecture goes with it.
  text = architecture.value
    ? architecture.text.replace(DANGLING_PREPOSITION, '').replace(NUMBER_DOT_LEFT, '$1')
    : architecture.text;
  found.architecture ??= architecture.value;
  const language = takeToken(text, dictionaries.languages, true);
  text = language.text;
  found.language ??= language.value;
  const servicePack = SERVICE_PACK.exec(text);
  if (servicePack) {
    found.servicepack ??= `SP${servicePack[1]}`;
    text = text.replace(SERVICE_PACKS, ' ');
  }
  const cumulativeUpdate = CUMULATIVE_UPDATE.exec(text);
  if (cumulativeUpdate) {
    found.servicepack ??= `CU${cumulativeUpdate[1]}`;
    text = text.replace(CUMULATIVE_UPDATES, ' ');
  }
  if (options.takeVersion) {
    text = text.replace(dictionaries.words.placeholderVersionInTitle, ' ');
    const dotted = DOTTED_VERSION.exec(text);
    if (dotted) {
      // "ExifTool version 12.41_32": the bitness glued to the version is the architecture, not a component.
      const bitness = BITNESS_TAIL.exec(dotted[1]!);
      const version = bitness ? dotted[1]!.slice(0, bitness.index) : dotted[1]!;
      const rest = text.slice(dotted.index + dotted[0].length);
      const build = /^\d+(?:\.\d+){0,2}$/.test(version) ? BUILD_AFTER_VERSION.exec(rest) : null;
      found.version ??= build ? `${version}.${build[1]}` : version;
      if (bitness) found.architecture ??= bitness[1] === '64' ? 'x64' : 'x86';
      // "Tar-1.13 Binaries": the hyphen that glued the version to the name goes with it.
      // A second version ("Contoso 1.2 Tools 3.4") leaves the name too: read again, the name must not give one.
      const after = rest
        .slice(build ? build[0].length : 0)
        .replace(PATCH_AFTER_VERSION, '')
        .replace(DOTTED_VERSIONS, ' ');
      text = text.slice(0, dotted.index).replace(/[-_]$/, '') + ' ' + after;
    }
    // A number written as a version ("v8", "Build 1234") is the version when nothing dotted is; beside another one
    // ("Contoso build 45 4.2.0.697") it leaves the name all the same: read again, the name must not give one.
    if (PREFIXED_NUMBER.test(text)) {
      text = text.replace(PREFIXED_NUMBERS, (_match, number: string) => {
        found.version ??= number;
        return ' ';
      });
    }
  }
  return text.replace(/\s+/g, ' ').trim();
}

// Packaging words after the name ("Teams Machine-Wide Installer", "CopyTrans Control Center Uninstall Only": the
// package, or the entry that only removes the product, not the product), an "Uninstall" in front, a description
// ending in a kind of program, a toolchain, a month's release and a platform segment are read by the content's
// word lists (`ModelWords`), compiled in `dictionaries.words` (title/compile-words.ts).
// "Google Chrome.app", "zoom.us.app": osquery's `apps` table names macOS applications by their bundle.
const MAC_APP_BUNDLE = /^(.*\S)\.app$/iu;
// "CAD快速看图v5.17.0.85": Chinese, Japanese and Korean names are written without spaces, so a version glues to them.
const CJK_GLUED_VERSION =
  /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])(?=v?\d+(?:\.\d+)+(?![\p{L}\p{N}]))/giu;
// "ViewSonic vDisplay Manager2.0", "Contoso Tool2.1 (x64)": a dotted version glued to the name's last word, ending in
// lower-case letters. Not a package's name ("python3.12"), which is one word, nor a number inside a name. Read off the
// name once it is read, so that the name it leaves, read again, is the same.
const WORD_GLUED_VERSION = /(?<=\s\p{L}*\p{Ll}{2})(\d+(?:\.\d+)+)$/u;
// A CI build tag: a build number, words, and a commit hash with letters and digits ("9639-cibuilds-66127f8c4").
const BUILD_TAG =
  /(?<![\p{L}\p{N}.])\d+(?:-[a-z]+)+-g?(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}(?![\p{L}\p{N}])/iu;
// A version followed by a pre-release and its number, and optionally the build's own tag: "8.0.0 Preview 3",
// "7.0.0 RC 1", "8.0.0 Preview 3 Build preview.3.23177.8"; "… 7.0.0 Release Candidate 1 Build rc.1.22427.2 - Shared
// Framework": the same, with the label written out. The labels and their spellings are the content's
// (`ModelWords.preReleaseLabels` and `channels`), compiled as `CompiledWords.preRelease`.

/** The semantic-version form of a pre-release match: `8.0.0-preview.3`, or the build's tag when it has one. */
function preReleaseVersion(match: RegExpExecArray, words: CompiledWords): string {
  const [, version, label, number, tag] = match;
  const written = label!.toLowerCase().replace(/\s+/g, ' ');
  const shortLabel = words.preReleaseLabelOf.get(written) ?? written;
  return `${version}-${tag ?? `${shortLabel}.${number}`}`;
}

const BARE_LANGUAGE_CODE = /^[a-z]{2,3}(?:-[a-z]{2})?$/iu;
// An acronym in brackets: capitals only, as products write their short names ("CCA", "RSAT", "OCAT").
const BRACKETED_ACRONYM = /^[A-Z]{2,6}$/;

/**
 * Whether an acronym is the short form of a name: its letters are the initials of the name's words, in order, from
 * one word to the last, and may pass over words and capitals ("Open Capture and Analytics Tool (OCAT)"). Catalogs
 * keep such an acronym in the name; a bracket that merely shares a letter does not count ("Citrix Workspace (DV)",
 * "Rust (GNU)").
 *
 * @example abbreviatesName('CCA', 'Colour Contrast Analyser') // true
 * @example abbreviatesName('CLI', 'Kubernetes Command Line Interface') // true
 * @example abbreviatesName('DV', 'Citrix Workspace') // false
 */
export function abbreviatesName(acronym: string, name: string): boolean {
  const words = name.split(/[\s\-–—/]+/u);
  // Written after a year or number ("Contoso Command Line Interface 2023"), it would not stand beside its words.
  if (!/^\p{L}/u.test(words.at(-1) ?? '')) return false;
  // A word's capitals count too: "HP Support Assistant (HPSA)", "PDF Accessibility Checker (PAC)".
  const initials = words
    .filter((word) => /^\p{L}/u.test(word))
    .map((word) => word[0]!.toUpperCase() + word.slice(1).replace(/[^A-Z]+/g, ''))
    .join('');
  if (initials.length < 2 || initials.at(-1) !== acronym.at(-1)) return false;
  // The last letters are matched first and at the end, so the acronym runs up to the name's last word.
  let position = initials.length - 1;
  for (let index = acronym.length - 1; index >= 0; index--) {
    while (position >= 0 && initials[position] !== acronym[index]) position--;
    if (position < 0) return false;
    position--;
  }
  return true;
}

const isOneWord = (text: string) => !/\s/.test(text.trim());

/** The name as it will be once packaging words and an "Uninstall" in front leave it, below. */
const withoutPackaging = (name: string, words: CompiledWords) =>
  tidy(tidy(name).replace(words.uninstallPrefix, '').replace(words.packagingSuffix, '$1'));

const tidy = (text: string) => text.replace(/\s+/g, ' ').replace(EDGE_PUNCTUATION, '').trim();

/**
 * Splits a cleaned title into the product name and the facts written into it. Years, editions and channel words
 * stay in the name (they are often part of it: "Visual C++ 2013 Redistributable", "Teams Preview") and are also
 * reported; versions, architecture, language, service packs and bracketed remarks leave it.
 *
 * @example parseTitle('Mozilla Firefox (x64 en-US)', dictionaries)
 *   // { name: 'Mozilla Firefox', architecture: 'x64', language: 'en-US', version: null, … }
 * @example parseTitle('Microsoft SQL Server Management Studio - 18.12', dictionaries)
 *   // { name: 'Microsoft SQL Server Management Studio', version: '18.12', … }
 */
export function parseTitle(title: string, dictionaries: TitleDictionaries): ParsedTitle {
  const found: Tokens = { version: null, architecture: null, language: null, servicepack: null };
  const { words } = dictionaries;
  const bracketed: string[] = [];
  let outside = title
    .replace(MAC_APP_BUNDLE, '$1')
    .replace(CJK_GLUED_VERSION, ' ')
    .replace(BRACKETED, (_match, round?: string, square?: string) => {
      bracketed.push(round ?? square ?? '');
      return ' ';
    });
  // Unbalanced brackets ("Tool (beta") keep their words but lose the bracket.
  outside = outside.replace(/[()[\]]/g, ' ');
  // Cut out of the name even when another version is the title's: read again, the name must not find it.
  let gluedYearVersion: string | null = null;
  outside = outside.replace(GLUED_YEAR_VERSION, (version: string) => {
    gluedYearVersion ??= version;
    return ' ';
  });
  // The release's name leaves the product's name; it is reported as the release when no year or channel is.
  // Every one of them: a name read again must not find another.
  let releaseName: string | null = null;
  const hasQuotes = outside.includes("'") || outside.includes('"');
  for (
    let quoted = hasQuotes ? RELEASE_NAME_AFTER_VERSION.exec(outside) : null;
    quoted;
    quoted = RELEASE_NAME_AFTER_VERSION.exec(outside)
  ) {
    releaseName ??= quoted[2]!;
    outside = outside.slice(0, quoted.index) + ' ' + outside.slice(quoted.index + quoted[0].length);
  }

  // "Aegisub 9639-cibuilds-66127f8c4": a CI build tag is a version, not words of the name.
  const buildTag = BUILD_TAG.exec(outside);
  if (buildTag) {
    found.version ??= buildTag[0];
    outside = outside.slice(0, buildTag.index) + ' ' + outside.slice(buildTag.index + buildTag[0].length);
  }
  // "Microsoft ASP.NET Core 8.0.0 Preview 3 Build preview.3.23177.8": the pre-release is part of the version.
  const preRelease = dictionaries.words.preRelease.exec(outside);
  if (preRelease) {
    found.version ??= preReleaseVersion(preRelease, dictionaries.words);
    outside = outside.slice(0, preRelease.index) + ' ' + outside.slice(preRelease.index + preRelease[0].length);
  }

  const [head = '', ...tail] = outside.split(SEGMENT_SEPARATOR);
  let name = extractTokens(head, dictionaries, found, { takeVersion: true });
  let versionIsSegment = false;
  let segmentYear: string | null = null;
  for (const segment of tail) {
    // Read without packaging words, which leave the name later ("… - 230306 MSI" is "… - 230306" read again).
    const bare = tidy(segment).replace(words.packagingSuffix, '$1');
    const number = found.version === null ? NUMBER_SEGMENT.exec(bare)?.[1] : undefined;
    if (number && !RELEASE_YEAR.test(number)) {
      found.version = number;
      versionIsSegment = true;
      continue;
    }
    // "Contoso Reporting - 2019": a segment that is only a year is the release.
    const yearOnly = RELEASE_YEAR.exec(bare);
    if (yearOnly && bare === yearOnly[1]) {
      segmentYear ??= yearOnly[1]!;
      continue;
    }
    const rest = tidy(extractTokens(segment, dictionaries, found, { takeVersion: true }));
    // "(MSVC) - Contoso Tools": nothing before the first separator, so the first segment with words is the name.
    if (!/[\p{L}\p{N}]/u.test(name)) {
      name = rest;
      continue;
    }
    // Judged without packaging words, which leave the name later ("Contoso - Modeling Tool Deployment").
    const unpackaged = rest.replace(words.packagingSuffix, '$1');
    // "Microsoft Azure PowerShell - April 2023": a segment that only dates the release.
    if (words.monthRelease.test(unpackaged)) {
      releaseName ??= unpackaged;
      continue;
    }
    // A later segment that still has words after its tokens left ("… - Windows Server Hosting") is part of the
    // name, unless it only says what kind of program the one-word name is ("Gaphor - Modeling Tool") or names the
    // platform the version is of ("Windows Software Development Kit - Windows 10.0.22621.2428"). Packaging words
    // are no such words ("Contoso - 12 Uninstall Only" is "Contoso - 12", which read again is "Contoso").
    if (
      /\p{L}/u.test(unpackaged) &&
      !(isOneWord(withoutPackaging(name, words)) && words.description.test(unpackaged)) &&
      !words.platformOnly.test(rest)
    ) {
      name = `${name} - ${rest}`;
    }
  }
  found.version ??= gluedYearVersion;
  // Versions outside brackets win; a bracket's version ("Zulu JDK 15.28 (15.0.1)") is a fallback.
  let toolchain: string | null = null;
  let acronym: string | null = null;
  let bracketEdition: string | null = null;
  for (const inner of bracketed) {
    const rest = tidy(extractTokens(inner, dictionaries, found, { takeVersion: true }));
    // "Rust 1.65 (MSVC 64-bit)", "Rust 1.65 (GNU)": builds for different compilers' ABIs install side by side and
    // are products of their own, so the bracket's toolchain stays in the name.
    toolchain ??= words.toolchain.exec(rest)?.[0] ?? null;
    // "Mozilla Firefox (x64 de)": beside an architecture, a language's bare code is the build's language.
    if (
      found.language === null &&
      BARE_LANGUAGE_CODE.test(rest) &&
      takeToken(inner, dictionaries.architectures, false).value
    ) {
      found.language = dictionaries.languageCodes.get(rest.toLowerCase()) ?? null;
    } else if (dictionaries.editions.valueOf.has(rest.toLowerCase())) {
      // "K-Lite Codec Pack 7.1.0 (Standard)": a bracket that is only an edition word states the edition.
      bracketEdition ??= dictionaries.editions.valueOf.get(rest.toLowerCase())!;
    } else if (BRACKETED_ACRONYM.test(rest)) {
      acronym ??= rest;
    } else if (words.monthRelease.test(rest)) {
      // "Microsoft DirectX SDK (June 2010)": the month's release, as a segment after a dash says it.
      releaseName ??= rest;
    }
  }

  name = tidy(name.replace(/(?<![\p{L}\p{N}])(?:version|ver\.?|v)\s*$/iu, ''));
  // "Password Safe 3.58.0 for Windows (64-bit)": the platform is not part of the product's name, unless the name
  // would be a single word ("Git for Windows" is a product of its own).
  name = name.replace(words.forPlatform, '$1');
  // "Teams Machine-Wide Installer", "GitHub Desktop Deployment Tool", "Tar Binaries": packaging of the product.
  // Tidied again: what stood between them and the name ("Uninstall , Contoso") is at its edge now.
  // Packaging words again once a platform segment before them went ("Contoso MSI - Windows MSI").
  name = tidy(
    name
      .replace(words.packagingSuffix, '$1')
      .replace(words.uninstallPrefix, '')
      .replace(words.platformSegmentLast, '')
      .replace(words.packagingSuffix, '$1'),
  );
  // "Zoom Rooms Installer": the installer is named after what it installs.
  name = tidy(name.replace(words.installerSuffix, '$1'));
  // "opentrack version opentrack": some installers write the name where the version belongs.
  name = name.replace(/^(.+?)\s+(?:version|ver\.?)\s+\1$/iu, '$1');
  const gluedVersion = WORD_GLUED_VERSION.exec(name);
  if (gluedVersion) {
    found.version ??= gluedVersion[1]!;
    name = tidy(name.slice(0, gluedVersion.index));
  }
  const nameIsWholeTitle = !/[\p{L}\p{N}]/u.test(name);
  if (nameIsWholeTitle) name = tidy(title);
  // Quotes left around the whole name once its tokens went ("'Lima' x64") go, as the cleaning of a field does.
  name = withoutWrappingQuotes(name);
  name = applyNameRules(name, dictionaries.nameRules);
  // Once only: a name read back from the whole title ("(MSVC)") or from our own output already carries it.
  if (toolchain && !name.toLowerCase().includes(`(${toolchain.toLowerCase()})`)) name = `${name} (${toolchain})`;

  const yearMatch = RELEASE_YEAR.exec(name);
  // "Windows Server 2012 R2", "SQL Server 2008 R2": the second release of that year is a release of its own.
  const year = yearMatch
    ? SECOND_RELEASE.test(name.slice(yearMatch.index + 4))
      ? `${yearMatch[1]} R2`
      : yearMatch[1]!
    : (HALF_YEAR_RELEASE.exec(name)?.[1] ?? null);
  const edition = findEdition(name, dictionaries) ?? bracketEdition;
  // "Dev" alone is too common a word to be a channel anywhere ("Dev-C++", "DevToys"); as the last word after a name
  // it is Edge's and Chrome's channel ("Microsoft Edge Dev"): the content's `lastWordChannels`.
  const nameChannel =
    takeToken(name, dictionaries.channels, false).value ?? dictionaries.words.lastWordChannel.exec(name)?.[1] ?? null;
  const channel = nameChannel ?? takeToken(title, dictionaries.channels, false).value;
  return {
    name,
    version: found.version,
    release: year ?? segmentYear ?? channel ?? releaseName,
    edition,
    servicepack: found.servicepack,
    architecture: found.architecture,
    language: found.language,
    channel,
    nameChannel,
    versionIsSegment,
    acronym,
    nameIsWholeTitle,
  };
}
