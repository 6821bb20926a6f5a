import { expect, test } from '@playwright/test';

test.describe('the demo storefront', () => {
  test('shows the demo company with its products and pictures', async ({ page }) => {
    const response = await page.goto('/demo');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Product catalog /);
    const result = page.getByText(/^Result: \d+ items$/);
    await expect(result).toBeVisible();
    const total = Number((await result.textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThanOrEqual(120);

    const cards = page.getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(0);
    const firstImage = page.locator('.card img').first();
    await expect(firstImage).toBeVisible();
    await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  test('pages through the catalogue', async ({ page }) => {
    await page.goto('/demo');
    const firstName = await page.locator('.card .name').first().textContent();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.locator('.card .name').first()).not.toHaveText(firstName ?? '');
  });
});

test.describe('not found', () => {
  test('an unknown supplier reaches the not-found page', async ({ page }) => {
    await page.goto('/no-such-supplier');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page).toHaveTitle('Something went wrong');
  });

  test('any unknown path answers the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/demo/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });
});
