/**
 * A packaged (MSIX or AppX) app as Intune's discovered apps and Configuration Manager list it: by its package
 * identity, `Publisher.Name` in CamelCase ("Microsoft.WindowsCalculator", "SpotifyAB.SpotifyMusic",
 * "5319275A.WhatsAppDesktop"), not by a display name.
 */
export interface PackageIdentity {
  /** The publisher the identity starts with, in words ("Spotify AB"); null for a Store publisher id ("5319275A"). */
  publisher: string | null;
  /**
   * The rest in words: "Windows Calculator". A framework's line after its name ("Microsoft.VCLibs.140.00") is left
   * out: it is no version of the package, and as part of a name it would read as one.
   */
  title: string;
}

const SEGMENTS = /^[A-Za-z0-9][A-Za-z0-9-]*(?:\.[A-Za-z0-9][A-Za-z0-9-]*)+$/;
// The Store's publisher ids are eight hexadecimal digits ("5319275A", "AD2F1837", "E046963F").
const STORE_PUBLISHER_ID = /^[0-9A-F]{8}$/;
// A word written in CamelCase: a lower-case letter before a capital ("WindowsCalculator"), or a capital between an
// abbreviation and a word ("VCLibs", "HPPrinterControl").
const CAMEL_CASE = /[a-z][A-Z]|[A-Z]{2}[a-z]/;
const LINE_OR_STABLE = /^(?:\d+|Stable)$/;
// "com.microsoft.Word", "org.mozilla.firefox": a macOS bundle identifier, the maker's domain reversed. Only the usual
// top-level domains, so that "king.com.CandyCrushSaga" stays a Store identity.
const REVERSED_DOMAIN = /^(?:com|org|net|io|co|us|de|uk|fr|nl|ch|se|jp|ru|app|dev)$/;
// "io.github.owner.App": a project hosted under a code host's domain is its owner's; which segments are code hosts
// is the content's (`ModelWords.codeHosts`, compiled as `CompiledWords.codeHost`).
/** Matches no segment: without the content's code hosts, the segment after the domain is the maker. */
const NO_CODE_HOST = /(?!)/;

/**
 * The package identity a title is, in words; undefined for a title that is not one. A dotted name counts only when
 * it reads as an identity: a Store publisher id in front, a CamelCase word after the first dot, or a first word that
 * `isPublisher` knows, as written or in words ("Microsoft.UI.Xaml.2.8", "PythonSoftwareFoundation.Python.3.11"),
 * before a capital. "Paint.NET", "Node.js", "draw.io" and "DiscordChatExporter.GUI" are names.
 *
 * `publisher` is the row's publisher as written: its CamelCase words are brands that stay whole ("WhatsApp",
 * "LinkedIn"), as does the identity's publisher where the name repeats it ("GitHub.GitHubDesktop").
 *
 * `codeHost` matches a bundle identifier's segment that is a code host (`CompiledWords.codeHost`).
 *
 * @example readPackageIdentity('Microsoft.WindowsCalculator') // { publisher: 'Microsoft', title: 'Windows Calculator' }
 */
export function readPackageIdentity(
  title: string,
  isPublisher: (word: string) => boolean = () => false,
  publisher = '',
  codeHost: RegExp = NO_CODE_HOST,
): PackageIdentity | undefined {
  if (!SEGMENTS.test(title)) return undefined;
  const segments = title.split('.');
  const bundle = readBundleIdentifier(segments, codeHost);
  if (bundle) return bundle;
  // "king.com.CandyCrushSaga": the publisher may be a domain, whose parts are lower case.
  let nameStart = 1;
  while (nameStart < segments.length - 1 && /^[a-z]+$/.test(segments[nameStart]!)) nameStart++;
  const publisherSegments = segments.slice(0, nameStart);
  const nameSegments = segments.slice(nameStart);
  const first = publisherSegments[0]!;
  const isStoreId = publisherSegments.length === 1 && STORE_PUBLISHER_ID.test(first);
  const reads =
    isStoreId ||
    nameSegments.some((segment) => CAMEL_CASE.test(segment)) ||
    ((isPublisher(first) || isPublisher(inWords(first, []))) && /^[A-Z]/.test(nameSegments[0]!));
  if (!reads || !/[A-Za-z]/.test(nameSegments.join(''))) return undefined;

  const brands = [...publisher.split(/[^\p{L}\p{N}]+/u), ...(isStoreId ? [] : publisherSegments)]
    .filter((word) => CAMEL_CASE.test(word))
    .sort((a, b) => b.length - a.length);

  // A framework's line ("Microsoft.VCLibs.140.00.UWPDesktop"), and the channel that is no channel
  // ("Microsoft.MicrosoftEdge.Stable" is Edge).
  const words = nameSegments.filter((segment, i) => i === 0 || !LINE_OR_STABLE.test(segment));
  return {
    // A publisher the catalog knows by the identity's spelling ("GitHub") keeps it; others are read as words.
    publisher: isStoreId
      ? null
      : isPublisher(first) && publisherSegments.length === 1
        ? first
        : publisherSegments.map((segment) => inWords(segment, [])).join(' '),
    title: words.map((segment) => inWords(segment, brands)).join(' '),
  };
}

/**
 * "WindowsCalculator" → "Windows Calculator", "HPPrinterControl" → "HP Printer Control", "ZoomforWindows" → "Zoom
 * for Windows" (the Store writes "for" in lower case between words); "PCs" and "iCloud" stay one word, as do brands.
 */
function inWords(segment: string, brands: readonly string[]): string {
  const brand = brands.find((word) => segment.includes(word));
  if (brand) {
    const at = segment.indexOf(brand);
    const before = inWords(segment.slice(0, at), brands);
    const after = inWords(segment.slice(at + brand.length), brands);
    return [before, brand, after].filter(Boolean).join(' ');
  }
  return segment
    .replace(/(?<=[A-Za-z][a-z])(?=[A-Z])/g, ' ')
    .replace(/([A-Z])(?=[A-Z][a-z]{2,})/g, '$1 ')
    .replace(/(?<=[a-z])for(?= [A-Z])/g, ' for');
}

/** A macOS bundle identifier in words: "com.microsoft.Word" → Word by microsoft; undefined for another title. */
function readBundleIdentifier(segments: readonly string[], codeHost: RegExp): PackageIdentity | undefined {
  if (segments.length < 3 || !REVERSED_DOMAIN.test(segments[0]!)) return undefined;
  const makerAt = codeHost.test(segments[1]!) && segments.length >= 4 ? 2 : 1;
  const maker = segments[makerAt]!;
  const nameSegments = segments.slice(makerAt + 1).filter((segment) => /[A-Za-z]/.test(segment));
  if (!/[A-Za-z]/.test(maker) || nameSegments.length === 0) return undefined;
  // Written as the app's name is, not in CamelCase words ("KeePassXC").
  return { publisher: maker, title: nameSegments.join(' ') };
}
