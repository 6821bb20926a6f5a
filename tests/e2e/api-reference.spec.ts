import { test } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { openScreen, signInNewOwner } from '#tests/e2e/support/workspace.ts';

// Issue 12 item 8: the ERP API reference, read from /api/openapi.json, linked from Developer.

test.describe('The ERP API reference', () => {
  test('is reached from the Developer screen and shows each call with a curl example', async ({
    page,
    context,
    isMobile,
  }) => {
    // A walk through several screens: near 30 s on a busy 2-core machine.
    test.slow();
    await signInNewOwner(context);
    await page.goto('/manage');
    await openScreen(page, isMobile, 'Developer');
    await page.getByRole('link', { name: 'Read the API reference' }).click();

    await expect(page).toHaveURL(/\/developers\/api$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ERP API reference' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();

    const pager = page.locator('article', { has: page.locator('h3#post-supplier-product-pager') });
    await expect(pager.getByRole('table')).toContainText('pageSize');
    const curl = pager.getByLabel('curl example for POST /api/supplier/product/pager');
    await expect(curl).toContainText('curl -X POST');
    await expect(curl).toContainText('/api/supplier/product/pager');
    await expect(curl).toContainText('Authorization: Bearer $VITRINE_TOKEN');
    await expect(curl).toContainText('"pageNo":1');

    // The contents lead to a family by keyboard.
    await page.getByRole('navigation', { name: 'Families of calls' }).getByRole('link', { name: 'Statistics' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#statistics$/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
