import { recentPushes } from '#functions/domain/admin/push-pager.ts';
import { findPushTarget, triggerPush } from '#functions/domain/admin/push-trigger.ts';
import { countPushTrigger } from '#functions/api/call-limits.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { adminRouter } from '#functions/api/api-env.ts';
import { defaultPushMessage, pushTriggerSchema } from '#src/shared/admin-push.ts';

/** The admin area's push-notification screen (spec §1, §2: a supplier ID and 'Trigger now'; issue 14 item 5). */
export const adminPushRoutes = adminRouter()
  .post('/trigger', async (c) => {
    const { supplierId, title, text } = parseInput(pushTriggerSchema, await readJsonBody(c.req.raw));
    // Counted by the supplier found, so its id and its name are one supplier's hour.
    const supplier = await findPushTarget(c.var.db, supplierId);
    await countPushTrigger(c.env, c.var.viewer.userId, supplier.id);
    const message = { ...defaultPushMessage(supplier.companyName), ...(title && { title }), ...(text && { text }) };
    const id = await triggerPush(c.var.db, c.env, c.var.viewer, supplier, message);
    return c.json(successBody({ id }));
  })
  .post('/list', async (c) => c.json(successBody(await recentPushes(c.var.db))));
