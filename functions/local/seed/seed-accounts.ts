import type { Database } from '#functions/db/client.ts';
import { createUser } from '#functions/domain/accounts/users.ts';
import { avatarSvg } from './images/brand-marks.ts';
import type { MediaLibrary } from './media-library.ts';
import { daysBeforeSeed } from './seed-time.ts';

/** The one password of every demo account (local seed only; printed by npm start). */
export const SEED_PASSWORD = 'Vitrine2026!';

export type SeedAccount = {
  email: string;
  /** What the account is for, as npm start and the seed summary print it. */
  role: string;
  name: string;
  jobTitle: string;
  companyName: string;
  phone: string;
  countryCode: string;
  avatarColour: string;
  isAdmin?: boolean;
};

/** Owners first: each supplier's rows wait only for their owner's account (see createSeedAccounts). */
export const SEED_ACCOUNTS: SeedAccount[] = [
  {
    email: 'erik.lindqvist@vitrine.test',
    role: 'owner of nordic-fasteners',
    name: 'Erik Lindqvist',
    jobTitle: 'Managing Director',
    companyName: 'Nordic Fasteners AB',
    phone: '+46 31 555 27 40',
    countryCode: 'SE',
    avatarColour: '#1e3a5f',
  },
  {
    email: 'owner@vitrine.test',
    role: 'owner of demo',
    name: 'Daniel Wu',
    jobTitle: 'General Manager',
    companyName: 'Meridian Industrial Supply Co., Ltd.',
    phone: '+86 574 8766 2190',
    countryCode: 'CN',
    avatarColour: '#0f4c81',
  },
  {
    email: 'sales@vitrine.test',
    role: 'sales contact of demo',
    name: 'Lina Chen',
    jobTitle: 'Senior Export Sales Manager',
    companyName: 'Meridian Industrial Supply Co., Ltd.',
    phone: '+86 574 8766 2195',
    countryCode: 'CN',
    avatarColour: '#6b4c9a',
  },
  {
    email: 'kevin.zhou@vitrine.test',
    role: 'technical contact of demo',
    name: 'Kevin Zhou',
    jobTitle: 'Technical Sales Engineer',
    companyName: 'Meridian Industrial Supply Co., Ltd.',
    phone: '+86 574 8766 2207',
    countryCode: 'CN',
    avatarColour: '#c0392b',
  },
  {
    email: 'buyer@vitrine.test',
    role: 'buyer',
    name: 'Sarah Mitchell',
    jobTitle: 'Procurement Manager',
    companyName: 'Harbor Line Maintenance Inc.',
    phone: '+1 206 555 0143',
    countryCode: 'US',
    avatarColour: '#2e7d4f',
  },
  {
    email: 'admin@vitrine.test',
    role: 'administrator',
    name: 'Alex Morgan',
    jobTitle: 'Platform Administrator',
    companyName: 'Vitrine',
    phone: '+44 20 7946 0321',
    countryCode: 'GB',
    avatarColour: '#3b4148',
    isAdmin: true,
  },
];

/** Account ids by e-mail, each available as soon as that account exists. */
export type SeedAccounts = { idOf(email: string): Promise<number>; created: Promise<void> };

/**
 * Creates the accounts one after another, so their ids follow the list, and hands out each id as
 * soon as it exists: a supplier's rows need not wait for every password hash. Each account costs
 * one scrypt hash (about 250 ms); a password is hashed once per account and never again.
 */
export function createSeedAccounts(db: Database, media: MediaLibrary): SeedAccounts {
  const ids = new Map<string, Promise<number>>();
  let previous: Promise<unknown> = Promise.resolve();
  for (const [index, { email, role, avatarColour, isAdmin, ...profile }] of SEED_ACCOUNTS.entries()) {
    const avatarKey = media.svg(avatarSvg(profile.name, avatarColour));
    const id = previous.then(async () =>
      createUser(
        db,
        {
          ...profile,
          email,
          password: SEED_PASSWORD,
          avatarKey: await avatarKey,
          emailVerified: true,
          isAdmin: isAdmin ?? false,
        },
        daysBeforeSeed(400 - index * 20),
      ),
    );
    ids.set(email, id);
    previous = id;
  }
  return {
    idOf(email) {
      const id = ids.get(email);
      if (!id) throw new Error(`no seed account ${email}`);
      return id;
    },
    // Waits for all of them, and reports a failure even of an account nobody else waits for.
    created: Promise.all(ids.values()).then(() => {}),
  };
}
