import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insertRows, runStatements, type Statement } from '../../db/batch.ts';
import { companyContacts, companyDocuments, companyHighlights, companyMedias, companyTradeShows, companyTurnovers } from '../../db/schema/index.ts';
import type { MediaType } from '../../db/schema/columns.ts';
import { ApiError } from '../../lib/envelope.ts';
import type { NameValue } from '../catalog/write-products.ts';
import { bumpCatalogVersion } from '../suppliers/catalog-version.ts';

/** The company-profile sections that are lists. A section left out is left as it is. */
export type CompanyParts = {
  medias?: { type: MediaType; key: string; posterKey?: string | null }[];
  highlights?: NameValue[];
  documents?: { name: string; key: string; size: number; mimeType: string }[];
  turnovers?: { region: string; percent: number }[];
  tradeShows?: { name: string; booth?: string | null; startDate: string; endDate: string; location: string }[];
  contacts?: { userId: number; canPost?: boolean }[];
};

/** Turnover percents are shares of one whole: the page adds a blank slice for what is left under 100. */
export function assertTurnoversFit(turnovers: { percent: number }[]): void {
  const total = turnovers.reduce((sum, turnover) => sum + turnover.percent, 0);
  if (turnovers.some((turnover) => turnover.percent < 0) || total > 100) {
    throw new ApiError(400, [{ field: 'turnovers', code: 'turnover_total_over_100' }]);
  }
}

/** Replaces the given sections of a supplier's company profile in one transaction. */
export async function replaceCompanyParts(db: Database, supplierId: number, parts: CompanyParts, now = Date.now()): Promise<void> {
  if (parts.turnovers) assertTurnoversFit(parts.turnovers);
  const positioned = <T>(list: T[]) => list.map((item, position) => ({ supplierId, position, ...item }));
  const statements: Statement[] = [];
  if (parts.medias) {
    statements.push(db.delete(companyMedias).where(eq(companyMedias.supplierId, supplierId)), ...insertRows(db, companyMedias, positioned(parts.medias)));
  }
  if (parts.highlights) {
    statements.push(db.delete(companyHighlights).where(eq(companyHighlights.supplierId, supplierId)), ...insertRows(db, companyHighlights, positioned(parts.highlights)));
  }
  if (parts.documents) {
    statements.push(db.delete(companyDocuments).where(eq(companyDocuments.supplierId, supplierId)), ...insertRows(db, companyDocuments, positioned(parts.documents)));
  }
  if (parts.turnovers) {
    statements.push(db.delete(companyTurnovers).where(eq(companyTurnovers.supplierId, supplierId)), ...insertRows(db, companyTurnovers, positioned(parts.turnovers)));
  }
  if (parts.tradeShows) {
    statements.push(db.delete(companyTradeShows).where(eq(companyTradeShows.supplierId, supplierId)), ...insertRows(db, companyTradeShows, positioned(parts.tradeShows)));
  }
  if (parts.contacts) {
    statements.push(db.delete(companyContacts).where(eq(companyContacts.supplierId, supplierId)), ...insertRows(db, companyContacts, positioned(parts.contacts)));
  }
  statements.push(bumpCatalogVersion(db, supplierId, now));
  await runStatements(db, statements);
}
