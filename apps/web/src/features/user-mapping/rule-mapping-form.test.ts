import { describe, expect, it } from 'vitest';
import {
  changeField,
  checkRecordParams,
  createRequest,
  emptyNormalizedState,
  fillVersionParts,
  isFieldEnabled,
  normalizedErrors,
  normalizedStateOf,
  rawErrors,
  searchParams,
  updateRequest,
  versionParts,
  type NormalizedState,
} from './rule-mapping-form.ts';

function stateWith(values: Partial<NormalizedState['values']>, chosen = true): NormalizedState {
  let state = emptyNormalizedState();
  for (const [field, value] of Object.entries(values)) {
    state = changeField(state, field as keyof NormalizedState['values'], value, chosen);
  }
  return state;
}

describe('rule mapping form rules', () => {
  it('enables Name after Publisher and Version after Name', () => {
    const empty = emptyNormalizedState().values;
    expect(isFieldEnabled('publisher', empty)).toBe(true);
    expect(isFieldEnabled('name', empty)).toBe(false);
    expect(isFieldEnabled('version', empty)).toBe(false);
    expect(isFieldEnabled('major', empty)).toBe(true);
    const withPublisher = stateWith({ publisher: 'Mozilla' }).values;
    expect(isFieldEnabled('name', withPublisher)).toBe(true);
    expect(isFieldEnabled('version', withPublisher)).toBe(false);
    expect(isFieldEnabled('name', stateWith({ publisher: ' ' }).values)).toBe(false);
  });

  it('clears the children of a cleared parent, and only them', () => {
    const full = stateWith({ publisher: 'Mozilla', name: 'Firefox', version: '128.0', major: '128' });
    const cleared = changeField(full, 'publisher', '', false);
    expect(cleared.values).toMatchObject({ publisher: '', name: '', version: '', major: '128' });
    expect(cleared.chosen).toMatchObject({ name: false, version: false, major: true });
    const nameCleared = changeField(full, 'name', '', false);
    expect(nameCleared.values).toMatchObject({ publisher: 'Mozilla', name: '', version: '' });
  });

  it('reads major, minor, patch and build from a version, and fills only the empty ones', () => {
    expect(versionParts('24.1.2')).toEqual({ major: '24', minor: '1', patch: '2' });
    expect(versionParts('1.2.3.4.5')).toEqual({ major: '1', minor: '2', patch: '3', build: '4' });
    expect(versionParts('2024')).toEqual({ major: '2024' });
    const state = fillVersionParts(stateWith({ minor: '9' }), '24.1.2');
    expect(state.values).toMatchObject({ major: '24', minor: '9', patch: '2', build: '' });
    expect(state.chosen).toMatchObject({ major: true, patch: true });
  });

  it('requires publisher, name and version, and a choice for every typed value', () => {
    expect(normalizedErrors(emptyNormalizedState())).toEqual({
      publisher: 'Publisher is required',
      name: 'Name is required',
      version: 'Version is required',
    });
    const typed = stateWith({ publisher: 'Mozilla', name: 'Firefox', version: '128.0' });
    expect(normalizedErrors(changeField(typed, 'edition', 'ESR', false))).toEqual({
      edition: 'Choose a value from the suggestions',
    });
    expect(normalizedErrors(changeField(typed, 'edition', 'ESR', true))).toEqual({});
    expect(rawErrors({ publisher: '', name: ' ', version: '1' })).toEqual({
      publisher: 'Publisher is required',
      name: 'Name is required',
    });
  });

  it('asks the type-ahead with the fields before the typed one, in form order, the typed one last', () => {
    const values = stateWith({ publisher: 'Mozilla', name: 'Firefox', version: '128.0', edition: 'ESR' }).values;
    expect(Object.entries(searchParams('publisher', 'Moz', values))).toEqual([['publisher', 'Moz']]);
    expect(Object.entries(searchParams('name', 'Fi', values))).toEqual([
      ['publisher', 'Mozilla'],
      ['name', 'Fi'],
    ]);
    expect(Object.entries(searchParams('major', '12', values))).toEqual([
      ['publisher', 'Mozilla'],
      ['name', 'Firefox'],
      ['version', '128.0'],
      ['major', '12'],
    ]);
    expect(checkRecordParams(values)).toEqual({
      publisher: 'Mozilla',
      name: 'Firefox',
      version: '128.0',
      edition: 'ESR',
    });
  });

  it('sends empty optional values as null', () => {
    const values = stateWith({
      publisher: 'Mozilla',
      name: 'Firefox',
      version: '128.0',
      major: '128',
      language: ' ',
    }).values;
    expect(updateRequest(values)).toEqual({
      publisher: 'Mozilla',
      name: 'Firefox',
      version: '128.0',
      major: '128',
      minor: null,
      patch: null,
      build: null,
      release: null,
      edition: null,
      servicepack: null,
      architecture: null,
      language: null,
    });
    expect(createRequest({ publisher: 'Mozilla Corp', name: 'Firefox ESR x64', version: '128.0.1' }, values)).toEqual({
      Publisher: 'Mozilla Corp',
      Title: 'Firefox ESR x64',
      Version: '128.0.1',
      any_version: false,
      publisher_normalised: 'Mozilla',
      name_normalised: 'Firefox',
      version_normalised: '128.0',
      major_normalised: '128',
      minor_normalised: null,
      patch_normalised: null,
      build_normalised: null,
      release_normalised: null,
      edition_normalised: null,
      servicepack_normalised: null,
      architecture_normalised: null,
      language_normalised: null,
    });
  });

  it('takes a stored rule as chosen values', () => {
    const state = normalizedStateOf({
      publisher: 'Mozilla',
      name: 'Firefox',
      version: '128.0',
      major: '128',
      minor: null,
      patch: null,
      build: null,
      release: null,
      edition: 'ESR',
      servicepack: null,
      architecture: null,
      language: null,
    });
    expect(state.values.edition).toBe('ESR');
    expect(state.values.minor).toBe('');
    expect(normalizedErrors(state)).toEqual({});
  });
});
