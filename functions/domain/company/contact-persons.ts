import { and, asc, count, eq, max, or, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { companyContacts, supplierFollows, users } from '#functions/db/schema/index.ts';
import { runStatements } from '#functions/db/batch.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { bumpCatalogVersion } from '#functions/domain/suppliers/catalog-version.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { CONTACT_USER_NOT_FOUND, MAX_CONTACTS } from '#src/shared/company-profile.ts';
import {
  CONTACT_TEAM_FULL,
  MAX_ACCOUNT_MATCHES,
  type AccountMatch,
  type ContactPerson,
  type UpdateContactPersonInput,
} from '#src/shared/contact-persons.ts';

// Spec §7 supplier/contact-person: the sales team one person at a time. The same rows as the
// Contact tab (PATCH supplier/home/contacts) edits as a whole list.

/** The supplier's contacts in their order, as the owner manages them; for a batch. */
export function ownerContactsQuery(db: Database, supplierId: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      avatarKey: users.avatarKey,
      // Aliased: both columns are job_title, and a D1 batch maps rows by column name, so the two
      // would collapse into one and shift every later field.
      ownJobTitle: sql<string>`${users.jobTitle}`.as('own_job_title'),
      jobTitle: companyContacts.jobTitle,
      canPost: companyContacts.canPost,
      isNew: companyContacts.isNew,
    })
    .from(companyContacts)
    .innerJoin(users, eq(users.id, companyContacts.userId))
    .where(eq(companyContacts.supplierId, supplierId))
    .orderBy(asc(companyContacts.position));
}

type OwnerContactRow = Awaited<ReturnType<typeof ownerContactsQuery>>[number];

export function toContactPerson({ avatarKey, ...row }: OwnerContactRow): ContactPerson {
  return { ...row, avatar: mediaUrlOrNull(avatarKey) };
}

/** GET contact-person/list. */
export async function listContactPersons(db: Database, supplierId: number): Promise<ContactPerson[]> {
  return (await ownerContactsQuery(db, supplierId)).map(toContactPerson);
}

const accountColumns = { id: users.id, name: users.name, avatarKey: users.avatarKey, jobTitle: users.jobTitle };

function toAccountMatch({
  avatarKey,
  ...row
}: {
  id: number;
  name: string;
  avatarKey: string | null;
  jobTitle: string;
}) {
  return { ...row, avatar: mediaUrlOrNull(avatarKey) };
}

/**
 * POST contact-person/search-accounts {keyword}: the catalogue's own followers whose name or e-mail
 * holds the words. Only people who chose to be connected to the supplier, and who let suppliers
 * see them (Profile > Visibility): the platform's user list is not the owner's to browse.
 */
export async function searchFollowerAccounts(
  db: Database,
  supplierId: number,
  keyword: string,
): Promise<AccountMatch[]> {
  const holds = (column: typeof users.name | typeof users.email) => sql`instr(lower(${column}), lower(${keyword})) > 0`;
  const rows = await db
    .select(accountColumns)
    .from(supplierFollows)
    .innerJoin(users, eq(users.id, supplierFollows.userId))
    .where(
      and(
        eq(supplierFollows.supplierId, supplierId),
        eq(users.status, 'active'),
        eq(users.visibility, 'visible'),
        or(holds(users.name), holds(users.email)),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(MAX_ACCOUNT_MATCHES);
  return rows.map(toAccountMatch);
}

/** POST contact-person/search-account {email}: the user the owner names by their sign-up e-mail. */
export async function findAccountByEmail(db: Database, email: string): Promise<AccountMatch> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.email, email), eq(users.status, 'active')))
    .limit(1);
  if (!row) throw new DomainError('not_found', [{ field: 'email', code: CONTACT_USER_NOT_FOUND }]);
  return toAccountMatch(row);
}

/**
 * POST contact-person/update: changes a contact, adds a user to the team (last, new) or takes one
 * off it (`remove`). Answers the team as now stored.
 */
export async function updateContactPerson(
  db: Database,
  supplierId: number,
  input: UpdateContactPersonInput,
  now = Date.now(),
): Promise<ContactPerson[]> {
  const { id: userId, remove, ...fields } = input;
  const ofThisContact = and(eq(companyContacts.supplierId, supplierId), eq(companyContacts.userId, userId));
  const [[team], [user], [onTeam]] = await db.batch([
    db
      .select({ size: count(), lastPosition: max(companyContacts.position) })
      .from(companyContacts)
      .where(eq(companyContacts.supplierId, supplierId)),
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.status, 'active'))),
    db.select({ userId: companyContacts.userId }).from(companyContacts).where(ofThisContact),
  ]);
  if (remove) {
    if (!onTeam) throw new DomainError('not_found', [{ field: 'id', code: CONTACT_USER_NOT_FOUND }]);
    await runStatements(db, [db.delete(companyContacts).where(ofThisContact), bumpCatalogVersion(db, supplierId, now)]);
  } else if (onTeam) {
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length > 0)
      await runStatements(db, [
        db.update(companyContacts).set(changes).where(ofThisContact),
        bumpCatalogVersion(db, supplierId, now),
      ]);
  } else {
    if (!user) throw new DomainError('not_found', [{ field: 'id', code: CONTACT_USER_NOT_FOUND }]);
    if ((team?.size ?? 0) >= MAX_CONTACTS) throw new DomainError('invalid', [{ field: 'id', code: CONTACT_TEAM_FULL }]);
    await runStatements(db, [
      // Two adds of one person at once: the second finds them there.
      db
        .insert(companyContacts)
        .values({
          supplierId,
          userId,
          position: (team?.lastPosition ?? -1) + 1,
          jobTitle: fields.jobTitle ?? '',
          canPost: fields.canPost ?? false,
          isNew: fields.isNew ?? true,
        })
        .onConflictDoNothing(),
      bumpCatalogVersion(db, supplierId, now),
    ]);
  }
  return listContactPersons(db, supplierId);
}
