import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { rawStatement, runStatements } from '#functions/db/batch.ts';
import { companyContacts, suppliers, teamInvitations } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { bumpCatalogVersion } from '#functions/domain/suppliers/catalogue-version.ts';
import { supplierByNameQuery } from '#functions/domain/suppliers/supplier-lookups.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { INVITATION_NOT_FOUND, NOT_ON_TEAM, type MyTeams } from '#src/shared/team-invitations.ts';
import { endInvitationStatements } from './team-invitations.ts';

// The invited person's side of a team (issue 24, My catalogue › Invitations): answer an invitation,
// see the teams one is on, leave one. Joining is the only way onto a team; leaving ends at once the
// right to be chatted with as the catalogue's contact and to post for it.

const supplierFace = {
  supplierName: suppliers.name,
  companyName: suppliers.companyName,
  avatarKey: suppliers.avatarKey,
};

/** A row with the catalogue's face folded into `supplier`, as the API names a catalogue. */
function withTeamSupplier<T extends { supplierName: string; companyName: string; avatarKey: string | null }>({
  supplierName,
  companyName,
  avatarKey,
  ...row
}: T) {
  return { ...row, supplier: { id: supplierName, companyName, avatar: mediaUrlOrNull(avatarKey) } };
}

/** GET app/team/list: the caller's pending invitations, newest first, and the teams they are on. */
export async function listMyTeams(db: Database, userId: number): Promise<MyTeams> {
  const [invitations, memberships] = await db.batch([
    db
      .select({
        id: teamInvitations.id,
        jobTitle: teamInvitations.jobTitle,
        canPost: teamInvitations.canPost,
        createTime: teamInvitations.createdAt,
        ...supplierFace,
      })
      .from(teamInvitations)
      .innerJoin(suppliers, eq(suppliers.id, teamInvitations.supplierId))
      .where(eq(teamInvitations.userId, userId))
      .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id)),
    db
      .select({ jobTitle: companyContacts.jobTitle, canPost: companyContacts.canPost, ...supplierFace })
      .from(companyContacts)
      .innerJoin(suppliers, eq(suppliers.id, companyContacts.supplierId))
      .where(eq(companyContacts.userId, userId))
      .orderBy(asc(suppliers.companyName), asc(suppliers.id)),
  ]);
  return { invitations: invitations.map(withTeamSupplier), memberships: memberships.map(withTeamSupplier) };
}

/** One of the caller's own invitations; anyone else's id is the same 404 as no invitation. */
async function requireMyInvitation(db: Database, userId: number, invitationId: number) {
  const [invitation] = await db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.userId, userId)));
  if (!invitation) throw new DomainError('not_found', [{ field: 'id', code: INVITATION_NOT_FOUND }]);
  return invitation;
}

/**
 * POST app/team/accept {id}: the person joins the team last, with the title and posting right the
 * owner set, and shows on the company page from the next request (the version moves on).
 */
export async function acceptInvitation(db: Database, userId: number, invitationId: number, now = Date.now()) {
  const { supplierId, jobTitle, canPost } = await requireMyInvitation(db, userId, invitationId);
  await runStatements(db, [
    rawStatement(
      `insert or ignore into company_contacts (supplier_id, user_id, position, job_title, can_post, is_new)
       select ?1, ?2, coalesce(max(position), -1) + 1, ?3, ?4, 1 from company_contacts where supplier_id = ?1`,
      supplierId,
      userId,
      jobTitle,
      canPost ? 1 : 0,
    ),
    ...endInvitationStatements(db, supplierId, userId),
    bumpCatalogVersion(db, supplierId, now),
  ]);
  return listMyTeams(db, userId);
}

/** POST app/team/decline {id}: the invitation goes; the owner sees it no more and may not tell why. */
export async function declineInvitation(db: Database, userId: number, invitationId: number) {
  const { supplierId } = await requireMyInvitation(db, userId, invitationId);
  await runStatements(db, endInvitationStatements(db, supplierId, userId));
  return listMyTeams(db, userId);
}

/** POST app/team/leave {supplierId}: the caller leaves that catalogue's team. */
export async function leaveTeam(db: Database, userId: number, supplierName: string, now = Date.now()) {
  const [supplier] = await supplierByNameQuery(db, supplierName);
  const ofThisMember = supplier
    ? and(eq(companyContacts.supplierId, supplier.id), eq(companyContacts.userId, userId))
    : undefined;
  const [member] = ofThisMember
    ? await db.select({ userId: companyContacts.userId }).from(companyContacts).where(ofThisMember)
    : [];
  if (!supplier || !member) throw new DomainError('not_found', [{ field: 'supplierId', code: NOT_ON_TEAM }]);
  await runStatements(db, [db.delete(companyContacts).where(ofThisMember), bumpCatalogVersion(db, supplier.id, now)]);
  return listMyTeams(db, userId);
}
