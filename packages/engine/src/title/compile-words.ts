import type { ModelWords } from '../types.ts';

/** The flags a package family's pattern is compiled with: package names are lower case as distributions write them. */
export const PACKAGE_FAMILY_FLAGS = '';
/** The flags a distribution's pattern is compiled with: versions and packagers' names are written in any case. */
export const DISTRIBUTION_FLAGS = 'i';

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
  /** A version that says "no version": a placeholder word ("Unknown", "Not Found"), or no letter or digit ("-"). */
  placeholderVersion: RegExp;
  /** "php8.1-cli": the package's name (group 1) before one part of its build. */
  packagePart: RegExp;
  packageFamilies: ReadonlyArray<{ regex: RegExp; packageName: string }>;
  distributions: ReadonlyArray<{ evidence: RegExp; purlType: string }>;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Words as one alternation, longest first, each escaped and a space standing for any run of white space. An empty
 * list matches nothing.
 */
function alternation(words: readonly string[]): string {
  const unique = [...new Set(words.map((word) => word.trim().toLowerCase()).filter(Boolean))];
  if (unique.length === 0) return '(?!)';
  return unique
    .sort((a, b) => b.length - a.length)
    .map((word) => escapeRegex(word).replace(/ +/g, '\\s+'))
    .join('|');
}

/** A pattern that does not compile is left out (the content build refuses it, and a model package with one). */
function compiled(pattern: string, flags: string): RegExp | undefined {
  try {
    return new RegExp(pattern, flags);
  } catch {
    return undefined;
  }
}

export function compileWords(words: ModelWords): CompiledWords {
  const packaging = alternation(words.packagingSuffixes);
  const platforms = alternation(words.platforms);
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
    placeholderVersion: new RegExp(`^(?:${alternation(words.placeholderVersions)}|[^\\p{L}\\p{N}]+)$`, 'iu'),
    packagePart: new RegExp(`^(.+?)-(?:${alternation(words.packageParts)})$`),
    packageFamilies: words.packageFamilies.flatMap(({ pattern, packageName }) => {
      const regex = compiled(pattern, PACKAGE_FAMILY_FLAGS);
      return regex ? [{ regex, packageName }] : [];
    }),
    distributions: words.distributions.flatMap(({ pattern, purlType }) => {
      const evidence = compiled(pattern, DISTRIBUTION_FLAGS);
      return evidence ? [{ evidence, purlType }] : [];
    }),
  };
}
