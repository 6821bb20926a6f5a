import * as v from 'valibot';
import { emailRule } from './account-rules.ts';
import { MAX_CONTACTS, text } from './company-profile.ts';
import { recordIdSchema } from './record-id.ts';

// Spec §7 supplier/contact-person (list, search-accounts, search-account, update): the sales team
// one person at a time, for clients that manage it that way (the mobile app, an ERP). The same
// people as the Contact tab's list (PATCH supplier/home/contacts), in the same table.

/** One of the supplier's sales contacts as its owner manages them. */
export type ContactPerson = {
  /** The contact's user id. */
  id: number;
  email: string;
  name: string;
  avatar: string | null;
  /** The title the supplier gives the contact; empty shows the user's own (ownJobTitle). */
  jobTitle: string;
  ownJobTitle: string;
  canPost: boolean;
  /** Added since the owner last marked the list seen (update with isNew false). */
  isNew: boolean;
};

/** A registered user the owner may add: no e-mail unless the owner typed it (search-account). */
export type AccountMatch = { id: number; name: string; avatar: string | null; jobTitle: string };

/** POST search-accounts: among the people who follow the catalogue, by name or e-mail. */
export const searchAccountsSchema = v.object({ keyword: text(100, 1) });
export const MAX_ACCOUNT_MATCHES = 20;

/** POST search-account: the registered user with exactly this e-mail. */
export const searchAccountSchema = v.object({ email: emailRule });

/**
 * POST update: adds the user as a contact (at the end, new) or changes one; `remove` takes them
 * off the team. Fields left out keep their value.
 */
export const updateContactPersonSchema = v.object({
  id: recordIdSchema,
  jobTitle: v.optional(text(60)),
  canPost: v.optional(v.boolean('invalid_type')),
  isNew: v.optional(v.boolean('invalid_type')),
  remove: v.optional(v.boolean('invalid_type'), false),
});
export type UpdateContactPersonInput = v.InferOutput<typeof updateContactPersonSchema>;

/** A team has at most as many people as the Contact tab holds. */
export const CONTACT_TEAM_FULL = `too_many_${MAX_CONTACTS}`;
