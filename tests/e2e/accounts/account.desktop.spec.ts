import { expect, test } from '#tests/e2e/support/fixtures.ts';

// On a phone the Login item sits in the menu, which needs JavaScript to open.
test.describe('the account pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header Login is a plain link to the login page, which draws its form', async ({ page }) => {
    await page.goto('/demo');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});
