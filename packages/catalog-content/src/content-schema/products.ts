import { VERSION_REWRITE_FLAGS, type CatalogProduct } from '@rnorm/engine';
import { compareVersions } from '../compare-versions.ts';
import { CLOSED_LICENSE_WORDS, isSpdxExpression } from '../spdx-expression.ts';
import { z } from 'zod';
import { compilablePattern, schemaReference, text, webAddress, type Assert, type Fits } from './shared.ts';

// A CPE 2.3 component: characters other than `:`, or any character escaped (`1c\:enterprise`, `notepad\+\+`).
const COMPONENT = String.raw`(?:[^:\s\\]|\\\S)+`;
const CPE_PREFIX = new RegExp(`^cpe:2\\.3:[aho]:${COMPONENT}:${COMPONENT}$`);
const CPE = new RegExp(`^cpe:2\\.3:[aho]:${COMPONENT}:${COMPONENT}(?::${COMPONENT})*$`);

/** The `{name}`s a template writes. */
const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((found) => found[1]!);

/** A rewrite of a version: a pattern with named groups, and templates that write them (`VersionRewrite`). */
const versionRewrite = z
  .strictObject({
    match: compilablePattern(VERSION_REWRITE_FLAGS).describe(
      'Regular expression over the whole version, with named groups: `^(?<major>\\d+)\\.(?<minor>\\d+)\\.(?<micro>\\d*)150$`.',
    ),
    version: text().describe('The version written: `{major}.{minor}.{micro}`; a group of digits as a number.'),
    update: text().optional().describe('For a CPE: its update attribute, `update_{update}` or `*`.'),
  })
  .superRefine((rule, context) => {
    let groups: readonly string[];
    try {
      groups = Object.keys(new RegExp(`${rule.match}|`, VERSION_REWRITE_FLAGS).exec('')?.groups ?? {});
    } catch {
      return; // the pattern's own problem is reported on "match"
    }
    for (const field of ['version', 'update'] as const) {
      for (const name of placeholders(rule[field] ?? '')) {
        if (!groups.includes(name)) {
          context.addIssue({ code: 'custom', path: [field], message: `writes {${name}}, which "match" does not name` });
        }
      }
    }
  });

/** A curated product: every field of the engine's CatalogProduct, and nothing else. */
// A version of numbers only ("7.0"), as `licenseBefore` bounds are written.
const NUMBERS_ONLY = /^\d+(?:\.\d+)*$/u;

export const productSchema = z
  .strictObject({
    id: text().describe('Stable id, e.g. `curated:microsoft-office`, or an imported product’s id to replace it.'),
    publisherId: text().describe('Id of its publisher in content/catalog/publishers.json.'),
    name: text().describe('Normalized product name, without publisher prefix unless it is part of the brand.'),
    aliases: z
      .array(text())
      .default([])
      .describe('Add/Remove Programs titles and other titles known to mean this product, as written.'),
    templates: z.array(text()).optional().describe('Globs over the cleaned title (`Mozilla Firefox*`).'),
    category: text().optional(),
    license: text()
      .refine((license) => CLOSED_LICENSE_WORDS.includes(license) || isSpdxExpression(license), {
        message: `must be an SPDX expression, or ${CLOSED_LICENSE_WORDS.join(' or ')} for a closed licence`,
      })
      .optional()
      .describe('SPDX id or expression, or `Proprietary` / `Freeware`.'),
    licenseBefore: z
      .array(
        z.strictObject({
          version: text()
            .regex(NUMBERS_ONLY, 'must be a version of numbers, e.g. "7.0"')
            .describe('The first release that no longer has this licence.'),
          license: text()
            .refine((license) => CLOSED_LICENSE_WORDS.includes(license) || isSpdxExpression(license), {
              message: `must be an SPDX expression, or ${CLOSED_LICENSE_WORDS.join(' or ')} for a closed licence`,
            })
            .nullable()
            .describe(
              'The licence of the releases before that version; null when they had another licence and which is not known for certain.',
            ),
        }),
      )
      .optional()
      .describe(
        'Licences of older releases where they differ from the latest’s, ascending by version: the first entry above a row’s version decides.',
      ),
    isOpenSource: z.boolean().optional(),
    cpe: z
      .string()
      .regex(CPE_PREFIX, 'must be a CPE 2.3 prefix "cpe:2.3:a:vendor:product" (the engine appends the version)')
      .optional()
      .describe('CPE 2.3 prefix `cpe:2.3:a:vendor:product`; the engine appends the version.'),
    purl: z
      .string()
      .regex(/^pkg:\S+$/, 'must be a purl "pkg:type/name" without version')
      .optional(),
    lifecycleId: text()
      .optional()
      .describe('Its lifecycle: an endoflife.date slug, or the id of a lifecycle of content/catalog/lifecycles.json.'),
    editionWordInName: text()
      .optional()
      .describe('An edition word of the name that is the name’s, not an edition (`Pro` of `ArcGIS Pro`).'),
    homepage: webAddress().optional(),
    latestVersion: text().optional(),
    channelVersions: z
      .array(text())
      .optional()
      .describe('A channel build’s versions that no released package of its publisher has.'),
    versionMap: z
      .record(z.string(), z.string())
      .optional()
      .describe('Known raw → marketing version pairs (raw display version → package version).'),
    versionScheme: z
      .strictObject({
        marketingVersion: z
          .literal('title')
          .optional()
          .describe('`title`: the title shows the marketing version, the registry a technical one that extends it.'),
        installerVersions: z
          .array(versionRewrite)
          .min(1)
          .optional()
          .describe('Rewrites of a registry version read alone into the release it stands for (`3.12.150.0`).'),
        servicePack: z
          .literal('minor')
          .optional()
          .describe('`minor`: installers write the service pack as the version’s minor (SQL Server).'),
        minor: z
          .literal('decimal')
          .optional()
          .describe('`decimal`: the minor is a decimal fraction, found in cycles digit by digit (11.52 in `11.5`).'),
      })
      .optional()
      .describe('How the product’s installers write its versions (docs/content.md, Product mechanisms).'),
    nameLine: z
      .strictObject({
        line: z
          .enum(['major', 'major.minor', 'release-years'])
          .describe('The row’s version’s `major` or `major.minor`, or the `release-years` its title names.'),
        format: z
          .string()
          .regex(/\{line\}/, 'must contain "{line}"')
          .optional()
          .describe('Where the line goes when not after the name: `Liberica JDK {line} Full`; `{name}` is the name.'),
      })
      .optional()
      .describe('The reported name carries a release line (`Microsoft .NET Runtime 8.0`).'),
    cpeVersion: z
      .union([
        z.strictObject({ from: z.literal('release-year').describe('The release year the title gives.') }),
        z.strictObject({ rewrite: z.array(versionRewrite).min(1).describe('Rewrites of the row’s version.') }),
      ])
      .optional()
      .describe('How the CPE’s version is written where NVD writes it otherwise than the row’s version.'),
    registeredByPublisherIds: z
      .array(text())
      .optional()
      .describe('Ids of publishers other than its maker that its installers write (in publishers.json).'),
    packageNames: z
      .array(
        text().regex(
          /^(?:(?:rpm|deb):)?[A-Za-z0-9][\w+.~-]*$/u,
          'must be a package name (`openssl`), or one package format’s (`rpm:passwd`)',
        ),
      )
      .optional()
      .describe(
        'Names of its packages in Linux distributions (`openssl`); `rpm:passwd` for a name that the distributions of the other format give another project.',
      ),
    packageOnly: z
      .boolean()
      .optional()
      .describe('Found by its `packageNames` only, never by its name (a project known by its packages).'),
    packageIds: z
      .array(text().regex(/^[a-z][a-z0-9-]*:\S+$/u, 'must be `<manager>:<package id>`, such as `chocolatey:git`'))
      .optional()
      .describe(
        'Its packages in package managers that list installs as their own rows (`chocolatey:notepadplusplus`), in lower case.',
      ),
    cycleBranches: z
      .strictObject({ prefix: z.string(), suffix: z.string() })
      .optional()
      .describe('Its lifecycle’s cycles are branches named by their first release (`r535-windows`).'),
    releaseCycles: z
      .strictObject({
        by: z
          .enum(['build', 'service-pack', 'none'])
          .describe(
            '`build`: by the build of a cycle’s latest release (Windows); `service-pack`: by line and service pack ' +
              '(SQL Server); `none`: no lifecycle, none linked by name.',
          ),
      })
      .optional()
      .describe('How the release cycle of a row is found, where not by its version’s leading numbers.'),
    cpeByCycle: z
      .record(z.string(), z.string().regex(CPE, 'must be a CPE 2.3 prefix "cpe:2.3:a:vendor:product[:version…]"'))
      .optional()
      .describe('CPEs of release cycles, for products NVD names per release: cycle → CPE prefix.'),
    cpeByVersion: z
      .array(
        z.strictObject({
          match: compilablePattern(VERSION_REWRITE_FLAGS).describe(
            'Regular expression over the row’s whole version: `^\\d+\\.\\d{3}\\.2\\d{4}$` (a continuous-track build).',
          ),
          cpe: z
            .string()
            .regex(CPE_PREFIX, 'must be a CPE 2.3 prefix "cpe:2.3:a:vendor:product" (the engine appends the version)')
            .nullable()
            .describe('The CPE prefix of the versions it matches; null: they have none NVD would number.'),
        }),
      )
      .min(1)
      .optional()
      .describe('CPEs by the row’s version, for products NVD names per track (the first rule that matches wins).'),
    cycleByVersionLine: z
      .record(z.string(), z.string())
      .optional()
      .describe('Release cycles by the version’s major and minor (`8.12` → `8.2312`).'),
    browserReleases: z
      .strictObject({
        browser: text().describe('MDN’s browser key: `chrome`, `edge`, `firefox`, `safari`, `opera`, `ie`.'),
        engine: text().optional().describe('Only the releases of this engine (`Blink`: Edge, not Edge Legacy).'),
      })
      .optional()
      .describe('Releases MDN’s browser-compat-data lists, for the cycles the product’s lifecycle lacks.'),
    microsoftLifecycle: z
      .record(text(), text())
      .optional()
      .describe(
        'Microsoft lifecycle entries (by slug) for the cycles the product’s lifecycle lacks: `"releases"` or a cycle name.',
      ),
  })
  .superRefine((product, context) => {
    if (product.editionWordInName !== undefined && !product.name.split(/\s+/u).includes(product.editionWordInName)) {
      context.addIssue({ code: 'custom', path: ['editionWordInName'], message: 'is not a word of "name"' });
    }
    // Versions of another form are refused above; the order is checked among the others.
    const versions = (product.licenseBefore ?? []).map((entry) => entry.version);
    for (let i = 1; i < versions.length; i++) {
      if (!NUMBERS_ONLY.test(versions[i - 1]!) || !NUMBERS_ONLY.test(versions[i]!)) continue;
      if (compareVersions(versions[i - 1]!, versions[i]!) >= 0) {
        context.addIssue({
          code: 'custom',
          path: ['licenseBefore', i, 'version'],
          message: 'is not above the one before',
        });
      }
    }
    if (product.releaseCycles?.by === 'none' && product.lifecycleId !== undefined) {
      context.addIssue({ code: 'custom', path: ['releaseCycles'], message: '"none" with a "lifecycleId"' });
    }
  });

export const productsFileSchema = z
  .strictObject({
    $schema: schemaReference,
    products: z.array(productSchema),
  })
  .describe('rnorm content: curated products.');

type _ProductFits = Assert<Fits<z.output<typeof productSchema>, CatalogProduct>>;
type _ProductKeys = Assert<Fits<keyof CatalogProduct, keyof z.output<typeof productSchema>>>;
