import { setUserStatus, userPage, userPagerInput, userStatusInput } from '#functions/domain/admin/user-admin.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { adminRouter } from '#functions/api/api-env.ts';

/** The admin area's users (spec §1: users, suppliers, push trigger). */
export const adminUserRoutes = adminRouter()
  .post('/pager', async (c) =>
    c.json(successBody(await userPage(c.var.db, parseInput(userPagerInput, await readJsonBody(c.req.raw))))),
  )
  .post('/update-status', async (c) => {
    await setUserStatus(c.var.db, c.var.viewer.userId, parseInput(userStatusInput, await readJsonBody(c.req.raw)));
    return c.json(successBody(null));
  });
