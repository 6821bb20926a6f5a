import { expect, signInContext, test } from '#tests/e2e/support/fixtures.ts';

// Issue 29 item 5: a catalogue installs as its own app (name, colour, picture), Vitrine's own
// pages as Vitrine; an iPhone is told that installing is what lets it receive push.

test.describe('installing', () => {
  test('a catalogue’s pages link its own manifest, named and coloured as the catalogue', async ({ page, request }) => {
    await page.goto('/nordic-fasteners');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toMatch(/^\/api\/common\/supplier\/manifest\/nordic-fasteners\?v=\d+$/);
    const manifest = await (await request.get(href!)).json();
    const detail = (await (await request.get('/api/common/supplier/detail/nordic-fasteners')).json()).data;
    expect(manifest).toMatchObject({ name: detail.companyName, start_url: '/nordic-fasteners', display: 'standalone' });
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
    // The browser bar takes the colour the page's own buttons have.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary.toLowerCase()).toBe(manifest.theme_color.toLowerCase());
  });

  test('Vitrine’s own pages install as Vitrine', async ({ page, request }) => {
    await page.goto('/my/notifications');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const answer = await request.get('/manifest.webmanifest');
    expect(answer.ok()).toBe(true);
    expect(await answer.json()).toMatchObject({ name: 'Vitrine', start_url: '/my', display: 'standalone' });
  });

  test('an iPhone is told to add Vitrine to its Home Screen before turning push on', async ({
    browser,
    baseURL,
    database,
  }) => {
    const iphone = await browser.newContext({
      baseURL,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    });
    // Safari outside a Home Screen app has no push: as this browser shows it.
    await iphone.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
    });
    await signInContext(iphone, database, baseURL!, 'Ida Phone');
    const page = await iphone.newPage();
    await page.goto('/my/notifications');
    await expect(page.getByRole('region', { name: 'Push notifications' }).getByRole('status')).toHaveText(
      'On an iPhone or iPad, add Vitrine to your Home Screen first (Share, then Add to Home Screen), open it from there and turn push notifications on in it.',
    );
    await iphone.close();
  });
});
