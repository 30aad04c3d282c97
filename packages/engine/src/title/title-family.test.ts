import { describe, expect, it } from 'vitest';
import { familyKeyText, titleFamily } from './title-family.ts';

describe(titleFamily.name, () => {
  it.each([
    ['Mozilla Firefox 128.0.3 (x64 en-US)', '128.0.3', 'mozilla firefox (x64 en-us)'],
    ['Mozilla Firefox (x64 en-US)', '130.0', 'mozilla firefox (x64 en-us)'],
    ['7-Zip 23.01 (x64)', '23.01.00.0', '7-zip (x64)'],
    ['Python 3.11.4 (64-bit)', '3.11.4150.0', 'python (64-bit)'],
    [
      'Microsoft Visual C++ 2015-2022 Redistributable (x64) - 14.38.33130',
      '14.38.33130.0',
      'microsoft visual c++ 2015-2022 redistributable (x64)',
    ],
    ['Notepad++ (v8.6.2)', '8.6.2', 'notepad++'],
    ['VLC media player', '3.0.20', 'vlc media player'],
    ['Microsoft Office 2016', '16.0.4266.1001', 'microsoft office 2016'],
    ['Driver Booster 10', '10.4.0', 'driver booster 10'],
    ['Java 8 Update 381', '8.0.3810.9', 'java 8 update 381'],
    ['WinRAR 7.01 (64-bit)', '7.01.0', 'winrar (64-bit)'],
    ['Git version 2.43.0', '2.43.0', 'git version'],
    ['HP LaserJet Pro MFP M428f', '', 'hp laserjet pro mfp m428f'],
    ['PuTTY release 0.80 (64-bit)', '0.80.0.0', 'putty release (64-bit)'],
    ['Adobe Acrobat Reader DC', '24.001.20604', 'adobe acrobat reader dc'],
    ['1.2.3', '1.2.3', '1.2.3'],
    ['Tool 2024', '2024', 'tool'],
    ['Foo 1.0.5', '1.0', 'foo'],
  ])('"%s" at %s is the family "%s"', (title, version, family) => {
    expect(titleFamily(title, version)).toBe(family);
  });
});

describe(familyKeyText.name, () => {
  it('is one key for the versions of a product from one publisher, written in any case and spacing', () => {
    expect(familyKeyText('Igor Pavlov', '7-Zip 23.01 (x64)', '23.01')).toBe(
      familyKeyText('IGOR  PAVLOV', '7-Zip 24.08 (x64)', '24.08'),
    );
  });

  it('tells publishers, architectures and lines apart', () => {
    const x64 = familyKeyText('Igor Pavlov', '7-Zip 23.01 (x64)', '23.01');
    expect(familyKeyText('Someone Else', '7-Zip 23.01 (x64)', '23.01')).not.toBe(x64);
    expect(familyKeyText('Igor Pavlov', '7-Zip 23.01', '23.01')).not.toBe(x64);
    expect(familyKeyText('Microsoft', 'Microsoft Office 2016', '16.0')).not.toBe(
      familyKeyText('Microsoft', 'Microsoft Office 2019', '16.0'),
    );
  });
});
