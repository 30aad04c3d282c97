import { describe, expect, it } from 'vitest';
import { cpeKey, cpeOfName, makerKeys } from './cpe-names.ts';

describe(cpeKey.name, () => {
  it.each([
    ['VLC media player', 'vlc_media_player'],
    ['7-Zip', '7-zip'],
    ['Backup & Replication', 'backup_&_replication'],
    ['Notepad++', 'notepad++'],
  ])('reads %s as NVD writes %s', (name, cpe) => {
    expect(cpeKey(name)).toBe(cpeKey(cpe));
  });

  it('keeps signs at the ends: notepad-- is not Notepad', () => {
    expect(cpeKey('notepad--')).not.toBe(cpeKey('Notepad'));
  });
});

describe(makerKeys.name, () => {
  it('reads a maker as NVD names vendors: without organisation words or "The", and by a first word alone', () => {
    expect([...makerKeys(['The Adium Team', 'Python Software Foundation'])]).toEqual([
      'theadiumteam',
      'adium',
      'pythonsoftwarefoundation',
      'pythonsoftware',
      'python',
    ]);
  });
});

describe(cpeOfName.name, () => {
  // Pairs as the content pack lists them, the pair most CVEs name first.
  const byProductKey = {
    smartstorageadministrator: ['hp:smart_storage_administrator'],
    liveupdate: ['symantec:liveupdate', 'asus:live_update'],
    agent: ['acronis:agent', 'grafana:agent'],
  };

  it.each([
    ['HP Smart Storage Administrator', 'HP', 'cpe:2.3:a:hp:smart_storage_administrator'],
    ['LiveUpdate', 'Symantec', 'cpe:2.3:a:symantec:liveupdate'],
    ['Live Update', 'ASUS', 'cpe:2.3:a:asus:live_update'],
  ])('%s by %s is %s', (name, maker, cpe) => {
    expect(cpeOfName(byProductKey, name, maker, makerKeys([maker]))).toBe(cpe);
  });

  it('gives none where the maker is not the vendor: a name alone is not enough', () => {
    expect(cpeOfName(byProductKey, 'Figma Agent', 'Figma', makerKeys(['Figma']))).toBeUndefined();
    expect(cpeOfName(byProductKey, 'LiveUpdate', 'Contoso', makerKeys(['Contoso']))).toBeUndefined();
  });

  it("works out the maker's keys only for a name NVD knows", () => {
    let asked = 0;
    const makers = () => {
      asked += 1;
      return makerKeys(['Symantec']);
    };
    expect(cpeOfName(byProductKey, 'Contoso Payroll', 'Symantec', makers)).toBeUndefined();
    expect(asked).toBe(0);
    expect(cpeOfName(byProductKey, 'LiveUpdate', 'Symantec', makers)).toBe('cpe:2.3:a:symantec:liveupdate');
    expect(asked).toBe(1);
  });
});
