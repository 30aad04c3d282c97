import { describe, expect, it } from 'vitest';
import { modelFixture } from '../testing/content-fixture.ts';
import { compileWords } from './compile-words.ts';
import { readPackageIdentity } from './package-identity.ts';

describe(readPackageIdentity.name, () => {
  const { codeHost } = compileWords(modelFixture.words);
  const isPublisher = (word: string) =>
    ['microsoft', 'github', 'python software foundation'].includes(word.toLowerCase());

  it.each([
    ['Microsoft.WindowsCalculator', { publisher: 'Microsoft', title: 'Windows Calculator' }],
    ['Microsoft.MicrosoftEdge.Stable', { publisher: 'Microsoft', title: 'Microsoft Edge' }],
    ['Microsoft.DesktopAppInstaller', { publisher: 'Microsoft', title: 'Desktop App Installer' }],
    ['SpotifyAB.SpotifyMusic', { publisher: 'Spotify AB', title: 'Spotify Music' }],
    ['AD2F1837.HPPrinterControl', { publisher: null, title: 'HP Printer Control' }],
    ['5319275A.WhatsAppDesktop', { publisher: null, title: 'Whats App Desktop' }],
    ['DellInc.DellSupportAssistforPCs', { publisher: 'Dell Inc', title: 'Dell Support Assist for PCs' }],
    [
      'ZoomVideoCommunicationsInc.ZoomforWindows',
      { publisher: 'Zoom Video Communications Inc', title: 'Zoom for Windows' },
    ],
    ['AppleInc.iCloud', { publisher: 'Apple Inc', title: 'iCloud' }],
    // The identity's publisher, repeated in the name, is a brand.
    ['GitHub.GitHubDesktop', { publisher: 'GitHub', title: 'GitHub Desktop' }],
    ['PythonSoftwareFoundation.Python.3.11', { publisher: 'Python Software Foundation', title: 'Python' }],
    // A macOS bundle identifier: the maker's domain reversed, then the app.
    ['com.microsoft.Word', { publisher: 'microsoft', title: 'Word' }],
    ['org.mozilla.firefox', { publisher: 'mozilla', title: 'firefox' }],
    ['com.microsoft.VSCode', { publisher: 'microsoft', title: 'VSCode' }],
    ['com.1password.1password', { publisher: '1password', title: '1password' }],
    ['io.github.keepassxreboot.KeePassXC', { publisher: 'keepassxreboot', title: 'KeePassXC' }],
    ['king.com.CandyCrushSaga', { publisher: 'king com', title: 'Candy Crush Saga' }],
    // Framework packages carry their line after the name: no version of the package.
    ['Microsoft.VCLibs.140.00', { publisher: 'Microsoft', title: 'VC Libs' }],
    ['Microsoft.VCLibs.140.00.UWPDesktop', { publisher: 'Microsoft', title: 'VC Libs UWP Desktop' }],
    ['Microsoft.UI.Xaml.2.8', { publisher: 'Microsoft', title: 'UI Xaml' }],
    ['Microsoft.NET.Native.Runtime.2.2', { publisher: 'Microsoft', title: 'NET Native Runtime' }],
  ])('%s → %j', (title, expected) => {
    expect(readPackageIdentity(title, isPublisher, '', codeHost)).toEqual(expected);
  });

  it.each([
    ['5319275A.WhatsAppDesktop', 'WhatsApp Inc.', 'WhatsApp Desktop'],
    ['7EE7776C.LinkedInforWindows', 'LinkedIn', 'LinkedIn for Windows'],
    ['5319275A.WhatsAppDesktop', 'Meta', 'Whats App Desktop'],
  ])('%s, published by %j, keeps its brands: %j', (title, publisher, expected) => {
    expect(readPackageIdentity(title, isPublisher, publisher)?.title).toBe(expected);
  });

  it.each([
    'Paint.NET',
    'Node.js',
    'draw.io',
    'Notepad++',
    'Microsoft Teams',
    'Contoso.Reporting',
    'python3.10',
    'Microsoft.549981C3F5F10',
    '7-Zip 19.00',
    'Setup.exe',
    'DiscordChatExporter.GUI',
    'MyMoney.Net',
  ])('%s is a name, not a package identity', (title) => {
    expect(readPackageIdentity(title, isPublisher)).toBeUndefined();
  });
});
