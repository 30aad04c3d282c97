import type { LicenseInfo } from '@rnorm/engine';

// Free licences that the OSI has not approved (the FSF or Debian count them as free), by SPDX id.
const KNOWN_FREE_LICENSES = new Set([
  'BSD-4-Clause',
  'CC0-1.0',
  'curl',
  'FTL',
  'IJG',
  'ImageMagick',
  'OpenSSL',
  'PSF-2.0',
  'Ruby',
  'Vim',
  'WTFPL',
  'X11',
  'zlib-acknowledgement',
]);

// Licence texts without a version that still name a free licence family (`GPL`, `BSD License`, `Public Domain`).
const FREE_FAMILY_TEXT =
  /^(?:gnu )?(?:a|l)?gpl$|^gnu(?: (?:lesser|affero))? general public licen[cs]e$|^(?:bsd|apache|mit)(?: licen[cs]e)?$|^public domain$|^(?:mozilla|eclipse) public licen[cs]e$/i;

const CLOSED_LICENSES = new Set(['proprietary', 'freeware']);

/**
 * Whether a licence (as `toSpdx` writes it) makes a product open source: every licence of an `AND` expression, or
 * one of an `OR` expression, is OSI-approved or a known free licence. `Proprietary` and `Freeware` answer false;
 * text that is neither answers undefined.
 */
export function isOpenSourceLicense(
  license: string,
  licenses: Readonly<Record<string, LicenseInfo>>,
): boolean | undefined {
  const trimmed = license.trim();
  if (CLOSED_LICENSES.has(trimmed.toLowerCase())) return false;
  if (FREE_FAMILY_TEXT.test(trimmed)) return true;
  const isChoice = / OR /.test(trimmed);
  const ids = trimmed
    .replace(/[()]/g, ' ')
    .split(/\s+(?:AND|OR)\s+/)
    .map((part) => part.replace(/\s+WITH\s+.*$/, '').trim());
  const verdicts = ids.map((id) => {
    const info = licenses[id];
    if (!info) return undefined;
    return info.isOsiApproved || KNOWN_FREE_LICENSES.has(id);
  });
  if (verdicts.some((verdict) => verdict === undefined)) return undefined;
  return isChoice ? verdicts.includes(true) : verdicts.every(Boolean);
}
