import { atom } from 'nanostores';
import type { AdminUserPage, AdminUserSupplier, UserFilters, UserStatus } from '#src/shared/admin-users.ts';
import { withOverlay } from '#src/stores/pending-calls.ts';
import { request, RequestError } from './request.ts';

// The admin area's calls (issue 14: /api/admin/user/*). Every call goes through adminCall, which
// notices when the caller is no longer signed in (401) or no longer an administrator (403): the
// area then shows the login pane or the not-for-you message instead of a broken screen.

export type AdminAccess = 'granted' | 'signed_out' | 'not_admin';
export const $adminAccess = atom<AdminAccess>('granted');

export async function adminCall<T>(path: string, body: unknown): Promise<T> {
  try {
    return await request<T>(`/api/admin${path}`, { method: 'POST', body });
  } catch (failure) {
    const status = failure instanceof RequestError ? failure.httpStatus : null;
    if (status === 401) $adminAccess.set('signed_out');
    if (status === 403) $adminAccess.set('not_admin');
    throw failure;
  }
}

export type UserQuery = UserFilters & { pageNo: number; pageSize: number };

/** POST admin/user/pager (no overlay: the list shows its own loading). */
export function fetchUserPage(query: UserQuery): Promise<AdminUserPage> {
  return adminCall('/user/pager', query);
}

export function fetchUserSuppliers(userId: number): Promise<AdminUserSupplier[]> {
  return adminCall('/user/suppliers', { userId });
}

export function updateUserStatus(userId: number, status: UserStatus): Promise<null> {
  return withOverlay(() => adminCall('/user/update-status', { userId, status }));
}

export function updateAdminRole(userId: number, isAdmin: boolean): Promise<null> {
  return withOverlay(() => adminCall('/user/update-admin', { userId, isAdmin }));
}

export function resendVerification(userId: number): Promise<null> {
  return withOverlay(() => adminCall('/user/resend-verification', { userId }));
}
