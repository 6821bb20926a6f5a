import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The e2e server fixes every captcha's answer to this (VITRINE_CAPTCHA_ANSWER). */
export const TEST_CAPTCHA = 'TEST42';
export const SEED_ADMIN = { email: 'admin@vitrine.test', password: 'Vitrine2026!' };
export const TERMS = 'I agree to the terms of use and the privacy policy.';

export const uniqueEmail = (label: string) => `${label}-${randomUUID()}@e2e.vitrine.test`;

/**
 * Login and mail limits count per client address. Each test is a visitor of its own address, so
 * tests running side by side never use up each other's attempts.
 */
export function ownAddress(): Record<string, string> {
  return { 'cf-connecting-ip': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
}

/** Where the header's account items are: the header bar on a desktop, the opened menu on a phone. */
export async function headerAccountItems(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('banner');
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
  await expect.poll(() => form.getByRole('img', { name: /^Captcha/ }).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
}

/** Fills the login pane (in the modal or on a page) and sends it. */
export async function submitLogin(form: Locator, credentials: { email: string; password: string; captcha?: string }): Promise<void> {
  await form.getByLabel('Email').fill(credentials.email);
  await form.getByLabel('Password', { exact: true }).fill(credentials.password);
  await captchaLoaded(form);
  await form.getByLabel('Captcha', { exact: true }).fill(credentials.captcha ?? TEST_CAPTCHA);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs the API context in as the seed's administrator, and returns a caller of admin calls. */
export async function signInAsAdmin(api: APIRequestContext): Promise<(path: string, body: unknown) => Promise<void>> {
  const xsrf = async () => (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  await api.get('/api/current');
  await api.get(`/api/supplier/home/captcha?v=${Date.now()}`);
  const login = await api.post('/api/login', { data: { ...SEED_ADMIN, captcha: TEST_CAPTCHA }, headers: { 'x-xsrf-token': await xsrf() } });
  expect(login.ok()).toBe(true);
  return async (path, body) => {
    const answer = await api.post(path, { data: body, headers: { 'x-xsrf-token': await xsrf() } });
    expect(answer.ok(), await answer.text()).toBe(true);
  };
}
