import type { BrowserContext, Locator, Page } from '@playwright/test';
import { createAccount, logInWithApi, uniqueEmail } from './account.ts';
import { followPromptKey, revealNotedKey } from '#src/client/local-storage-keys.ts';
import { expect } from './fixtures.ts';

/**
 * Signs the browser in as a new buyer, made through the server as a person makes one. Unless
 * `prompt` is true, the add-supplier prompt is already answered 'Not now'; unless `attention` is,
 * the 'Attention' note on a first follow or chat is already read: both stay out of the way of
 * tests about something else.
 */
export async function signInFreshBuyer(
  context: BrowserContext,
  { prompt = false, attention = false } = {},
): Promise<{ userId: number }> {
  const credentials = { email: uniqueEmail('engagement'), password: 'BuyerPass1' };
  await createAccount(context.request, credentials);
  await logInWithApi(context.request, credentials);
  const { data } = (await (await context.request.get('/api/current')).json()) as { data: { id: number } };
  if (!prompt) await answerFollowPromptNotNow(context, data.id);
  if (!attention) await readRevealAttention(context, data.id);
  return { userId: data.id };
}

/** The signed-in user has answered the add-supplier prompt 'Not now' in this browser: it stays away. */
export async function answerFollowPromptNotNow(context: BrowserContext, userId: number): Promise<void> {
  await context.addInitScript(([key]) => localStorage.setItem(key!, 'close'), [followPromptKey(userId)]);
}

/** The user has read the 'Attention' note on showing themselves to a supplier, in this browser. */
export async function readRevealAttention(context: BrowserContext, userId: number): Promise<void> {
  await context.addInitScript(([key]) => localStorage.setItem(key!, 'yes'), [revealNotedKey(userId)]);
}

/** Opens the supplier popup (desktop) or the menu (phone) and gives the region holding the items. */
export async function openSupplierActions(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    return page.getByRole('dialog', { name: 'Menu' });
  }
  const button = page.getByRole('button', { name: 'Actions' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('banner');
}

/** The page has settled: its requests are done and the browser has had an idle moment. */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
}

/** A tiny real PNG (the server checks the leading bytes). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
