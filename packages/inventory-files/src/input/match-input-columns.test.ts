import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../invalid-input-error.ts';
import { matchInputColumns } from './match-input-columns.ts';

describe(matchInputColumns.name, () => {
  it('matches the template header case-insensitively, trimmed, and ignores other columns', () => {
    expect(matchInputColumns(['Machine', ' VERSION ', 'title', 'publisher '], 'title')).toEqual({
      publisher: 3,
      title: 2,
      version: 1,
    });
  });

  it('accepts the names Add/Remove Programs, SCCM and osquery export, preferring the template name', () => {
    expect(matchInputColumns(['DisplayName0', 'Publisher0', 'Version0'], 'title')).toEqual({
      publisher: 1,
      title: 0,
      version: 2,
    });
    expect(matchInputColumns(['name', 'version', 'publisher'], 'title')).toEqual({
      publisher: 2,
      title: 0,
      version: 1,
    });
    expect(matchInputColumns(['Name', 'Title', 'Publisher'], 'title').title).toBe(1);
    expect(matchInputColumns(['Display Name', 'Publisher'], 'title').title).toBe(0);
  });

  it.each([
    // Intune's discovered apps export: the full version over the short one.
    [
      ['ApplicationKey', 'ApplicationName', 'ApplicationPublisher', 'ApplicationShortVersion', 'ApplicationVersion'],
      { publisher: 2, title: 1, version: 4 },
    ],
    // SCCM's v_GS_INSTALLED_SOFTWARE: the ARP name over the MSI product name.
    [['ProductName0', 'ARPDisplayName0', 'ProductVersion0', 'Publisher0'], { publisher: 3, title: 1, version: 2 }],
    // Lansweeper.
    [['softwareName', 'softwareVersion', 'softwarePublisher'], { publisher: 2, title: 0, version: 1 }],
  ])('reads the columns of %j', (header, expected) => {
    expect(matchInputColumns(header, 'title')).toEqual(expected);
  });

  it('leaves the version undefined when there is no Version column', () => {
    expect(matchInputColumns(['Publisher', 'Title'], 'title').version).toBeUndefined();
  });

  it('reads only Publisher for publisher jobs', () => {
    expect(matchInputColumns(['Publisher', 'Title', 'Version'], 'publisher')).toEqual({
      publisher: 0,
      title: undefined,
      version: undefined,
    });
  });

  it('names the missing column and the header it found', () => {
    const match = () => matchInputColumns(['Publisher', 'Product', 'Version'], 'title');
    expect(match).toThrow(InvalidInputError);
    expect(match).toThrow(
      'the input has no "Title" column (found "Publisher", "Product", "Version"); a title job expects the header ' +
        'Publisher,Title,Version.',
    );
    expect(() => matchInputColumns(['Vendr'], 'publisher')).toThrow(/no "Publisher" column/);
    expect(() => matchInputColumns(['a', 'b'], 'title')).toThrow(/no "Publisher" and "Title" column/);
  });
});
