// A trailing architecture word, bare or in parentheses, optionally after a dash: `(x64)`, ` x86`, `(64-bit)`,
// ` 64-bit`, ` - ARM64`. `win32`/`win64` count only inside parentheses, since bare they often belong to the brand.
const TRAILING_ARCHITECTURE =
  /\s*(?:[-–]\s*)?(?:\((?:x64|x86|x86[-_]64|amd64|arm64|aarch64|arm|ia32|win32|win64|(?:32|64)[- ]?bit)\)|\b(?:x64|x86|x86[-_]64|amd64|arm64|aarch64|(?:32|64)[- ]?bit))$/i;

/**
 * Removes a trailing architecture qualifier from a package name, the way the evaluation labels do:
 * `Microsoft Visual C++ 2015-2022 Redistributable (x64)` → `Microsoft Visual C++ 2015-2022 Redistributable`.
 * A name that is nothing but the qualifier is kept.
 */
export function stripArchitectureQualifier(name: string): string {
  const stripped = name.trim().replace(TRAILING_ARCHITECTURE, '').trim();
  return stripped === '' ? name.trim() : stripped;
}
