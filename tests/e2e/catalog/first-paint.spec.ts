import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures.ts';
import { openDemoProduct } from '#tests/e2e/support/product.ts';

/**
 * What the first paint on a phone waits for (issue 10, Lighthouse): no stylesheet request, and the
 * page's largest picture fetched first, ahead of the page's own markup and styles.
 */
async function expectFirstPaintReady(page: Page, largestPicture: string): Promise<void> {
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  const picture = page.locator(largestPicture).first();
  await expect(picture).toHaveAttribute('loading', 'eager');
  expect(await preload.getAttribute('href')).toBe(await picture.getAttribute('src'));
}

test.describe('the first paint', () => {
  test("the storefront inlines its styles and fetches the first product's picture first", async ({ page }) => {
    await page.goto('/demo');
    await expectFirstPaintReady(page, '.storefront-results .product-card img');
  });

  test("a product page fetches its gallery's first picture first", async ({ page }) => {
    await openDemoProduct(page, 'MTX-AG115-750');
    await expectFirstPaintReady(page, '.gallery-slide img');
  });

  test("the company page fetches its gallery's first picture first", async ({ page }) => {
    await page.goto('/demo');
    await page.goto((await page.locator('a[href^="/demo/company/"]').first().getAttribute('href'))!);
    await expectFirstPaintReady(page, '.gallery-slide img');
  });
});
