import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { callApi, createAccount, logInWithApi, uniqueEmail } from './account.ts';
import { expect } from './fixtures.ts';

/** A new verified user, signed in in this browser, who owns a fresh empty catalogue. */
export async function signInNewOwner(context: BrowserContext): Promise<{ name: string; companyName: string }> {
  const credentials = { email: uniqueEmail('owner'), password: 'OwnerPass1' };
  await createAccount(context.request, credentials);
  await logInWithApi(context.request, credentials);
  const catalogue = {
    companyName: `Workshop ${randomUUID().slice(0, 6)} Ltd`,
    name: `ws-${randomUUID().slice(0, 12)}`,
    country: 'SE',
    businessType: 'Manufacturer',
  };
  await callApi(context.request, '/api/app/supplier/create', catalogue);
  return catalogue;
}

/** Opens a workspace screen the way a person does: the side list on a desktop, the menu on a phone. */
export async function openScreen(page: Page, isMobile: boolean, label: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Workspace' });
  if (isMobile) await nav.getByRole('button', { name: /^Screen:/ }).click();
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
}

/** Saves the open screen and waits for the answer to show. */
export async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

/** A public page as the next anonymous visitor gets it: fresh after an edit, then from the cache. */
export async function publicPage(context: BrowserContext, path: string): Promise<{ html: string; cache: string[] }> {
  const anonymous = await context.browser()!.newContext();
  try {
    const first = await anonymous.request.get(path);
    const second = await anonymous.request.get(path);
    return {
      html: await first.text(),
      cache: [first.headers()['x-vitrine-cache']!, second.headers()['x-vitrine-cache']!],
    };
  } finally {
    await anonymous.close();
  }
}
