import type { UpdateStateEntry } from '@rnorm/contracts';
import { describe, expect, it } from 'vitest';
import { hasUpdatesAvailable, packageButton } from './package-actions.ts';

const entry = (state: string, stateAction?: string[]): UpdateStateEntry => ({
  currentVersion: '1.0',
  nextVersion: '1.1',
  state,
  ...(stateAction ? { stateAction } : {}),
});

describe(packageButton.name, () => {
  it('offers Download and Download and Install for an available update, from the first and second action', () => {
    expect(packageButton(entry('Update available', ['download:Content', 'download_install:Content']))).toEqual({
      kind: 'menu',
      label: 'Download',
      items: [
        { label: 'Download', actionId: 'download:Content' },
        { label: 'Download and Install', actionId: 'download_install:Content' },
      ],
    });
  });

  it('offers Install for a downloaded update, from the first action', () => {
    expect(packageButton(entry('Update downloaded', ['install:Model']))).toEqual({
      kind: 'menu',
      label: 'Install',
      items: [{ label: 'Install', actionId: 'install:Model' }],
    });
  });

  it('leaves an item without action when the server offers none', () => {
    const button = packageButton(entry('Update available'));
    expect(button.kind === 'menu' && button.items.map((item) => item.actionId)).toEqual([undefined, undefined]);
  });

  it.each(['Latest', 'Downloading', 'Installing', 'Restart to apply', 'Verifying'])('shows %s as a label', (state) => {
    expect(packageButton(entry(state))).toEqual({ kind: 'label', label: state });
  });
});

describe(hasUpdatesAvailable.name, () => {
  it('is true when some package is not Latest, false when all are or nothing is known', () => {
    expect(hasUpdatesAvailable({ UpdateState: { Content: entry('Latest'), Model: entry('Downloading') } })).toBe(true);
    expect(hasUpdatesAvailable({ UpdateState: { Content: entry('Latest'), Model: entry('Latest') } })).toBe(false);
    expect(hasUpdatesAvailable({ UpdateState: {} })).toBe(false);
    expect(hasUpdatesAvailable({ UpdateState: { Content: entry('') } })).toBe(false);
    expect(hasUpdatesAvailable(undefined)).toBe(false);
  });
});
