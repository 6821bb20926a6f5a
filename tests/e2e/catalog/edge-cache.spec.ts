import { randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { test as accountTest, xsrfToken } from '#tests/e2e/support/account.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { openNewCatalogue } from '#tests/e2e/support/workspace.ts';
import { readServerTiming } from '#tests/support/server-timing.ts';

// The cache in front of the Worker (the local stand-in of Cloudflare's Workers Cache, docs/decisions/068):
// what it keeps, and that a save's purge makes the very next request fresh.

const edgeState = (response: APIResponse) => response.headers()['cf-cache-status'];
const test = accountTest;

/** The owner's SEO description, saved as the website settings screen saves it. */
async function saveDescription(owner: APIRequestContext, metaDescription: string): Promise<void> {
  const answer = await owner.fetch('/api/website/update', {
    method: 'PATCH',
    multipart: { mainColor: '#0A7B83', secondColor: '#F2A516', metaDescription },
    headers: { 'x-xsrf-token': await xsrfToken(owner) },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test.describe('the edge cache', () => {
  test('keeps a public page after one render, and serves it without the Worker', async ({ request }) => {
    const path = `/demo?keyword=${randomUUID()}`;
    const miss = await request.get(path);
    expect(edgeState(miss)).toBe('MISS');
    expect(readServerTiming(miss.headers()['server-timing']).roundTrips).toBe(2);
    const hit = await request.get(path);
    expect(edgeState(hit)).toBe('HIT');
    expect(await hit.text()).toBe(await miss.text());
    // Only the edge reads these; the browser revalidates with the ETag.
    expect(hit.headers()['cloudflare-cdn-cache-control']).toBeUndefined();
    expect(hit.headers()['cache-tag']).toBeUndefined();
    expect(hit.headers()['cache-control']).toBe('no-cache');
    expect(hit.headers()['set-cookie']).toBeUndefined();
  });

  test('serves the request right after a save fresh, then keeps that page', async ({ api, playwright, baseURL }) => {
    const { supplierName } = await openNewCatalogue(api);
    const visitor = await playwright.request.newContext({ baseURL });
    try {
      const first = await visitor.get(`/${supplierName}`);
      expect(edgeState(first)).toBe('MISS');
      expect(edgeState(await visitor.get(`/${supplierName}`))).toBe('HIT');

      for (const description of ['Valves made in Bavaria since 1987.', 'Pumps and valves, in stock.']) {
        await saveDescription(api, description);
        const after = await visitor.get(`/${supplierName}`);
        expect(edgeState(after)).toBe('MISS');
        expect(await after.text()).toContain(`content="${description}"`);
        expect(edgeState(await visitor.get(`/${supplierName}`))).toBe('HIT');
      }
    } finally {
      await visitor.dispose();
    }
  });

  test('keeps the product and company pages too, and never the pages of a disabled supplier', async ({
    page,
    request,
  }) => {
    await page.goto(`/demo?keyword=${encodeURIComponent('MTX-AG115-750')}`);
    const productPath = (await page.locator('.storefront-results .product-card a').first().getAttribute('href'))!;
    await request.get(productPath);
    expect(edgeState(await request.get(productPath))).toBe('HIT');
    await request.get('/demo/company/demo');
    expect(edgeState(await request.get('/demo/company/demo'))).toBe('HIT');
    const disabled = await request.get('/disabled-co', { maxRedirects: 0 });
    expect(disabled.status()).toBe(302);
    expect(disabled.headers()['location']).toBe('/account/login?catalogue=unavailable');
    expect(edgeState(disabled)).toBe('BYPASS');
  });

  test('keeps nothing personal: a signed-in page and the API answer with no-store', async ({ api }) => {
    await openNewCatalogue(api);
    for (const path of ['/manage', '/api/current']) {
      const answer = await api.get(path);
      expect(answer.headers()['cache-control'], path).toBe('no-store');
      expect(edgeState(answer), path).toBe('BYPASS');
    }
  });
});
