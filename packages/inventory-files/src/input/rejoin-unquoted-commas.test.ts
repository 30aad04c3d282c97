import { describe, expect, it } from 'vitest';
import type { ColumnPositions } from './match-input-columns.ts';
import { rejoinUnquotedCommas } from './rejoin-unquoted-commas.ts';

const TEMPLATE: ColumnPositions = { publisher: 0, title: 1, version: 2 };

describe(rejoinUnquotedCommas.name, () => {
  it.each([
    [
      ['Cisco Systems', ' Inc.', 'Cisco Secure Client - AnyConnect VPN', '5.0.05040'],
      ['Cisco Systems, Inc.', 'Cisco Secure Client - AnyConnect VPN', '5.0.05040'],
    ],
    [
      ['Tableau Software', ' LLC', 'Tableau 2023.3 (20233.23.1017.0948)', '23.3.936'],
      ['Tableau Software, LLC', 'Tableau 2023.3 (20233.23.1017.0948)', '23.3.936'],
    ],
    [
      ['Zoom Video Communications', ' Inc.', 'Zoom(64bit)', '5.16.10 (26186)'],
      ['Zoom Video Communications, Inc.', 'Zoom(64bit)', '5.16.10 (26186)'],
    ],
    [
      ['Acme', ' Co.', ' Ltd.', 'Tool', ''],
      ['Acme, Co., Ltd.', 'Tool', ''],
    ],
    // Central European legal forms.
    [
      ['ESET', ' spol. s r.o.', 'ESET Endpoint Security', '10.1.2050.0'],
      ['ESET, spol. s r.o.', 'ESET Endpoint Security', '10.1.2050.0'],
    ],
    [
      ['Contoso', ' sp. z o.o.', 'Contoso Agent', '1.0'],
      ['Contoso, sp. z o.o.', 'Contoso Agent', '1.0'],
    ],
    // The title's own comma, once the publisher is whole.
    [
      ['Azul Systems', ' Inc.', 'Azul Zulu JDK 17.28.13 (17)', ' 64-bit', '17.28.13'],
      ['Azul Systems, Inc.', 'Azul Zulu JDK 17.28.13 (17), 64-bit', '17.28.13'],
    ],
    [
      ['Acme', 'Tool', ' the editor', ' English', '2.1'],
      ['Acme', 'Tool, the editor, English', '2.1'],
    ],
    [
      // Wireshark's installer writes its web address into the publisher.
      ['The Wireshark developer community', ' https://www.wireshark.org', 'Wireshark 4.0.8 64-bit', '4.0.8'],
      ['The Wireshark developer community, https://www.wireshark.org', 'Wireshark 4.0.8 64-bit', '4.0.8'],
    ],
    [
      ['Contoso', ' www.contoso.com', ' Inc.', 'Contoso Agent', '1.0'],
      ['Contoso, www.contoso.com, Inc.', 'Contoso Agent', '1.0'],
    ],
  ])('rejoins %j', (cells, expected) => {
    expect(rejoinUnquotedCommas(cells, 3, TEMPLATE)).toEqual(expected);
  });

  it('joins every cell of a publisher-only row: the file has no other column', () => {
    const PUBLISHER_ONLY: ColumnPositions = { publisher: 0, title: undefined, version: undefined };
    expect(rejoinUnquotedCommas(['(c) 2006-2011', ' Tom Thielicke IT Solutions'], 1, PUBLISHER_ONLY)).toEqual([
      '(c) 2006-2011, Tom Thielicke IT Solutions',
    ]);
    expect(rejoinUnquotedCommas(['Acme', ' Inc.'], 1, PUBLISHER_ONLY)).toEqual(['Acme, Inc.']);
    expect(rejoinUnquotedCommas(['Acme Inc.'], 1, PUBLISHER_ONLY)).toBeUndefined();
  });

  it.each([
    // Not too long.
    [['Cisco Systems, Inc.', 'Cisco Secure Client', '5.0'], 3, TEMPLATE],
    // Extra cells under no header: which one is the version is not known.
    [['B', 'T2', '2', 'PC', 'extra'], 4, { publisher: 0, title: 1, version: 2 }],
    // The cell after the title is a version too: cannot tell which one is the version.
    [['Acme', 'Tool', '1.0', '2.0'], 3, TEMPLATE],
    [['Acme', 'Tool', ' v2', '2.1'], 3, TEMPLATE],
    // The version is not the last column.
    [['Acme', 'Tool', 'x', '1.0'], 3, { publisher: 0, title: 2, version: 1 }],
  ] as const)('leaves %j as it is', (cells, headerLength, positions) => {
    expect(rejoinUnquotedCommas(cells, headerLength, positions)).toBeUndefined();
  });
});
