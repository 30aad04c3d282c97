/** Naming a product the catalog does not know, from its title. */

/** A GUID written as a title, as some MSI installers leave behind. */
export const GUID = /^\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$/i;

/** A version written as a name: `v1.2`, `V 2.0.1`. */
const VERSION_ONLY = /^v\s*\d+(?:\.\d+)*$/iu;

/**
 * Whether a parsed name can name a product: it has a letter (in any script), is not a GUID or a version, and is not
 * one character.
 */
export function isPlausibleName(name: string): boolean {
  return /\p{L}/u.test(name) && !GUID.test(name) && !VERSION_ONLY.test(name) && [...name].length > 1;
}

/**
 * "Driver Booster 10" at 10.4.0 → "Driver Booster": a product the catalog does not know is named without the major
 * version its title repeats, so that its versions stay one product. Years are releases and stay.
 */
export function dropTrailingMajor(name: string, major: string | null): string {
  if (major === null) return name;
  // Found from the end: a pattern anchored at both ends would be tried from every position of every name.
  const trailing = TRAILING_MAJOR.exec(name);
  if (!trailing || trailing[2] !== major) return name;
  const rest = name.slice(0, trailing.index);
  return /\p{L}/u.test(rest) ? rest : name;
}

const TRAILING_MAJOR = /(\s+v?)(\d{1,3})$/iu;
