import { expect, test } from '#tests/e2e/support/fixtures.ts';

test.describe('not found', () => {
  test('an unknown supplier reaches the not-found page', async ({ page }) => {
    await page.goto('/no-such-supplier');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page).toHaveTitle('Something went wrong');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('No catalogue or products were found at this address.')).toBeVisible();
    await expect(page.getByText('Please contact the provider who gave you the link.')).toBeVisible();
  });

  test('a menu that is not the supplier’s reaches the not-found page', async ({ page }) => {
    await page.goto('/demo?menu=999999');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('any unknown path answers the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/demo/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });

  test('a disabled supplier sends the visitor to the login route, pages and calls alike', async ({ page, request }) => {
    await page.goto('/disabled-co');
    await expect(page).toHaveURL(/\/account\/login\?catalogue=unavailable$/);
    const call = await request.get('/api/common/supplier/detail/disabled-co');
    expect(call.status()).toBe(403);
    expect((await call.json()).errors).toEqual([{ field: 'id', code: 'supplier_disable' }]);
  });
});
