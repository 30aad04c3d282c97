import type { ModelWords, TokenDictionary } from '../types.ts';

/** The flags a package family's pattern is compiled with: package names are lower case as distributions write them. */
export const PACKAGE_FAMILY_FLAGS = '';
/** The flags a distribution's pattern is compiled with: versions and packagers' names are written in any case. */
export const DISTRIBUTION_FLAGS = 'i';
/** The flags a package manager's publisher pattern is compiled with. */
export const PACKAGE_MANAGER_FLAGS = 'i';
/** The flags a signing identity's pattern is compiled with: the content build checks each compiles with them. */
export const SIGNING_IDENTITY_FLAGS = 'iu';

/**
 * The content's word lists (`ModelWords`) compiled once, when the index is built, into the expressions that read
 * titles, versions and package names. Which words they hold is the content's; how they stand in a title is here.
 */
export interface CompiledWords {
  /** "Teams Machine-Wide Installer", "Tar Binaries": the name (group 1) before one or more packaging words. */
  packagingSuffix: RegExp;
  /** "Zoom Rooms Installer": the name (group 1, two words or more) before an installer word. */
  installerSuffix: RegExp;
  /** "Uninstall Colour Contrast Analyser": the uninstaller's word(s) in front of a name. */
  uninstallPrefix: RegExp;
  /** A description after the name: two or more words ending in a kind of program ("Modeling Tool"). */
  description: RegExp;
  /** A bracket that is only a compiler's toolchain ("MSVC", "GNU"). */
  toolchain: RegExp;
  /** A segment that only dates the release: a month and a year ("April 2023"). */
  monthRelease: RegExp;
  /** A segment that only names the platform ("for Windows"). */
  platformOnly: RegExp;
  /** The same segment left last after a spaced dash ("Contoso - Windows"). */
  platformSegmentLast: RegExp;
  /** "Password Safe for Windows": the name (group 1, two words or more) before "for" and the platform. */
  forPlatform: RegExp;
  /** A bundle identifier's segment that is a code host ("github" of "io.github.owner.App"). */
  codeHost: RegExp;
  commonNameWords: ReadonlySet<string>;
  /** Words naming a part of something larger, lower case: evidence confidence is measured by. */
  componentWords: ReadonlySet<string>;
  /** Channels whose builds are installed beside the released product, named after the channel (`Preview`). */
  sideBySideChannels: ReadonlySet<string>;
  /** "Microsoft Edge Dev": a channel (group 1) that counts only as the last word after a name, case-sensitive. */
  lastWordChannel: RegExp;
  /**
   * "8.0.0 Preview 3 Build preview.3.23177.8", "7.0.0 Release Candidate 1": a version (group 1), a pre-release label
   * as its channel is spelled (group 2, see `preReleaseLabelOf`), its number (group 3) and the build's own tag (group 4).
   */
  preRelease: RegExp;
  /** The label a spelling of group 2 of `preRelease` stands for, by its lower-case words: `release candidate` → `rc`. */
  preReleaseLabelOf: ReadonlyMap<string, string>;
  /** "8.0.0-preview.3.23177.8", "2.1.7-beta": a version with a pre-release label after its numbers. */
  preReleaseTail: RegExp;
  /**
   * A pre-release version: a label of the content's after a dash ("8.0.0-preview.3", "1.0-rc.2"), or glued to the
   * numbers as Python writes it ("3.13.0b1", "3.12.0rc2").
   */
  preReleaseVersion: RegExp;
  /** The content's pre-release words in lower case (`beta`, `rc`), as version comparisons order them. */
  preReleaseWords: ReadonlySet<string>;
  /**
   * "3.5.8 x64", "19.0.0.0 - 32 bit", "1.0x64": an architecture after a version, spaced (any spelling of the content's
   * `architectures`) or glued to its last number (`GLUED_ARCHITECTURES`).
   */
  versionArchitectureTail: RegExp;
  /** "Strawberry Perl (64-bit)": an architecture (any spelling of `architectures`) in brackets after a name. */
  architectureRemark: RegExp;
  /** A version that says "no version": a placeholder word ("Unknown", "Not Found"), or no letter or digit ("-"). */
  placeholderVersion: RegExp;
  /** A placeholder written as the title's version ("HunterPie version Latest"): nothing to read, nothing of the name. */
  placeholderVersionInTitle: RegExp;
  /** "php8.1-cli": the package's name (group 1) before one part of its build. */
  packagePart: RegExp;
  packageFamilies: ReadonlyArray<{ regex: RegExp; packageName: string }>;
  /** Library packages named after their soname (`ModelWords.libraryPackages`); undefined when the content has none. */
  libraryPackages: { prefix: string; soname: RegExp } | undefined;
  distributions: ReadonlyArray<{
    evidence: RegExp;
    purlType: string;
    nativeMark?: RegExp | undefined;
    releaseLifecycle?: { release: RegExp; lifecycleId: string } | undefined;
  }>;
  /** Package managers whose installs are rows of their own, by their rows' publisher. */
  packageManagers: ReadonlyArray<{ publisher: RegExp; manager: string }>;
  /** Code-signing identities written as publishers, with groups `name` and `id` (`ModelWords.signingIdentities`). */
  signingIdentities: readonly RegExp[];
}

export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Words as one alternation, longest first, each escaped and a space standing for any run of white space. An empty
 * list matches nothing.
 */
export function alternation(words: readonly string[]): string {
  const unique = [...new Set(words.map((word) => word.trim().toLowerCase()).filter(Boolean))];
  if (unique.length === 0) return '(?!)';
  return unique
    .sort((a, b) => b.length - a.length)
    .map((word) => escapeRegex(word).replace(/ +/g, '\\s+'))
    .join('|');
}

/** The content's library packages rule with its soname compiled; undefined without one, or with one that fails. */
function libraryPackages(rule: ModelWords['libraryPackages']): CompiledWords['libraryPackages'] {
  const soname = rule && compiled(rule.soname, PACKAGE_FAMILY_FLAGS);
  return rule && soname ? { prefix: rule.prefix, soname } : undefined;
}

/** A pattern that does not compile is left out (the content build refuses it, and a model package with one). */
function compiled(pattern: string, flags: string): RegExp | undefined {
  try {
    return new RegExp(pattern, flags);
  } catch {
    return undefined;
  }
}

/** Lower case, one space between words: the key a spelling is looked up by. */
const spellingKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Each pre-release label's spellings: the label, and every spelling of the channel (`channels`) that spells it
 * (`rc` → RC's `rc`, `release candidate`).
 */
function preReleaseSpellings(labels: readonly string[], channels: TokenDictionary): Map<string, string> {
  const labelOf = new Map<string, string>();
  for (const label of labels.map(spellingKey).filter(Boolean)) {
    labelOf.set(label, label);
    for (const spellings of Object.values(channels)) {
      if (!spellings.some((spelling) => spellingKey(spelling) === label)) continue;
      for (const spelling of spellings.map(spellingKey)) if (!labelOf.has(spelling)) labelOf.set(spelling, label);
    }
  }
  return labelOf;
}

/**
 * The architectures glued to a version's last number ("1.0x64", Widelands): fewer than the content's spellings, on
 * purpose. Glued to digits, a spelling that starts with a digit ("64bit", "32-bit") or ends a word ("ia64") would
 * eat into the version's own numbers, and "arm" or "i686" after digits are not known to be written so.
 */
const GLUED_ARCHITECTURES = ['x64', 'x86_64', 'x86', 'arm64'];

/** The content's dictionaries some word lists are read with. */
export interface WordDictionaries {
  /** Channel spellings (model/channels.json): the spellings of the pre-release labels a title may write. */
  channels?: TokenDictionary | undefined;
  /** Architecture spellings (model/architectures.json): after a version, in brackets after a publisher. */
  architectures?: TokenDictionary | undefined;
}

/** Compiles the word lists, with the dictionaries (`WordDictionaries`) some of them are read with. */
export function compileWords(
  words: ModelWords,
  { channels = {}, architectures = {} }: WordDictionaries = {},
): CompiledWords {
  const packaging = alternation(words.packagingSuffixes);
  const platforms = alternation(words.platforms);
  const labels = alternation(words.preReleaseLabels);
  const preReleaseLabelOf = preReleaseSpellings(words.preReleaseLabels, channels);
  const architectureSpellings = alternation(Object.values(architectures).flat());
  const lastWordChannels = [...new Set(words.lastWordChannels.map((channel) => channel.trim()).filter(Boolean))];
  return {
    packagingSuffix: new RegExp(`^(\\S.*?)(?:\\s+(?:${packaging}))+$`, 'iu'),
    installerSuffix: new RegExp(`^(\\S+\\s+\\S.*?)\\s+(?:${alternation(words.installerSuffixes)})$`, 'iu'),
    uninstallPrefix: new RegExp(`^(?:(?:${alternation(words.uninstallPrefixes)})\\s+)+(?=\\S)`, 'iu'),
    description: new RegExp(`^(?:[\\p{L}-]+\\s+)+(?:${alternation(words.programKinds)})$`, 'iu'),
    toolchain: new RegExp(`^(?:${alternation(words.toolchains)})$`, 'iu'),
    monthRelease: new RegExp(`^(?:${alternation(words.months)})\\s+(?:199|20[0-3])\\d$`, 'iu'),
    platformOnly: new RegExp(`^(?:for\\s+)?(?:${platforms})$`, 'iu'),
    platformSegmentLast: new RegExp(`\\s+[-–—|]\\s+(?:for\\s+)?(?:${platforms})$`, 'iu'),
    forPlatform: new RegExp(`^(\\S+\\s+\\S.*?)\\s+for\\s+(?:${platforms})$`, 'iu'),
    // Case-sensitive: a bundle identifier writes its domain in lower case.
    codeHost: new RegExp(`^(?:${alternation(words.codeHosts)})$`, 'u'),
    commonNameWords: new Set(words.commonNameWords.map((word) => word.toLowerCase())),
    componentWords: new Set((words.componentWords ?? []).map((word) => word.toLowerCase())),
    sideBySideChannels: new Set(words.sideBySideChannels),
    // Case-sensitive and unescaped of spaces: the channel is written as the content writes it.
    lastWordChannel: new RegExp(
      `^\\S.*\\s+(${lastWordChannels.length ? lastWordChannels.map(escapeRegex).join('|') : '(?!)'})$`,
      'u',
    ),
    preRelease: new RegExp(
      `(?<![\\p{L}\\p{N}.])(\\d+\\.\\d+(?:\\.\\d+)?)\\s+(${alternation([...preReleaseLabelOf.keys()])})\\s+(\\d{1,2})` +
        `(?:\\s+build\\s+((?:${labels})\\.\\3(?:\\.\\d+)+))?(?![\\p{L}\\p{N}])`,
      'iu',
    ),
    preReleaseLabelOf,
    preReleaseWords: new Set(
      [...preReleaseLabelOf.keys(), ...preReleaseLabelOf.values()].filter((word) => !word.includes(' ')),
    ),
    preReleaseTail: new RegExp(`^\\d+(?:\\.\\d+)*-(?:${labels})(?![a-z])`, 'i'),
    preReleaseVersion: new RegExp(
      `^\\d+(?:\\.\\d+)*(?:-(?:${labels})(?![a-z])|(?:a|b|rc)\\d+(?![\\p{L}\\p{N}]))`,
      'iu',
    ),
    versionArchitectureTail: new RegExp(
      `(?:[\\s_-]+(?:${architectureSpellings})|(?<=\\d)(?:${alternation(GLUED_ARCHITECTURES)}))$`,
      'iu',
    ),
    architectureRemark: new RegExp(`\\s*\\((?:${architectureSpellings})\\)$`, 'iu'),
    placeholderVersion: new RegExp(`^(?:${alternation(words.placeholderVersions)}|[^\\p{L}\\p{N}]+)$`, 'iu'),
    placeholderVersionInTitle: new RegExp(
      `(?<![\\p{L}\\p{N}])(?:version|ver\\.?)\\s+(?:${alternation(words.placeholderVersions)})(?![\\p{L}\\p{N}])`,
      'giu',
    ),
    packagePart: new RegExp(`^(.+?)-(?:${alternation(words.packageParts)})$`),
    packageFamilies: words.packageFamilies.flatMap(({ pattern, packageName }) => {
      const regex = compiled(pattern, PACKAGE_FAMILY_FLAGS);
      return regex ? [{ regex, packageName }] : [];
    }),
    libraryPackages: libraryPackages(words.libraryPackages),
    distributions: words.distributions.flatMap(({ pattern, purlType, nativeMark, releaseLifecycle }) => {
      const evidence = compiled(pattern, DISTRIBUTION_FLAGS);
      const native = nativeMark === undefined ? undefined : compiled(nativeMark, DISTRIBUTION_FLAGS);
      const release = releaseLifecycle && compiled(releaseLifecycle.release, DISTRIBUTION_FLAGS);
      return evidence
        ? [
            {
              evidence,
              purlType,
              ...(native && { nativeMark: native }),
              ...(release && { releaseLifecycle: { release, lifecycleId: releaseLifecycle!.lifecycleId } }),
            },
          ]
        : [];
    }),
    packageManagers: (words.packageManagers ?? []).flatMap(({ publisher, manager }) => {
      const regex = compiled(publisher, PACKAGE_MANAGER_FLAGS);
      return regex ? [{ publisher: regex, manager }] : [];
    }),
    signingIdentities: (words.signingIdentities ?? []).flatMap((pattern) => {
      const regex = compiled(pattern, SIGNING_IDENTITY_FLAGS);
      return regex ? [regex] : [];
    }),
  };
}
