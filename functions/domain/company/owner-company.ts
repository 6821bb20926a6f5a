import { aliasedTable, asc, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import {
  companyDocuments,
  companyHighlights,
  companyMedias,
  companyTradeShows,
  companyTurnovers,
  suppliers,
} from '#functions/db/schema/index.ts';
import { documentUrl, mediaUrl, mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { SUPPLIER_NOT_FOUND } from '#src/shared/api.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { trialPlan } from '#src/shared/plans.ts';
import { ownerContactsQuery, ownerInvitationsQuery, toContactPersons } from './contact-persons.ts';

const related = aliasedTable(suppliers, 'related');

/**
 * The company as its owner edits it (GET supplier/home/get): every tab's current values with the
 * keys the PATCH calls take back, in one D1 round trip.
 */
export async function loadOwnerCompany(db: Database, supplierId: number): Promise<OwnerCompany> {
  const [supplierRows, relatedRows, highlights, medias, turnovers, shows, members, invited, documents] = await db.batch(
    [
      db.select().from(suppliers).where(eq(suppliers.id, supplierId)).limit(1),
      db
        .select({ name: related.name })
        .from(suppliers)
        .innerJoin(related, eq(related.id, suppliers.relatedSupplierId))
        .where(eq(suppliers.id, supplierId)),
      db
        .select({ name: companyHighlights.name, value: companyHighlights.value })
        .from(companyHighlights)
        .where(eq(companyHighlights.supplierId, supplierId))
        .orderBy(asc(companyHighlights.position)),
      db
        .select({ type: companyMedias.type, key: companyMedias.key, posterKey: companyMedias.posterKey })
        .from(companyMedias)
        .where(eq(companyMedias.supplierId, supplierId))
        .orderBy(asc(companyMedias.position)),
      db
        .select({ region: companyTurnovers.region, percent: companyTurnovers.percent })
        .from(companyTurnovers)
        .where(eq(companyTurnovers.supplierId, supplierId))
        .orderBy(asc(companyTurnovers.position)),
      db
        .select()
        .from(companyTradeShows)
        .where(eq(companyTradeShows.supplierId, supplierId))
        .orderBy(asc(companyTradeShows.position)),
      ownerContactsQuery(db, supplierId),
      ownerInvitationsQuery(db, supplierId),
      db
        .select({
          name: companyDocuments.name,
          key: companyDocuments.key,
          size: companyDocuments.size,
          mimeType: companyDocuments.mimeType,
        })
        .from(companyDocuments)
        .where(eq(companyDocuments.supplierId, supplierId))
        .orderBy(asc(companyDocuments.position)),
    ],
  );
  const supplier = supplierRows[0];
  if (!supplier) throw new DomainError('not_found', [{ field: 'supplierId', code: SUPPLIER_NOT_FOUND }]);
  return {
    name: supplier.name,
    status: supplier.status,
    catalogVersion: supplier.catalogVersion,
    plan: trialPlan(supplier.createdAt),
    profile: {
      companyName: supplier.companyName,
      region: supplier.region,
      established: supplier.established,
      address: supplier.address,
      businessType: supplier.businessType,
      mainProducts: supplier.mainProducts,
      description: supplier.description,
      email: supplier.email,
      phone: supplier.phone,
      website: supplier.website,
      country: supplier.countryCode,
      avatar: supplier.avatarKey,
      avatarUrl: mediaUrlOrNull(supplier.avatarKey),
      categories: supplier.categories,
      relatedSupplierId: relatedRows[0]?.name ?? null,
    },
    highlights,
    medias: medias.map((media) => ({
      type: media.type,
      key: media.key,
      url: mediaUrl(media.key),
      posterKey: media.posterKey,
      posterUrl: mediaUrlOrNull(media.posterKey),
    })),
    turnovers,
    shows: shows.map((show) => ({
      name: show.name,
      booth: show.booth ?? '',
      start: show.startDate,
      end: show.endDate,
      location: show.location,
    })),
    contacts: toContactPersons(members, invited).map(
      ({ status, email, name, avatar, jobTitle, ownJobTitle, canPost }) => ({
        status,
        email,
        name,
        avatar,
        jobTitle,
        ownJobTitle,
        canPost,
      }),
    ),
    documents: documents.map((document) => ({ ...document, url: documentUrl(document.key, document.name) })),
  };
}
