import { like } from 'drizzle-orm';
import { insertRows, runStatements } from '#functions/db/batch.ts';
import type { Database } from '#functions/db/client.ts';
import { users } from '#functions/db/schema/index.ts';
import { hashPassword } from '#functions/domain/accounts/password-hash.ts';
import { SEED_PASSWORD } from '#functions/local/seed/seed-accounts.ts';
import type { Random } from '#functions/local/seed/random.ts';
import { daysBeforeSeed } from '#functions/local/seed/seed-time.ts';

// The demo's audience (issue 26 item 5): buyers who follow, view and write to the demo, so its
// Statistics and Monitoring have people and a shape. Plain rows sharing one password hash (one
// scrypt run instead of one each): they sign in with the demo password like the named accounts.

const FIRST = ['Anna', 'Ben', 'Chiara', 'David', 'Elif', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Keiko', 'Lars'];
const LAST = ['Novak', 'Okafor', 'Pereira', 'Quinn', 'Rossi', 'Sato', 'Tanaka', 'Urban', 'Varga', 'Weber', 'Young'];
const COMPANIES = [
  'Baltic Marine Services',
  'Cascade Plant Engineering',
  'Delta Facility Supply',
  'Everline Construction',
  'Fjord Industrial Parts',
  'Granite Works Maintenance',
  'Harbour Pumps & Valves',
  'Ironbridge Procurement',
];
const TITLES = ['Purchasing Manager', 'Buyer', 'Maintenance Planner', 'Project Engineer', 'Procurement Lead'];

/** The e-mail of the n-th visitor: recognisable as seed data, never a real address. */
const visitorEmail = (index: number) => `visitor${String(index + 1).padStart(2, '0')}@vitrine.test`;

/** Writes `count` visitor accounts and answers their ids, oldest first. */
export async function writeVisitorAccounts(db: Database, random: Random, count: number): Promise<number[]> {
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const rows = Array.from({ length: count }, (_, index) => {
    const name = `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]}`;
    const createdAt = daysBeforeSeed(200 - index);
    return {
      email: visitorEmail(index),
      passwordHash,
      emailVerified: true,
      name,
      jobTitle: random.pick(TITLES),
      companyName: random.pick(COMPANIES),
      // A few keep their profile hidden, as real buyers do: counted, never named.
      visibility: index % 9 === 4 ? ('hidden' as const) : ('visible' as const),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await runStatements(db, insertRows(users, rows));
  const written = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, 'visitor%@vitrine.test'))
    .orderBy(users.id);
  return written.map((row) => row.id);
}
