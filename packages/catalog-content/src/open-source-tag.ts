/** Tags that mark a package as open source. */
export function hasOpenSourceTag(tags: Iterable<string>): boolean {
  for (const tag of tags) {
    const lower = tag.trim().toLowerCase();
    if (lower === 'foss' || lower === 'open-source' || lower === 'opensource') return true;
  }
  return false;
}
