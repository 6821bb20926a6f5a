import type { CompanyContact } from '#src/shared/messaging.ts';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { companyContacts, users } from '#functions/db/schema/index.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';

// A supplier's sales contacts as buyers see them (spec: contacts (avatar, name)), on the company
// page, the supplier's detail and the chat's contact list. The owner manages the same rows as a
// team in contact-persons.ts.

/** The supplier's active contacts in their order, for a batch. */
export function companyContactsQuery(db: Database, supplierId: number | SQL<number>) {
  return db
    .select({
      id: users.id,
      name: users.name,
      jobTitle: sql<string>`coalesce(nullif(${companyContacts.jobTitle}, ''), ${users.jobTitle})`,
      avatarKey: users.avatarKey,
    })
    .from(companyContacts)
    .innerJoin(users, eq(users.id, companyContacts.userId))
    .where(and(eq(companyContacts.supplierId, supplierId), eq(users.status, 'active')))
    .orderBy(asc(companyContacts.position));
}

export function toCompanyContact(row: {
  id: number;
  name: string;
  jobTitle: string;
  avatarKey: string | null;
}): CompanyContact {
  return { id: row.id, name: row.name, jobTitle: row.jobTitle, avatar: mediaUrlOrNull(row.avatarKey) };
}
