// The account pages' addresses: links and redirects in the browser, and the links the Worker puts
// in mails (verify, reset) and in the invite URL.

/** Spec §2: the account modal's panes; the linked ones are full pages too (/account/{pane}). */
export type AccountPane = 'login' | 'register' | 'registered' | 'forgot' | 'reset';

/** Spec §8: where a `supplier_disable` answer sends the browser. */
export const LOGIN_ROUTE = '/account/login';

/** The full pages of the panes a link can lead to; links keep them as real addresses (no JavaScript, new tab). */
export const PANE_PATHS = {
  login: LOGIN_ROUTE,
  register: '/account/register',
  forgot: '/account/forgot',
} as const satisfies Partial<Record<AccountPane, string>>;

export type LinkedPane = keyof typeof PANE_PATHS;

export const MY_ACCOUNT_PATH = '/account';

/** The link of the verification mail. */
export const verifyEmailPath = (token: string) => `/account/verify?token=${token}`;
/** The link of the reset mail. */
export const resetPasswordPath = (token: string) => `/account/reset?token=${token}`;
/** The register link a user shares (GET invite-url). */
export const invitedRegisterPath = (inviteCode: string) => `${PANE_PATHS.register}?invite=${inviteCode}`;
