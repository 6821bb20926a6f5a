import * as v from 'valibot';
import { safeReturnPath } from './return-path.ts';

// The account forms' rules (spec §5), one module for the account island and the API: the browser
// checks as the user types, the server checks again and answers with the same codes.
// Schemas carry codes, not sentences; account-messages.ts turns codes into the spec's texts.

export const PASSWORD_MIN_LENGTH = 8;
export const CAPTCHA_LENGTH = 6;

// Spec: "only letters, digits or punctuation symbols" (ASCII punctuation).
const PASSWORD_CHARACTERS = /^[A-Za-z0-9!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]+$/;
// Anything an address in the wild looks like: one @, a dot in the domain, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const emailRule = v.pipe(
  v.string('invalid_email'),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, 'invalid_email'),
  v.regex(EMAIL_SHAPE, 'invalid_email'),
);

/** Spec: 8 or more letters, digits or punctuation, with at least one letter and one digit (login). */
export const passwordRule = v.pipe(
  v.string('invalid_password'),
  v.minLength(PASSWORD_MIN_LENGTH, 'invalid_password'),
  v.maxLength(128, 'invalid_password'),
  v.regex(PASSWORD_CHARACTERS, 'invalid_password'),
  v.regex(/[A-Za-z]/, 'invalid_password'),
  v.regex(/\d/, 'invalid_password'),
);

/** Spec's stricter variant, for every new password: upper and lower case and a digit, symbols optional. */
export const newPasswordRule = v.pipe(
  passwordRule,
  v.regex(/[a-z]/, 'invalid_password'),
  v.regex(/[A-Z]/, 'invalid_password'),
);

/** Spec: exactly 6 letters or digits after trimming. */
export const captchaRule = v.pipe(
  v.string('invalid_captcha'),
  v.trim(),
  v.regex(/^[A-Za-z0-9]{6}$/, 'invalid_captcha'),
);

/** Spec: http or https optional, www optional, a 2–5 letter top-level domain, optional port and path. */
export const websiteRule = v.pipe(
  v.string('invalid_website'),
  v.trim(),
  v.regex(
    /^(https?:\/\/)?(www\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,5}(:\d{1,5})?(\/\S*)?$/i,
    'invalid_website',
  ),
);

export const nonEmptyRule = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'));

export const numericRule = v.pipe(v.string('invalid_number'), v.trim(), v.regex(/^-?\d+(\.\d+)?$/, 'invalid_number'));

/** Spec's 'optional' flag: an empty value passes, anything else must pass the rule. */
export function optional<TRule extends v.GenericSchema<string, string>>(rule: TRule, code = 'invalid_value') {
  return v.union([v.pipe(v.string(), v.trim(), v.length(0)), rule], code);
}

export const loginSchema = v.object({ email: emailRule, password: passwordRule, captcha: captchaRule });

// Issue 26 item 1: a person's name, job title and company, shown wherever they are (company page
// contacts, chats, followers, blocked users, admin lists). All optional: empty shows the fallback.
export const PROFILE_NAME_MAX = 60;
export const PROFILE_JOB_TITLE_MAX = 60;
export const PROFILE_COMPANY_MAX = 120;

/** Trimmed, at most `max` characters, one line without control characters; empty is allowed. */
function profileText(max: number, code: string) {
  return v.pipe(v.string(code), v.trim(), v.maxLength(max, code), v.regex(/^[^\p{Cc}]*$/u, code));
}

export const profileNameRule = profileText(PROFILE_NAME_MAX, 'invalid_name');
export const profileJobTitleRule = profileText(PROFILE_JOB_TITLE_MAX, 'invalid_job_title');
export const profileCompanyRule = profileText(PROFILE_COMPANY_MAX, 'invalid_company_name');

/** The person's own profile fields, each optional: registration and My account › Profile share them. */
const profileEntries = {
  name: v.optional(profileNameRule),
  jobTitle: v.optional(profileJobTitleRule),
  companyName: v.optional(profileCompanyRule),
};

/** POST app/account/update-profile: a field left out keeps its value; an empty one clears it. */
export const updateProfileSchema = v.object(profileEntries);
export type ProfileChanges = v.InferOutput<typeof updateProfileSchema>;

export const registerSchema = v.pipe(
  v.object({
    email: emailRule,
    password: newPasswordRule,
    repeatPassword: v.string('password_mismatch'),
    /** The invitation code of the register link a user shared (GET invite-url), if any. */
    invite: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid_invite'))),
    /** Asked, optionally, at registration (issue 26 item 1); clients that send none keep working. */
    ...profileEntries,
    /**
     * Where the person was going (issue 26: 'create your catalogue' survives registration): the
     * verification mail's link carries it to the login. Only a path of this site; anything else is '/'.
     */
    returnTo: v.optional(
      v.pipe(
        v.string(),
        v.maxLength(500),
        v.transform((path: string) => safeReturnPath(path)),
      ),
    ),
  }),
  v.forward(
    v.check((input) => input.password === input.repeatPassword, 'password_mismatch'),
    ['repeatPassword'],
  ),
);

export const forgotSchema = v.object({ email: emailRule });

export const resetSchema = v.pipe(
  v.object({
    /** From the link in the reset e-mail (/account/reset?token=…). */
    token: v.pipe(
      v.string('account_reset_token_invalid'),
      v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'account_reset_token_invalid'),
    ),
    password: newPasswordRule,
    repeatPassword: v.string('password_mismatch'),
  }),
  v.forward(
    v.check((input) => input.password === input.repeatPassword, 'password_mismatch'),
    ['repeatPassword'],
  ),
);

/** Changing the password of a signed-in account asks for the current one too (see account-messages). */
export const changePasswordSchema = v.pipe(
  v.object({
    oldPassword: v.string('account_password_wrong'),
    password: newPasswordRule,
    repeatPassword: v.string('password_mismatch'),
  }),
  v.forward(
    v.check((input) => input.password === input.repeatPassword, 'password_mismatch'),
    ['repeatPassword'],
  ),
);

/** Deleting the account asks for the password again (a session left open is not enough). */
export const deleteAccountSchema = v.object({
  password: v.pipe(v.string('account_password_wrong'), v.nonEmpty('required')),
});

export const ACCOUNT_VISIBILITIES = ['visible', 'hidden'] as const;
export const visibilitySchema = v.object({ visibility: v.picklist(ACCOUNT_VISIBILITIES, 'invalid_visibility') });

/** The first problem per field, as the forms show them: {field: code}. */
export function firstCodeByField(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '';
    codes[field] ??= issue.message;
  }
  return codes;
}
