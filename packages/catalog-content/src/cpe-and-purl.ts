/**
 * A CPE as a CPE 2.3 prefix `cpe:2.3:<part>:<vendor>:<product>` without version, from either a CPE 2.3 formatted
 * string or a CPE 2.2 URI (`cpe:/a:vendor:product:1.0`). Percent-encoded characters of a 2.2 URI are decoded and,
 * where CPE 2.3 needs it, backslash-escaped. Answers undefined for anything else.
 */
export function toCpePrefix(cpe: string): string | undefined {
  const trimmed = cpe.trim();
  if (trimmed.startsWith('cpe:2.3:')) {
    const [part, vendor, product] = splitCpe23(trimmed.slice('cpe:2.3:'.length));
    return part && vendor && product ? `cpe:2.3:${part}:${vendor}:${product}` : undefined;
  }
  if (trimmed.startsWith('cpe:/')) {
    const [part, vendor, product] = trimmed.slice('cpe:/'.length).split(':');
    if (!part || !vendor || !product) return undefined;
    return `cpe:2.3:${part}:${fromUriValue(vendor)}:${fromUriValue(product)}`;
  }
  return undefined;
}

/**
 * The `vendor:product` of an application CPE 2.3 (`microsoft:visual_c\\+\\+_redistributable`, escapes kept, as the NVD
 * dictionary writes its pairs); undefined for an operating system's or a device's, or for anything else.
 */
export function applicationPairOf(cpe: string): string | undefined {
  if (!cpe.startsWith('cpe:2.3:')) return undefined;
  const [part, vendor, product] = splitCpe23(cpe.slice('cpe:2.3:'.length));
  return part === 'a' && vendor && product ? `${vendor}:${product}` : undefined;
}

/** A purl without version, qualifiers and subpath (`pkg:npm/%40scope/name`), so that a version can be appended. */
export function toPurlBase(purl: string): string | undefined {
  const trimmed = purl.trim();
  if (!trimmed.startsWith('pkg:')) return undefined;
  const base = trimmed.replace(/[?#].*$/, '').replace(/@[^/]*$/, '');
  return base.includes('/') ? base : undefined;
}

// Package types of one distribution's, container registry's or installer's packaging of a product.
const PACKAGING_PURL_TYPES = new Set(['deb', 'rpm', 'apk', 'alpm', 'docker', 'oci', 'brew', 'swid', 'snap', 'flatpak']);

/**
 * Whether a purl names one packaging of a product (`pkg:deb/debian/elasticsearch`, `pkg:docker/library/mysql`)
 * rather than the project (`pkg:github/…`, `pkg:generic/…`) or its language package. Such a purl describes rows of
 * that packaging only: it is not a product's purl for every installation.
 */
export function isPackagingPurl(purl: string): boolean {
  const type = /^pkg:([a-z0-9.+-]+)\//i.exec(purl.trim())?.[1]?.toLowerCase();
  return type !== undefined && PACKAGING_PURL_TYPES.has(type);
}

// CPE 2.3 fields are colon-separated, but a backslash escapes a colon inside a value.
function splitCpe23(rest: string): string[] {
  return rest.split(/(?<!\\):/);
}

function fromUriValue(value: string): string {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // A lone `%` is kept as written.
  }
  return decoded.toLowerCase().replace(/[^a-z0-9._\-~\\]/g, (char) => `\\${char}`);
}
