// Only tags that name what a product is, not what it works with: `browser` is a browser, `python` may be anything.
const CATEGORY_BY_TAG: Readonly<Record<string, string>> = {
  browser: 'browser',
  'web-browser': 'browser',
  ide: 'ide',
  vpn: 'vpn',
  antivirus: 'antivirus',
  'password-manager': 'password-manager',
};

/** The category a package's tags state plainly, or undefined. The first tag that names one wins. */
export function categoryFromTags(tags: Iterable<string>): string | undefined {
  for (const tag of tags) {
    const category = CATEGORY_BY_TAG[tag.trim().toLowerCase()];
    if (category) return category;
  }
  return undefined;
}

/** Tags that mark a package as open source. */
export function hasOpenSourceTag(tags: Iterable<string>): boolean {
  for (const tag of tags) {
    const lower = tag.trim().toLowerCase();
    if (lower === 'foss' || lower === 'open-source' || lower === 'opensource') return true;
  }
  return false;
}
