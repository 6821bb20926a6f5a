import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { insertRows, runStatements, type Statement } from '#functions/db/batch.ts';
import {
  companyContacts,
  companyDocuments,
  companyHighlights,
  companyMedias,
  companyTradeShows,
  companyTurnovers,
} from '#functions/db/schema/index.ts';
import type { MediaType } from '#functions/db/schema/columns.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import type { NameValue } from '#functions/domain/catalogue/write-products.ts';
import { turnoverTotal } from '#src/shared/company-profile.ts';
import { bumpCatalogVersion } from '#functions/domain/suppliers/catalogue-version.ts';

/** The company-profile sections that are lists. A section left out is left as it is. */
export type CompanyParts = {
  medias?: { type: MediaType; key: string; posterKey?: string | null }[];
  highlights?: NameValue[];
  documents?: { name: string; key: string; size: number; mimeType: string }[];
  turnovers?: { region: string; percent: number }[];
  tradeShows?: { name: string; booth?: string | null; startDate: string; endDate: string; location: string }[];
  contacts?: { userId: number; jobTitle?: string; canPost?: boolean; isNew?: boolean }[];
};

/** Turnover percents are shares of one whole: the page adds a blank slice for what is left under 100. */
export function assertTurnoversFit(turnovers: { percent: number }[]): void {
  if (turnovers.some((turnover) => turnover.percent < 0) || turnoverTotal(turnovers) > 100) {
    throw new DomainError('invalid', [{ field: 'turnovers', code: 'turnover_total_over_100' }]);
  }
}

type SupplierListTable =
  | typeof companyMedias
  | typeof companyHighlights
  | typeof companyDocuments
  | typeof companyTurnovers
  | typeof companyTradeShows
  | typeof companyContacts;

/** Deletes a section's rows and inserts the new list in its order; nothing when the section is left out. */
function replaceSection(
  db: Database,
  table: SupplierListTable,
  supplierId: number,
  rows: object[] | undefined,
): Statement[] {
  if (!rows) return [];
  const positioned = rows.map((row, position) => ({
    supplierId,
    position,
    ...row,
  })) as SupplierListTable['$inferInsert'][];
  return [db.delete(table).where(eq(table.supplierId, supplierId)), ...insertRows(table, positioned)];
}

/** Replaces the given sections of a supplier's company profile, and any writes that go with them, in one transaction. */
export async function replaceCompanyParts(
  db: Database,
  supplierId: number,
  parts: CompanyParts,
  now = Date.now(),
  alongside: Statement[] = [],
): Promise<void> {
  if (parts.turnovers) assertTurnoversFit(parts.turnovers);
  await runStatements(db, [
    ...replaceSection(db, companyMedias, supplierId, parts.medias),
    ...replaceSection(db, companyHighlights, supplierId, parts.highlights),
    ...replaceSection(db, companyDocuments, supplierId, parts.documents),
    ...replaceSection(db, companyTurnovers, supplierId, parts.turnovers),
    ...replaceSection(db, companyTradeShows, supplierId, parts.tradeShows),
    ...replaceSection(db, companyContacts, supplierId, parts.contacts),
    ...alongside,
    bumpCatalogVersion(db, supplierId, now),
  ]);
}
