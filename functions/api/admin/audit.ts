import { auditPage, auditPagerInput } from '#functions/domain/admin/audit-pager.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { adminRouter } from '#functions/api/api-env.ts';

/** The admin area's audit log (issue 14 item 6): read-only, searchable. */
export const adminAuditRoutes = adminRouter().post('/pager', async (c) =>
  c.json(successBody(await auditPage(c.var.db, parseInput(auditPagerInput, await readJsonBody(c.req.raw))))),
);
