import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { captchaTestAnswer } from '#functions/api/account/captcha-cookie.ts';
import {
  captchaRule,
  emailRule,
  loginSchema,
  newPasswordRule,
  nonEmptyRule,
  numericRule,
  optional,
  passwordRule,
  registerSchema,
  websiteRule,
} from '#src/shared/account-rules.ts';
import { accountErrorMessage, MESSAGES } from '#src/shared/account-messages.ts';

const passes = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe('account rules (spec §5)', () => {
  it('takes e-mail addresses trimmed and case-insensitive', () => {
    expect(v.parse(emailRule, '  Buyer@Example.COM ')).toBe('buyer@example.com');
    for (const bad of ['', 'buyer', 'buyer@', '@example.com', 'buyer@example', 'two words@example.com'])
      expect(passes(emailRule, bad)).toBe(false);
  });

  it('asks 8+ letters, digits or punctuation with a letter and a digit of a password', () => {
    expect(passes(passwordRule, 'abcdefg1')).toBe(true);
    expect(passes(passwordRule, 'abc!@#$1')).toBe(true);
    for (const bad of ['abcdef1', 'abcdefgh', '12345678', 'abcdefg 1', 'abcdéfg1'])
      expect(passes(passwordRule, bad)).toBe(false);
  });

  it('asks upper and lower case of a new password (the stricter rule)', () => {
    expect(passes(newPasswordRule, 'Abcdefg1')).toBe(true);
    expect(passes(newPasswordRule, 'abcdefg1')).toBe(false);
    expect(passes(newPasswordRule, 'ABCDEFG1')).toBe(false);
  });

  it('takes a captcha of exactly 6 letters or digits after trimming', () => {
    expect(v.parse(captchaRule, ' ab12CD ')).toBe('ab12CD');
    for (const bad of ['ab12C', 'ab12CD7', 'ab 2CD', 'ab-2CD']) expect(passes(captchaRule, bad)).toBe(false);
  });

  it('has the other rules: website, non-empty, numeric and optional', () => {
    for (const good of [
      'example.com',
      'www.example.co.uk',
      'https://shop.example.com:8080/path?q=1',
      'http://example.store',
    ])
      expect(passes(websiteRule, good)).toBe(true);
    for (const bad of ['example', 'http://', 'example.toolongtld', 'ftp://example.com'])
      expect(passes(websiteRule, bad)).toBe(false);
    expect(passes(nonEmptyRule, '   ')).toBe(false);
    expect(passes(numericRule, '12.5')).toBe(true);
    expect(passes(numericRule, '12a')).toBe(false);
    expect(passes(optional(websiteRule), '')).toBe(true);
    expect(passes(optional(websiteRule), 'nope')).toBe(false);
  });

  it('reports a repeat that differs on repeatPassword', () => {
    const result = v.safeParse(registerSchema, { email: 'a@b.co', password: 'Abcdefg1', repeatPassword: 'Abcdefg2' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['repeatPassword', 'password_mismatch'],
    ]);
  });

  it('names each bad login field with its code', () => {
    const result = v.safeParse(loginSchema, { email: 'x', password: 'short', captcha: '1' }, { abortPipeEarly: true });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['email', 'invalid_email'],
      ['password', 'invalid_password'],
      ['captcha', 'invalid_captcha'],
    ]);
  });
});

describe('account messages (spec §8)', () => {
  it('hides on login which of e-mail and password was wrong, on the e-mail line', () => {
    expect(accountErrorMessage('login', { field: 'password', code: 'invalid_password' })).toEqual({
      field: 'email',
      message: MESSAGES.loginFailed,
    });
    expect(accountErrorMessage('login', { field: 'email', code: 'account_login_failed' })).toEqual({
      field: 'email',
      message: 'Please enter a valid email or password.',
    });
    expect(accountErrorMessage('login', { field: 'email', code: 'account_login_email_not_verfied' }).message).toBe(
      'Please verify your email to continue your registration process.',
    );
    expect(accountErrorMessage('login', { field: 'email', code: 'account_is_temporary_disabled' }).message).toBe(
      'Your account is temporary disabled. Please contact sales.',
    );
    expect(accountErrorMessage('login', { field: 'captcha', code: 'captcha_invalid' }).message).toBe(
      'Please enter a valid captcha.',
    );
  });

  it('names the e-mail problem on register and forgot', () => {
    expect(accountErrorMessage('register', { field: 'email', code: 'account_register_email_exists' }).message).toBe(
      'The email has been registered.',
    );
    expect(accountErrorMessage('register', { field: 'email', code: 'invalid_email' }).message).toBe(
      'Please enter a valid email address.',
    );
    expect(accountErrorMessage('forgot', { field: 'email', code: 'account_forgot_email_not_exists' }).message).toBe(
      'The email not exists.',
    );
    expect(accountErrorMessage('reset', { field: 'repeatPassword', code: 'password_mismatch' }).message).toBe(
      'Please repeat password correctly.',
    );
    expect(accountErrorMessage('reset', { field: 'password', code: 'invalid_password' }).message).toMatch(
      /^Please use min\. 8 characters/,
    );
  });

  it('shows limits and unknown failures on the form, not on a field', () => {
    expect(accountErrorMessage('login', { field: '', code: 'too_many_attempts' }).field).toBe('');
    expect(accountErrorMessage('forgot', { field: '', code: 'internal_error' })).toEqual({
      field: '',
      message: MESSAGES.unexpected,
    });
  });
});

describe('the captcha test answer', () => {
  it('is honoured only by a local Worker, and only when it is 6 letters or digits', () => {
    expect(captchaTestAnswer({ VITRINE_ENV: 'local', VITRINE_CAPTCHA_ANSWER: 'test42' })).toBe('TEST42');
    expect(captchaTestAnswer({ VITRINE_ENV: 'production', VITRINE_CAPTCHA_ANSWER: 'TEST42' })).toBeNull();
    expect(captchaTestAnswer({ VITRINE_ENV: 'local', VITRINE_CAPTCHA_ANSWER: 'abc' })).toBeNull();
    expect(captchaTestAnswer({ VITRINE_ENV: 'local' })).toBeNull();
  });
});
