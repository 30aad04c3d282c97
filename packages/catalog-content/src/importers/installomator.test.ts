import { describe, expect, it } from 'vitest';
import { createTestDraft, csv } from '../testing/create-test-draft.ts';
import { importInstallomatorLabels } from './installomator.ts';

const HEADER = 'label,other_labels,name,app_name,type,expected_team_id,package_id';

const draftWithProducts = () => {
  const draft = createTestDraft();
  const add = (id: string, publisherId: string, publisher: string, name: string) => {
    draft.products.set(id, { id, publisherId: draft.publishers.ensure(publisherId, publisher), name, aliases: [] });
  };
  add('winget:Google.Chrome', 'google', 'Google', 'Google Chrome');
  add('winget:Google.Drive', 'google', 'Google', 'Google Drive');
  add('winget:Microsoft.Word', 'microsoft', 'Microsoft', 'Microsoft Word');
  add('winget:Microsoft.Excel', 'microsoft', 'Microsoft', 'Microsoft Excel');
  add('winget:Microsoft.Teams', 'microsoft', 'Microsoft', 'Microsoft Teams');
  add('winget:Microsoft.Outlook', 'microsoft', 'Microsoft', 'Microsoft Outlook');
  add('winget:Git.GCM', 'git-ecosystem', 'Git Ecosystem', 'Git Credential Manager');
  add('winget:Proxyman.Proxyman', 'proxyman', 'Proxyman', 'Proxyman');
  add('winget:TablePlus.TablePlus', 'tableplus', 'TablePlus', 'TablePlus');
  return draft;
};

describe(importInstallomatorLabels.name, () => {
  it('makes a Team ID an alias of the publisher whose products its applications are', () => {
    const draft = draftWithProducts();
    const counts = importInstallomatorLabels(
      csv(
        HEADER,
        'googlechrome,,Google Chrome,,pkg,EQHXZ8M8AV,',
        'googledrive,,Google Drive,,pkg,EQHXZ8M8AV,',
        // The .app name when it differs from the label's name.
        'microsoftword,,Microsoft Word,Microsoft Word.app,pkg,UBF8T346G9,',
        'microsoftexcel,,Microsoft Excel,,pkg,UBF8T346G9,',
        'microsoftteams,,Microsoft Teams,,pkg,UBF8T346G9,',
        'microsoftoutlook,,Microsoft Outlook,,pkg,UBF8T346G9,',
        // Microsoft signs Git Credential Manager too, catalogued under its project: nearly all is enough.
        'gcm,,Git Credential Manager,,pkg,UBF8T346G9,',
        // Two makers' apps under one Team ID alike: neither.
        'proxyman,,Proxyman,,dmg,3X57WP8E8V,',
        'tableplus,,TablePlus,,dmg,3X57WP8E8V,',
        // Apple's own software, several Team IDs, a shell variable, an app the catalog does not know: nothing.
        'xcode,,Xcode,,pkg,Software Update,',
        'chromeboth,,Google Chrome,,pkg,EQHXZ8M8AV;ABCDE12345,',
        'variable,,${appName},,pkg,EQHXZ8M8AV,',
        'unknownapp,,Contoso Widget,,dmg,ZZZZZZZZZZ,',
      ),
      draft,
    );
    expect(counts).toEqual({ labels: 13, appsFound: 9, teamIds: 2, ambiguous: 1 });
    expect(draft.publishers.find('EQHXZ8M8AV')).toBe('google');
    expect(draft.publishers.find('UBF8T346G9')).toBe('microsoft');
    expect(draft.publishers.find('3X57WP8E8V')).toBeUndefined();
    expect(draft.publishers.find('ZZZZZZZZZZ')).toBeUndefined();
  });
});
