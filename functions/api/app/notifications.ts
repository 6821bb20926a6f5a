import {
  markNotificationsRead,
  notificationPage,
  notificationPagerInput,
  notificationReadInput,
} from '#functions/domain/notifications/notification-pager.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { signedInRouter } from '#functions/api/api-env.ts';

/** Spec §7: POST app/notification/pager; POST app/notification/update/read. */
export const appNotificationRoutes = signedInRouter()
  .post('/pager', async (c) => {
    const input = parseInput(notificationPagerInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await notificationPage(c.var.db, c.var.viewer.userId, input)));
  })
  .post('/update/read', async (c) => {
    const input = parseInput(notificationReadInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await markNotificationsRead(c.var.db, c.var.viewer.userId, input)));
  });
