import type { CatalogProduct } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { CONTENT_CATEGORIES, csv } from '../testing/create-test-draft.ts';
import { categorizeByDebianPackages } from './debian-packages.ts';

const HEADER = 'package,version,source,section,tags,homepage';

const product = (id: string, packageNames: string[], category?: string): CatalogProduct => ({
  id,
  publisherId: 'test',
  name: id,
  aliases: [],
  packageNames,
  ...(category && { category }),
});

describe(categorizeByDebianPackages.name, () => {
  it("categorizes products that have none by their Debian packages' tags and sections, as the content maps them", () => {
    const products = [
      // Two of its packages are network software by their section; the daemon's tags say nothing mapped.
      product('formula:avahi', ['avahi', 'avahi-daemon', 'avahi-utils', 'avahi-discover']),
      // A debtag the content lists before the section wins.
      product('formula:lynx', ['lynx']),
      // A category of its own stays; a package Debian does not list says nothing.
      product('curated:vlc', ['vlc'], 'media'),
      product('formula:libfoo', ['libfoo']),
    ];
    const counts = categorizeByDebianPackages(
      csv(
        HEADER,
        'avahi-daemon,0.8-10,avahi,net,"admin::configuring, role::program",http://avahi.org/',
        'avahi-utils,0.8-10,avahi,net,role::program,http://avahi.org/',
        'avahi-discover,0.8-10,avahi,x11,"interface::x11, role::program",http://avahi.org/',
        'lynx,2.9.0dev.12-1,,web,"network::client, role::program, web::browser",https://lynx.invisible-island.net/',
        'vlc,3.0.21-0+deb12u1,,video,"role::program, use::playing",https://www.videolan.org/vlc/',
      ),
      products,
      CONTENT_CATEGORIES,
    );
    expect(counts).toEqual({ categorized: 2 });
    expect(products.map((p) => p.category)).toEqual(['network', 'browser', 'media', undefined]);
  });
});
