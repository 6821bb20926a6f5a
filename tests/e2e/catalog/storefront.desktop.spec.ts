import { expect, test } from '#tests/e2e/support/fixtures.ts';
import { cardModels, resultCount } from '#tests/e2e/support/storefront.ts';
import { expectImageDrawn } from '#tests/e2e/support/image-drawn.ts';

test.describe('the storefront on a desktop', () => {
  test('shows Company in the header, not Products', async ({ page }) => {
    await page.goto('/demo');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Company' })).toHaveAttribute(
      'href',
      '/demo/company/demo/meridian-industrial-supply-co-ltd-',
    );
    await expect(header.getByRole('link', { name: 'Products', exact: true })).toHaveCount(0);
  });

  test('filters by category and keeps the filter while sorting', async ({ page }) => {
    await page.goto('/demo');
    const all = await resultCount(page);
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('link', { name: 'Ball Valves' }).click();
    await expect(page).toHaveURL(/[?&]menu=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ball Valves' })).toBeVisible();
    const inMenu = await resultCount(page);
    expect(inMenu).toBeGreaterThan(0);
    expect(inMenu).toBeLessThan(all);
    await page.getByRole('link', { name: 'Model number' }).click();
    await expect(page).toHaveURL(/sort=modelnumber/);
    await expect(page).toHaveURL(/[?&]menu=\d+/);
    expect(await resultCount(page)).toBe(inMenu);
    const models = await cardModels(page);
    expect(models).toEqual([...models].sort((a, b) => a.localeCompare(b)));
  });

  test('pages with Previous and Next, disabled at the ends', async ({ page }) => {
    await page.goto('/nordic-fasteners');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    const firstPage = await cardModels(page);
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    expect(await cardModels(page)).not.toEqual(firstPage);
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=3/);
    await expect(pager.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await expect(pager.getByText('Page 3 of 3')).toBeVisible();
  });

  test('shows no pager when everything fits on one page', async ({ page }) => {
    await page.goto('/demo?keyword=MTX-DR12-C');
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  });

  test('shows three products per row and pads the last row with empty boxes', async ({ page }) => {
    await page.goto('/nordic-fasteners?page=3');
    const shown = await page.locator('.storefront-results .product-card').count();
    await expect(page.locator('.storefront-results .product-grid-pad')).toHaveCount((3 - (shown % 3)) % 3);
    const columns = await page
      .locator('.storefront-results .product-grid')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(3);
  });

  test('offers no Open in App banner; the app link page puts its QR code first, to scan with a phone', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/demo');
    await expect(page.getByRole('link', { name: 'Open in App' })).toHaveCount(0);
    await page.goto('/demo/app');
    await expect(page.getByText('Scan this code with your phone')).toBeVisible();
    const qr = page.getByRole('img', { name: `QR code of ${baseURL}/demo` });
    await expect(qr).toBeVisible();
    await expectImageDrawn(qr);
    await expect(page.getByLabel('Share link')).toHaveValue(`${baseURL}/demo`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Get the Vitrine app']);
  });
});
