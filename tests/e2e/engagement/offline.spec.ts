import type { Page } from '@playwright/test';
import { callApi, readApi } from '#tests/e2e/support/account.ts';
import { expect, test } from '#tests/e2e/support/fixtures.ts';
import { openDemoProduct } from '#tests/e2e/support/product.ts';

// Issue 29 item 5, the trade-show floor: a buyer keeps the catalogues they follow on the device;
// with the connection gone, a followed storefront and its products open from there and say they
// are offline; a note written while offline waits on the device and arrives, once, when the
// connection is back.

async function keepFollowedCatalogues(page: Page) {
  await callApi(page.request, '/api/app/supplier/follow', { supplierId: 'demo' });
  await page.goto('/my/offline');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing is kept on this device yet.' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep my followed catalogues' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ pages and \d+ pictures kept/ })).toBeVisible({
    timeout: 30_000,
  });
}

test.describe('offline', () => {
  test('a followed catalogue opens without a connection, and says so', async ({ page, context, signIn }) => {
    test.slow();
    await signIn();
    await keepFollowedCatalogues(page);
    const [, pages, pictures] = /^(\d+) pages and (\d+) pictures/.exec(
      (await page.getByRole('status').first().textContent())!,
    )!;
    // The storefront and the products its first page shows, each with its picture.
    expect(Number(pages)).toBeGreaterThan(1);
    expect(Number(pictures)).toBeGreaterThanOrEqual(Number(pages) - 1);

    await context.setOffline(true);
    await page.goto('/demo');
    await expect(page.getByRole('status').filter({ hasText: /^Offline — last updated/ })).toBeVisible();
    const firstCard = page.locator('.storefront-results .product-card a').first();
    const name = (await firstCard.locator('.product-card-name').textContent())!;
    await firstCard.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Offline — last updated/ })).toBeVisible();
    // A catalogue not followed was not kept: the browser's own offline page, not ours.
    await expect(page.goto('/nordic-fasteners')).rejects.toThrow();

    await context.setOffline(false);
    await page.goto('/my/offline');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Nothing is kept on this device yet.' })).toBeVisible();
  });

  test('a note written offline arrives once the connection is back', async ({ page, context, signIn }) => {
    const { userId } = await signIn();
    await openDemoProduct(page, 'MTX-BV3-050S');
    const productId = Number(/\/product\/(\d+)/.exec(page.url())![1]);
    const notes = page.locator('.my-notes');
    await expect(notes.getByRole('button', { name: 'Edit' })).toBeVisible();

    await context.setOffline(true);
    await notes.getByRole('button', { name: 'Edit' }).click();
    await notes.getByRole('textbox', { name: 'Your private note' }).fill('Ask for the PN 63 test report at the booth.');
    await notes.getByRole('button', { name: 'Save' }).click();
    await expect(notes.getByRole('status')).toHaveText(
      'Saved on this device: it will be sent when you are back online.',
    );
    await expect(notes.getByText('Ask for the PN 63 test report at the booth.')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), `vitrine:offline-writes-${userId}`)).not.toBeNull();

    await context.setOffline(false);
    await expect(notes.getByRole('status')).toHaveText(/^Saved \d/);
    const state = await readApi<{ note: { content: string } | null }>(
      page.request,
      `/api/app/product/viewer-state/${productId}`,
    );
    expect(state.note?.content).toBe('Ask for the PN 63 test report at the booth.');
    // Sent once: nothing is left waiting to be sent again.
    expect(await page.evaluate((key) => localStorage.getItem(key), `vitrine:offline-writes-${userId}`)).toBeNull();
  });
});
