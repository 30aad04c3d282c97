export interface VersionParts {
  version: string | null;
  major: string | null;
  minor: string | null;
  patch: string | null;
  build: string | null;
}

const EMPTY: VersionParts = { version: null, major: null, minor: null, patch: null, build: null };
// Values that say "no version" in exports: "Unknown", "N/A", "-", "latest".
const NOT_A_VERSION = /^(?:unknown|n\/?a|none|null|-+|\.+|latest|current|\?+)$/i;
// "5.10.0 (4306)": a build number in parentheses after the version, as some installers write it.
const BUILD_IN_PARENTHESES = /^(\d+(?:\.\d+)*)\s*\((\d+)\)$/;
const LEADING_NUMBERS = /^(\d+)(?:[._](\d+))?(?:[._](\d+))?(?:[._](\d+))?/;

/**
 * Splits a version into the full version and its numeric parts. A leading `v` and surrounding text go; a build
 * number in parentheses joins the version. Parts are strings so that `01` stays `01`.
 *
 * @example parseVersion('5.10.0 (4306)') // { version: '5.10.0.4306', major: '5', minor: '10', patch: '0', build: '4306' }
 * @example parseVersion('v3.18') // { version: '3.18', major: '3', minor: '18', patch: null, build: null }
 */
export function parseVersion(raw: string | null | undefined): VersionParts {
  let text = (raw ?? '').trim();
  if (!text || NOT_A_VERSION.test(text)) return EMPTY;
  text = text.replace(/^(?:version\s+|ver\.?\s*|v\.?\s*)(?=\d)/i, '');
  const withBuild = BUILD_IN_PARENTHESES.exec(text);
  if (withBuild) text = `${withBuild[1]}.${withBuild[2]}`;
  const numbers = LEADING_NUMBERS.exec(text);
  if (!numbers) return { ...EMPTY, version: text };
  return {
    version: text,
    major: numbers[1] ?? null,
    minor: numbers[2] ?? null,
    patch: numbers[3] ?? null,
    build: numbers[4] ?? null,
  };
}

/** The dotted numeric components of a version: '3.12.150.0' → [3, 12, 150, 0]. */
export function numericComponents(version: string): number[] {
  const head = /^\d+(?:[._]\d+)*/.exec(version)?.[0];
  return head ? head.split(/[._]/).map(Number) : [];
}

/** Whether `short` equals the first components of `long` (3.12 is a prefix of 3.12.0.150). */
function isComponentPrefix(short: number[], long: number[]): boolean {
  return short.length > 0 && short.length <= long.length && short.every((value, i) => value === long[i]);
}

export interface VersionChoice {
  version: string | null;
  /** `raw`: the input's version; `title`: written in the title; `marketing`: recovered from an installer artefact. */
  from: 'raw' | 'title' | 'marketing' | 'none';
}

/**
 * Picks the version to report from the raw version, a version written in the title and the catalog's known
 * raw → marketing pairs. Installers often register a technical version (Python `3.12.150.0`, SSMS `15.0.18420.0`,
 * Rider `231.8770.54`) while the title shows the one people know (`3.12.0`, `18.12`, `2023.1.1`).
 *
 * Rules, in order: a known pair wins; without a raw version the title's is used; when the raw version extends the
 * title's (`3.5.1` → `3.5.1.20`) the more precise raw one stays; when the title's has two or more components and
 * disagrees, the title's is the marketing version.
 */
export function chooseVersion(
  rawVersion: string | null,
  titleVersion: string | null,
  knownPairs?: Record<string, string>,
): VersionChoice {
  if (rawVersion && knownPairs && Object.hasOwn(knownPairs, rawVersion)) {
    return { version: knownPairs[rawVersion]!, from: 'marketing' };
  }
  if (!rawVersion) return titleVersion ? { version: titleVersion, from: 'title' } : { version: null, from: 'none' };
  if (!titleVersion) return { version: rawVersion, from: 'raw' };
  const raw = numericComponents(rawVersion);
  const title = numericComponents(titleVersion);
  if (raw.length === 0) return { version: titleVersion, from: 'title' };
  if (isComponentPrefix(title, raw)) return { version: rawVersion, from: 'raw' };
  if (isComponentPrefix(raw, title)) return { version: titleVersion, from: 'title' };
  if (title.length >= 2) return { version: titleVersion, from: 'marketing' };
  return { version: rawVersion, from: 'raw' };
}
