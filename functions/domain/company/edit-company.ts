import { and, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import type { RateWindows } from '#functions/lib/rate-limit.ts';
import type { Statement } from '#functions/db/batch.ts';
import { companyContacts, suppliers, teamInvitations, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { sanitizeUserHtml } from '#functions/lib/sanitize-html.ts';
import type { FieldError } from '#src/shared/api.ts';
import {
  CONTACT_USER_NOT_FOUND,
  RELATED_SUPPLIER_NOT_FOUND,
  RELATED_SUPPLIER_SELF,
  UNKNOWN_FILE,
  type ProfileInput,
} from '#src/shared/company-profile.ts';
import { replaceCompanyParts, type CompanyParts } from './write-company-parts.ts';
import { tellWatchers, type CatalogueEditor } from '#functions/domain/notifications/tell-watchers.ts';
import {
  countNewInvitations,
  endInvitationStatements,
  findInvitableAccounts,
  inviteStatements,
} from './team-invitations.ts';
import { storedFiles, unstoredPictures } from '#functions/domain/media/stored-files.ts';
import { readyVideos } from '#functions/domain/media/videos.ts';
import { STREAM_UID_PATTERN } from '#functions/lib/media/stream-api.ts';
import { nextCatalogVersion } from '#functions/domain/suppliers/catalogue-version.ts';

// The owner's saves of the profile tabs (spec §7 PATCH supplier/home/*). Each one replaces its tab
// and bumps catalogVersion in the same batch, so the very next public request shows it; then the
// watchers are told.

/**
 * PATCH supplier/home/profile: the General tab; rich text sanitised on the way in. The avatar,
 * categories and related Company (issue 26 item 1) are changed only when given; a new avatar must
 * be a picture home/file stored, a new related Company another active catalogue.
 */
export async function updateCompanyProfile(
  db: Database,
  bucket: R2Bucket,
  editor: CatalogueEditor,
  input: ProfileInput,
  now = Date.now(),
): Promise<void> {
  const [current] = await db
    .select({ avatarKey: suppliers.avatarKey, relatedSupplierId: suppliers.relatedSupplierId })
    .from(suppliers)
    .where(eq(suppliers.id, editor.supplierId));
  const avatarKey =
    input.avatar === undefined ? undefined : await checkedAvatar(bucket, input.avatar, current?.avatarKey);
  const relatedSupplierId =
    input.relatedSupplierId === undefined
      ? undefined
      : await relatedSupplierIdOf(db, editor.supplierId, input.relatedSupplierId, current?.relatedSupplierId);
  await db
    .update(suppliers)
    .set({
      companyName: input.companyName,
      region: input.region,
      established: input.established,
      address: input.address,
      businessType: input.businessType,
      mainProducts: sanitizeUserHtml(input.mainProducts),
      description: sanitizeUserHtml(input.description),
      email: input.email,
      phone: input.phone,
      website: input.website,
      countryCode: input.country,
      // drizzle leaves the undefined ones (not given) out of the SET.
      avatarKey,
      categories: input.categories,
      relatedSupplierId,
      catalogVersion: nextCatalogVersion(editor.supplierId),
      updatedAt: now,
    })
    .where(eq(suppliers.id, editor.supplierId));
  tellWatchers(db, editor);
}

/** The avatar key to store: null, the one already stored, or a picture R2 holds. */
async function checkedAvatar(bucket: R2Bucket, key: string | null, stored: string | null | undefined) {
  if (key === null || key === stored) return key;
  if ((await unstoredPictures(bucket, [key])).size > 0)
    throw new DomainError('invalid', [{ field: 'avatar', code: UNKNOWN_FILE }]);
  return key;
}

/**
 * The related Company's row id from its public id: kept as it is when unchanged (even if that
 * catalogue was closed since: the company page leaves a disabled one out), else an active other one.
 */
async function relatedSupplierIdOf(
  db: Database,
  supplierId: number,
  name: string | null,
  stored: number | null | undefined,
): Promise<number | null> {
  if (name === null || name === '') return null;
  const [row] = await db
    .select({ id: suppliers.id, status: suppliers.status })
    .from(suppliers)
    .where(eq(suppliers.name, name));
  if (row && row.id === stored) return row.id;
  if (row?.id === supplierId)
    throw new DomainError('invalid', [{ field: 'relatedSupplierId', code: RELATED_SUPPLIER_SELF }]);
  if (!row || row.status !== 'active')
    throw new DomainError('invalid', [{ field: 'relatedSupplierId', code: RELATED_SUPPLIER_NOT_FOUND }]);
  return row.id;
}

/** A tab's rows replaced, the watchers told. */
async function saveParts(
  db: Database,
  editor: CatalogueEditor,
  parts: CompanyParts,
  now = Date.now(),
  alongside: Statement[] = [],
): Promise<void> {
  await replaceCompanyParts(db, editor.supplierId, parts, now, alongside);
  tellWatchers(db, editor);
}

export const saveHighlights = (db: Database, editor: CatalogueEditor, highlights: { name: string; value: string }[]) =>
  saveParts(db, editor, { highlights });

export const saveTurnovers = (
  db: Database,
  editor: CatalogueEditor,
  turnovers: { region: string; percent: number }[],
) => saveParts(db, editor, { turnovers });

export const saveTradeShows = (
  db: Database,
  editor: CatalogueEditor,
  shows: { name: string; booth: string; start: string; end: string; location: string }[],
) =>
  saveParts(db, editor, {
    tradeShows: shows.map((show) => ({
      name: show.name,
      booth: show.booth || null,
      startDate: show.start,
      endDate: show.end,
      location: show.location,
    })),
  });

/**
 * PATCH supplier/home/contacts: the team as the Contact tab lists it, by the e-mails the owner typed.
 * A member keeps their place in the new order with the title and posting right given; an invited
 * person's invitation takes the new settings; a new address is an invitation (an owner naming
 * themselves joins at once); whoever is left out leaves the team or has their invitation withdrawn.
 * An unknown or hidden address is the spec's 'We could not find any app user with this email...'
 * on that row.
 */
export async function saveContacts(
  db: Database,
  windows: RateWindows,
  editor: CatalogueEditor,
  contacts: { email: string; jobTitle: string; canPost: boolean }[],
  now = Date.now(),
): Promise<void> {
  const { supplierId } = editor;
  const [members, invited] = await db.batch([
    db
      .select({ userId: companyContacts.userId, email: users.email, isNew: companyContacts.isNew })
      .from(companyContacts)
      .innerJoin(users, eq(users.id, companyContacts.userId))
      .where(eq(companyContacts.supplierId, supplierId)),
    db
      .select({ userId: teamInvitations.userId, email: teamInvitations.email })
      .from(teamInvitations)
      .where(eq(teamInvitations.supplierId, supplierId)),
  ]);
  const memberOf = new Map(members.map((member) => [member.email, member]));
  const invitedOf = new Map(invited.map((invitation) => [invitation.email, invitation]));
  const isNewcomer = (email: string) => !memberOf.has(email) && !invitedOf.has(email);
  const found = await findInvitableAccounts(db, supplierId, contacts.map((row) => row.email).filter(isNewcomer));
  const missing: FieldError[] = contacts.flatMap((row, index) =>
    isNewcomer(row.email) && !found.has(row.email)
      ? [{ field: `contacts.${index}.email`, code: CONTACT_USER_NOT_FOUND }]
      : [],
  );
  if (missing.length > 0) throw new DomainError('invalid', missing);

  const listed = new Set(contacts.map((row) => row.email));
  const joining = contacts.filter((row) => memberOf.has(row.email) || found.get(row.email)?.isOwner);
  const stillInvited = contacts.filter((row) => invitedOf.has(row.email));
  const newlyInvited = contacts.filter((row) => found.has(row.email) && !found.get(row.email)!.isOwner);
  await countNewInvitations(
    windows,
    supplierId,
    newlyInvited.map((row) => found.get(row.email)!.id),
    now,
  );
  await saveParts(
    db,
    editor,
    {
      contacts: joining.map(({ email, jobTitle, canPost }) => {
        const member = memberOf.get(email);
        return { userId: member?.userId ?? found.get(email)!.id, jobTitle, canPost, isNew: member?.isNew ?? true };
      }),
    },
    now,
    [
      ...invited
        .filter((invitation) => !listed.has(invitation.email))
        .flatMap((invitation) => endInvitationStatements(db, supplierId, invitation.userId)),
      ...stillInvited.map(({ email, jobTitle, canPost }) =>
        db
          .update(teamInvitations)
          .set({ jobTitle, canPost })
          .where(and(eq(teamInvitations.supplierId, supplierId), eq(teamInvitations.email, email))),
      ),
      ...newlyInvited.flatMap(({ email, jobTitle, canPost }) =>
        inviteStatements(db, supplierId, { userId: found.get(email)!.id, email, jobTitle, canPost }, now),
      ),
    ],
  );
}

/** PATCH supplier/home/documents: names and keys from POST file; size and type come from what was stored. */
export async function saveDocuments(
  db: Database,
  bucket: R2Bucket,
  editor: CatalogueEditor,
  documents: { name: string; key: string }[],
): Promise<void> {
  const stored = await storedFiles(
    bucket,
    documents.map((document, index) => ({ field: `documents.${index}.key`, key: document.key })),
  );
  await saveParts(db, editor, {
    documents: documents.map((document) => ({ name: document.name, key: document.key, ...stored.get(document.key)! })),
  });
}

/**
 * PATCH supplier/home/medias: pictures and videos by the keys their uploads answered, in the owner's
 * order. A file kept in R2 must be stored; a video Cloudflare Stream keeps (named by its uid) must be
 * one of the supplier's, ready, and shows its own poster unless another is given.
 */
export async function saveMedias(
  db: Database,
  bucket: R2Bucket,
  editor: CatalogueEditor,
  medias: ({ type: 'image'; key: string } | { type: 'video'; key: string; posterKey?: string | null })[],
): Promise<void> {
  const isStreamVideo = (media: (typeof medias)[number]) =>
    media.type === 'video' && STREAM_UID_PATTERN.test(media.key);
  const [streamVideos] = await Promise.all([
    readyVideos(
      db,
      editor.supplierId,
      medias.filter(isStreamVideo).map((media) => media.key),
    ),
    storedFiles(
      bucket,
      medias.flatMap((media, index) => [
        ...(isStreamVideo(media) ? [] : [{ field: `medias.${index}.key`, key: media.key }]),
        ...(media.type === 'video' && media.posterKey
          ? [{ field: `medias.${index}.posterKey`, key: media.posterKey }]
          : []),
      ]),
    ),
  ]);
  await saveParts(db, editor, {
    medias: medias.map((media) => ({
      type: media.type,
      key: media.key,
      posterKey: media.type === 'video' ? (media.posterKey ?? streamVideos.get(media.key)?.posterKey ?? null) : null,
    })),
  });
}
