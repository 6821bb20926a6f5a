import { ACCOUNT_VISIBILITIES } from '#src/lib/account-rules.ts';

/** The signed-in user as GET /api/current and /api/app/account/current give it. */
export type AccountUser = {
  id: number;
  email: string;
  name: string;
  visibility: (typeof ACCOUNT_VISIBILITIES)[number];
  isAdmin: boolean;
  profile: { avatarUrl: string | null; name: string; jobTitle: string; companyName: string };
  supplier: { id: number; name: string } | null;
};
