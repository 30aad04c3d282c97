import { describe, expect, it } from 'vitest';
import { applicationPairOf, isPackagingPurl, toCpePrefix, toPurlBase } from './cpe-and-purl.ts';

describe(toCpePrefix.name, () => {
  it('keeps part, vendor and product of a CPE 2.3 string', () => {
    expect(toCpePrefix('cpe:2.3:a:mozilla:firefox')).toBe('cpe:2.3:a:mozilla:firefox');
    expect(toCpePrefix('cpe:2.3:a:mozilla:firefox:115.0:*:*:*:esr:*:*:*')).toBe('cpe:2.3:a:mozilla:firefox');
    expect(toCpePrefix('cpe:2.3:a:foo\\:bar:baz')).toBe('cpe:2.3:a:foo\\:bar:baz');
  });

  it('converts CPE 2.2 URIs', () => {
    expect(toCpePrefix('cpe:/a:cakephp:cakephp')).toBe('cpe:2.3:a:cakephp:cakephp');
    expect(toCpePrefix('cpe:/o:debian:debian_linux:12')).toBe('cpe:2.3:o:debian:debian_linux');
    expect(toCpePrefix('cpe:/a:notepad-plus-plus:notepad%2b%2b')).toBe('cpe:2.3:a:notepad-plus-plus:notepad\\+\\+');
  });

  it('answers undefined for incomplete or foreign strings', () => {
    expect(toCpePrefix('cpe:/a:vendor')).toBeUndefined();
    expect(toCpePrefix('pkg:npm/x')).toBeUndefined();
  });
});

describe(toPurlBase.name, () => {
  it('drops version, qualifiers and subpath', () => {
    expect(toPurlBase('pkg:generic/firefox')).toBe('pkg:generic/firefox');
    expect(toPurlBase('pkg:npm/%40adonisjs/core@6.0.0')).toBe('pkg:npm/%40adonisjs/core');
    expect(toPurlBase('pkg:oci/gatekeeper?repository_url=cgr.dev/chainguard')).toBe('pkg:oci/gatekeeper');
    expect(toPurlBase('repology:firefox')).toBeUndefined();
  });
});

describe(isPackagingPurl.name, () => {
  it.each([
    ['pkg:deb/debian/elasticsearch', true],
    ['pkg:docker/library/mysql', true],
    ['pkg:apk/alpine/firefox', true],
    ['pkg:brew/ffmpeg', true],
    ['pkg:github/nginx/nginx', false],
    ['pkg:generic/python', false],
    ['pkg:npm/angular', false],
    ['not a purl', false],
  ])('%s → %s', (purl, expected) => {
    expect(isPackagingPurl(purl)).toBe(expected);
  });
});

describe(applicationPairOf.name, () => {
  it.each([
    ['cpe:2.3:a:microsoft:visual_c\\+\\+_redistributable', 'microsoft:visual_c\\+\\+_redistributable'],
    ['cpe:2.3:a:microsoft:visual_studio:2013', 'microsoft:visual_studio'],
    // An escaped colon is part of its value.
    ['cpe:2.3:a:1c:1c\\:enterprise:8.3', '1c:1c\\:enterprise'],
    // Not an application, or not a CPE 2.3 with a product.
    ['cpe:2.3:o:microsoft:windows_10_22h2', undefined],
    ['cpe:2.3:a:microsoft', undefined],
    ['cpe:/a:microsoft:word', undefined],
  ])('%s → %s', (cpe, pair) => {
    expect(applicationPairOf(cpe)).toBe(pair);
  });
});
