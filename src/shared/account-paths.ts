// The account pages' addresses: links and redirects in the browser, and the links the Worker puts
// in mails (verify, reset) and in the invite URL.

/** Spec §2: the account modal's panes; the linked ones are full pages too (/account/{pane}). */
export type AccountPane = 'login' | 'register' | 'registered' | 'forgot' | 'reset';

export const LOGIN_ROUTE = '/account/login';
/**
 * Spec §8: where a disabled catalogue (a `supplier_disable` answer, or one of its pages) sends the
 * browser: the login route, saying why the visitor landed there (issue 26) instead of a bare form.
 */
export const UNAVAILABLE_CATALOGUE_LOGIN = `${LOGIN_ROUTE}?catalogue=unavailable`;
/** The login page's sentence for that visitor. */
export const UNAVAILABLE_CATALOGUE_NOTICE =
  'This catalogue is not available at the moment. Log in to reach your account and the catalogues you follow.';

/** The full pages of the panes a link can lead to; links keep them as real addresses (no JavaScript, new tab). */
export const PANE_PATHS = {
  login: LOGIN_ROUTE,
  register: '/account/register',
  forgot: '/account/forgot',
} as const satisfies Partial<Record<AccountPane, string>>;

export type LinkedPane = keyof typeof PANE_PATHS;

export const MY_ACCOUNT_PATH = '/account';

/** The link of the verification mail; `returnTo` is where the person was going when they registered. */
export const verifyEmailPath = (token: string, returnTo?: string) =>
  `/account/verify?token=${token}${returnTo && returnTo !== '/' ? `&return=${encodeURIComponent(returnTo)}` : ''}`;
/** The login page, coming back to `returnTo` (a path of this site) after the login. */
export const loginPath = (returnTo: string) =>
  returnTo === '/' ? LOGIN_ROUTE : `${LOGIN_ROUTE}?return=${encodeURIComponent(returnTo)}`;
/** The link of the reset mail. */
export const resetPasswordPath = (token: string) => `/account/reset?token=${token}`;
/** The register link a user shares (GET invite-url). */
export const invitedRegisterPath = (inviteCode: string) => `${PANE_PATHS.register}?invite=${inviteCode}`;
