import * as v from 'valibot';
import { emailRule } from './account-rules.ts';
import type { Page } from './api.ts';
import { ALREADY_OWNS_SUPPLIER } from './company-profile.ts';
import { recordIdSchema } from './record-id.ts';

// The admin area's Suppliers screen (issue 14 item 3): the calls under /api/admin/supplier, one
// schema each, used by the API on every call and by the screen.

/** A disabled catalogue answers supplier_disable to everyone (spec §8: the login route). */
export const SUPPLIER_STATUSES = ['active', 'disabled'] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];

/** POST admin/supplier/pager, beside { pageNo, pageSize }: both filters optional. */
export const supplierFiltersSchema = v.object({
  /** Part of the URL name or the company name. */
  keyword: v.optional(v.pipe(v.string('invalid_keyword'), v.trim(), v.maxLength(100, 'invalid_keyword')), ''),
  status: v.optional(v.picklist(SUPPLIER_STATUSES, 'invalid_status')),
});
export type SupplierFilters = v.InferInput<typeof supplierFiltersSchema>;

/** POST admin/supplier/update-status. */
export const supplierStatusSchema = v.object({
  supplierId: recordIdSchema,
  status: v.picklist(SUPPLIER_STATUSES, 'invalid_status'),
});

/** POST admin/supplier/transfer: the new owner is named by the e-mail address they log in with. */
export const supplierTransferSchema = v.object({
  supplierId: recordIdSchema,
  email: emailRule,
});

/** One row of the suppliers list. */
export type AdminSupplier = {
  id: number;
  /** The URL name of its public pages. */
  name: string;
  companyName: string;
  status: SupplierStatus;
  /** Null once the owner's account is deleted. */
  owner: { id: number; email: string } | null;
  /** Active products: what the storefront shows. */
  productCount: number;
  followerCount: number;
  createdAt: number;
  /** The last edit of its catalogue or profile (each one moves the catalogue version). */
  updatedAt: number;
};
export type AdminSupplierPage = Page<AdminSupplier>;

/** The codes the calls refuse with, beyond the schemas'. */
export const ADMIN_SUPPLIER_ERRORS = {
  supplierNotFound: 'supplier_not_found',
  newOwnerNotFound: 'new_owner_not_found',
  newOwnerNotVerified: 'new_owner_not_verified',
  newOwnerDisabled: 'new_owner_disabled',
  alreadyOwner: 'already_owner',
  /** An account manages one catalogue, as when opening one (decision 023): it owns another already. */
  newOwnerOwnsCatalogue: ALREADY_OWNS_SUPPLIER,
  /** Another administrator transferred it meanwhile. */
  ownerChanged: 'owner_changed',
} as const;
