import type { Page } from '@playwright/test';

/**
 * Opens the newest mail to `to` in the local mailbox (/account/mailbox, local only) and follows
 * its link to `path`, as a person clicks the link in their e-mail.
 */
export async function followMailLink(
  page: Page,
  to: string,
  path: '/account/verify' | '/account/reset',
): Promise<void> {
  await page.goto(`/account/mailbox?to=${encodeURIComponent(to)}`);
  const mail = page.getByRole('article').first();
  await mail.getByRole('link', { name: new RegExp(`${path.replace(/\//g, '\\/')}\\?token=`) }).click();
  await page.waitForURL(new RegExp(`${path}\\?token=`));
}
