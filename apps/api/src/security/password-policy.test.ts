import { serverMessages } from '@rnorm/contracts';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe(passwordProblem.name, () => {
  it.each([
    ['        ', undefined, serverMessages.passwordBlank],
    ['\t  \u00a0  \n ', undefined, serverMessages.passwordBlank],
    ['aaaaaaaa', undefined, serverMessages.passwordTooSimple],
    ['12121212', undefined, serverMessages.passwordTooSimple],
    ['12345678', undefined, serverMessages.passwordTooCommon],
    ['password', undefined, serverMessages.passwordTooCommon],
    ['Password1', undefined, serverMessages.passwordTooCommon],
    ['qwertyuiop', undefined, serverMessages.passwordTooCommon],
    ['iloveyou1', undefined, serverMessages.passwordTooCommon],
    ['jdoe2026!', 'jdoe', serverMessages.passwordHasUsername],
    ['my JDoe pass', 'jdoe', serverMessages.passwordHasUsername],
    ['grace_hopper', 'Grace_Hopper', serverMessages.passwordHasUsername],
  ])('refuses %j (username %j)', (password, username, message) => {
    expect(passwordProblem(password, username)).toBe(message);
  });

  it.each([
    ['correct horse battery staple', undefined],
    ['navy cobol 1906', 'grace_hopper'],
    // A username this short is part of too many words to refuse.
    ['a brand new day', 'an'],
    ['пароль для входа 7', 'ivan'],
    ['パスワードは長い方が良い', undefined],
    ['Tr0ub4dor&3xyz', undefined],
  ])('accepts %j (username %j)', (password, username) => {
    expect(passwordProblem(password, username)).toBeUndefined();
  });

  it('refuses without a username only what needs none', () => {
    expect(passwordProblem('jdoe2026!')).toBeUndefined();
  });
});
