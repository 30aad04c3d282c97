import {
  cleanText,
  compileWords,
  prepareLegalSuffixes as prepareEngineLegalSuffixes,
  publisherWithoutRemarks,
  stripLegalPrefix,
  type CatalogProduct,
  type ContentPack,
  type LicenseInfo,
  type LifecycleProduct,
} from '@rnorm/engine';
import {
  checkAuthoredLifecycleIds,
  checkCuratedCpes,
  checkPublisherReferences,
  parseAuthoredContent,
} from './authored-content.ts';
import type { CatalogDraft, ImportCounts } from './catalog-draft.ts';
import { importChocolateyPackages } from './importers/chocolatey.ts';
import { importEndoflife } from './importers/endoflife.ts';
import { importHomebrewCasks } from './importers/homebrew-casks.ts';
import { importHomebrewFormulae } from './importers/homebrew-formulae.ts';
import { importDebianUpstreamProjects, importUpstreamProjects } from './importers/upstream-projects.ts';
import { importInstallomatorLabels } from './importers/installomator.ts';
import { importScoopManifests } from './importers/scoop.ts';
import { importSpdxLicenses } from './importers/spdx.ts';
import { importWingetArpEntries } from './importers/winget-arp-entries.ts';
import { importWingetIndex } from './importers/winget-index.ts';
import { importWingetPackages } from './importers/winget-packages.ts';
import { importWinutilCategories } from './importers/winutil.ts';
import {
  browserLifecycleId,
  importMdnBrowserReleases,
  linkBrowserReleases,
  MDN_SOURCE,
} from './importers/mdn-browsers.ts';
import {
  importMicrosoftLifecycle,
  linkMicrosoftLifecycle,
  MICROSOFT_SOURCE,
  microsoftLifecycleId,
} from './importers/microsoft-lifecycle.ts';
import { fingerprintInputs, readInputFiles, type InputFiles, type SourceFile } from './input-files.ts';
import { isOpenSourceLicense } from './is-open-source-license.ts';
import { linkDistributionPackages, linkPackagesByHomepage } from './link-distribution-packages.ts';
import {
  categorizeByDebianPackages,
  debianHomepagePackages,
  homebrewHomepagePackages,
} from './importers/debian-packages.ts';
import { importVulnerabilities } from './importers/vulnerabilities.ts';
import { linkLifecycles } from './link-lifecycles.ts';
import { dropCpesNvdLacks, linkCpes, parseCpeDictionary } from './link-cpe.ts';
import { foldArchitectureVariants } from './fold-architecture-variants.ts';
import { foldLocaleVariants } from './fold-locale-variants.ts';
import { compileChannelBuilds, markChannelVersions, shareReleasedCpe } from './channel-builds.ts';
import { mergeCuratedProducts } from './merge-curated-products.ts';
import { keepSpdxLicenses } from './spdx-expression.ts';
import { assignPublisherCategories } from './publisher-categories.ts';
import { createPublisherRegistry } from './publisher-registry.ts';
import { prepareLegalSuffixes, stripLegalSuffix } from './strip-legal-suffix.ts';

export interface BuildContentPackOptions {
  /** The authored content directory (`<repo>/content`). */
  contentDir: string;
  /** The public sources directory; without it the pack holds the authored content only. */
  sourcesDir?: string | undefined;
  /** See BuildFromFilesOptions. */
  isExcludedPackage?: ((packageId: string) => boolean) | undefined;
}

export interface BuildFromFilesOptions {
  now?: Date;
  /**
   * winget packages to leave out of every import, so that nothing derived from them (names, Add/Remove Programs
   * titles, publishers' spellings) reaches the pack, not even through a curated product that would have absorbed them.
   */
  isExcludedPackage?: ((packageId: string) => boolean) | undefined;
}

/** What one step of the build read and did. */
export interface BuildStep {
  /** A source file, or a step name such as `curated products`. */
  name: string;
  /** False when the source file does not exist (the step was skipped). */
  isPresent: boolean;
  counts: ImportCounts;
}

export interface ContentPackBuild {
  pack: ContentPack;
  /** SHA-256 over every input (see `fingerprintInputs`); it decides whether a stored pack is current. */
  inputFingerprint: string;
  steps: BuildStep[];
  /** Counts over the finished pack. */
  totals: ImportCounts;
}

/**
 * Builds the content pack from the authored files and, when `sourcesDir` is given, the public sources. Versions are
 * the authored ones plus `+` and 8 hex digits of the inputs' SHA-256, so any change of an input changes them.
 */
export async function buildContentPack(options: BuildContentPackOptions): Promise<ContentPack> {
  const files = await readInputFiles(options);
  return (await buildContentPackFromFiles(files, { isExcludedPackage: options.isExcludedPackage })).pack;
}

/** `buildContentPack` over inputs already read, with the report `npm run content:build` prints. */
export async function buildContentPackFromFiles(
  files: InputFiles,
  { now = new Date(), isExcludedPackage }: BuildFromFilesOptions = {},
): Promise<ContentPackBuild> {
  const fingerprints = await fingerprintInputs(files);
  const hasSources = [...files.sources.values()].some((text) => text !== undefined);
  const authored = parseAuthoredContent(files.authored, { publishersFromSources: hasSources });
  const steps: BuildStep[] = [];
  const runStep = <T>(file: SourceFile, run: (text: string) => T, countsOf: (result: T) => ImportCounts) => {
    const text = files.sources.get(file);
    if (text === undefined) {
      steps.push({ name: file, isPresent: false, counts: {} });
      return undefined;
    }
    const result = run(text);
    steps.push({ name: file, isPresent: true, counts: countsOf(result) });
    return result;
  };
  const same = (counts: ImportCounts) => counts;

  const spdx = runStep('spdx/licenses.json', importSpdxLicenses, (result) => result.counts);
  const licenses: Record<string, LicenseInfo> = spdx?.licenses ?? {};
  const { legalSuffixes } = authored;
  const channelWords = compileChannelBuilds(authored.channels, authored.words.lastWordChannels);
  const draft: CatalogDraft = {
    publishers: createPublisherRegistry({
      authored: authored.publishers,
      legalSuffixes,
      placeholders: authored.publisherPlaceholders,
    }),
    products: new Map(),
    spdxIds: licenses,
    categories: authored.categories,
    isExcludedPackage,
  };
  runStep('winget-pkgs/packages.json', (text) => importWingetPackages(text, draft), same);
  runStep('winget-pkgs/arp_entries.csv', (text) => importWingetArpEntries(text, draft), same);
  runStep('winget-index/packages.csv', (text) => importWingetIndex(text, draft), same);
  // Before the folds: an architecture build's versions are its publisher's released versions too.
  steps.push({
    name: 'winget channel builds',
    isPresent: true,
    counts: markChannelVersions(draft.products, draft.packageVersions ?? new Map(), channelWords),
  });
  steps.push({
    name: 'winget architecture variants',
    isPresent: true,
    counts: foldArchitectureVariants(draft.products),
  });
  steps.push({ name: 'winget language variants', isPresent: true, counts: foldLocaleVariants(draft.products) });
  runStep('scoop/manifests.csv', (text) => importScoopManifests(text, draft), same);
  runStep('chocolatey/packages.csv', (text) => importChocolateyPackages(text, draft), same);
  runStep('categories/winutil_applications.csv', (text) => importWinutilCategories(text, draft), same);
  const endoflife = runStep(
    'endoflife-date/products.json',
    (text) => importEndoflife(text, files.sources.get('endoflife-date/release-data.json'), authored.categories),
    (result) => result.counts,
  );

  // Every publisher the sources name is known now: a curated product may name one of them, but not one nobody has.
  checkPublisherReferences(
    authored.publisherReferences,
    (publisherId) => draft.publishers.get(publisherId) !== undefined,
  );

  // Licence evidence outranks a `foss` tag; curated values, merged next, outrank both.
  const openSourceFromLicence = applyOpenSourceFacts(draft.products.values(), licenses, true);
  const curatedCounts = mergeCuratedProducts(draft.products, authored.products);
  steps.push({ name: 'content/catalog/products.json (curated)', isPresent: true, counts: curatedCounts });
  // After the curated products: a cask of a macOS-only product (iTerm2) finds the curated entry by its homepage.
  runStep('macos/homebrew_casks.json', (text) => importHomebrewCasks(text, draft), same);
  runStep('macos/homebrew_formulae.csv', (text) => importHomebrewFormulae(text, draft), same);
  // After every source's products: a formula's project is one only when none of them is it.
  const hostingSites = authored.words.projectHostingSites ?? [];
  runStep('macos/homebrew_formulae.csv', (text) => importUpstreamProjects(text, draft, hostingSites), same);
  // After the formulae, which give their projects' licences: Debian's sources of the projects still unknown.
  runStep(
    'categories/debian_bookworm_apps.csv',
    (text) => importDebianUpstreamProjects(text, draft, hostingSites),
    same,
  );
  runStep('macos/installomator_labels.csv', (text) => importInstallomatorLabels(text, draft), same);
  applyOpenSourceFacts(draft.products.values(), licenses, false);
  steps.push({ name: 'licences as SPDX', isPresent: true, counts: keepSpdxLicenses(draft.products.values()) });

  const publishers = draft.publishers.list();
  const products = [...draft.products.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // Names as rows come out: without trademark signs ("Intel® Driver & Support Assistant") or text misread in another
  // encoding ("RenÃ©"), as the engine cleans what it reads, and publishers without a copyright notice or an address,
  // and without the legal form such a remark stood after ("Sober Lemur S.a.s. di Vacondio Andrea") or that stands
  // before the name ("ООО «Яндекс»").
  for (const product of products) product.name = cleanText(product.name) || product.name;
  const preparedSuffixes = prepareLegalSuffixes(legalSuffixes);
  const legalPrefixes = prepareEngineLegalSuffixes([], authored.legalPrefixes);
  const words = compileWords(authored.words, { architectures: authored.architectures });
  for (const publisher of publishers) {
    const name = publisherWithoutRemarks(cleanText(publisher.name), words);
    publisher.name =
      (name && stripLegalPrefix(stripLegalSuffix(name, preparedSuffixes), legalPrefixes)) || publisher.name;
  }
  steps.push({
    name: 'winget channel builds (CPE)',
    isPresent: true,
    counts: shareReleasedCpe(products, channelWords),
  });
  const lifecycles: LifecycleProduct[] = endoflife?.lifecycles ?? [];
  // Lifecycles we author (vendors' announcements no source has) join the sources' before any product is linked: a
  // curated product's `lifecycleId` may name one, and a product named as one links to it. None may take an id a
  // source gives a lifecycle, now or in the steps below.
  checkAuthoredLifecycleIds(authored.lifecycles, sourceLifecycleIds(lifecycles, products, files));
  lifecycles.push(...authored.lifecycles);
  steps.push({
    name: 'content/catalog/lifecycles.json (authored)',
    isPresent: files.authored.get('catalog/lifecycles.json') !== undefined,
    counts: {
      lifecycles: authored.lifecycles.length,
      cycles: authored.lifecycles.reduce((sum, lifecycle) => sum + lifecycle.cycles.length, 0),
    },
  });
  if (endoflife) {
    const counts = linkLifecycles(products, publishers, lifecycles, endoflife);
    steps.push({ name: 'lifecycle links', isPresent: true, counts });
    const packageCounts = linkDistributionPackages(products, endoflife.packageNamesById);
    steps.push({ name: 'Linux package names', isPresent: true, counts: packageCounts });
  }
  // After the lifecycles' names, which are the more certain: a package of a project's site is that project's build.
  const formulae = files.sources.get('macos/homebrew_formulae.csv');
  runStep(
    'categories/debian_bookworm_apps.csv',
    (text) =>
      linkPackagesByHomepage(products, [
        ...debianHomepagePackages(text),
        ...(formulae === undefined ? [] : homebrewHomepagePackages(formulae)),
      ]),
    same,
  );
  // Once products have their Debian packages' names: those packages' tags and sections say what they are.
  runStep(
    'categories/debian_bookworm_apps.csv',
    (text) => categorizeByDebianPackages(text, products, authored.categories),
    same,
  );
  runStep(
    'lifecycle/microsoft/products.json',
    (text) => linkMicrosoftLifecycle(products, lifecycles, importMicrosoftLifecycle(text)),
    same,
  );
  runStep(
    'lifecycle/browsers/mdn_browser_releases.csv',
    (text) => linkBrowserReleases(products, lifecycles, importMdnBrowserReleases(text)),
    same,
  );
  const cpeDictionary = files.sources.get('cpe/cpedict_vendor_product.csv');
  let cpeNames: Record<string, string[]> | undefined;
  if (cpeDictionary !== undefined) {
    const dictionary = (cpeNames = parseCpeDictionary(
      cpeDictionary,
      [
        files.sources.get('vulnerabilities/nvd_overrides_ranges.csv'),
        files.sources.get('vulnerabilities/vulnrichment_ranges.csv'),
      ],
      files.sources.get('cpe/vulnrichment_name_candidates.csv'),
    ));
    const nvdPairs = new Set(Object.values(dictionary).flat());
    const isNvdPair = (pair: string) => nvdPairs.has(pair);
    checkCuratedCpes(authored.products, isNvdPair);
    steps.push({
      name: 'cpe/cpedict_vendor_product.csv',
      isPresent: true,
      counts: { ...dropCpesNvdLacks(products, lifecycles, isNvdPair), ...linkCpes(products, publishers, dictionary) },
    });
  }
  // The CVEs of a row's CPE at its version: ranges by CPE, and KEV entries named by the dictionary's CPEs.
  const rangeTexts = [
    files.sources.get('vulnerabilities/nvd_overrides_ranges.csv'),
    files.sources.get('vulnerabilities/vulnrichment_ranges.csv'),
  ].filter((text) => text !== undefined);
  const vulnerabilities = runStep(
    'vulnerabilities/cisa_kev.csv',
    (kevText) => importVulnerabilities(rangeTexts, kevText, cpeNames ?? {}),
    (result) => result.counts,
  )?.data;
  steps.push({ name: 'open source from licence', isPresent: true, counts: { products: openSourceFromLicence } });
  steps.push({
    name: 'publishers’ main categories',
    isPresent: true,
    counts: assignPublisherCategories(publishers, products, authored.categories),
  });

  const builtAt = now.toISOString();
  const hashTag = (hex: string) => hex.slice(0, 8);
  const pack: ContentPack = {
    model: {
      version: `${authored.versions.model}+${hashTag(fingerprints.model)}`,
      builtAt,
      legalSuffixes: authored.legalSuffixes,
      legalPrefixes: authored.legalPrefixes,
      publisherPlaceholders: authored.publisherPlaceholders,
      architectures: authored.architectures,
      languages: authored.languages,
      editions: authored.editions,
      channels: authored.channels,
      localizedWords: authored.localizedWords,
      ignoreRules: authored.ignoreRules,
      nameRules: authored.nameRules,
      words: authored.words,
      ...(authored.confidence && { confidence: authored.confidence }),
      ...(authored.categories && { categories: authored.categories }),
    },
    catalog: {
      version: `${authored.versions.content}+${hashTag(fingerprints.catalog)}`,
      builtAt,
      publishers,
      products,
      lifecycles,
      licenses,
      ...(cpeNames && { cpeNames }),
      ...(vulnerabilities && { vulnerabilities }),
    },
  };
  return { pack, inputFingerprint: fingerprints.catalog, steps, totals: countPack(pack, authored.products.length) };
}

/**
 * The source of each lifecycle id the sources give: endoflife.date's lifecycles, and the ones Microsoft's lifecycle
 * data and MDN's browser releases make for the products that ask for them, when those sources are read.
 */
function sourceLifecycleIds(
  lifecycles: readonly LifecycleProduct[],
  products: readonly CatalogProduct[],
  files: InputFiles,
): (id: string) => string | undefined {
  const sources = new Map(lifecycles.map((lifecycle) => [lifecycle.id, lifecycle.source ?? 'the public sources']));
  const hasMicrosoft = files.sources.get('lifecycle/microsoft/products.json') !== undefined;
  const hasMdn = files.sources.get('lifecycle/browsers/mdn_browser_releases.csv') !== undefined;
  for (const product of products) {
    if (hasMicrosoft && product.microsoftLifecycle) sources.set(microsoftLifecycleId(product), MICROSOFT_SOURCE);
    if (hasMdn && product.browserReleases) sources.set(browserLifecycleId(product.browserReleases), MDN_SOURCE);
  }
  return (id) => sources.get(id);
}

/**
 * Sets `isOpenSource` from the licence. With `overwrite`, a licence that answers the question replaces an earlier
 * guess (a `foss` tag); without it, only products that have no answer yet get one. Answers how many it set.
 */
function applyOpenSourceFacts(
  products: Iterable<CatalogProduct>,
  licenses: Readonly<Record<string, LicenseInfo>>,
  overwrite: boolean,
): number {
  let changed = 0;
  for (const product of products) {
    if (!product.license || (!overwrite && product.isOpenSource !== undefined)) continue;
    const isOpenSource = isOpenSourceLicense(product.license, licenses);
    if (isOpenSource === undefined || isOpenSource === product.isOpenSource) continue;
    product.isOpenSource = isOpenSource;
    changed += 1;
  }
  return changed;
}

function countPack(pack: ContentPack, curatedProducts: number): ImportCounts {
  const { products, publishers, lifecycles, licenses } = pack.catalog;
  const count = (predicate: (product: CatalogProduct) => boolean) => products.filter(predicate).length;
  const publisherIds = new Set(publishers.map((publisher) => publisher.id));
  return {
    products: products.length,
    curatedProducts,
    publishers: publishers.length,
    publisherAliases: publishers.reduce((sum, publisher) => sum + publisher.aliases.length, 0),
    productAliases: products.reduce((sum, product) => sum + product.aliases.length, 0),
    templates: products.reduce((sum, product) => sum + (product.templates?.length ?? 0), 0),
    productsWithTemplates: count((product) => (product.templates?.length ?? 0) > 0),
    productsWithLicence: count((product) => product.license !== undefined),
    productsOpenSource: count((product) => product.isOpenSource === true),
    productsClosedSource: count((product) => product.isOpenSource === false),
    productsWithLifecycle: count((product) => product.lifecycleId !== undefined),
    productsWithCpe: count((product) => product.cpe !== undefined),
    productsWithVersionMap: count((product) => product.versionMap !== undefined),
    productsWithCategory: count((product) => product.category !== undefined),
    // A curated product whose publisherId names no publisher: a mistake in content/.
    productsWithUnknownPublisher: count((product) => !publisherIds.has(product.publisherId)),
    lifecycles: lifecycles.length,
    licences: Object.keys(licenses).length,
  };
}
