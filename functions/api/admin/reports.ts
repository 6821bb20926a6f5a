import { actOnReport } from '#functions/domain/admin/report-act.ts';
import { reportPage, reportPagerInput } from '#functions/domain/admin/report-pager.ts';
import { resolveReport } from '#functions/domain/admin/report-resolve.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { adminRouter } from '#functions/api/api-env.ts';
import { reportActSchema, reportResolveSchema } from '#src/shared/admin-reports.ts';

/** The admin area's Reports screen (issue 14 item 4): the reports buyers filed, closing them, acting on them. */
export const adminReportRoutes = adminRouter()
  .post('/pager', async (c) =>
    c.json(successBody(await reportPage(c.var.db, parseInput(reportPagerInput, await readJsonBody(c.req.raw))))),
  )
  .post('/resolve', async (c) => {
    await resolveReport(c.var.db, c.var.viewer, parseInput(reportResolveSchema, await readJsonBody(c.req.raw)));
    return c.json(successBody(null));
  })
  .post('/act', async (c) => {
    await actOnReport(c.var.db, c.env, c.var.viewer, parseInput(reportActSchema, await readJsonBody(c.req.raw)));
    return c.json(successBody(null));
  });
