import { describe, expect, it } from 'vitest';
import { cleanText } from '../clean/clean-text.ts';
import { buildCatalogIndex } from '../match/build-catalog-index.ts';
import { contentFixture } from '../testing/content-fixture.ts';
import { resolvePublisher } from './resolve-publisher.ts';

const index = buildCatalogIndex(contentFixture);

describe(resolvePublisher.name, () => {
  it.each([
    ['Microsoft Corporation', { name: 'Microsoft', source: 'publisher_alias' }],
    // An Apple code-signing identity: the maker its Team ID is an alias of, else the name it gives.
    ['Developer ID Application: Mozilla Corporation (43AQ936H96)', { name: 'Mozilla', source: 'publisher_alias' }],
    ['Developer ID Application: Someone Else (43AQ936H96)', { name: 'Mozilla', source: 'publisher_alias' }],
    ['Developer ID Application: Contoso Ltd. (ABCDE12345)', { name: 'Contoso', source: 'publisher_suffix' }],
    ['Developer ID Application: Contoso Ltd.', { name: 'Contoso', source: 'publisher_suffix' }],
    ['43AQ936H96', { name: 'Mozilla', source: 'publisher_alias' }],
    ['Contoso Ltd.', { name: 'Contoso', source: 'publisher_suffix' }],
    // A maintainer's address after the name is not part of it.
    ['Ubuntu Developers <ubuntu-devel-discuss@lists.ubuntu.com>', { name: 'Ubuntu Developers' }],
    ['Mozilla Corporation <release-mgmt@mozilla.com>', { name: 'Mozilla', source: 'publisher_alias' }],
    ['Don HO don.h@free.fr', { name: 'Don HO', source: 'publisher_suffix' }],
    ['Contoso Ltd. (https://contoso.example)', { name: 'Contoso' }],
    // Nothing but an address: it stays, as the only thing there is.
    ['<info@contoso.example>', { name: '<info@contoso.example>', source: 'raw' }],
    ['Unknown', { name: 'Unknown', isPlaceholder: true }],
    // A tuple or list a script printed: its first string is the name.
    ["('Gianluca Pernigotto', '(aka jeanslack)')", { name: 'Gianluca Pernigotto' }],
    ['["Mozilla Corporation"]', { name: 'Mozilla', source: 'publisher_alias' }],
    // Brackets around a name are not a tuple.
    ['(Contoso)', { name: '(Contoso)' }],
    // A copyright notice written where the name belongs.
    ['(c) 2006-2011, Tom Thielicke IT Solutions', { name: 'Tom Thielicke IT Solutions' }],
    ['Copyright © 2019 Microsoft Corporation. All rights reserved.', { name: 'Microsoft', source: 'publisher_alias' }],
    ['Copyright (C) Contoso Ltd.', { name: 'Contoso' }],
    ['© 2006-2011 Tom Thielicke IT Solutions', { name: 'Tom Thielicke IT Solutions' }],
    // A notice with no name: the year is all there is.
    ['(c) 2019', { name: '2019' }],
    ['Copyleft Software', { name: 'Copyleft Software' }],
    // A packaged app's publisher is its signing certificate's subject: the organization names the maker.
    [
      'CN=Microsoft Corporation, O=Microsoft Corporation, L=Redmond, S=Washington, C=US',
      { name: 'Microsoft', source: 'publisher_alias', isPlaceholder: false },
    ],
    ['CN=Contoso Software, O="Contoso, Ltd.", C=GB', { name: 'Contoso', isPlaceholder: false }],
    ['CN=Fabrikam Tools', { name: 'Fabrikam Tools', source: 'publisher_suffix' }],
    // A Store app's subject is only an id: no publisher name.
    ['CN=4D6C2C9F-2E3A-4A5B-8D9E-1F2A3B4C5D6E', { isPlaceholder: true }],
    // An equals sign elsewhere is no subject.
    ['Contoso = Fabrikam', { name: 'Contoso = Fabrikam', isPlaceholder: false }],
    // The build's architecture after the maker's name is not part of it.
    ['Strawberry Perl (64-bit)', { name: 'Strawberry Perl', source: 'publisher_suffix' }],
    ['Microsoft Corporation (x64)', { name: 'Microsoft', source: 'publisher_alias' }],
    ['(x64)', { name: '(x64)' }],
    ['Contoso (Europe)', { name: 'Contoso (Europe)' }],
    // An unknown maker written in capitals only is the same maker as written in words; acronyms stay.
    ['COHO WINERY', { name: 'Coho Winery', source: 'publisher_suffix' }],
    ['FINCORE SYSTEMS GMBH', { name: 'Fincore Systems' }],
    ['ABC SOFTWARE INC.', { name: 'ABC Software' }],
    ['VERINET', { name: 'Verinet' }],
    ['NCR', { name: 'NCR', source: 'raw' }],
    ['Don HO', { name: 'Don HO' }],
    // An open-source code-signing certificate's common name: the kind of certificate, then the developer.
    ['Open Source Developer, Igor Pavlov', { name: 'Igor Pavlov', source: 'publisher_alias' }],
    ['Open Source Developer, Tom Thielicke', { name: 'Tom Thielicke', source: 'publisher_suffix' }],
    ['Open Source Developer', { name: 'Open Source Developer', source: 'raw' }],
    // A brand the catalog knows, and the company that bought it.
    ['Mozilla by Contoso', { name: 'Mozilla', source: 'publisher_alias' }],
    ['Mozilla Corporation by Contoso Ltd.', { name: 'Mozilla', source: 'publisher_alias' }],
    ['Fabrikam by Contoso', { name: 'Fabrikam by Contoso', source: 'raw' }],
    // A company and the name it does business as: the trading name is the maker's.
    ['Axosoft, LLC DBA GitKraken', { name: 'GitKraken', source: 'publisher_suffix' }],
    ['Contoso Ltd. d.b.a. Mozilla', { name: 'Mozilla', source: 'publisher_alias' }],
    ['Fabrikam Inc. d/b/a Contoso Tools', { name: 'Contoso Tools' }],
    ['DBA Tools', { name: 'DBA Tools', source: 'raw' }],
    // An Italian partnership with its partner's name after the form.
    ['Sober Lemur S.a.s. di Vacondio Andrea', { name: 'Sober Lemur' }],
    ['Contoso S.n.c. di Mario Rossi & C.', { name: 'Contoso' }],
    ['Casa di Contoso', { name: 'Casa di Contoso', source: 'raw' }],
    // Legal forms written without spaces, and a group's subsidiaries, are no part of the name.
    ['Telegram FZ-LLC', { name: 'Telegram', source: 'publisher_suffix' }],
    ['PIKCLOUD PTE.LTD.', { name: 'Pikcloud' }],
    ['Garmin Ltd or its subsidiaries', { name: 'Garmin', source: 'publisher_suffix' }],
  ])('%j', (raw, expected) => {
    // Cleaned first, as the normalizer does: cleaning takes the sign out of "(c) 2006-2011, …".
    expect(resolvePublisher(index, cleanText(raw))).toMatchObject(expected);
  });

  it('infers a blank publisher from the first words of the title, or gives none', () => {
    expect(resolvePublisher(index, '', 'Microsoft SQL Server 2019 (64-bit)')).toMatchObject({
      name: 'Microsoft',
      source: 'publisher_inferred',
    });
    expect(resolvePublisher(index, '', 'Timesheet Client')).toBeUndefined();
  });

  it('infers no maker known only by its Linux packages, whose name may be any word ("network")', () => {
    const withPackageMaker = buildCatalogIndex({
      ...contentFixture,
      catalog: {
        ...contentFixture.catalog,
        publishers: [...contentFixture.catalog.publishers, { id: 'network', name: 'network', aliases: [] }],
        products: [
          ...contentFixture.catalog.products,
          {
            id: 'debian:netdiag',
            publisherId: 'network',
            name: 'netdiag',
            aliases: [],
            packageNames: ['netdiag'],
            packageOnly: true,
          },
        ],
      },
    });
    expect(resolvePublisher(withPackageMaker, '', 'Network Connect')).toBeUndefined();
    expect(resolvePublisher(withPackageMaker, 'network')).toMatchObject({ name: 'network', source: 'publisher_alias' });
  });

  it("reports a row's own spelling of a publisher the catalog only named from a package identifier", () => {
    const withGuessedName = buildCatalogIndex({
      ...contentFixture,
      catalog: {
        ...contentFixture.catalog,
        publishers: [
          ...contentFixture.catalog.publishers,
          {
            id: 'analogdevicesinc',
            name: 'AnalogDevices',
            aliases: ['AnalogDevicesInc', 'Analog Devices Inc'],
            nameFromIdentifier: true,
          },
        ],
        products: [
          ...contentFixture.catalog.products,
          {
            id: 'winget:AnalogDevices.IIOOscilloscope',
            publisherId: 'analogdevicesinc',
            name: 'IIO Oscilloscope',
            aliases: [],
          },
        ],
      },
    });
    expect(resolvePublisher(withGuessedName, 'Analog Devices, Inc.')).toMatchObject({
      name: 'Analog Devices',
      publisher: { id: 'analogdevicesinc' },
    });
    // A row that writes the identifier itself gets the catalog's name; a blank one too, by inference.
    expect(resolvePublisher(withGuessedName, 'AnalogDevicesInc')).toMatchObject({ name: 'AnalogDevices' });
    expect(resolvePublisher(withGuessedName, '', 'AnalogDevices IIO Oscilloscope')).toMatchObject({
      name: 'AnalogDevices',
      source: 'publisher_inferred',
    });
  });
});
