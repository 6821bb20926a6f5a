import { recentPushes } from '#functions/domain/admin/push-pager.ts';
import { triggerPush } from '#functions/domain/admin/push-trigger.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { adminRouter } from '#functions/api/api-env.ts';
import { pushTriggerSchema } from '#src/shared/admin-push.ts';

/** The admin area's push-notification screen (spec §1, §2: a supplier ID and 'Trigger now'; issue 14 item 5). */
export const adminPushRoutes = adminRouter()
  .post('/trigger', async (c) => {
    const input = parseInput(pushTriggerSchema, await readJsonBody(c.req.raw));
    const id = await triggerPush(c.var.db, c.env, c.var.viewer, input);
    return c.json(successBody({ id }));
  })
  .post('/list', async (c) => c.json(successBody(await recentPushes(c.var.db))));
