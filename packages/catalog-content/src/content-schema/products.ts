import type { CatalogProduct } from '@rnorm/engine';
import { z } from 'zod';
import { schemaReference, text, webAddress, type Assert, type Fits } from './shared.ts';

const CPE_PREFIX = /^cpe:2\.3:[aho]:[^:\s]+:[^:\s]+$/;
const CPE = /^cpe:2\.3:[aho]:[^:\s]+:[^:\s]+(:[^:\s]+)*$/;

const flag = (description: string) => z.boolean().optional().describe(description);

/** A curated product: every field of the engine's CatalogProduct, and nothing else. */
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
    license: text().optional().describe('SPDX id or expression, or `Proprietary` / `Freeware`.'),
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
    lifecycleId: text().optional().describe('endoflife.date slug of its lifecycle.'),
    hasNoLifecycle: flag('The product has no lifecycle of its own to report, and none is linked to it by name.'),
    hasEditionWordInName: flag('A word of the name is an edition word that is the name’s (`ArcGIS Pro`).'),
    hasPythonInstallerVersions: flag('Installers register versions in Python’s scheme (`3.12.150.0` for 3.12.0).'),
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
    marketingVersionFromTitle: flag('The title shows the marketing version, the registry a technical one.'),
    releaseLineInName: z
      .enum(['major', 'major.minor'])
      .optional()
      .describe('The reported name carries the line of the row’s version (`Microsoft .NET Runtime 8.0`).'),
    lineNameFormat: z
      .string()
      .regex(/\{line\}/, 'must contain "{line}"')
      .optional()
      .describe('Where the line goes when not at the end: `Liberica JDK {line} Full`.'),
    yearsInNameFromTitle: flag('The reported name carries the release years the row’s title names.'),
    cpeVersionIsReleaseYear: flag('NVD names versions by the release year the title gives.'),
    cpeVersionIsJavaUpdate: flag('NVD names Java SE 8 and older by their `1.x.0` line and update.'),
    registeredByPublisherIds: z
      .array(text())
      .optional()
      .describe('Ids of publishers other than its maker that its installers write (in publishers.json).'),
    packageNames: z.array(text()).optional().describe('Names of its packages in Linux distributions (`openssl`).'),
    cycleBranches: z
      .strictObject({ prefix: z.string(), suffix: z.string() })
      .optional()
      .describe('Its lifecycle’s cycles are branches named by their first release (`r535-windows`).'),
    servicePackInMinor: flag('Installers write the service pack as the version’s minor (SQL Server).'),
    cyclesByBuild: flag('Release cycles are told apart by the build of their latest release (Windows).'),
    cpeByCycle: z
      .record(z.string(), z.string().regex(CPE, 'must be a CPE 2.3 prefix "cpe:2.3:a:vendor:product[:version…]"'))
      .optional()
      .describe('CPEs of release cycles, for products NVD names per release: cycle → CPE prefix.'),
    cycleByVersionLine: z
      .record(z.string(), z.string())
      .optional()
      .describe('Release cycles by the version’s major and minor (`8.12` → `8.2312`).'),
  })
  .superRefine((product, context) => {
    if (product.lineNameFormat !== undefined && product.releaseLineInName === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['lineNameFormat'],
        message: 'has no effect without "releaseLineInName"',
      });
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
