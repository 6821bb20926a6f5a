import { setAdminRole } from '#functions/domain/admin/admin-role.ts';
import { renewVerification } from '#functions/domain/admin/resend-verification.ts';
import { userPage, userPagerInput } from '#functions/domain/admin/user-pager.ts';
import { setUserStatus } from '#functions/domain/admin/user-status.ts';
import { userSuppliers } from '#functions/domain/admin/user-suppliers.ts';
import { verificationMail } from '#functions/lib/email/account-mails.ts';
import { sendMail } from '#functions/lib/email/mail.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { siteOrigin } from '#functions/lib/site-origin.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { adminRouter } from '#functions/api/api-env.ts';
import { userAdminRoleSchema, userIdSchema, userStatusSchema } from '#src/shared/admin-users.ts';

/** The admin area's Users screen (spec §1: an admin area with users; issue 14). */
export const adminUserRoutes = adminRouter()
  .post('/pager', async (c) =>
    c.json(successBody(await userPage(c.var.db, parseInput(userPagerInput, await readJsonBody(c.req.raw))))),
  )
  .post('/update-status', async (c) => {
    await setUserStatus(c.var.db, c.env, c.var.viewer, parseInput(userStatusSchema, await readJsonBody(c.req.raw)));
    return c.json(successBody(null));
  })
  .post('/update-admin', async (c) => {
    await setAdminRole(c.var.db, c.env, c.var.viewer, parseInput(userAdminRoleSchema, await readJsonBody(c.req.raw)));
    return c.json(successBody(null));
  })
  // The same mail and link as registering sends (functions/lib/email/account-mails.ts).
  .post('/resend-verification', async (c) => {
    const { userId } = parseInput(userIdSchema, await readJsonBody(c.req.raw));
    const { email, token } = await renewVerification(c.var.db, c.var.viewer, userId);
    await sendMail(c.env, c.var.db, await verificationMail(siteOrigin(c.env), email, token));
    return c.json(successBody(null));
  })
  .post('/suppliers', async (c) => {
    const { userId } = parseInput(userIdSchema, await readJsonBody(c.req.raw));
    return c.json(successBody(await userSuppliers(c.var.db, userId)));
  });
