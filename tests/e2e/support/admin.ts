import { expect, type Page } from '@playwright/test';

// The admin area as the administrator walks it: its navigation and the push screen's steps.

/** Opens a screen from the area's navigation (on a phone, the nav folds open first). */
export async function openAdminScreen(page: Page, label: string, isMobile: boolean) {
  const nav = page.getByRole('navigation', { name: 'Administration' });
  if (isMobile) await nav.getByRole('button', { name: /^Screen:/ }).click();
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeFocused();
}

/** On the push screen: finds the supplier by its URL name and picks it. */
export async function pickPushSupplier(page: Page, supplierName: string) {
  const search = page.getByRole('search', { name: 'Find a supplier' });
  await search.getByLabel('Supplier: company or URL name').fill(supplierName);
  await search.getByRole('button', { name: 'Search' }).click();
  const choice = page
    .getByRole('list', { name: 'Suppliers found' })
    .getByRole('button')
    .filter({ hasText: `/${supplierName} ·` });
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
}

/** Sends the push with the message in the form, saying Yes to "Send to … followers of …?". */
export async function sendPush(page: Page) {
  await page.getByRole('button', { name: 'Send push' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The push is on its way' })).toBeVisible();
}
