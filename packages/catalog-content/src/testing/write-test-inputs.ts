import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Writes files (relative path → text) under a directory. */
export async function writeFiles(directory: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(directory, file)), { recursive: true });
    await writeFile(path.join(directory, file), text);
  }
}

/**
 * A temporary content directory and sources directory with tiny hand-written inputs: two curated entries, one
 * winget package seen in ARP, a lifecycle and two licences. Nothing is copied from the real sources.
 */
export async function writeTestInputs(): Promise<{ root: string; contentDir: string; sourcesDir: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'rnorm-content-'));
  const contentDir = path.join(root, 'content');
  const sourcesDir = path.join(root, 'sources');
  await writeFiles(contentDir, {
    'version.json': JSON.stringify({ model: '1.0.0', content: '2026.1.0' }),
    'model/legal-suffixes.json': JSON.stringify({ legalSuffixes: ['Inc.', 'Corporation'] }),
    'model/publisher-placeholders.json': JSON.stringify({ publisherPlaceholders: ['Unknown'] }),
    'model/architectures.json': JSON.stringify({ x64: ['x64', '64-bit'] }),
    'model/ignore-rules.json': JSON.stringify({
      ignoreRules: [{ id: 'kb', pattern: '\\bKB\\d+\\b', reason: 'An update.' }],
    }),
    'catalog/publishers.json': JSON.stringify({
      publishers: [{ id: 'contoso', name: 'Contoso', aliases: ['Contoso Corp'] }],
    }),
    'catalog/products.json': JSON.stringify({
      products: [
        { id: 'curated:contoso-widget', publisherId: 'contoso', name: 'Contoso Widget', aliases: [], category: 'tool' },
      ],
    }),
  });
  await writeFiles(sourcesDir, {
    'winget-pkgs/packages.json': JSON.stringify({
      packages: {
        'Contoso.Widget': { name: 'Contoso Widget', publisher: 'Contoso Corporation', license: 'MIT License' },
        'Fabrikam.Browser': { name: 'Fabrikam Browser (x64)', publisher: 'Fabrikam, Inc.', license: 'Proprietary' },
      },
    }),
    'winget-pkgs/arp_entries.csv': [
      'package_id,package_version,package_name,package_publisher,arp_display_name,arp_publisher,arp_display_version,architecture,installer_locale,scope,installer_type',
      'Fabrikam.Browser,5.0,Fabrikam Browser (x64),"Fabrikam, Inc.",Fabrikam Browser 5.0 (x64),,5.0.100,x64,,,msi',
      '',
    ].join('\n'),
    'endoflife-date/products.json': JSON.stringify({
      products: {
        'fabrikam-browser': {
          title: 'Fabrikam Browser',
          category: 'app',
          identifiers: [{ cpe: 'cpe:/a:fabrikam:browser' }],
          releases: [{ releaseCycle: '5', releaseDate: '2026-01-01', eol: false, latest: '5.0' }],
        },
      },
    }),
    'spdx/licenses.json': JSON.stringify({
      MIT: { name: 'MIT License', osiApproved: true },
      'CC-BY-4.0': { name: 'Creative Commons Attribution 4.0', osiApproved: false },
    }),
  });
  return { root, contentDir, sourcesDir };
}
