import {
  DISTRIBUTION_FLAGS,
  PACKAGE_FAMILY_FLAGS,
  PACKAGE_MANAGER_FLAGS,
  SIGNING_IDENTITY_FLAGS,
  type ModelWords,
} from '@rnorm/engine';
import { z } from 'zod';
import { compilablePattern, schemaReference, text, type Assert, type Fits } from './shared.ts';

const words = (description: string) => z.array(text()).describe(description);

export const packageFamilySchema = z.strictObject({
  pattern: compilablePattern(PACKAGE_FAMILY_FLAGS).describe(
    'JavaScript regular expression source a package name matches, case-sensitively: `^linux-image-\\d`.',
  ),
  packageName: text().describe('The package name the catalog knows the family by (`linux-image`, `openjdk`).'),
});

export const libraryPackagesSchema = z.strictObject({
  prefix: text().describe('What the names of library packages start with (`lib`), which the project’s name may lack.'),
  soname: compilablePattern(PACKAGE_FAMILY_FLAGS)
    .refine((pattern) => pattern.endsWith('$'), { message: 'must be anchored at the end of the name with `$`' })
    .describe(
      'JavaScript regular expression source of one number of a library’s soname at the end of its package’s name, taken off one after another (`libpcre2-8-0` → `libpcre2-8` → `libpcre2`): `[.-]?\\d+(?:t64)?$`.',
    ),
});

export const distributionSchema = z.strictObject({
  pattern: compilablePattern(DISTRIBUTION_FLAGS).describe(
    "JavaScript regular expression source found, case-insensitively, in a package's version or its packager's name.",
  ),
  purlType: text()
    .regex(/^[a-z][a-z0-9.+-]*\/[a-z0-9._-]+$/u, 'must be a purl type and namespace, such as `deb/ubuntu`')
    .describe("The purl type and namespace of the distribution's packages (`deb/ubuntu`, `rpm/fedora`)."),
  releaseLifecycle: z
    .strictObject({
      release: compilablePattern(DISTRIBUTION_FLAGS)
        .refine((pattern) => pattern.includes('(?<release>'), {
          message: 'must capture the release in a group named `release`',
        })
        .describe(
          "JavaScript regular expression source of the distribution's release in a package's version, in a group `release` (`\\.fc(?<release>\\d+)\\b`).",
        ),
      lifecycleId: text().describe(
        "The lifecycle of the distribution's releases (`fedora`), whose cycles are named so.",
      ),
    })
    .optional()
    .describe(
      "For a distribution whose every package is supported as long as the release it was built for: the release a version names, and that release's lifecycle, a package row's lifecycle instead of its upstream project's.",
    ),
  nativeMark: compilablePattern(DISTRIBUTION_FLAGS)
    .refine((pattern) => pattern.endsWith('$'), { message: 'must be anchored at the end of the version with `$`' })
    .optional()
    .describe(
      'JavaScript regular expression source of the mark the distribution writes after the release in the version of a package it made itself, which has no revision (`1.21.1ubuntu2.2`, `2:1.18~0ubuntu2`); found case-insensitively at the end of the version and taken off to read the release.',
    ),
});

export const packageManagerSchema = z.strictObject({
  publisher: compilablePattern(PACKAGE_MANAGER_FLAGS).describe(
    "JavaScript regular expression source the cleaned publisher of the manager's own rows matches, case-insensitively (`^Chocolatey$`).",
  ),
  manager: text()
    .regex(/^[a-z][a-z0-9-]*$/u, "must be a lower-case word, as products' `packageIds` name the manager")
    .describe("The manager, as products' `packageIds` name it (`chocolatey`)."),
});

/** content/model/words.json: the word lists and patterns the engine reads titles, versions and package names by. */
export const wordsShape = {
  componentWords: words(
    'Words naming a part of something larger (`sdk`, `templates`, `development`): evidence confidence is measured by.',
  ).optional(),
  packagingSuffixes: words(
    'Packaging words after a product name (`machine-wide installer`, `deployment tool`, `msi`, `uninstall only`).',
  ),
  installerSuffixes: words('Words of an installer named after what it installs (`installer`, `setup`).'),
  uninstallPrefixes: words('Words of an uninstaller shortcut in front of a name (`uninstall`).'),
  programKinds: words('Kinds of program that end a description after a one-word name (`tool`, `editor`).'),
  toolchains: words('Compiler toolchains a bracket names, which stay in the name (`msvc`, `gnu llvm`, `mingw-w64`).'),
  months: words('Month names: a month and a year after a dash or in brackets date the release.'),
  platforms: words('The platform a title says it is for, not part of the name (`windows`, `microsoft windows`).'),
  codeHosts: words('Code hosts a bundle identifier names before the project owner (`io.github.owner.App`).'),
  projectHostingSites: words(
    "Sites that host other makers' projects, so that a project's homepage there names no maker: hosts, each with its subdomains (`launchpad.net`, `metacpan.org`, `salsa.debian.org`).",
  ).optional(),
  commonNameWords: words('Words too common in product names to find candidates by (`the`, `software`).'),
  sideBySideChannels: words(
    'Channels (values of channels.json) whose builds install beside the released product, named after the channel (`Preview`, `Insiders`).',
  ),
  lastWordChannels: words(
    'Channels (values of channels.json) whose name is a channel only as the last word after a name, written so (`Dev`: "Microsoft Edge Dev").',
  ),
  preReleaseLabels: words(
    'Pre-release labels as a semantic version writes them (`preview`, `rc`: `7.0.0-rc.1`); a title may write one as any spelling of its channel.',
  ),
  placeholderVersions: words(
    'Versions that say "no version", matched whole (`unknown`, `n/a`, `latest`, `undefined`, `not found`); one without a letter or a digit (`-`, `?`) is none anyway.',
  ),
  packageParts: words("Parts of a Linux package's build after its name (`cli`, `server`, `dev`, `stable`)."),
  packageFamilies: z
    .array(packageFamilySchema)
    .describe('Linux packages named after what they hold, tried in order before the parts and release lines.'),
  libraryPackages: libraryPackagesSchema
    .optional()
    .describe(
      'Library packages named after their soname (`libgmp10`, `libpcap0.8`, `libidn2-0`): the project is found by the name without the soname’s numbers, with or without the prefix.',
    ),
  distributions: z
    .array(distributionSchema)
    .describe("What tells a Linux package's distribution, tried in order, and its purl type."),
  packageManagers: z
    .array(packageManagerSchema)
    .optional()
    .describe(
      'Package managers whose installs appear as rows of their own, titled with the package id (publisher `Chocolatey`, title `notepadplusplus`).',
    ),
  signingIdentities: z
    .array(
      compilablePattern(SIGNING_IDENTITY_FLAGS).refine((pattern) => pattern.includes('(?<name>'), {
        message: 'must capture the maker in a group named `name`',
      }),
    )
    .optional()
    .describe(
      'Code-signing identities written as publishers: a pattern with a group `name` (the maker) and optionally `id` (a key the catalog may know as an alias), e.g. Apple’s `Developer ID Application: <name> (<Team ID>)`.',
    ),
};

export const modelWordsSchema = z.strictObject(wordsShape);

export const wordsFileSchema = z
  .strictObject({ $schema: schemaReference, ...wordsShape })
  .describe('rnorm content: the word lists and patterns titles, versions and Linux package names are read by.');

type _WordsFit = Assert<Fits<z.output<typeof modelWordsSchema>, ModelWords>>;
type _WordsKeys = Assert<Fits<keyof ModelWords, keyof z.output<typeof modelWordsSchema>>>;
