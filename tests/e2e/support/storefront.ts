import type { Page } from '@playwright/test';

/** N of 'Result: N items'. */
export async function resultCount(page: Page): Promise<number> {
  return Number((await page.getByText(/^Result: \d+ items$/).textContent())?.match(/\d+/)?.[0]);
}

/** Model numbers of the storefront's cards, in order. */
export function cardModels(page: Page): Promise<string[]> {
  return page.locator('.storefront-results .product-card-model').allTextContents();
}

/** The link to the first product of the storefront grid. */
export function firstProductLink(page: Page) {
  return page.locator('.storefront-results .product-card a').first();
}
