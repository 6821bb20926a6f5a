import type { ACCOUNT_VISIBILITIES } from './account-rules.ts';
import type { Tag } from './engagement.ts';

/** Spec §3: the logged-in user as the site reads it (GET current, app/account/current). */
export type CurrentUser = {
  id: number;
  email: string;
  name: string;
  visibility: (typeof ACCOUNT_VISIBILITIES)[number];
  isAdmin: boolean;
  profile: { avatarUrl: string | null; name: string; jobTitle: string; companyName: string };
  /** Spec §3: the tag list delivered with the user data, the tag picker's (the user's supplier tags). */
  tags: Tag[];
  /** The supplier this user owns, if any. */
  supplier: { id: number; name: string } | null;
};
