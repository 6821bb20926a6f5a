import { randomInt, randomUUID } from 'node:crypto';
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from '@playwright/test';
import { expect, test as base } from './fixtures.ts';
import { expectImageDrawn } from '#tests/e2e/support/image-drawn.ts';

/** The e2e server fixes every captcha's answer to this (VITRINE_CAPTCHA_ANSWER). */
export const TEST_CAPTCHA = 'TEST42';
export const SEED_ADMIN = { email: 'admin@vitrine.test', password: 'Vitrine2026!' };
/** The seed's sales contact, on demo's team. */
export const SEED_SALES = { email: 'sales@vitrine.test', password: 'Vitrine2026!' };
export const TERMS = 'I agree to the terms of use and the privacy policy.';

export const uniqueEmail = (label: string) => `${label}-${randomUUID()}@e2e.vitrine.test`;

/**
 * Login and mail limits count per client address. Each test is a visitor of its own address, so
 * tests running side by side never use up each other's attempts.
 */
export function ownAddress(): Record<string, string> {
  return { 'cf-connecting-ip': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
}

/**
 * The account tests' fixtures: the browser comes from an address of its own, and `api` is another
 * caller (own cookies, own address) for arranging accounts the way another browser would.
 */
export const test = base.extend<{ api: APIRequestContext }>({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders(ownAddress());
    await use(context);
  },
  api: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
    await use(api);
    await api.dispose();
  },
});

/**
 * Where the header's account items are: the header bar on a desktop (with a signed-in user's
 * Actions popup opened, which holds Logout), the opened menu on a phone.
 */
export async function headerAccountItems(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) {
    const actions = page.getByRole('button', { name: 'Actions' });
    if (await actions.isVisible()) await actions.click();
    return page.getByRole('banner');
  }
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

export async function openLoginFromHeader(page: Page, isMobile: boolean): Promise<Locator> {
  await (await headerAccountItems(page, isMobile)).getByRole('link', { name: 'Login' }).click();
  const modal = page.getByRole('dialog', { name: 'Login' });
  await expect(modal).toBeVisible();
  return modal;
}

/** The captcha picture has arrived (its answer is tied to the browser by the cookie it brings). */
export async function captchaLoaded(form: Locator): Promise<void> {
  await expectImageDrawn(form.getByRole('img', { name: /^Captcha/ }));
}

/** Fills the login pane (in the modal or on a page) and sends it. */
export async function submitLogin(
  form: Locator,
  credentials: { email: string; password: string; captcha?: string },
): Promise<void> {
  await form.getByLabel('Email').fill(credentials.email);
  await form.getByLabel('Password', { exact: true }).fill(credentials.password);
  await captchaLoaded(form);
  await form.getByLabel('Captcha', { exact: true }).fill(credentials.captcha ?? TEST_CAPTCHA);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function xsrfToken(api: APIRequestContext): Promise<string> {
  const cookie = (await api.storageState()).cookies.find((candidate) => candidate.name === 'XSRF-TOKEN');
  if (cookie) return cookie.value;
  await api.get('/api/current'); // hands out the anti-forgery cookie
  return xsrfToken(api);
}

/** A call the way the site's request layer makes it (anti-forgery header included): its data; fails the test unless it succeeds. */
export async function callApi<T = unknown>(
  api: APIRequestContext,
  path: string,
  body: unknown,
  method: 'POST' | 'PATCH' = 'POST',
): Promise<T> {
  const answer = await api.fetch(path, { method, data: body, headers: { 'x-xsrf-token': await xsrfToken(api) } });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** A GET call's data; fails the test unless it succeeds. */
export async function readApi<T = unknown>(api: APIRequestContext, path: string): Promise<T> {
  const answer = await api.get(path);
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/**
 * An account made as a person makes one: registered, and verified through the link of its mail
 * unless `verified` is false. All through the server, so the test never writes to its database
 * from a second process.
 */
export async function createAccount(
  api: APIRequestContext,
  { email, password, verified = true }: { email: string; password: string; verified?: boolean },
): Promise<void> {
  await callApi(api, '/api/register', { email, password, repeatPassword: password });
  if (!verified) return;
  const mailbox = await (await api.get(`/account/mailbox?to=${encodeURIComponent(email)}`)).text();
  const link = /href="([^"]*\/account\/verify\?token=[^"]+)"/.exec(mailbox)?.[1];
  expect(link, 'the verification mail').toBeDefined();
  expect((await (await api.get(link!)).text()).includes('Your e-mail is verified')).toBe(true);
}

/** Logs the API context in (the browser's own, `context.request`, shares its cookies with the pages). */
export async function logInWithApi(
  api: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<void> {
  await api.get(`/api/supplier/home/captcha?v=${Date.now()}`);
  await callApi(api, '/api/login', { ...credentials, captcha: TEST_CAPTCHA });
}

/**
 * Another person of a test, in a browser of their own (its own address): a verified account,
 * signed in. Answers the browser and the account's e-mail.
 */
export async function signedInPerson(
  browser: Browser,
  baseURL: string | undefined,
  label: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; email: string }> {
  const person = { email: uniqueEmail(label), password: 'PersonPass1' };
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress(), ...options });
  await createAccount(context.request, person);
  await logInWithApi(context.request, person);
  return { context, email: person.email };
}

/** The seed's administrator disables the account, as from the admin area's user list. */
export async function disableAccountAsAdmin(admin: APIRequestContext, email: string): Promise<void> {
  await logInWithApi(admin, SEED_ADMIN);
  const { list } = await callApi<{ list: { id: number; email: string }[] }>(admin, '/api/admin/user/pager', {
    pageNo: 1,
    pageSize: 20,
    keyword: email,
  });
  const user = list.find((candidate) => candidate.email === email);
  expect(user, email).toBeDefined();
  await callApi(admin, '/api/admin/user/update-status', { userId: user!.id, status: 'temporarily_disabled' });
}
