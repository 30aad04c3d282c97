import { modelFixture } from '@rnorm/engine/testing';
import { describe, expect, it } from 'vitest';
import { decodeContentPackage, encodeContentPackage } from './content-package.ts';

describe(decodeContentPackage.name, () => {
  it('reads a model package whose rules and dictionaries are valid', () => {
    const body = encodeContentPackage({ kind: 'model', model: modelFixture });
    expect(decodeContentPackage(body)).toEqual({ kind: 'model', model: modelFixture });
  });

  it('refuses a model package with a rule that does not compile or an unknown field, naming each', () => {
    const model = {
      ...modelFixture,
      ignoreRules: [...modelFixture.ignoreRules, { id: 'broken', pattern: '^Hotfix (for', reason: 'A hotfix.' }],
      legalSufixes: ['Inc.'],
    };
    const body = encodeContentPackage({ kind: 'model', model });
    const index = modelFixture.ignoreRules.length;
    expect(() => decodeContentPackage(body)).toThrow(
      [
        'the model package is not valid:',
        `model package: ignoreRules entry ${index} ("broken") field "pattern": regular expression does not compile with flags "i": Invalid regular expression: /^Hotfix (for/i: Unterminated group`,
        'model package: field "legalSufixes": unknown key (did you mean "legalSuffixes"?)',
      ].join('\n'),
    );
  });
});
