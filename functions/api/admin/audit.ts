import { auditCsv, auditCsvName } from '#functions/domain/admin/audit-export.ts';
import { auditPage } from '#functions/domain/admin/audit-pager.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { adminRouter } from '#functions/api/api-env.ts';
import { auditFiltersSchema, auditPagerSchema } from '#src/shared/admin-audit.ts';

/** The admin area's audit log (issue 14 item 6): read-only, searchable by words, action and days; exported as CSV (issue 26 item 6). */
export const adminAuditRoutes = adminRouter()
  .post('/pager', async (c) =>
    c.json(successBody(await auditPage(c.var.db, parseInput(auditPagerSchema, await readJsonBody(c.req.raw))))),
  )
  .get('/export.csv', async (c) => {
    const filters = parseInput(auditFiltersSchema, Object.fromEntries(new URL(c.req.url).searchParams));
    return c.body(await auditCsv(c.var.db, filters), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${auditCsvName(filters)}"`,
      'cache-control': 'no-store',
    });
  });
