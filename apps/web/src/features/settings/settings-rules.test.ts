import type { ConfigParameter, DisplayConfigResponse } from '@rnorm/contracts';
import { describe, expect, it } from 'vitest';
import { clampToRange, parseParameterValue, shownSections } from './settings-rules.ts';

const int: ConfigParameter = { Description: 'Rows', Value: 5, Type: 'Int' };
const flag: ConfigParameter = { Description: 'On', Value: true, Type: 'Boolean' };

describe(parseParameterValue.name, () => {
  it('reads the text of a value by its type', () => {
    expect(parseParameterValue(int, '20000')).toBe(20_000);
    expect(parseParameterValue(flag, 'false')).toBe(false);
    expect(parseParameterValue(flag, 'TRUE')).toBe(true);
    expect(parseParameterValue({ ...int, Type: 'Float' }, '0.35')).toBe(0.35);
    expect(parseParameterValue({ ...int, Type: 'String' }, '5')).toBe('5');
  });

  it('keeps a text that does not fit the type as text', () => {
    expect(parseParameterValue(int, '')).toBe('');
    expect(parseParameterValue(int, 'many')).toBe('many');
    expect(parseParameterValue(flag, 'maybe')).toBe('maybe');
  });
});

describe(clampToRange.name, () => {
  it('keeps a value within min and max', () => {
    expect(clampToRange(1.4, 0, 1)).toBe(1);
    expect(clampToRange(-2, 0, 1)).toBe(0);
    expect(clampToRange(0.82, 0, 1)).toBe(0.82);
  });
});

describe(shownSections.name, () => {
  const display: DisplayConfigResponse = {
    Config: {
      General: { DisplayName: 'General', Parameters: { mode: { Description: 'Mode', Value: 'x', Type: 'String' } } },
      Jobs: { DisplayName: 'Jobs', Parameters: { chunk_rows: int } },
      Raw: { DisplayName: 'Raw', Parameters: { return_raw_version: flag } },
    },
  };

  it('leaves out the hidden sections and parameters, and sections left empty', () => {
    expect(shownSections(display, undefined)).toEqual([
      { key: 'Jobs', displayName: 'Jobs', parameters: [{ name: 'chunk_rows', parameter: int, value: 5 }] },
    ]);
  });

  it('takes the values from the values call when it has them', () => {
    const [jobs] = shownSections(display, { Config: { Jobs: { chunk_rows: '20000' } } });
    expect(jobs?.parameters[0]?.value).toBe(20_000);
  });
});
