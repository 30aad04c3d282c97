import { toKey } from '../clean/clean-text.ts';
import { findChannel, type ParsedTitle, type TitleDictionaries } from '../title/parse-title.ts';
import type { CatalogProduct, NameLine } from '../types.ts';
import type { VersionParts } from '../version/parse-version.ts';

/** A name that ends in a major.minor line and Preview: `Microsoft .NET Runtime 8.0 Preview`. */
const PREVIEW_LINE_NAME = /^(.*\s)\d+\.\d+(\s+Preview)$/;

// A release year or a span of them: "2017", "2015-2019".
const YEAR_SPAN = /(?<![\p{L}\p{N}])(?:199|20[0-3])\d(?:\s*-\s*(?:199|20[0-3])\d)?(?![\p{L}\p{N}])/u;

/** The name with a release line, as the product's `nameLine` writes it (`{name} {line}` without a format). */
function withLine(product: CatalogProduct, nameLine: NameLine, line: string): string {
  return (nameLine.format ?? '{name} {line}').replace('{name}', product.name).replace('{line}', line);
}

/**
 * The catalog name, with the release line when the product's lines are separate products (.NET 8.0, JDK 21), and
 * the channel of a pre-release build, which is installed beside the released one and not supported like it:
 * `Microsoft .NET Runtime 7.0 Preview` (release candidates included), `PowerShell Preview`.
 */
export function catalogName(
  product: CatalogProduct,
  parts: VersionParts,
  parsed: ParsedTitle,
  dictionaries: TitleDictionaries,
): string {
  const { channel, nameChannel } = parsed;
  const nameLine = product.nameLine;
  if (nameLine?.line === 'release-years') {
    const titleYears = YEAR_SPAN.exec(parsed.name)?.[0];
    if (titleYears) return withLine(product, nameLine, titleYears.replace(/\s/g, ''));
  }
  const line =
    nameLine?.line === 'major'
      ? parts.major
      : nameLine?.line === 'major.minor' && parts.major !== null && parts.minor !== null
        ? `${parts.major}.${parts.minor}`
        : null;
  if (line && nameLine) {
    const named = withLine(product, nameLine, line);
    return channel === 'Preview' || channel === 'RC' ? `${named} Preview` : named;
  }
  // A preview package named after the line it is at now ("Microsoft .NET Runtime 8.0 Preview") also installed earlier
  // lines: a row of 7.0.0 RC 1 is "… 7.0 Preview".
  const previewLine = PREVIEW_LINE_NAME.exec(product.name);
  if (previewLine && parts.major !== null && parts.minor !== null) {
    return `${previewLine[1]}${parts.major}.${parts.minor}${previewLine[2]}`;
  }
  // Only a channel in the name, of a channel whose builds install side by side (the content's `sideBySideChannels`),
  // counts here: "Espanso 2.1.7-beta" is a beta version of Espanso, not a product. A
  // catalog name that writes the channel already ("ExifTool - Dev") keeps it once.
  if (nameChannel === null || !dictionaries.words.sideBySideChannels.has(nameChannel)) return product.name;
  const isChannelNamed =
    findChannel(product.name, dictionaries) !== null || toKey(product.name).split(' ').includes(toKey(nameChannel));
  return isChannelNamed ? product.name : `${product.name} ${nameChannel}`;
}
