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

/** A purl without version, qualifiers and subpath (`pkg:npm/%40scope/name`), so that a version can be appended. */
export function toPurlBase(purl: string): string | undefined {
  const trimmed = purl.trim();
  if (!trimmed.startsWith('pkg:')) return undefined;
  const base = trimmed.replace(/[?#].*$/, '').replace(/@[^/]*$/, '');
  return base.includes('/') ? base : undefined;
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
