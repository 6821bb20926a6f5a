import { and, asc, count, eq, max, or, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import type { RateWindows } from '#functions/lib/rate-limit.ts';
import { companyContacts, supplierFollows, teamInvitations, users } from '#functions/db/schema/index.ts';
import { runStatements } from '#functions/db/batch.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { bumpCatalogVersion } from '#functions/domain/suppliers/catalogue-version.ts';
import { tellWatchers, type CatalogueEditor } from '#functions/domain/notifications/tell-watchers.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { CONTACT_USER_NOT_FOUND, MAX_CONTACTS } from '#src/shared/company-profile.ts';
import {
  CONTACT_TEAM_FULL,
  MAX_ACCOUNT_MATCHES,
  type AccountMatch,
  type ContactPerson,
  type UpdateContactPersonInput,
} from '#src/shared/contact-persons.ts';
import {
  countNewInvitations,
  endInvitationStatements,
  inviteStatements,
  requireInvitableAccount,
} from './team-invitations.ts';

// Spec §7 supplier/contact-person: the sales team one person at a time. The same rows as the
// Contact tab (PATCH supplier/home/contacts) edits as a whole list. Members are in company_contacts;
// people invited and not yet answering are in team_invitations and listed last, as 'invited'.

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

/** The people invited to the team who have not answered, oldest first; for a batch. */
export function ownerInvitationsQuery(db: Database, supplierId: number) {
  return db
    .select({
      id: teamInvitations.userId,
      email: teamInvitations.email,
      jobTitle: teamInvitations.jobTitle,
      canPost: teamInvitations.canPost,
    })
    .from(teamInvitations)
    .where(eq(teamInvitations.supplierId, supplierId))
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id));
}

type OwnerContactRow = Awaited<ReturnType<typeof ownerContactsQuery>>[number];
type OwnerInvitationRow = Awaited<ReturnType<typeof ownerInvitationsQuery>>[number];

/** Members, then invited people: an invited person is only the e-mail the owner typed until they accept. */
export function toContactPersons(members: OwnerContactRow[], invited: OwnerInvitationRow[]): ContactPerson[] {
  return [
    ...members.map(({ avatarKey, ...row }) => ({
      ...row,
      status: 'member' as const,
      avatar: mediaUrlOrNull(avatarKey),
    })),
    ...invited.map((row) => ({
      ...row,
      status: 'invited' as const,
      name: '',
      avatar: null,
      ownJobTitle: '',
      isNew: true,
    })),
  ];
}

/** GET contact-person/list. */
export async function listContactPersons(db: Database, supplierId: number): Promise<ContactPerson[]> {
  const [members, invited] = await db.batch([
    ownerContactsQuery(db, supplierId),
    ownerInvitationsQuery(db, supplierId),
  ]);
  return toContactPersons(members, invited);
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
 * POST contact-person/search-accounts {keyword}: the catalogue's own followers whose name holds the
 * words or whose e-mail is the keyword itself. Only people who chose to be connected to the
 * supplier, and who let suppliers see them (Profile > Visibility): the platform's user list is not
 * the owner's to browse, and a part of an e-mail would let them spell one out letter by letter.
 */
export async function searchFollowerAccounts(
  db: Database,
  supplierId: number,
  keyword: string,
): Promise<AccountMatch[]> {
  const rows = await db
    .select(accountColumns)
    .from(supplierFollows)
    .innerJoin(users, eq(users.id, supplierFollows.userId))
    .where(
      and(
        eq(supplierFollows.supplierId, supplierId),
        eq(users.status, 'active'),
        eq(users.visibility, 'visible'),
        or(sql`instr(lower(${users.name}), lower(${keyword})) > 0`, eq(users.email, keyword.trim().toLowerCase())),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(MAX_ACCOUNT_MATCHES);
  return rows.map(toAccountMatch);
}

/**
 * POST contact-person/search-account {email}: the user the owner names by their sign-up e-mail,
 * when suppliers may see them (a hidden person is no one here, as everywhere a supplier looks).
 */
export async function findAccountByEmail(db: Database, supplierId: number, email: string): Promise<AccountMatch> {
  const { id } = await requireInvitableAccount(db, supplierId, email);
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  return toAccountMatch(row!);
}

type ContactChanges = Pick<UpdateContactPersonInput, 'jobTitle' | 'canPost' | 'isNew'>;

/** The fields the call gave, for an update that leaves the others as they are. */
function givenFields<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Where the person stands with the team, and how full it is (members and invited alike). */
async function teamPlaceOf(db: Database, supplierId: number, userId: number) {
  const [[members], [invited], [member], [invitation]] = await db.batch([
    db
      .select({ size: count(), lastPosition: max(companyContacts.position) })
      .from(companyContacts)
      .where(eq(companyContacts.supplierId, supplierId)),
    db.select({ size: count() }).from(teamInvitations).where(eq(teamInvitations.supplierId, supplierId)),
    db
      .select({ userId: companyContacts.userId })
      .from(companyContacts)
      .where(and(eq(companyContacts.supplierId, supplierId), eq(companyContacts.userId, userId))),
    db
      .select({ userId: teamInvitations.userId })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.supplierId, supplierId), eq(teamInvitations.userId, userId))),
  ]);
  return {
    isFull: (members?.size ?? 0) + (invited?.size ?? 0) >= MAX_CONTACTS,
    nextPosition: (members?.lastPosition ?? -1) + 1,
    isMember: member !== undefined,
    isInvited: invitation !== undefined,
  };
}

/**
 * POST contact-person/update. `{email}` invites the app user with that e-mail (an owner naming
 * themselves joins at once: they need no one's consent); `{id}` changes a member or an invitation,
 * and `remove` takes a member off the team or withdraws an invitation. Answers the team as now stored;
 * the watchers are told.
 */
export async function updateContactPerson(
  db: Database,
  windows: RateWindows,
  editor: CatalogueEditor,
  input: UpdateContactPersonInput,
  now = Date.now(),
): Promise<ContactPerson[]> {
  const { supplierId } = editor;
  const { id, email, remove, ...fields } = input;
  const field = email === undefined ? 'id' : 'email';
  const person =
    email === undefined ? { id: id!, isOwner: false } : await requireInvitableAccount(db, supplierId, email);
  const place = await teamPlaceOf(db, supplierId, person.id);
  const ofThisContact = and(eq(companyContacts.supplierId, supplierId), eq(companyContacts.userId, person.id));
  const changes: ContactChanges = givenFields(fields);

  if (!place.isMember && !place.isInvited && (remove || email === undefined))
    throw new DomainError('not_found', [{ field, code: CONTACT_USER_NOT_FOUND }]);
  if (remove) {
    await runStatements(
      db,
      place.isMember
        ? [db.delete(companyContacts).where(ofThisContact), bumpCatalogVersion(db, supplierId, now)]
        : endInvitationStatements(db, supplierId, person.id),
    );
  } else if (place.isMember) {
    if (Object.keys(changes).length > 0)
      await runStatements(db, [
        db.update(companyContacts).set(changes).where(ofThisContact),
        bumpCatalogVersion(db, supplierId, now),
      ]);
  } else if (place.isInvited) {
    // isNew is the owner's mark on members; an invitation is new until answered.
    const settings = givenFields({ jobTitle: changes.jobTitle, canPost: changes.canPost });
    if (Object.keys(settings).length > 0)
      await db
        .update(teamInvitations)
        .set(settings)
        .where(and(eq(teamInvitations.supplierId, supplierId), eq(teamInvitations.userId, person.id)));
  } else {
    if (place.isFull) throw new DomainError('invalid', [{ field, code: CONTACT_TEAM_FULL }]);
    const settings = { jobTitle: changes.jobTitle ?? '', canPost: changes.canPost ?? false };
    if (person.isOwner) {
      await runStatements(db, [
        db
          .insert(companyContacts)
          .values({ supplierId, userId: person.id, position: place.nextPosition, ...settings, isNew: true })
          .onConflictDoNothing(),
        bumpCatalogVersion(db, supplierId, now),
      ]);
    } else {
      await countNewInvitations(windows, supplierId, [person.id], now);
      await runStatements(db, inviteStatements(db, supplierId, { userId: person.id, email: email!, ...settings }, now));
    }
  }
  // The company page shows the team, so a change to it is a catalogue change.
  tellWatchers(db, editor);
  return listContactPersons(db, supplierId);
}
