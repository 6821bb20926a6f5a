import { expect, test } from '#tests/e2e/support/fixtures.ts';
import { openDemoProduct, sectionTitles } from '#tests/e2e/support/product.ts';
import { expectImageDrawn } from '#tests/e2e/support/image-drawn.ts';

const DRILL = 'MTX-DR12-C';
const DRILL_NAME = '12V Brushed Cordless Drill Driver with 2 × 2.0 Ah Batteries';

test.describe('the product page', () => {
  test('names the product, its model and price, in the title and a breadcrumb home', async ({ page }) => {
    await openDemoProduct(page, DRILL);
    await expect(page).toHaveTitle(`${DRILL} - ${DRILL_NAME} - Meridian Industrial Supply Co., Ltd.`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRILL_NAME);
    await expect(page.locator('.product-model')).toHaveText(DRILL);
    await expect(page.locator('.product-price')).toHaveText(/^US \$[\d.]+ - [\d.]+ \/ Set$/);
    const home = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('href', /^\/demo\?version=\d+$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`${DRILL} ${DRILL_NAME}`);
  });

  test('shows the sections in the spec order, Highlight open and the others closed', async ({ page }) => {
    await openDemoProduct(page, 'MTX-BV3-050S');
    expect(await sectionTitles(page)).toEqual([
      'Highlight',
      'General',
      'Product Description',
      'Technical Data',
      'Logistic Data',
      'Certificates & other Documents',
      'Latest Posts',
      'Accessories',
    ]);
    await expect(page.locator('details.section', { hasText: 'Highlight' })).toHaveAttribute('open', '');
    await expect(page.locator('details.section', { hasText: 'Technical Data' })).not.toHaveAttribute('open', '');
  });

  test('lists only the general fields the product has, and opens a section on a click or a key', async ({ page }) => {
    await openDemoProduct(page, DRILL);
    const general = page.locator('details.section', { hasText: 'General' });
    await general.locator('summary').click();
    await expect(general.getByText('Model Number')).toBeVisible();
    await expect(general.getByText(DRILL, { exact: true })).toBeVisible();
    for (const label of await general.locator('dt').allTextContents()) {
      expect([
        'Model Number',
        'Place of Origin',
        'Category',
        'Supply Ability',
        'Brand Name',
        'Port',
        'Service',
      ]).toContain(label);
    }
    await expect(general.locator('dd').filter({ hasText: /^\s*$/ })).toHaveCount(0);
    const technical = page.locator('details.section', { hasText: 'Technical Data' });
    await technical.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(technical).toHaveAttribute('open', '');
  });

  test('clamps a long description with more, and opens it fully', async ({ page }) => {
    await openDemoProduct(page, 'MTX-BV3-050S');
    const section = page.locator('details.section', { hasText: 'Product Description' });
    await section.locator('summary').click();
    const content = section.locator('.clamped-content');
    await expect.poll(() => content.evaluate((element) => element.clientHeight)).toBeLessThanOrEqual(120);
    await section.getByRole('button', { name: 'more' }).click();
    await expect.poll(() => content.evaluate((element) => element.clientHeight > 120)).toBe(true);
    await expect(section.getByRole('button', { name: 'less' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('lists documents with their type and a size in B, KB or MB', async ({ page }) => {
    await openDemoProduct(page, DRILL);
    const section = page.locator('details.section', { hasText: 'Certificates & other Documents' });
    await section.locator('summary').click();
    const metas = await section.locator('.document-meta').allTextContents();
    expect(metas.length).toBeGreaterThan(0);
    for (const meta of metas) expect(meta).toMatch(/^[A-Z0-9]+ · \d+(\.\d{1,2})? (B|KB|MB)$/);
    const pdf = section.getByRole('link', { name: /\.pdf/ }).first();
    const response = await page.request.get((await pdf.getAttribute('href'))!);
    expect(response.headers()['content-type']).toBe('application/pdf');
  });

  test('shows the latest posts and the accessories', async ({ page }) => {
    await openDemoProduct(page, 'MTX-BV3-050S');
    const posts = page.locator('details.section', { hasText: 'Latest Posts' });
    await posts.locator('summary').click();
    await expect(posts.locator('.post')).not.toHaveCount(0);
    await expect(posts.locator('.post time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await page.locator('details.section', { hasText: 'Accessories' }).locator('summary').click();
    const accessories = page.getByRole('list', { name: 'Accessories' });
    await expect(accessories.locator('.product-card').first()).toBeVisible();
    await accessories.locator('.product-card a').first().click();
    await expect(page).toHaveURL(/\/demo\/product\/\d+/);
  });

  test('moves the gallery both ways with wrap-around, and zooms a picture', async ({ page }) => {
    await openDemoProduct(page, DRILL);
    const gallery = page.getByRole('region', { name: `Pictures of ${DRILL_NAME}` });
    const counter = gallery.locator('.gallery-counter');
    await expect(counter).toHaveText('1 / 5');
    await gallery.getByRole('button', { name: 'Previous picture' }).click();
    await expect(counter).toHaveText('5 / 5');
    await gallery.getByRole('button', { name: 'Next picture' }).click();
    await expect(counter).toHaveText('1 / 5');
    await gallery.locator('.gallery-track').focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('2 / 5');
    await gallery.getByRole('button', { name: 'Previous picture' }).click();
    await gallery.getByRole('button', { name: /^Zoom .* picture 1 of 5$/ }).click();
    const zoom = page.getByRole('dialog', { name: `Zoomed picture of ${DRILL_NAME}` });
    await expect(zoom).toBeVisible();
    await expectImageDrawn(zoom.locator('img'));
    await page.keyboard.press('Escape');
    await expect(zoom).toBeHidden();
  });

  test('plays the product video', async ({ page }) => {
    await openDemoProduct(page, DRILL);
    const video = page.locator('.gallery-slide video').first();
    await expect(video).toHaveAttribute('controls', '');
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  });

  test('shares the page as a QR code with a download named after the product', async ({ page }) => {
    await openDemoProduct(page, DRILL);
    const thumbnail = page.getByRole('button', { name: 'Show QR code' }).locator('img');
    await expectImageDrawn(thumbnail);
    await page.getByRole('button', { name: 'Share' }).click();
    const popup = page.getByRole('dialog', { name: 'Share' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('textbox', { name: 'Link' })).toHaveValue(
      new RegExp(`/demo/product/\\d+/mtx-dr12-c-`),
    );
    const download = popup.getByRole('link', { name: 'Download' });
    await expect(download).toHaveAttribute('download', '12VBrushedCordlessDrillDriverwith2×20AhBatteries.png');
    const png = await page.request.get((await download.getAttribute('href'))!);
    expect(png.headers()['content-type']).toBe('image/png');
    await popup.getByRole('button', { name: 'Close' }).first().click();
    await expect(popup).toBeHidden();
  });

  test('asks a visitor to log in before starring, and shows no notes', async ({ page }) => {
    await openDemoProduct(page, DRILL);
    await expect(page.getByRole('heading', { name: 'My Notes' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Star' }).click();
    const prompt = page.getByRole('dialog', { name: 'Login' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('Please login in order to continue.');
    await prompt.getByRole('button', { name: 'Close' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('sends an unknown product, or one of another supplier, to the not-found page', async ({ page }) => {
    await page.goto('/demo/product/99999999/anything');
    await expect(page).toHaveURL(/\/404$/);
    await openDemoProduct(page, DRILL);
    const id = new URL(page.url()).pathname.split('/')[3];
    await page.goto(`/nordic-fasteners/product/${id}`);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });
});

test.describe('the product page, signed in', () => {
  test('stars and unstars a product, kept across visits', async ({ page, signIn }) => {
    await signIn();
    await openDemoProduct(page, 'MTX-AG115-750');
    const star = page.getByRole('button', { name: /^Star(red)?$/ });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(page.getByRole('button', { name: 'Starred' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Starred' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Starred' }).click();
    await expect(page.getByRole('button', { name: 'Star', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('keeps the star as it was when the call fails', async ({ page, signIn }) => {
    await signIn();
    await openDemoProduct(page, 'MTX-BV2-015B');
    const star = page.getByRole('button', { name: 'Star', exact: true });
    await expect(star).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.route('**/api/app/product/star', (route) =>
      route.fulfill({ status: 500, body: '{"success":false,"errors":[]}' }),
    );
    await star.click();
    await expect(star).not.toHaveAttribute('aria-busy', 'true');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  test('writes a private note, shown with its date; a failed save stays in edit mode without a message', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await openDemoProduct(page, 'MTX-CPM-158');
    const notes = page.locator('details.my-notes');
    await expect(notes.getByText('No note yet. Only you can see your notes.')).toBeVisible();
    await notes.getByRole('button', { name: 'Edit' }).click();
    await notes
      .getByRole('textbox', { name: 'Your private note' })
      .fill('Ask for the 50 Hz variant.\nSample due in March.');
    await notes.getByRole('button', { name: 'Save' }).click();
    await expect(notes.locator('.note-text')).toHaveText('Ask for the 50 Hz variant.\nSample due in March.');
    await expect(notes.getByText(/^Saved \d{1,2} [A-Z][a-z]+ \d{4}/)).toBeVisible();
    await page.reload();
    await expect(page.locator('details.my-notes .note-text')).toHaveText(
      'Ask for the 50 Hz variant.\nSample due in March.',
    );

    await page.route('**/api/app/product/note', (route) => route.abort());
    await page.locator('details.my-notes').getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Your private note' }).fill('This will not be saved');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('textbox', { name: 'Your private note' })).toHaveValue('This will not be saved');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('asks to log in again when the session has ended meanwhile', async ({ page, signIn, playwright, baseURL }) => {
    await signIn();
    await openDemoProduct(page, 'MTX-HN6-8Z');
    await page.waitForLoadState('networkidle');
    // Ended elsewhere (the same session logged out by another client): this page is not told.
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'vitrine_session')!;
    const elsewhere = await playwright.request.newContext({ baseURL });
    const logout = await elsewhere.get('/api/logout', {
      headers: { cookie: `vitrine_session=${session.value}`, origin: new URL(baseURL!).origin },
    });
    expect(logout.status()).toBe(200);
    await elsewhere.dispose();
    await page.getByRole('button', { name: 'Star', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toContainText('Please login in order to continue.');
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'isLogin')).toBe(false);
  });
});
