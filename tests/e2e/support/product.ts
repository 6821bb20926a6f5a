import type { Page } from '@playwright/test';

/** Opens a demo product's page the way a visitor finds it: search by model number, open the card. */
export async function openDemoProduct(page: Page, modelNumber: string): Promise<void> {
  await page.goto(`/demo?keyword=${encodeURIComponent(modelNumber)}`);
  await page.locator('.storefront-results .product-card a', { hasText: modelNumber }).first().click();
  await page.waitForURL(/\/demo\/product\/\d+/);
}

/** The section headings of a detail page, in page order. */
export function sectionTitles(page: Page): Promise<string[]> {
  return page.locator('details.section > summary h2').allTextContents();
}
