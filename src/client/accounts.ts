import type { ACCOUNT_VISIBILITIES, ProfileChanges } from '#src/shared/account-rules.ts';
import type { CurrentUser } from '#src/shared/current-user.ts';
import { request } from './request.ts';

// The account calls the browser makes (spec §7 Account), named for what they do.

const post = <T>(url: string, body: unknown) => request<T>(url, { method: 'POST', body });

/** Spec: GET supplier/home/captcha?v= — a new picture for each `version` (v only defeats caches). */
export const captchaUrl = (version: number) => `/api/supplier/home/captcha?v=${version}`;

export const logIn = (input: { email: string; password: string; captcha: string }) =>
  post<CurrentUser>('/api/login', input);
/** The name, job title and company are optional (issue 26 item 1). */
export const register = (
  input: {
    email: string;
    password: string;
    repeatPassword: string;
    invite?: string;
    returnTo?: string;
  } & ProfileChanges,
) => post<{ email: string }>('/api/register', input);
export const requestPasswordReset = (input: { email: string }) => post<null>('/api/forgot', input);
export const resetPassword = (input: { token: string; password: string; repeatPassword: string }) =>
  post<null>('/api/reset-password', input);
/** Spec: GET logout ends this browser's session and clears its cookies; only our own pages may ask. */
export const endSession = () => request<null>('/api/logout', { changesState: true });

/** The user behind this browser's session, or null for a visitor. */
export const currentUser = () => request<CurrentUser | null>('/api/current');
export const changePassword = (input: { oldPassword: string; password: string; repeatPassword: string }) =>
  post<null>('/api/app/account/update', input);
export const updateVisibility = (visibility: (typeof ACCOUNT_VISIBILITIES)[number]) =>
  post<{ visibility: string }>('/api/app/account/update-visibility', { visibility });
/** The password is asked again: a session left open is not enough. */
export const deleteAccount = (input: { password: string }) =>
  request<null>('/api/app/account/delete', { method: 'DELETE', body: input });
/** The register link this user shares; joiners show under My catalogue > Invited users. */
export const inviteUrl = () => request<{ url: string }>('/api/invite-url');
/** My account › Profile (issue 26 item 1): a field left out is kept, an empty one cleared. */
export const updateProfile = (input: ProfileChanges) => post<CurrentUser>('/api/app/account/update-profile', input);
/** The cropper's output (JPG, GIF or PNG, up to 800K) as the account's photo. */
export function updateAvatar(file: Blob, fileName = 'avatar.png') {
  const form = new FormData();
  form.append('file', file, fileName);
  return post<CurrentUser>('/api/app/account/update-avatar', form);
}
/** Back to the initials on a colour (spec §9's avatar fallback). */
export const removeAvatar = () => post<CurrentUser>('/api/app/account/remove-avatar', {});
