import { describe, expect, it } from 'vitest';
import { distanceFromSiteRoot, gitHubRepository, homepageKey, siteLabel, urlNamesAnyOf } from './homepage-key.ts';

describe(homepageKey.name, () => {
  it('keeps host and path only', () => {
    expect(homepageKey('https://www.7-zip.org/')).toBe('7-zip.org');
    expect(homepageKey('http://Example.com/Tool/index.html?ref=x#top')).toBe('example.com/tool');
    expect(homepageKey('https://github.com/nektos/act/')).toBe('github.com/nektos/act');
    expect(homepageKey('https://github.com/nektos/act.git')).toBe('github.com/nektos/act');
  });

  it('answers undefined for non-URLs and bare shared hosts', () => {
    expect(homepageKey('not a url')).toBeUndefined();
    expect(homepageKey('ftp://example.com/x')).toBeUndefined();
    expect(homepageKey('https://github.com/')).toBeUndefined();
  });
});

describe(gitHubRepository.name, () => {
  it('reads owner and repository of github.com URLs only', () => {
    expect(gitHubRepository('https://github.com/zodiacon/TotalRegistry/releases')).toEqual({
      owner: 'zodiacon',
      repository: 'TotalRegistry',
    });
    expect(gitHubRepository('https://github.com/zodiacon')).toBeUndefined();
    expect(gitHubRepository('https://gitlab.com/a/b')).toBeUndefined();
  });
});

describe(urlNamesAnyOf.name, () => {
  it('finds words as whole host labels or path segments', () => {
    const url = 'https://www.techpowerup.com/download/Throttle-Stop/';
    expect(urlNamesAnyOf(url, ['TechPowerUp'])).toBe(true);
    expect(urlNamesAnyOf(url, ['ThrottleStop'])).toBe(true);
    expect(urlNamesAnyOf(url, ['Throttle', 'Power'])).toBe(false);
    expect(urlNamesAnyOf('not a url', ['x'])).toBe(false);
  });
});

describe(distanceFromSiteRoot.name, () => {
  it.each([
    ['https://www.suse.com/', 0],
    ['https://www.suse.com/products/rancher', 2],
    ['https://github.com/suse', 2],
    ['https://github.com/rancher-sandbox/rancher-desktop', 3],
    ['ftp://example.com', Infinity],
    ['example', Infinity],
  ])('%s → %s', (url, distance) => {
    expect(distanceFromSiteRoot(url)).toBe(distance);
  });
});

describe(siteLabel.name, () => {
  it.each([
    ['https://www.7-zip.org/', '7-zip'],
    ['https://notepad-plus-plus.org/downloads/', 'notepad-plus-plus'],
    // Hosting sites and app stores name no maker: a project on GitHub is not github's.
    ['https://github.com/momentohq/momento-cli', undefined],
    ['https://chatty.github.io', undefined],
    ['https://apps.microsoft.com/detail/9nblggh42ths', undefined],
    ['not a url', undefined],
    [undefined, undefined],
  ])('%s → %s', (address, label) => {
    expect(siteLabel(address)).toBe(label);
  });
});
