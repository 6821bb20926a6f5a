import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import type { Database } from '#functions/db/client.ts';
import { createSession } from '#functions/domain/accounts/sessions.ts';
import { createUser } from '#functions/domain/accounts/users.ts';
import { callApi, ownAddress } from './account.ts';
import { answerFollowPromptNotNow, readRevealAttention } from './engagement.ts';
import { expect } from './fixtures.ts';

/**
 * A person of a test with a name (the API cannot set one yet): a verified account, and a browser
 * signed in as them, from an address of its own, that never shows the add-supplier prompt, nor
 * (unless `attention`) the 'Attention' note on a first follow or chat.
 */
export async function namedPerson(
  browser: Browser,
  database: Database,
  baseURL: string,
  name: string,
  { attention = false } = {},
) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID()}@e2e.vitrine.test`;
  const userId = await createUser(database, { email, password: randomUUID(), name, emailVerified: true });
  const { token } = await createSession(database, userId);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
  await context.addCookies([
    { name: 'vitrine_session', value: token, url: baseURL },
    { name: 'isLogin', value: 'true', url: baseURL },
  ]);
  await answerFollowPromptNotNow(context, userId);
  if (!attention) await readRevealAttention(context, userId);
  return { userId, email, context, page: await context.newPage() };
}

/** The signed-in person accepts the catalogue's invitation to its sales team, as My catalogue › Invitations does. */
export async function acceptTeamInvitation(person: APIRequestContext, supplierName: string): Promise<void> {
  const { data } = (await (await person.get('/api/app/team/list')).json()) as {
    data: { invitations: { id: number; supplier: { id: string } }[] };
  };
  const invitation = data.invitations.find((pending) => pending.supplier.id === supplierName);
  expect(invitation, `an invitation of ${supplierName}`).toBeDefined();
  await callApi(person, '/api/app/team/accept', { id: invitation!.id });
}

/**
 * The owner (signed in on `owner`) asks each person onto the sales team under the given job title,
 * as Sales team does, and each accepts, as My catalogue › Invitations does.
 */
export async function joinSalesTeam(
  owner: APIRequestContext,
  supplierName: string,
  members: { person: { email: string; context: { request: APIRequestContext } }; jobTitle: string }[],
): Promise<void> {
  const contacts = members.map(({ person, jobTitle }) => ({ email: person.email, jobTitle, canPost: false }));
  await callApi(owner, '/api/supplier/home/contacts', { contacts }, 'PATCH');
  for (const { person } of members) await acceptTeamInvitation(person.context.request, supplierName);
}
