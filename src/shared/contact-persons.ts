import * as v from 'valibot';
import { emailRule } from './account-rules.ts';
import { MAX_CONTACTS, text } from './company-profile.ts';
import { recordIdSchema } from './record-id.ts';

// Spec §7 supplier/contact-person (list, search-accounts, search-account, update): the sales team
// one person at a time, for clients that manage it that way (the mobile app, an ERP). The same
// people as the Contact tab's list (PATCH supplier/home/contacts). A person joins by accepting an
// invitation (src/shared/team-invitations.ts); until then they are listed to the owner as invited.

/** 'member': accepted, on the company page, answers chats; 'invited': waiting for their answer. */
export const CONTACT_STATUSES = ['member', 'invited'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** One of the supplier's sales contacts, or a person invited to be one, as its owner manages them. */
export type ContactPerson = {
  /** The contact's user id. */
  id: number;
  status: ContactStatus;
  /** The address the owner invited them by. */
  email: string;
  /** An invited person's name and picture show once they accept. */
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

/** POST search-accounts: among the people who follow the catalogue, by name or whole e-mail. */
export const searchAccountsSchema = v.object({ keyword: text(100, 1) });
export const MAX_ACCOUNT_MATCHES = 20;

/** POST search-account: the registered user with exactly this e-mail. */
export const searchAccountSchema = v.object({ email: emailRule });

/** update names its person by `id` or by `email`: one of the two. */
export const ID_OR_EMAIL = 'id_or_email_required';

/**
 * POST update: `{email}` invites the app user with that e-mail (or changes them when already on the
 * team or invited); `{id}` changes a member or an invitation, and `remove` takes the member off the
 * team or withdraws the invitation. Fields left out keep their value.
 */
export const updateContactPersonSchema = v.pipe(
  v.object({
    id: v.optional(recordIdSchema),
    email: v.optional(emailRule),
    jobTitle: v.optional(text(60)),
    canPost: v.optional(v.boolean('invalid_type')),
    isNew: v.optional(v.boolean('invalid_type')),
    remove: v.optional(v.boolean('invalid_type'), false),
  }),
  v.check((input) => (input.id === undefined) !== (input.email === undefined), ID_OR_EMAIL),
);
export type UpdateContactPersonInput = v.InferOutput<typeof updateContactPersonSchema>;

/** A team, with the people invited to it, has at most as many people as the Contact tab holds. */
export const CONTACT_TEAM_FULL = `too_many_${MAX_CONTACTS}`;
