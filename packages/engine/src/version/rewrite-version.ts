import type { CpeByVersion, VersionRewrite } from '../types.ts';

/** The flags a rewrite's pattern is compiled with (Unicode; no `i`: a pattern writes the case it means). */
export const VERSION_REWRITE_FLAGS = 'u';

// Patterns compiled once per rule object; content packs are read-only, so the cache never goes stale.
const compiled = new WeakMap<Pick<VersionRewrite, 'match'>, RegExp>();
function patternOf(rule: Pick<VersionRewrite, 'match'>): RegExp {
  let pattern = compiled.get(rule);
  if (!pattern) {
    pattern = new RegExp(rule.match, VERSION_REWRITE_FLAGS);
    compiled.set(rule, pattern);
  }
  return pattern;
}

/** A template with `{group}` written from a match's named groups; a group of digits (or an empty one) as a number. */
function fill(template: string, groups: Readonly<Record<string, string | undefined>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = groups[name];
    if (value === undefined) return Object.hasOwn(groups, name) ? '' : whole;
    return /^\d*$/.test(value) ? String(Number(value)) : value;
  });
}

/**
 * The first of a product's rewrites that matches a version, applied: `{ version, update }` written from its templates
 * (`update` null where the rule writes none); undefined when none matches.
 */
export function rewriteVersion(
  rules: readonly VersionRewrite[],
  version: string,
): { version: string; update: string | null } | undefined {
  for (const rule of rules) {
    const match = patternOf(rule).exec(version);
    if (!match) continue;
    const groups = match.groups ?? {};
    return {
      version: fill(rule.version, groups),
      update: rule.update === undefined ? null : fill(rule.update, groups),
    };
  }
  return undefined;
}

/**
 * The CPE prefix the first of a product's `cpeByVersion` rules that matches a version gives (null: none for that
 * version); undefined when none matches.
 */
export function cpeByVersion(rules: readonly CpeByVersion[], version: string): string | null | undefined {
  return rules.find((rule) => patternOf(rule).test(version))?.cpe;
}
