import { expect, test } from '#tests/e2e/support/fixtures.ts';

test('the catalogue area lists the published catalogues, never a disabled one, and opens them', async ({ page }) => {
  await page.goto('/');
  const catalogues = page.getByRole('list').getByRole('link');
  await expect(catalogues.filter({ hasText: 'Meridian Industrial Supply Co., Ltd.' })).toBeVisible();
  await expect(catalogues.filter({ hasText: 'Nordic Fasteners AB' })).toContainText('Sweden');
  await expect(catalogues.filter({ hasText: 'Baltic Workwear Supply' })).toHaveCount(0);
  await catalogues.filter({ hasText: 'Nordic Fasteners AB' }).click();
  await expect(page).toHaveURL(/\/nordic-fasteners$/);
  await expect(page).toHaveTitle('Product catalog Nordic Fasteners AB');
});
