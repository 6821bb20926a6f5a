import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { callApi, createAccount, logInWithApi, uniqueEmail, xsrfToken } from './account.ts';
import { expect } from './fixtures.ts';

// My catalogue's arrangements, made through the API as the site's own request layer makes them
// (session cookie and anti-forgery header), from the browser context that then opens the pages.

export const SEED_OWNER = { email: 'owner@vitrine.test', password: 'Vitrine2026!' };
const PASSWORD = 'BuyerPass1';

/** A new verified buyer, signed in in `context` (its pages share the session). */
export async function signInNewBuyer(context: BrowserContext, label: string): Promise<{ email: string }> {
  const email = uniqueEmail(label);
  await createAccount(context.request, { email, password: PASSWORD });
  await logInWithApi(context.request, { email, password: PASSWORD });
  return { email };
}

/** Registers and verifies an account through someone's invite link (/account/register?invite=…). */
export async function registerThroughInvite(api: APIRequestContext, inviteUrl: string): Promise<string> {
  const invite = new URL(inviteUrl).searchParams.get('invite');
  expect(invite, 'the invite code').toBeTruthy();
  const email = uniqueEmail('invited');
  await callApi(api, '/api/register', { email, password: PASSWORD, repeatPassword: PASSWORD, invite });
  const mailbox = await (await api.get(`/account/mailbox?to=${encodeURIComponent(email)}`)).text();
  const link = /href="([^"]*\/account\/verify\?token=[^"]+)"/.exec(mailbox)?.[1];
  expect(link, 'the verification mail').toBeDefined();
  await api.get(link!);
  return email;
}

export const follow = (api: APIRequestContext, supplierId: string) =>
  callApi(api, '/api/app/supplier/follow', { supplierId });

/** A supplier tag of the user's, put on the followed suppliers named. */
export async function tagSuppliers(api: APIRequestContext, name: string, supplierIds: string[]): Promise<void> {
  const tag = await callApi<{ id: number }>(api, '/api/app/supplier-tag/add', { name });
  for (const supplierId of supplierIds)
    await callApi(api, '/api/app/follow-supplier/tags', { supplierId, tagIds: [tag.id] });
}

/** The first products of a storefront, starred by the user. */
export async function starProducts(api: APIRequestContext, supplierId: string, count: number): Promise<void> {
  const { products } = await callApi<{ products: { list: { id: number }[] } }>(
    api,
    '/api/common/search/product/pager',
    { supplierId, pageNo: 1, pageSize: count },
  );
  for (const { id } of products.list) await callApi(api, '/api/app/product/star', { productId: id });
}

/** The catalogue's owner, signed in on `owner`, publishes a post (with pictures, if given); its followers are notified. */
export async function publishPost(
  owner: APIRequestContext,
  supplierId: string,
  content: string,
  picture?: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const answer = await owner.post('/api/app/post/create', {
    multipart: { supplierId, content, ...(picture && { files: picture }) },
    headers: { 'x-xsrf-token': await xsrfToken(owner) },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The seed's owner of `demo` publishes a post, from a browser of their own; its followers are notified. */
export async function ownerPublishesPost(owner: APIRequestContext, content: string): Promise<void> {
  await logInWithApi(owner, SEED_OWNER);
  await publishPost(owner, 'demo', content);
}
