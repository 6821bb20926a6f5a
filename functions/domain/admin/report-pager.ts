import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { chatReports, products, reports, suppliers, users } from '#functions/db/schema/index.ts';
import { mediaUrl } from '#functions/lib/media/media-key.ts';
import { pageOffset, toPage } from '#functions/lib/pager.ts';
import { pagerEntries } from '#src/shared/pager.ts';
import {
  reportFiltersSchema,
  type AdminReport,
  type AdminReportPage,
  type ReportKind,
} from '#src/shared/admin-reports.ts';

export const reportPagerInput = v.object({ ...pagerEntries(20), ...reportFiltersSchema.entries });
type ReportPagerInput = v.InferOutput<typeof reportPagerInput>;

const reporter = alias(users, 'reporter');
const contact = alias(users, 'contact');
const resolver = alias(users, 'resolver');

/** A chat report is about the chat's supplier and names no product; a product report names one. */
const KIND_CONDITIONS: Record<ReportKind, SQL | undefined> = {
  chat: isNotNull(chatReports.reportId),
  product: and(isNull(chatReports.reportId), isNotNull(reports.productId)),
  supplier: and(isNull(chatReports.reportId), isNull(reports.productId)),
};

function conditions(input: ReportPagerInput): SQL | undefined {
  return and(
    input.status ? eq(reports.status, input.status) : undefined,
    input.kind ? KIND_CONDITIONS[input.kind] : undefined,
  );
}

/** The report's photo keys in their order, as one JSON array (spelled out: drizzle would leave `id` unqualified). */
const photoKeys = sql<string>`(select json_group_array(key) from
  (select key from report_photos where report_id = "reports"."id" order by position))`;

/** The page's rows with everything the screen shows of each report, in one statement. */
function reportRows(db: Database, where: SQL | undefined, input: ReportPagerInput) {
  return db
    .select({
      id: reports.id,
      status: reports.status,
      reason: reports.reason,
      explanation: reports.explanation,
      createdAt: reports.createdAt,
      supplier: {
        id: suppliers.id,
        name: suppliers.name,
        companyName: suppliers.companyName,
        status: suppliers.status,
      },
      productId: products.id,
      modelNumber: products.modelNumber,
      productName: products.productName,
      productStatus: products.status,
      chatId: chatReports.chatId,
      contactId: contact.id,
      contactEmail: contact.email,
      contactStatus: contact.status,
      reporterId: reporter.id,
      reporterEmail: reporter.email,
      resolvedAt: reports.resolvedAt,
      resolutionNote: reports.resolutionNote,
      resolverEmail: resolver.email,
      photoKeys,
    })
    .from(reports)
    .innerJoin(suppliers, eq(suppliers.id, reports.supplierId))
    .leftJoin(products, eq(products.id, reports.productId))
    .leftJoin(chatReports, eq(chatReports.reportId, reports.id))
    .leftJoin(contact, eq(contact.id, chatReports.contactId))
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(resolver, eq(resolver.id, reports.resolvedBy))
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(input.pageSize)
    .offset(pageOffset(input));
}
type ReportRow = Awaited<ReturnType<typeof reportRows>>[number];

/** One page of the reports, filtered by status and kind, newest first. */
export async function reportPage(db: Database, input: ReportPagerInput): Promise<AdminReportPage> {
  const where = conditions(input);
  // Side by side rather than in one db.batch: drizzle maps a D1 batch's rows by column name, and this
  // select names `id`, `email` and `status` of several tables.
  const [rows, totals] = await Promise.all([
    reportRows(db, where, input),
    db
      .select({ total: count() })
      .from(reports)
      .leftJoin(chatReports, eq(chatReports.reportId, reports.id))
      .where(where),
  ]);
  return toPage(rows.map(toAdminReport), totals[0]?.total ?? 0, input);
}

function toAdminReport(row: ReportRow): AdminReport {
  const kind: ReportKind = row.chatId !== null ? 'chat' : row.productId !== null ? 'product' : 'supplier';
  return {
    id: row.id,
    kind,
    status: row.status,
    reason: row.reason,
    explanation: row.explanation,
    createdAt: row.createdAt,
    supplier: row.supplier,
    product:
      row.productId === null
        ? null
        : {
            id: row.productId,
            modelNumber: row.modelNumber ?? '',
            productName: row.productName ?? '',
            status: row.productStatus ?? 'active',
          },
    chat:
      row.chatId === null
        ? null
        : {
            id: row.chatId,
            contact:
              row.contactId === null
                ? null
                : { id: row.contactId, email: row.contactEmail ?? '', disabled: row.contactStatus !== 'active' },
          },
    photos: (JSON.parse(row.photoKeys) as string[]).map(mediaUrl),
    reporter: row.reporterId === null ? null : { id: row.reporterId, email: row.reporterEmail ?? '' },
    resolution:
      row.resolvedAt === null ? null : { note: row.resolutionNote, at: row.resolvedAt, byEmail: row.resolverEmail },
  };
}
