import { aliasedTable, and, asc, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import {
  companyDocuments,
  companyHighlights,
  companyMedias,
  companyTradeShows,
  companyTurnovers,
  suppliers,
} from '#functions/db/schema/index.ts';
import { countryFlagUrl, countryName } from '#functions/lib/countries.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import type { NameValue } from '#functions/domain/catalogue/write-products.ts';
import {
  toDocumentLink,
  toGalleryMedia,
  type DocumentLink,
  type GalleryMedia,
} from '#functions/domain/media/media-shapes.ts';
import { latestPostsQueries, toPostPage, type PostPage } from '#functions/domain/posts/latest-posts.ts';
import { activeSupplierIdByName } from '#functions/domain/suppliers/supplier-lookups.ts';
import type { CompanyContact } from '#src/shared/messaging.ts';
import { companyContactsQuery, toCompanyContact } from './public-contacts.ts';
import {
  supplierShellColumns,
  toSupplierShell,
  type SupplierShell,
} from '#functions/domain/suppliers/supplier-shell.ts';

/** A supplier shown as a card (spec: the related Company section). */
export type CompanyCard = {
  id: string;
  companyName: string;
  avatar: string | null;
  countryCode: string;
  countryFlag: string | null;
  businessType: string;
  categories: string[];
};

export type TradeShow = { name: string; booth: string | null; start: string; end: string; location: string };

/** Spec §3 company profile, without the viewer's own note. */
export type CompanyProfile = {
  id: string;
  profile: {
    companyName: string;
    region: string;
    established: string;
    address: string;
    businessType: string;
    /** Sanitised HTML. */
    mainProducts: string;
    email: string;
    phone: string;
    website: string;
    /** Sanitised HTML. */
    description: string;
    country: string;
    countryFlag: string | null;
  };
  medias: GalleryMedia[];
  highlights: NameValue[];
  documents: DocumentLink[];
  turnovers: { region: string; percent: number }[];
  supplier: CompanyCard | null;
  tradeShows: TradeShow[];
  contacts: CompanyContact[];
  latestPosts: PostPage;
  /** The team's median first-answer time over 90 days, in minutes (answer-times.ts); null without a figure. */
  answerMinutes: number | null;
};

export type CompanyPageData = { supplier: SupplierShell | null; company: CompanyProfile | null };

const related = aliasedTable(suppliers, 'related');

function companyProfileQueries(db: Database, supplierName: string) {
  const supplierId = activeSupplierIdByName(supplierName);
  return [
    db
      .select({
        ...supplierShellColumns,
        region: suppliers.region,
        established: suppliers.established,
        address: suppliers.address,
        mainProducts: suppliers.mainProducts,
        email: suppliers.email,
        phone: suppliers.phone,
        website: suppliers.website,
        description: suppliers.description,
        answerMinutes: suppliers.answerMinutes,
      })
      .from(suppliers)
      .where(eq(suppliers.name, supplierName))
      .limit(1),
    db
      .select()
      .from(companyMedias)
      .where(eq(companyMedias.supplierId, supplierId))
      .orderBy(asc(companyMedias.position)),
    db
      .select()
      .from(companyHighlights)
      .where(eq(companyHighlights.supplierId, supplierId))
      .orderBy(asc(companyHighlights.position)),
    db
      .select()
      .from(companyDocuments)
      .where(eq(companyDocuments.supplierId, supplierId))
      .orderBy(asc(companyDocuments.position)),
    db
      .select()
      .from(companyTurnovers)
      .where(eq(companyTurnovers.supplierId, supplierId))
      .orderBy(asc(companyTurnovers.position)),
    db
      .select({
        name: related.name,
        companyName: related.companyName,
        avatarKey: related.avatarKey,
        countryCode: related.countryCode,
        businessType: related.businessType,
        categories: related.categories,
      })
      .from(suppliers)
      .innerJoin(related, eq(related.id, suppliers.relatedSupplierId))
      .where(and(eq(suppliers.id, supplierId), eq(related.status, 'active')))
      .limit(1),
    db
      .select()
      .from(companyTradeShows)
      .where(eq(companyTradeShows.supplierId, supplierId))
      .orderBy(asc(companyTradeShows.position)),
    companyContactsQuery(db, supplierId),
    ...latestPostsQueries(db, { supplierName }, 1),
  ] as const;
}

/** Everything the company page shows, in one D1 round trip. */
export async function loadCompanyPage(db: Database, supplierName: string): Promise<CompanyPageData> {
  const [
    profileRows,
    medias,
    highlights,
    documents,
    turnovers,
    relatedRows,
    tradeShows,
    contacts,
    postRows,
    postTotals,
  ] = await db.batch(companyProfileQueries(db, supplierName));
  const row = profileRows[0];
  if (!row) return { supplier: null, company: null };
  const supplier = toSupplierShell(row);
  if (supplier.status !== 'active') return { supplier, company: null };
  const relatedRow = relatedRows[0];
  return {
    supplier,
    company: {
      id: supplier.name,
      profile: {
        companyName: row.companyName,
        region: row.region,
        established: row.established,
        address: row.address,
        businessType: row.businessType,
        mainProducts: row.mainProducts,
        email: row.email,
        phone: row.phone,
        website: row.website,
        description: row.description,
        country: countryName(row.countryCode),
        countryFlag: countryFlagUrl(row.countryCode),
      },
      medias: medias.map(toGalleryMedia),
      highlights: highlights.map(({ name, value }) => ({ name, value })),
      documents: documents.map(toDocumentLink),
      turnovers: turnovers.map(({ region, percent }) => ({ region, percent })),
      supplier: relatedRow
        ? {
            id: relatedRow.name,
            companyName: relatedRow.companyName,
            avatar: mediaUrlOrNull(relatedRow.avatarKey),
            countryCode: relatedRow.countryCode,
            countryFlag: countryFlagUrl(relatedRow.countryCode),
            businessType: relatedRow.businessType,
            categories: relatedRow.categories,
          }
        : null,
      tradeShows: tradeShows.map(({ name, booth, startDate, endDate, location }) => ({
        name,
        booth,
        start: startDate,
        end: endDate,
        location,
      })),
      contacts: contacts.map(toCompanyContact),
      latestPosts: toPostPage(postRows, postTotals, 1),
      answerMinutes: row.answerMinutes,
    },
  };
}
