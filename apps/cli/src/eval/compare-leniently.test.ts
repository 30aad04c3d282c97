import { describe, expect, it } from 'vitest';
import {
  isSameProduct,
  isSameProductLine,
  isSamePublisher,
  isSameVersion,
  isShorterPublisherForm,
  versionKey,
  withoutReleaseLine,
  withoutUnseenChannel,
} from './compare-leniently.ts';

describe(isSamePublisher.name, () => {
  it.each([
    ['Microsoft', 'Microsoft Corporation', true],
    ['Oracle', 'Oracle and/or its affiliates', true],
    ['microsoft corp.', 'Microsoft Corporation', true],
    ['JetBrains', 'JetBrains s.r.o.', true],
    ['Azul Systems', 'Azul Systems, Inc.', true],
    ['Foxit Software', 'Foxit Software Co., Ltd.', true],
    ['TeamViewer', 'TeamViewer Germany GmbH', false],
    ['Acme GmbH & Co. KG', 'ACME', true],
    ['AG', 'AG', true],
    ['Python Software Foundation', 'Python Software Foundation', true],
    ['Revopoint', 'Revopoint 3D Technologies Inc.', false],
    ['Ascensio System', 'Ascensio System SIA', true],
    ['迅雷网络技术', '迅雷网络技术有限公司', true],
    ['腾讯科技(深圳)', '腾讯科技(深圳)有限公司', true],
    ['Tencent', '腾讯科技(深圳)有限公司', false],
    ['Mozilla', 'Google LLC', false],
    [null, 'Mozilla', false],
    ['', 'Mozilla', false],
  ])('%j vs %j → %s', (got, expected, isSame) => {
    expect(isSamePublisher(got, expected)).toBe(isSame);
  });
});

describe(isShorterPublisherForm.name, () => {
  it.each([
    ['Cisco', 'Cisco Systems, Inc.', true],
    ['Zoom', 'Zoom Video Communications, Inc.', true],
    ['Cisco Systems', 'Cisco Systems, Inc.', false],
    ['Microsoft', 'Skype Technologies S.A.', false],
    ['', 'Cisco Systems', false],
  ])('%j for %j → %s', (got, expected, isShorter) => {
    expect(isShorterPublisherForm(got, expected)).toBe(isShorter);
  });
});

describe(isSameProduct.name, () => {
  it.each([
    ['Mozilla Firefox', 'Mozilla Firefox', ['Mozilla'], true],
    ['mozilla firefox', 'Mozilla Firefox', [], true],
    ['Firefox', 'Mozilla Firefox', ['Mozilla'], true],
    ['Mozilla Firefox', 'Firefox', ['Mozilla Foundation'], true],
    ['Visual Studio Code', 'Microsoft Visual Studio Code', ['Microsoft Corporation'], true],
    ['7-Zip (x64)', '7-Zip', [], true],
    ['7-Zip x64', '7 Zip', [], true],
    ['Python 3.12 (64-bit)', 'Python 3.12', [], true],
    ['Node.js', 'NodeJS', [], true],
    ['SyncBackPro', 'SyncBackPro', ['2BrightSparks'], true],
    [
      'Microsoft Visual C++ 2010 Redistributable',
      'Microsoft Visual C++ 2010 x64 Redistributable',
      ['Microsoft Corporation'],
      true,
    ],
    ['Eclipse Temurin JDK with Hotspot', 'Eclipse Temurin JDK x86-64 with Hotspot', [], true],
    // An architecture-like brand word inside a name still counts.
    ['Development Studio', 'Arm Development Studio', [], false],
    ['Disk Imager', 'Win32 Disk Imager', [], false],
    // What still counts: editions, years, major versions, other words.
    ['Notepad++', 'Notepad', [], false],
    ['Microsoft Visual C++ 2013 Redistributable', 'Microsoft Visual C++ 2015 Redistributable', ['Microsoft'], false],
    ['Python 3.11', 'Python 3.12', [], false],
    ['Java SE Development Kit 17', 'Java SE Development Kit', [], false],
    ['TreeSize Free', 'TreeSize Professional', [], false],
    ['Firefox', 'Mozilla Firefox', [], false],
    ['Microsoft', 'Microsoft Edge', ['Microsoft'], false],
    [null, 'Mozilla Firefox', ['Mozilla'], false],
  ] as const)('%j vs %j (publishers %j) → %s', (got, expected, publishers, isSame) => {
    expect(isSameProduct(got, expected, publishers)).toBe(isSame);
  });
});

describe(isSameVersion.name, () => {
  it.each([
    ['3.12.0', '3.12.0', true],
    ['3.12', '3.12.0', true],
    ['10.2.129', '10.2.129.0', true],
    ['1.6.0.27573', '1.6.00.27573', true],
    ['v2.1', '2.1', true],
    [' 4.6.3 ', '4.6.3', true],
    ['3.12.1', '3.12', false],
    ['3.12.150.0', '3.12.0', false],
    ['9-5-2-2', '9.5.2.2', false],
    ['2.0', '20', false],
    ['1.0.0-beta', '1.0.0', false],
    [null, '1.0', false],
    ['', '', true],
  ])('%j vs %j → %s', (got, expected, isSame) => {
    expect(isSameVersion(got, expected)).toBe(isSame);
  });

  it('keeps at least one component', () => {
    expect(versionKey('0.0')).toBe('0');
  });
});

describe(withoutReleaseLine.name, () => {
  it.each([
    ['Microsoft .NET Runtime 7.0', '7.0.5', 'microsoft net runtime'],
    ['Azul Zulu JDK 11', '11.50.19', 'azul zulu jdk'],
    ['Python 3', '3.9.8', 'python'],
    ['Microsoft .NET Runtime 8.0 Preview', '8.0.0-preview.7', 'microsoft net runtime preview'],
    ['PyCharm Professional Edition', '2023.1', 'pycharm professional'],
    ['MuseScore 4', '4.1.1', 'musescore'],
    // A number that is not the version's line stays: it names another product.
    ['Microsoft Visual C++ 2013 Redistributable', '12.0.40660', 'microsoft visual c++ 2013 redistributable'],
    ['Liberica JDK 17', '11.0.18', 'liberica jdk 17'],
    ['7', '7.1', '7'],
  ])('%j at %j → %j', (name, version, expected) => {
    expect(withoutReleaseLine(name, version)).toBe(expected);
  });
});

describe(withoutUnseenChannel.name, () => {
  it.each([
    // winget's Canary package registers as plain "Android Studio": nothing in the row says Canary.
    ['Android Studio Canary', 'Android Studio', null, 'android studio'],
    ['Everything (Alpha)', 'Everything 1.5.0.1315a (x64)', null, 'everything'],
    // The title shows the channel and the output gives it its own field.
    ['Reactotron (Pre-release)', 'Reactotron (Pre-release) 3.0.0', 'Preview', 'reactotron'],
    ['RubyMine (EAP)', 'RubyMine 2023.2 EAP', 'Early Access', 'rubymine'],
    // The title shows it and the output drops it: the expected name stands.
    ['Android Studio Beta', 'Android Studio Beta', null, 'Android Studio Beta'],
    ['Android Studio Beta', 'Android Studio Beta', '2022', 'Android Studio Beta'],
    // No channel at its end, or nothing but a channel: unchanged.
    ['Beta Sync Tool', 'Beta Sync Tool', null, 'Beta Sync Tool'],
    ['Canary', 'Canary', null, 'Canary'],
  ])('%j for the title %j, release %j → %j', (expected, title, release, result) => {
    expect(withoutUnseenChannel(expected, title, release)).toBe(result);
  });
});

describe(isSameProductLine.name, () => {
  it('accepts a release line repeating the version, on either side, but not another product (the version is scored on its own)', () => {
    const same = (got: string, gotVersion: string, expected: string, expectedVersion: string) =>
      isSameProductLine({ name: got, version: gotVersion }, { name: expected, version: expectedVersion }, ['Azul']);
    expect(same('Azul Zulu JDK', '11.50.19', 'Azul Zulu JDK 11', '11.50.19')).toBe(true);
    expect(same('MuseScore 4', '4.1.1', 'MuseScore', '4.1.1')).toBe(true);
    expect(same('Azul Zulu JRE', '11.50.19', 'Azul Zulu JDK 11', '11.50.19')).toBe(false);
  });
});
