import { randomUUID } from 'node:crypto';
import { createSupplier } from '#functions/domain/suppliers/create-supplier.ts';
import { insertProducts } from '#functions/domain/catalogue/write-products.ts';
import { expect, test } from '#tests/e2e/support/fixtures.ts';
import { readServerTiming } from '#tests/support/server-timing.ts';

const cacheState = (response: { headers(): Record<string, string> }) => response.headers()['x-vitrine-cache'];
const roundTrips = (response: { headers(): Record<string, string> }) =>
  readServerTiming(response.headers()['server-timing']).roundTrips;

test.describe('the edge cache', () => {
  test('renders a page once with one D1 round trip, then serves it with only the version read', async ({ request }) => {
    const path = `/demo?keyword=${randomUUID()}`;
    const miss = await request.get(path);
    expect(cacheState(miss)).toBe('MISS');
    expect(roundTrips(miss)).toBe(2);
    const hit = await request.get(path);
    expect(cacheState(hit)).toBe('HIT');
    expect(roundTrips(hit)).toBe(1);
    expect(await hit.text()).toBe(await miss.text());
  });

  test('serves the next request after an edit fresh, with the edit in it', async ({ request, database }) => {
    const name = `cache-${randomUUID().slice(0, 8)}`;
    const supplierId = await createSupplier(database, { name, companyName: 'Cache Test Works' });
    await insertProducts(database, supplierId, [{ modelNumber: 'CT-1', productName: 'First gate valve' }]);
    const before = await request.get(`/${name}`);
    expect(await before.text()).toContain('First gate valve');
    expect(cacheState(await request.get(`/${name}`))).toBe('HIT');

    await insertProducts(database, supplierId, [{ modelNumber: 'CT-2', productName: 'Second gate valve' }]);
    const after = await request.get(`/${name}`);
    expect(cacheState(after)).toBe('MISS');
    expect(await after.text()).toContain('Second gate valve');
    expect(await after.text()).toContain('Result: 2 items');
  });

  test('keeps the product and company pages too, and never the pages of a disabled supplier', async ({
    page,
    request,
  }) => {
    await page.goto(`/demo?keyword=${encodeURIComponent('MTX-AG115-750')}`);
    const productPath = (await page.locator('.storefront-results .product-card a').first().getAttribute('href'))!;
    await request.get(productPath);
    expect(cacheState(await request.get(productPath))).toBe('HIT');
    await request.get('/demo/company/demo');
    expect(cacheState(await request.get('/demo/company/demo'))).toBe('HIT');
    const disabled = await request.get('/disabled-co', { maxRedirects: 0 });
    expect(disabled.status()).toBe(302);
    expect(disabled.headers()['location']).toBe('/account/login?catalogue=unavailable');
    expect(cacheState(disabled)).toBe('BYPASS');
  });
});
