import { searchFollowerAccounts } from '#functions/domain/company/contact-persons.ts';
import { followerPage, followerPagerInput } from '#functions/domain/monitoring/follower-page.ts';
import { monitoringEvents } from '#functions/domain/monitoring/monitoring-events.ts';
import { requireShownConnectedAccount, shownConnectedAccounts } from '#functions/domain/monitoring/shown-accounts.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, parseParam, readJsonBody } from '#functions/api/request-input.ts';
import { supplierRouter } from '#functions/api/api-env.ts';
import { apiFamily } from '#functions/api/openapi/describe-call.ts';
import { searchAccountsSchema } from '#src/shared/contact-persons.ts';
import { avatarIdsSchema, eventsQuerySchema } from '#src/shared/monitoring.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';

const describeCall = apiFamily('Monitoring');

/**
 * Spec §7 supplier/user (the workspace's Monitoring; the owner's session or the ERP token): POST
 * pager {pageNo, pageSize}, POST events {kinds?, before?, pageSize?}, POST search/accounts
 * {keyword}, POST check/contact/avatar {ids}, GET account/avatar/{id}. Hidden people are counted,
 * never named: src/shared/monitoring.ts says how each answer keeps that.
 */
export const supplierUserRoutes = supplierRouter()
  .post(
    '/pager',
    describeCall({ summary: 'Followers, newest first; hidden people counted, never named.', body: followerPagerInput }),
    async (c) => {
      const pager = parseInput(followerPagerInput, await readJsonBody(c.req.raw));
      return c.json(successBody(await followerPage(c.var.db, c.var.supplier.id, pager)));
    },
  )
  .post(
    '/events',
    describeCall({ summary: 'Who viewed, followed, watched or starred, and when.', body: eventsQuerySchema }),
    async (c) => {
      const query = parseInput(eventsQuerySchema, await readJsonBody(c.req.raw));
      return c.json(successBody(await monitoringEvents(c.var.db, c.var.supplier.id, query)));
    },
  )
  .post(
    '/search/accounts',
    describeCall({ summary: 'Followers by name or e-mail.', body: searchAccountsSchema }),
    async (c) => {
      const { keyword } = parseInput(searchAccountsSchema, await readJsonBody(c.req.raw));
      return c.json(successBody(await searchFollowerAccounts(c.var.db, c.var.supplier.id, keyword)));
    },
  )
  .post(
    '/check/contact/avatar',
    describeCall({
      summary: 'Of these user ids, the shown followers and sales contacts with their avatars.',
      body: avatarIdsSchema,
    }),
    async (c) => {
      const { ids } = parseInput(avatarIdsSchema, await readJsonBody(c.req.raw));
      return c.json(successBody(await shownConnectedAccounts(c.var.db, c.var.supplier.id, ids)));
    },
  )
  .get(
    '/account/avatar/:id',
    describeCall({ summary: 'One shown follower or sales contact with the avatar.' }),
    async (c) => {
      const id = parseParam('id', recordIdSchema, c.req.param('id'));
      return c.json(successBody(await requireShownConnectedAccount(c.var.db, c.var.supplier.id, id)));
    },
  );
