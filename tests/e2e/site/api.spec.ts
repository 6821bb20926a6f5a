import { expect, test } from '@playwright/test';

const PAGER = '/api/common/search/product/pager';

type ApiAnswer = { status: number; body: any };

test.describe('the API through the real Worker', () => {
  test('refuses a write without the anti-forgery pair with a 403 envelope', async ({ request }) => {
    const response = await request.post(PAGER, { data: { supplierId: 'demo' } });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ success: false, errors: [{ field: '', code: 'xsrf_token_invalid' }] });
  });

  test('with the pair from an API answer, answers a malformed body with 400 and a good one with products', async ({
    page,
  }) => {
    await page.goto('/demo');
    // A page the edge keeps carries no anti-forgery cookie; the browser's first API answer brings one.
    await page.request.get('/api/current');
    const call = (body: string): Promise<ApiAnswer> =>
      page.evaluate(
        async ({ url, body }) => {
          const token = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '');
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
            body,
          });
          return { status: response.status, body: await response.json() };
        },
        { url: PAGER, body },
      );

    const malformed = await call('{"supplierId": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, errors: [{ field: '', code: 'invalid_json' }] });

    const invalid = await call('{"supplierId":"demo","pageSize":"many"}');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([{ field: 'pageSize', code: 'invalid_page_size' }]);

    const found = await call('{"supplierId":"demo","searchQuery":"valve"}');
    expect(found.status).toBe(200);
    expect(found.body.data.products.total).toBeGreaterThan(0);
  });

  test('serves media with ranges, as video players ask for them', async ({ page, request }) => {
    await page.goto('/demo');
    const src = await page.locator('.product-card img').first().getAttribute('src');
    expect(src).toMatch(/^\/media\/[0-9a-f]{64}\.\w+$/);
    const partial = await request.get(src!, { headers: { range: 'bytes=0-9' } });
    expect(partial.status()).toBe(206);
    expect((await partial.body()).length).toBe(10);
  });
});
