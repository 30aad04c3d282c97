/**
 * The family of a winget package id: its first two dot-separated segments, i.e. publisher and product without
 * variants (`7S2P.Effie.CN` → `7S2P.Effie`, `Microsoft.VCRedist.2015+.x64` → `Microsoft.VCRedist`).
 */
export function packageFamily(packageId: string): string {
  return packageId.split('.').slice(0, 2).join('.');
}

/**
 * The package id named by a devset `source` value, `winget-arp|<package id>|<version>|…`; undefined for another
 * kind of source.
 */
export function packageIdOfSource(source: string): string | undefined {
  const [kind, packageId] = source.split('|');
  return kind === 'winget-arp' && packageId ? packageId : undefined;
}
