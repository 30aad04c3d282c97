import { servicePackOfMinor } from '../enrich/enrich-product.ts';
import type { CatalogIndex } from '../match/build-catalog-index.ts';
import type { ResolvedPublisher } from '../publisher/resolve-publisher.ts';
import { findEditionAfterMaker, findEditionBesides, parseTitle, type ParsedTitle } from '../title/parse-title.ts';
import type { CatalogProduct } from '../types.ts';
import {
  numericComponents,
  parseVersion,
  servicePackOfVersionText,
  type VersionChoice,
  type VersionParts,
} from '../version/parse-version.ts';
import { emptyFieldSet, put, type FieldSet } from './field-set.ts';
import type { ReadRow } from './read-row.ts';
import { describeChoice } from './read-version.ts';
import type { StageTrace } from './trace.ts';

/** The words of a publisher's name, as normalized and as the row wrote it, in lower case. */
function makerWords(publisherName: string, publisherText: string): Set<string> {
  return new Set(`${publisherName} ${publisherText}`.toLowerCase().split(/[\s,]+/u));
}

/**
 * The fields stage, once the publisher and the product (if any) are known: publisher, version and its parts,
 * release, edition, service pack, architecture and language. A product whose name has an edition word keeps it out
 * of the edition (`editionWordInName`); a product whose minor number is its service pack gives one
 * (`versionScheme.servicePack`); an installer's architecture or
 * language written into the version ("12.0.0.0 (x64)", "1.0.0.0 en-US") is the row's when the title gives none.
 */
export function describeRow(
  index: CatalogIndex,
  read: ReadRow,
  parsed: ParsedTitle,
  publisher: ResolvedPublisher,
  version: VersionChoice,
  product: CatalogProduct | undefined,
): { fields: FieldSet; parts: VersionParts; trace: StageTrace } {
  const parts = parseVersion(version.version, index.dictionaries.words);
  const fields = emptyFieldSet();
  put(fields, 'publisher', publisher.name, publisher.source);
  put(
    fields,
    'version',
    parts.version,
    version.from === 'marketing' || version.from === 'installer'
      ? 'version_marketing'
      : version.from === 'title'
        ? 'title'
        : 'version',
  );
  put(fields, 'major', parts.major, 'version');
  put(fields, 'minor', parts.minor, 'version');
  put(fields, 'patch', parts.patch, 'version');
  put(fields, 'build', parts.build ?? version.build ?? null, 'version');
  put(fields, 'release', parsed.release, 'title');
  const edition = product?.editionWordInName
    ? findEditionBesides(parsed.name, product.name, index.dictionaries)
    : parsed.edition &&
      findEditionAfterMaker(parsed.name, makerWords(publisher.name, read.publisherText), index.dictionaries);
  put(fields, 'edition', edition, 'title');
  const servicePackOfVersion =
    product?.versionScheme?.servicePack === 'minor' ? servicePackOfMinor(numericComponents(parts.version ?? '')) : null;
  if (parsed.servicepack) put(fields, 'servicepack', parsed.servicepack, 'title');
  else if (servicePackOfVersion !== null) put(fields, 'servicepack', `SP${servicePackOfVersion}`, 'version');
  else put(fields, 'servicepack', servicePackOfVersionText(read.versionText), 'version');
  put(fields, 'architecture', parsed.architecture, 'title');
  put(fields, 'language', parsed.language, 'title');
  if ((!parsed.architecture || !parsed.language) && read.versionText && /[a-z]/i.test(read.versionText)) {
    const fromVersion = parseTitle(read.versionText, index.dictionaries);
    if (!parsed.architecture) put(fields, 'architecture', fromVersion.architecture, 'version');
    if (!parsed.language) put(fields, 'language', fromVersion.language, 'version');
  }
  return { fields, parts, trace: { stage: 'fields', decision: `version ${describeChoice(version)}` } };
}
