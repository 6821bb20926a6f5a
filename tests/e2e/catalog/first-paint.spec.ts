import { readdir, readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { E2E_OUT_DIR } from '#tests/e2e/playwright.config.ts';
import { expect, test } from '#tests/e2e/support/fixtures.ts';
import { headerAccountItems, openLoginFromHeader } from '#tests/e2e/support/account.ts';
import { openDemoProduct } from '#tests/e2e/support/product.ts';

/**
 * What the first paint on a phone waits for (issue 10, Lighthouse): no stylesheet request, and the
 * page's largest picture fetched first, ahead of the page's own markup and styles.
 */
async function expectFirstPaintReady(page: Page, largestPicture: string): Promise<void> {
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  const picture = page.locator(largestPicture).first();
  await expect(picture).toHaveAttribute('loading', 'eager');
  expect(await preload.getAttribute('href')).toBe(await picture.getAttribute('src'));
}

test.describe('the first paint', () => {
  test("the storefront inlines its styles and fetches the first product's picture first", async ({ page }) => {
    await page.goto('/demo');
    await expectFirstPaintReady(page, '.storefront-results .product-card img');
  });

  test("a product page fetches its gallery's first picture first", async ({ page }) => {
    await openDemoProduct(page, 'MTX-AG115-750');
    await expectFirstPaintReady(page, '.gallery-slide img');
  });

  test("the company page fetches its gallery's first picture first", async ({ page }) => {
    await page.goto('/demo');
    await page.goto((await page.locator('a[href^="/demo/company/"]').first().getAttribute('href'))!);
    await expectFirstPaintReady(page, '.gallery-slide img');
  });

  test('the page fetches no script before its first paint: the header shows the signed-in side by itself', async ({
    page,
    context,
    baseURL,
  }) => {
    const html = await (await page.request.get('/demo')).text();
    // The behaviours' script waits in a template (the browser does not fetch it while reading).
    const outsideTemplates = html.replace(/<template\b[\s\S]*?<\/template>/g, '');
    expect(outsideTemplates).not.toMatch(/<script[^>]*\ssrc=/);
    expect(outsideTemplates).not.toMatch(/<link[^>]*modulepreload/);

    await context.addCookies([{ name: 'isLogin', value: 'true', url: baseURL! }]);
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto('/demo', { waitUntil: 'domcontentloaded' });
    // The header bar's and the phone menu's items: the signed-out side drawn, then set aside.
    await expect(page.locator('[data-session="signed-out"]')).toHaveCount(2);
    for (const item of await page.locator('[data-session="signed-out"]').all())
      await expect(item).toHaveJSProperty('hidden', true);
    await expect(page.locator('[data-session="signed-in"]')).toHaveCount(8);
    for (const item of await page.locator('[data-session="signed-in"]').all())
      await expect(item).toHaveJSProperty('hidden', false);
  });

  test("a click that comes before the page's behaviours is answered once they are there", async ({
    page,
    isMobile,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/demo', { waitUntil: 'domcontentloaded' });
    // The header's Login link would lead to the login page; held, it opens the login modal instead.
    await (await headerAccountItems(page, isMobile)).getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden();
    release();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/demo');
  });

  test('the styles of dialogs and the chat come with them, not in the page a visitor first loads', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/demo');
    const inline = (await page.locator('style').allTextContents()).join('');
    for (const selector of ['.chat-launcher', '.account-pane', '.report-field', '.tag-picker'])
      expect(inline, selector).not.toContain(selector);
    const login = await openLoginFromHeader(page, isMobile);
    await expect(login.getByLabel('Email')).toBeVisible();
    await expect(page.locator('link[rel="stylesheet"][href*="account"]')).toHaveCount(1);
    // Styled on arrival: the modal's two columns are laid out, not stacked as plain text.
    expect(await login.locator('.account-layout').evaluate((layout) => getComputedStyle(layout).display)).toBe('grid');
  });

  test("a page's policy names the hashes of its own inline scripts and styles, and none of them is refused", async ({
    page,
    isMobile,
  }) => {
    const refused: string[] = [];
    await page.exposeFunction('policyRefused', (what: string) => refused.push(what));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { policyRefused: (what: string) => void }).policyRefused(
          `${event.violatedDirective} ${event.sample}`,
        ),
      ),
    );
    for (const path of ['/demo', '/demo?page=2']) {
      const answer = await page.goto(path);
      await page.waitForLoadState('networkidle');
      const policy = (await answer!.allHeaders())['content-security-policy']!;
      const listed = (directive: string) =>
        [...(policy.split(';').find((part) => part.trim().startsWith(`${directive} `)) ?? '').matchAll(/'sha256-/g)]
          .length;
      const inline = await page.evaluate(() => ({
        scripts: [...document.querySelectorAll('script:not([src])')].filter(
          (script) => script.getAttribute('type') !== 'application/ld+json',
        ).length,
        styles: document.querySelectorAll('style').length,
      }));
      // Astro listed the whole site's (some 30 styles and 17 scripts on every page).
      expect(listed('script-src'), path).toBe(inline.scripts);
      expect(listed('style-src'), path).toBe(inline.styles);
      expect(policy.length, path).toBeLessThan(1200);
    }
    // What loads later (the login modal's part and styles) runs under the same policy.
    const login = await openLoginFromHeader(page, isMobile);
    await expect(login.getByLabel('Email')).toBeVisible();
    expect(refused).toEqual([]);
  });

  test("every stylesheet the site's scripts fetch is served (a build may drop a file it also inlined)", async ({
    request,
  }) => {
    const scripts = `${E2E_OUT_DIR}/client/_astro`;
    const hrefs = new Set<string>();
    for (const name of (await readdir(scripts)).filter((file) => file.endsWith('.js')))
      for (const [href] of (await readFile(`${scripts}/${name}`, 'utf8')).matchAll(/\/_astro\/[\w.-]+\.css/g))
        hrefs.add(href);
    // The chat widget's, the account modal's, the report form's and the tag picker's at least.
    expect(hrefs.size).toBeGreaterThanOrEqual(4);
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
  });
});
