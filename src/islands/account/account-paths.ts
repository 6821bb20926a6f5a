import { LOGIN_ROUTE } from '#src/client/request.ts';
import type { AccountPane } from '#src/stores/account-modal.ts';

/** The full pages of the panes a link can lead to; links keep them as real addresses (no JavaScript, new tab). */
export const PANE_PATHS = {
  login: LOGIN_ROUTE,
  register: '/account/register',
  forgot: '/account/forgot',
} as const satisfies Partial<Record<AccountPane, string>>;

export type LinkedPane = keyof typeof PANE_PATHS;

export const MY_ACCOUNT_PATH = '/account';
