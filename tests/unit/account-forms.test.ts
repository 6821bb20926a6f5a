import { describe, expect, it } from 'vitest';
import {
  canSubmitChangePassword,
  canSubmitForgot,
  canSubmitLogin,
  canSubmitRegister,
  canSubmitReset,
} from '#src/islands/account/account-forms.ts';
import { safeReturnPath } from '#src/shared/return-path.ts';

describe('when an account form may be sent (spec §5)', () => {
  it('login needs an e-mail, a password and a 6-character captcha', () => {
    const filled = { email: 'a@b.co', password: 'secret', captcha: 'AB12CD' };
    expect(canSubmitLogin(filled)).toBe(true);
    expect(canSubmitLogin({ ...filled, email: '  ' })).toBe(false);
    expect(canSubmitLogin({ ...filled, password: '' })).toBe(false);
    expect(canSubmitLogin({ ...filled, captcha: 'AB12C' })).toBe(false);
    expect(canSubmitLogin({ ...filled, captcha: ' AB12CD ' })).toBe(true);
  });

  it('register needs the terms ticked, an e-mail and a password repeated exactly; the profile is optional', () => {
    const profile = { name: '', jobTitle: '', companyName: '' };
    const filled = { email: 'a@b.co', password: 'Secret123', repeatPassword: 'Secret123', terms: true, ...profile };
    expect(canSubmitRegister(filled)).toBe(true);
    expect(canSubmitRegister({ ...filled, terms: false })).toBe(false);
    expect(canSubmitRegister({ ...filled, email: '' })).toBe(false);
    expect(canSubmitRegister({ ...filled, repeatPassword: 'Secret12' })).toBe(false);
    expect(canSubmitRegister({ ...filled, password: '', repeatPassword: '' })).toBe(false);
  });

  it('forgot needs an e-mail; reset a password equal to its repeat; a change also the current one', () => {
    expect(canSubmitForgot({ email: 'a@b.co' })).toBe(true);
    expect(canSubmitForgot({ email: ' ' })).toBe(false);
    expect(canSubmitReset({ token: 't', password: 'Secret123', repeatPassword: 'Secret123' })).toBe(true);
    expect(canSubmitReset({ token: 't', password: 'Secret123', repeatPassword: 'secret123' })).toBe(false);
    expect(
      canSubmitChangePassword({ oldPassword: 'Old12345', password: 'Secret123', repeatPassword: 'Secret123' }),
    ).toBe(true);
    expect(canSubmitChangePassword({ oldPassword: '', password: 'Secret123', repeatPassword: 'Secret123' })).toBe(
      false,
    );
  });
});

describe('where the login page goes afterwards', () => {
  it.each([
    ['/demo', '/demo'],
    ['/demo/product/12/drill?version=3#notes', '/demo/product/12/drill?version=3#notes'],
    [null, '/'],
    ['', '/'],
    ['demo', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/.//evil.example', '/'],
  ])('return=%j leads to %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
