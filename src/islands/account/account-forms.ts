import { CAPTCHA_LENGTH } from '#src/shared/account-rules.ts';

// What each account form holds, and when its submit button is enabled (spec §5). The values are
// the inputs as typed; the shared valibot schemas (lib/account-rules.ts) judge them on submit.

export type LoginValues = { email: string; password: string; captcha: string };
export type RegisterValues = {
  email: string;
  password: string;
  repeatPassword: string;
  terms: boolean;
  invite?: string;
  /** Optional (issue 26 item 1): how suppliers and colleagues will see this person. */
  name: string;
  jobTitle: string;
  companyName: string;
};
export type ForgotValues = { email: string };
export type ResetValues = { token: string; password: string; repeatPassword: string };
export type ChangePasswordValues = { oldPassword: string; password: string; repeatPassword: string };

const filled = (value: string) => value.trim() !== '';
const newPasswordRepeated = ({ password, repeatPassword }: { password: string; repeatPassword: string }) =>
  password !== '' && password === repeatPassword;

/** Spec: login submit only when email, password and a 6-character captcha are present. */
export const canSubmitLogin = ({ email, password, captcha }: LoginValues) =>
  filled(email) && password !== '' && captcha.trim().length === CAPTCHA_LENGTH;

/** Spec: register only with the terms ticked, email and password present and the passwords matching. */
export const canSubmitRegister = (values: RegisterValues) =>
  values.terms && filled(values.email) && newPasswordRepeated(values);

/** Spec: forgot submit needs an email. */
export const canSubmitForgot = ({ email }: ForgotValues) => filled(email);

/** Spec: reset submit needs a password equal to its repeat. */
export const canSubmitReset = (values: ResetValues) => newPasswordRepeated(values);

/** Like reset, plus the current password. */
export const canSubmitChangePassword = (values: ChangePasswordValues) =>
  values.oldPassword !== '' && newPasswordRepeated(values);
