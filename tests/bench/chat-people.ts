import { eq, like } from 'drizzle-orm';
import { openDatabase } from '#functions/db/client.ts';
import { insertRows, runStatements } from '#functions/db/batch.ts';
import { companyContacts, suppliers, users } from '#functions/db/schema/index.ts';
import { createSession } from '#functions/domain/accounts/sessions.ts';
import { openLocalPlatform } from '#functions/local/local-platform.ts';
import { forgetRateWindows } from './bench-server.ts';

// The people of the chat benchmark, in its own local state: `buyers` signed-in buyers and
// `contacts` sales contacts of the demo supplier, each with a fresh session token.

export type BenchPerson = { id: number; session: string };
export type ChatPeople = { supplierName: string; buyers: BenchPerson[]; contacts: BenchPerson[] };

const EMAIL_PREFIX = 'chat-bench-';

export async function prepareChatPeople(stateDir: string, buyers: number, contacts: number): Promise<ChatPeople> {
  // The same people come back far sooner than an hour: their windows start afresh.
  await forgetRateWindows(stateDir);
  const platform = await openLocalPlatform(stateDir);
  try {
    const db = openDatabase(platform.env.DB);
    const supplier = await db.query.suppliers.findFirst({
      columns: { id: true, name: true },
      where: eq(suppliers.name, 'demo'),
    });
    if (!supplier) throw new Error('the chat bench state has no demo supplier');
    const email = (kind: string, index: number) => `${EMAIL_PREFIX}${kind}-${index}@vitrine.test`;
    const wanted = [
      ...Array.from({ length: buyers }, (_, index) => email('buyer', index)),
      ...Array.from({ length: contacts }, (_, index) => email('contact', index)),
    ];
    const existing = new Set(
      (
        await db
          .select({ email: users.email })
          .from(users)
          .where(like(users.email, `${EMAIL_PREFIX}%`))
      ).map((row) => row.email),
    );
    const now = Date.now();
    await runStatements(
      db,
      insertRows(
        users,
        wanted
          .filter((address) => !existing.has(address))
          .map((address) => ({
            email: address,
            // Never used: the benchmark's people get their sessions below, without logging in.
            passwordHash: 'bench-no-login',
            emailVerified: true,
            name: address.slice(EMAIL_PREFIX.length).split('@')[0]!,
            createdAt: now,
            updatedAt: now,
          })),
      ),
    );
    const ids = new Map(
      (
        await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(like(users.email, `${EMAIL_PREFIX}%`))
      ).map((row) => [row.email, row.id]),
    );
    const person = async (address: string) => {
      const id = ids.get(address)!;
      return { id, session: (await createSession(db, id)).token };
    };
    const contactPeople = await Promise.all(
      Array.from({ length: contacts }, (_, index) => person(email('contact', index))),
    );
    await db
      .insert(companyContacts)
      .values(
        contactPeople.map((contact, position) => ({
          supplierId: supplier.id,
          userId: contact.id,
          position: 100 + position,
          jobTitle: 'Sales',
        })),
      )
      .onConflictDoNothing();
    const buyerPeople: BenchPerson[] = [];
    for (let index = 0; index < buyers; index++) buyerPeople.push(await person(email('buyer', index)));
    return { supplierName: supplier.name, buyers: buyerPeople, contacts: contactPeople };
  } finally {
    await platform.dispose();
  }
}
