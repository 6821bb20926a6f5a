import * as v from 'valibot';
import type { Page } from './api.ts';
import { recordIdSchema } from './record-id.ts';

// The admin area's Users screen (issue 14; spec §1 "an admin area with users", §6 admin role): the
// calls under /api/admin/user, one schema each, used by the API on every call and by the screen.

/** An account's state: a disabled one cannot log in (spec §8 account_is_temporary_disabled). */
export const USER_STATUSES = ['active', 'temporarily_disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** POST admin/user/pager, beside { pageNo, pageSize }: every filter optional, all of them together. */
export const userFiltersSchema = v.object({
  /** Part of an e-mail address or a name. */
  keyword: v.optional(v.pipe(v.string('invalid_keyword'), v.trim(), v.maxLength(100, 'invalid_keyword')), ''),
  /** true: verified e-mail addresses only; false: unverified only. */
  verified: v.optional(v.boolean('invalid_verified')),
  status: v.optional(v.picklist(USER_STATUSES, 'invalid_status')),
  /** true: users who own a catalogue; false: users who own none. */
  owners: v.optional(v.boolean('invalid_owners')),
});
export type UserFilters = v.InferInput<typeof userFiltersSchema>;

/** POST admin/user/update-status. */
export const userStatusSchema = v.object({
  userId: recordIdSchema,
  status: v.picklist(USER_STATUSES, 'invalid_status'),
});

/** POST admin/user/update-admin: grant (true) or revoke (false) the admin role. */
export const userAdminRoleSchema = v.object({
  userId: recordIdSchema,
  isAdmin: v.boolean('invalid_is_admin'),
});

/** POST admin/user/resend-verification and POST admin/user/suppliers. */
export const userIdSchema = v.object({ userId: recordIdSchema });

/** One row of the users list. */
export type AdminUser = {
  id: number;
  email: string;
  name: string;
  /** The person's own profile (issue 26 item 1): job title, company and photo. */
  jobTitle: string;
  companyName: string;
  avatar: string | null;
  status: UserStatus;
  emailVerified: boolean;
  isAdmin: boolean;
  createdAt: number;
  /** When a session last started for this account; null: not since the column exists (issue 26 item 6). */
  lastSignInAt: number | null;
  /** How many catalogues the user owns. */
  supplierCount: number;
};
export type AdminUserPage = Page<AdminUser>;

/** A catalogue a user owns (POST admin/user/suppliers). */
export type AdminUserSupplier = { id: number; name: string; companyName: string; status: 'active' | 'disabled' };

/** The codes the calls refuse with, beyond the schemas'. */
export const ADMIN_USER_ERRORS = {
  userNotFound: 'user_not_found',
  ownStatus: 'cannot_change_own_status',
  lastAdmin: 'last_admin',
  alreadyVerified: 'email_already_verified',
} as const;
