// What the account forms say for each error code (spec §5 and §8, word for word where the spec
// has words). The same code can read differently per form: login hides which of e-mail and
// password was wrong, register and forgot name the e-mail problem.

export type AccountForm = 'login' | 'register' | 'forgot' | 'reset' | 'changePassword' | 'deleteAccount' | 'profile';

export const MESSAGES = {
  email: 'Please enter a valid email address.',
  password:
    'Please use min. 8 characters with a mix of big/small letters and number. Increase security by adding special characters (optional).',
  repeatPassword: 'Please repeat password correctly.',
  captcha: 'Please enter a valid captcha.',
  loginFailed: 'Please enter a valid email or password.',
  notVerified: 'Please verify your email to continue your registration process.',
  disabled: 'Your account is temporary disabled. Please contact sales.',
  emailExists: 'The email has been registered.',
  emailNotExists: 'The email not exists.',
  // Not in the spec (it shows no message for these); worded like its others.
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  oldPasswordWrong: 'Your current password is not correct.',
  ownsCatalogue: 'You own a catalogue. Please close it first, in your workspace under Subscription.',
  // The profile fields (issue 26 item 1), asked at registration and in My account › Profile.
  name: 'Please use at most 60 characters on one line for your name.',
  jobTitle: 'Please use at most 60 characters on one line for your job title.',
  companyName: 'Please use at most 120 characters on one line for your company.',
  // Spec §5's image upload tip, as the refusal of a photo that does not fit it.
  photo: 'JPG, GIF or PNG. Max size of 800K',
  unexpected: 'Something went wrong. Please try again.',
} as const;

/** Spec: the hint shown while a new password is typed. */
export const PASSWORD_HINT = MESSAGES.password;

export type ShownError = { field: string; message: string };

/** Where a server or form error shows, and what it says. Unknown codes read as 'unexpected' on the form. */
export function accountErrorMessage(form: AccountForm, error: { field: string; code: string }): ShownError {
  const { field, code } = error;
  if (code === 'too_many_attempts') return { field: '', message: MESSAGES.tooManyAttempts };
  if (code === 'account_delete_supplier_owner') return { field: '', message: MESSAGES.ownsCatalogue };
  if (field === 'captcha') return { field, message: MESSAGES.captcha };
  if (field === 'token') return { field: '', message: MESSAGES.resetLinkInvalid };
  if (field === 'repeatPassword') return { field, message: MESSAGES.repeatPassword };
  if (field === 'oldPassword' || code === 'account_password_wrong')
    return { field, message: MESSAGES.oldPasswordWrong };
  if (form === 'login') {
    // Spec §5: a malformed address is said as such; only a refused login hides which field was wrong.
    if (code === 'invalid_email') return { field: 'email', message: MESSAGES.email };
    if (code === 'account_login_email_not_verfied') return { field: 'email', message: MESSAGES.notVerified };
    if (code === 'account_is_temporary_disabled') return { field: 'email', message: MESSAGES.disabled };
    if (field === 'email' || field === 'password') return { field: 'email', message: MESSAGES.loginFailed };
  }
  if (field === 'email') {
    if (code === 'account_register_email_exists') return { field, message: MESSAGES.emailExists };
    if (code === 'account_forgot_email_not_exists') return { field, message: MESSAGES.emailNotExists };
    return { field, message: MESSAGES.email };
  }
  if (field === 'password') return { field, message: MESSAGES.password };
  if (field === 'name' || field === 'jobTitle' || field === 'companyName') return { field, message: MESSAGES[field] };
  if (field === 'file') return { field, message: MESSAGES.photo };
  return { field: '', message: MESSAGES.unexpected };
}
