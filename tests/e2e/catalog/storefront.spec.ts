import { expect, test } from '#tests/e2e/support/fixtures.ts';
import { firstProductLink, resultCount } from '#tests/e2e/support/storefront.ts';
import { expectImageDrawn } from '#tests/e2e/support/image-drawn.ts';

test.describe('the storefront', () => {
  test('shows the supplier, its banner, the result count and a grid of products with pictures', async ({ page }) => {
    const response = await page.goto('/demo');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Product catalog Meridian Industrial Supply Co., Ltd.');
    await expect(page.getByText('This is a demo product catalog created with Vitrine.')).toBeVisible();
    expect(await resultCount(page)).toBeGreaterThanOrEqual(120);
    const cards = page.locator('.storefront-results .product-card');
    await expect(cards).toHaveCount(12);
    const firstImage = cards.first().locator('img');
    await expectImageDrawn(firstImage);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Meridian/);
  });

  test('shows the demo banner for the demo supplier only', async ({ page }) => {
    await page.goto('/nordic-fasteners');
    await expect(page.getByText('This is a demo product catalog')).toHaveCount(0);
  });

  test('links the logo home with the catalogue version', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.locator('a.brand')).toHaveAttribute('href', /^\/demo\?version=\d+$/);
  });

  test('says an account has no products yet, and that a search found none', async ({ page }) => {
    await page.goto('/empty-co');
    await expect(page.getByText('No products or services have been uploaded to this account yet.')).toBeVisible();
    await expect(
      page.getByText('Please start adding your products and services in Vitrine, and refresh this page afterwards.'),
    ).toBeVisible();
    await expect(page.getByText('Result: 0 items')).toBeVisible();
    await page.goto('/demo?keyword=nothing-is-called-this');
    await expect(page.getByText('No products match this search.')).toBeVisible();
  });

  test('takes a page number past the end to the last page', async ({ page }) => {
    await page.goto('/nordic-fasteners?page=99&sort=modelnumber');
    await expect(page).toHaveURL(/\/nordic-fasteners\?sort=modelnumber&page=3$/);
    await expect(page.locator('.storefront-results .product-card')).not.toHaveCount(0);
  });

  test('opens a product from the grid', async ({ page }) => {
    await page.goto('/demo');
    const name = await page.locator('.storefront-results .product-card-name').first().textContent();
    await firstProductLink(page).click();
    await expect(page).toHaveURL(/\/demo\/product\/\d+\/[^?]+\?version=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
  });

  test('shows a placeholder for a picture that does not load', async ({ page }) => {
    await page.route('**/media/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/demo');
    await expect(page.locator('.storefront-results .product-card img').first()).toHaveAttribute(
      'src',
      '/placeholder.svg',
    );
  });
});
