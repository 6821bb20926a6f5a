import { test } from '#tests/e2e/support/account.ts';
import { callApi, logInWithApi, readApi } from '#tests/e2e/support/account.ts';
import { SEED_OWNER } from '#tests/e2e/support/my-catalogue.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { viewPublicPage } from '#tests/e2e/support/page-views.ts';
import { openScreen, signInNewOwner, VISITOR_AGENT } from '#tests/e2e/support/workspace.ts';
import { viewCarriedBy } from '#tests/support/page-view.ts';
import { EMPTY_PRODUCT_PROFILE } from '#src/shared/owner-products.ts';

// Issue 12 item 7 (statistics): views of a fresh catalogue's public pages, sent by the pages
// themselves once loaded (their view beacon) and counted by the supplier's Durable Object, on the
// Statistics screen as tiles, a chart and its table.
// Issue 26 item 5: the top products against an independent count and their own pages, the owner's
// own views left out, a buyer's product view on Monitoring, the demo's 90 days with a shape.

const SEED_BUYER = { email: 'buyer@vitrine.test', password: 'Vitrine2026!', name: 'Sarah Mitchell' };

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

    // A cached copy counts as much as a fresh one: each page sends its own view.
    const anonymous = await context.browser()!.newContext({ userAgent: VISITOR_AGENT });
    const states: string[] = [];
    for (const path of [`/${owner.name}`, `/${owner.name}`, `/${owner.name}/product/${product.id}/counted-valve`])
      states.push(await viewPublicPage(anonymous.request, path));
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
    await page.getByRole('group', { name: 'Figure' }).getByRole('button', { name: 'New followers' }).click();
    await expect(page.getByText('No new followers in these days.')).toBeVisible();
  });

  test('lists the top products by an independent count, leaves the owner’s own views out, and Monitoring shows a buyer’s product view', async ({
    page,
    context,
    isMobile,
  }, testInfo) => {
    const owner = await signInNewOwner(context);
    const add = (productName: string, modelNumber: string) =>
      callApi<{ id: number }>(context.request, '/api/supplier/product/add', {
        ...EMPTY_PRODUCT_PROFILE,
        productName,
        modelNumber,
      });
    const valve = await add('Counted valve', 'CV-1');
    const pump = await add('Counted pump', 'CP-2');

    // Known views: the valve twice, the pump once, by a visitor; the owner's own look counts for nothing.
    const anonymous = await context.browser()!.newContext({ userAgent: VISITOR_AGENT });
    for (const id of [valve.id, valve.id, pump.id])
      await viewPublicPage(anonymous.request, `/${owner.name}/product/${id}/x`);
    await anonymous.close();
    // The owner, signed in, in a browser the counter would count (not a headless one).
    const ownerBrowsing = await context.browser()!.newContext({
      userAgent: VISITOR_AGENT,
      storageState: await context.storageState(),
    });
    for (const id of [pump.id, pump.id]) await viewPublicPage(ownerBrowsing.request, `/${owner.name}/product/${id}/x`);
    await ownerBrowsing.close();

    // A signed-in buyer opens the valve's page (its detail call remembers the view).
    const buyer = await context.browser()!.newContext();
    await logInWithApi(buyer.request, SEED_BUYER);
    await readApi(buyer.request, `/api/common/product/detail/${valve.id}`);
    await buyer.close();

    await page.goto('/manage');
    await openScreen(page, isMobile, 'Statistics');
    const top = page.getByRole('region', { name: 'Top products' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh', exact: true }).click();
      await expect(top.getByRole('listitem')).toHaveCount(2, { timeout: 1_000 });
      await expect(top.getByRole('listitem').first()).toContainText('2 views', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const rows = top.getByRole('listitem');
    await expect(rows.nth(0)).toContainText('Counted valve');
    await expect(rows.nth(1)).toContainText('Counted pump');
    await expect(rows.nth(1)).toContainText('1 view');
    await expect(top.getByText('3 product page views in these days, by 2 products.')).toBeVisible();
    const chats = page.getByRole('region', { name: 'Chats' });
    await expect(chats.locator('.ws-stat-tile').filter({ hasText: 'Chats started' })).toContainText('0');
    await expect(chats.locator('.ws-stat-tile').filter({ hasText: 'Median first answer' })).toContainText('–');

    // Each row leads to its product's own page, which names it.
    await rows.nth(1).getByRole('link', { name: 'Counted pump' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Counted pump');

    await page.goto('/manage');
    await openScreen(page, isMobile, 'Monitoring');
    const activity = page.getByRole('region', { name: 'Activity' });
    await expect(activity.getByRole('listitem').filter({ hasText: 'viewed Counted valve' })).toContainText(
      SEED_BUYER.name,
    );
    await activity.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Product views' });
    await expect(activity.getByRole('listitem')).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath('monitoring-product-view.png'), fullPage: true });
    await activity.getByRole('link', { name: 'Counted valve' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Counted valve');
  });

  test('counts only the pages of an active catalogue: its storefront, product and company pages carry a view, no other page does', async ({
    request,
  }) => {
    const carried = async (path: string) => viewCarriedBy(await (await request.get(path)).text());
    const storefront = await (await request.get('/demo')).text();
    const productPath = /href="(\/demo\/product\/\d+\/[^"]*)"/.exec(storefront)![1]!;
    const companyPath = /href="(\/demo\/company\/[^"]*)"/.exec(storefront)![1]!;
    for (const [path, page] of [
      ['/demo', 'storefront'],
      [productPath, 'product'],
      [companyPath, 'company'],
    ] as const)
      expect(JSON.parse((await carried(path))!), path).toMatchObject({ page, signature: expect.any(String) });
    // The posts and app link pages, a disabled catalogue (its address leads to the login page) and
    // an unknown product (the 404 page) count nothing.
    for (const path of ['/demo/posts', '/demo/app', '/disabled-co', '/demo/product/999999999/x'])
      expect(await carried(path), path).toBeNull();
  });

  test('shows the demo’s quarter: a chart with a shape, and top products that are the products of their own pages', async ({
    page,
    context,
    isMobile,
  }, testInfo) => {
    await logInWithApi(context.request, SEED_OWNER);
    await page.goto('/manage');
    await openScreen(page, isMobile, 'Statistics');
    await page.getByRole('group', { name: 'Days' }).getByRole('button', { name: '90 days' }).click();
    await expect(page.getByRole('img', { name: /^Bar chart\. Views per day, .+: [\d,]+ in all\./ })).toBeVisible();
    await page.getByText('Show the figures as a table').click();
    const days = page.getByRole('table', { name: /Views per day/ }).getByRole('row');
    await expect(days).toHaveCount(91);
    // A shape, not a flat line: the 90 days do not all hold the same figure.
    const figures = new Set(await days.locator('td').allTextContents());
    expect(figures.size).toBeGreaterThan(10);

    const top = page.getByRole('region', { name: 'Top products' });
    await expect(top.getByRole('listitem')).toHaveCount(10);
    const chats = page.getByRole('region', { name: 'Chats' });
    await expect(chats.locator('.ws-stat-tile').filter({ hasText: 'Median first answer' })).toContainText(
      /\d+ (min|h)/,
    );
    await page.screenshot({ path: testInfo.outputPath('statistics-demo.png'), fullPage: true });
    await page.getByRole('group', { name: 'Figure' }).getByRole('button', { name: 'Followers', exact: true }).click();
    await expect(page.getByRole('img', { name: /^Bar chart\. Followers per day, .+: \d+ today\./ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('statistics-demo-followers.png'), fullPage: true });

    // The first three rows against their products' own pages: the same name, the same picture.
    const rows = await Promise.all(
      [0, 1, 2].map(async (index) => {
        const row = top.getByRole('listitem').nth(index);
        return {
          name: (await row.getByRole('link').textContent())!,
          href: (await row.getByRole('link').getAttribute('href'))!,
          picture: (await row.locator('img').getAttribute('src'))!,
        };
      }),
    );
    for (const row of rows) {
      await page.goto(row.href);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(row.name);
      await expect(page.locator(`.gallery img[src="${row.picture}"]`).first()).toBeAttached();
    }
  });
});
