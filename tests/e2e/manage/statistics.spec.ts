import { test } from '#tests/e2e/support/account.ts';
import { callApi } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { openScreen, signInNewOwner, VISITOR_AGENT } from '#tests/e2e/support/workspace.ts';
import { EMPTY_PRODUCT_PROFILE } from '#src/shared/owner-products.ts';

// Issue 12 item 7 (statistics): views of a fresh catalogue's public pages, counted after the
// answer by the supplier's Durable Object, on the Statistics screen as tiles, a chart and its table.

test.describe('The owner’s Statistics screen', () => {
  test('shows the views of the storefront and a product page, as figures, a chart and a table', async ({
    page,
    context,
    isMobile,
  }, testInfo) => {
    const owner = await signInNewOwner(context);
    const product = await callApi<{ id: number }>(context.request, '/api/supplier/product/add', {
      ...EMPTY_PRODUCT_PROFILE,
      productName: 'Counted valve',
      modelNumber: 'CV-1',
    });

    await page.goto('/manage');
    await openScreen(page, isMobile, 'Statistics');
    await expect(page.getByText(/^No visits yet in these days/)).toBeVisible();

    const anonymous = await context.browser()!.newContext({ userAgent: VISITOR_AGENT });
    const states: string[] = [];
    for (const path of [`/${owner.name}`, `/${owner.name}`, `/${owner.name}/product/${product.id}/counted-valve`]) {
      const answer = await anonymous.request.get(path);
      expect(answer.status()).toBe(200);
      states.push(answer.headers()['x-vitrine-cache']!);
    }
    await anonymous.close();
    expect(states).toEqual(['MISS', 'HIT', 'MISS']);

    // The calls roll the counter up first; the count itself happens after each answer, so retry.
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(page.locator('.ws-stat-tile').filter({ hasText: 'Views' }).locator('.ws-stat-figure')).toHaveText(
        '3',
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 15_000 });
    await expect(page.locator('.ws-stat-tile').filter({ hasText: 'Visitors' }).locator('.ws-stat-figure')).toHaveText(
      '1',
    );
    await expect(page.getByRole('img', { name: /Views per day, .+: 3 in all/ })).toBeVisible();

    await page.getByText('Show the figures as a table').click();
    const table = page.getByRole('table', { name: /Views per day/ });
    await expect(table.getByRole('row')).toHaveCount(31);
    await expect(table.getByRole('row').last().getByRole('cell')).toHaveText('3');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('statistics.png'), fullPage: true });

    await page.getByRole('group', { name: 'Days' }).getByRole('button', { name: '7 days' }).click();
    await expect(table.getByRole('row')).toHaveCount(8);
    await page.getByRole('group', { name: 'Figure' }).getByRole('button', { name: 'Followers' }).click();
    await expect(page.getByText('No new followers in these days.')).toBeVisible();
  });
});
