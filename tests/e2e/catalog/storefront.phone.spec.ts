import { expect, test } from '#tests/e2e/support/fixtures.ts';
import { cardModels, firstProductLink, resultCount } from '#tests/e2e/support/storefront.ts';
import { expectImageDrawn } from '#tests/e2e/support/image-drawn.ts';

test.describe('the storefront on a phone', () => {
  test('appends the next page with More until everything is shown, saying which page it loads', async ({ page }) => {
    await page.goto('/nordic-fasteners');
    const total = await resultCount(page);
    const cards = page.locator('.storefront-results .product-card');
    await expect(cards).toHaveCount(12);
    await page.getByRole('link', { name: 'More products: page 2 of 3' }).click();
    await expect(cards).toHaveCount(24);
    await expect(page).toHaveURL(/\/nordic-fasteners$/);
    await page.getByRole('link', { name: 'More products: page 3 of 3' }).click();
    await expect(cards).toHaveCount(total);
    await expect(page.getByRole('link', { name: 'More' })).toHaveCount(0);
    expect(new Set(await cardModels(page)).size).toBe(total);
  });

  test('ignores a failure while loading more', async ({ page }) => {
    await page.goto('/nordic-fasteners');
    await page.route('**/nordic-fasteners?page=2', (route) => route.abort());
    await page.getByRole('link', { name: 'More' }).click();
    await expect(page.getByRole('link', { name: 'More' })).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('.storefront-results .product-card')).toHaveCount(12);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('filters in a drawer with Categories and Sort by steps, Apply and Clear all', async ({ page }) => {
    await page.goto('/demo');
    await page.getByRole('button', { name: 'Filter' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('radio', { name: 'Angle Grinders' }).check();
    await drawer.getByRole('tab', { name: 'Sort by' }).click();
    await drawer.getByRole('radio', { name: 'Product Name' }).check();
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/menu=\d+/);
    await expect(page).toHaveURL(/sort=productname/);
    await expect(page.getByRole('heading', { level: 1, name: 'Angle Grinders' })).toBeVisible();
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('dialog', { name: 'Filter' }).getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/demo$/);
  });

  test('closes the filter drawer on a downward swipe of more than 70 px, not on a shorter one', async ({ page }) => {
    await page.goto('/demo');
    await page.getByRole('button', { name: 'Filter' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter' });
    const box = (await drawer.getByRole('heading', { name: 'Filter' }).boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (distance: number) => {
      const at = (y: number) => [{ x: box.x + 20, y }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(box.y) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(box.y + distance) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(40);
    await expect(drawer).toBeVisible();
    await swipe(120);
    await expect(drawer).toBeHidden();
  });

  test('closes the filter drawer with Escape and gives focus back to the Filter button', async ({ page }) => {
    await page.goto('/demo');
    const filter = page.getByRole('button', { name: 'Filter' });
    await filter.click();
    await expect(page.getByRole('dialog', { name: 'Filter' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Filter' })).toBeHidden();
    await expect(filter).toBeFocused();
  });

  test('has no search icon on the catalogue home, and one elsewhere that focuses the search box', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByRole('link', { name: 'Search products' })).toHaveCount(0);
    await firstProductLink(page).click();
    await page.getByRole('link', { name: 'Search products' }).click();
    await expect(page).toHaveURL(/\/demo\?search=true$/);
    await expect(page.getByRole('combobox', { name: 'Search products' })).toBeFocused();
  });

  test('opens the menu with Company and Login, and closes it with Escape', async ({ page }) => {
    await page.goto('/demo');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Company' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Products', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/account/login');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('offers Open in App, leading to the app link page made for this phone: the store, the link to paste, a QR code for another phone', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/demo');
    await page.getByRole('link', { name: 'Open in App' }).click();
    await expect(page).toHaveURL(/\/demo\/app$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Open Meridian Industrial Supply Co., Ltd. in the Vitrine app',
    );
    // A phone cannot scan its own screen: first the app, then the link to paste in it.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Get the Vitrine app',
      'Open this catalogue in it',
    ]);
    await expect(page.getByText('The Vitrine app is free on the App Store and Google Play')).toBeVisible();
    const qr = page.getByRole('img', { name: `QR code of ${baseURL}/demo` });
    await expect(qr).toBeHidden();
    await page.getByText('Show the QR code for another phone').click();
    await expect(qr).toBeVisible();
    await expectImageDrawn(qr);
    await expect(page.getByLabel('Share link')).toHaveValue(`${baseURL}/demo`);
    await expect(page.getByRole('link', { name: 'Open in App' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.locator('.app-link').getByRole('status')).toHaveText(
      /Link copied\.|Select the link and copy it\./,
    );
    await page.getByRole('link', { name: 'Continue in the browser' }).click();
    await expect(page).toHaveURL(/\/demo\?version=\d+$/);
  });
});
