import { test } from '#tests/e2e/support/account.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { openSupplierActions, pageSettled, PNG_BYTES, signInFreshBuyer } from '#tests/e2e/support/engagement.ts';
import { openDemoProduct } from '#tests/e2e/support/product.ts';

const SUPPLIER = '/nordic-fasteners';
const PROMPT = 'Do you want to add this supplier to your account?';
const FOLLOW_FIRST = 'In order to use this function, please add this Supplier to your account.';

test.describe('a visitor on a supplier page', () => {
  test('sees only Login, and Report asks to log in', async ({ page, isMobile }) => {
    await page.goto(SUPPLIER);
    const items = await (async () => {
      if (!isMobile) return page.getByRole('banner');
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      return page.getByRole('dialog', { name: 'Menu' });
    })();
    await expect(items.getByRole('link', { name: 'Login' })).toBeVisible();
    for (const name of ['Actions', 'Add supplier', 'Report', 'Logout'])
      await expect(items.getByRole('button', { name })).toHaveCount(0);

    await openDemoProduct(page, 'MTX-DR12-C');
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toContainText('Please login in order to continue.');
  });
});

test.describe('the add-supplier prompt', () => {
  test('Not now: never shown again to that user', async ({ page, context }) => {
    const { userId } = await signInFreshBuyer(context, { prompt: true });
    await page.goto(SUPPLIER);
    const prompt = page.getByRole('dialog', { name: 'Add this supplier' });
    await expect(prompt).toContainText(PROMPT);
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate((id) => localStorage.getItem(`vitrine:follow-${id}`), userId)).toBe('close');
    await page.reload();
    await pageSettled(page);
    await expect(prompt).toBeHidden();
  });

  test('Yes follows the supplier, after the Attention note on what a follow shows (once)', async ({
    page,
    context,
    isMobile,
  }) => {
    await signInFreshBuyer(context, { prompt: true, attention: true });
    await page.goto(SUPPLIER);
    await page.getByRole('dialog', { name: 'Add this supplier' }).getByRole('button', { name: 'Yes' }).click();
    const attention = page.getByRole('dialog', { name: 'Attention' });
    await expect(attention).toContainText('Suppliers you follow see your profile');
    await expect(attention).toContainText(
      'You can control the visibility from your profile under Profile > Visibility.',
    );
    await attention.getByRole('button', { name: 'Yes' }).click();
    const items = await openSupplierActions(page, isMobile);
    await expect(items.getByRole('button', { name: 'Remove supplier' })).toBeVisible();

    // Asked once: unfollowing and following again goes straight through.
    await items.getByRole('button', { name: 'Remove supplier' }).click();
    await items.getByRole('button', { name: 'Add supplier', exact: true }).click();
    await expect(items.getByRole('button', { name: 'Remove supplier' })).toBeVisible();
    await expect(attention).toHaveCount(0);
  });

  test('No to the Attention note leaves the supplier unfollowed', async ({ page, context, isMobile }) => {
    await signInFreshBuyer(context, { attention: true });
    await page.goto(SUPPLIER);
    const items = await openSupplierActions(page, isMobile);
    await items.getByRole('button', { name: 'Add supplier', exact: true }).click();
    await page.getByRole('dialog', { name: 'Attention' }).getByRole('button', { name: 'No' }).click();
    await expect(items.getByRole('button', { name: 'Add supplier', exact: true })).toBeVisible();
    expect((await (await context.request.get('/api/app/supplier/detail/demo')).json()).data.followed).toBe(false);
  });
});

test.describe('a signed-in buyer on a supplier page', () => {
  test('follows, watches and favours from the popup; each label flips and stays', async ({
    page,
    context,
    isMobile,
  }) => {
    await signInFreshBuyer(context);
    await page.goto(SUPPLIER);
    let items = await openSupplierActions(page, isMobile);
    await expect(items.getByRole('link', { name: 'Login' })).toBeHidden();
    await expect(items.getByRole('button', { name: 'Logout' })).toHaveCount(1);
    for (const [off, on] of [
      ['Add supplier', 'Remove supplier'],
      ['Watch', 'Stop watching'],
      ['Add to favorite', 'Remove favorite'],
    ] as const) {
      await items.getByRole('button', { name: off, exact: true }).click();
      await expect(items.getByRole('button', { name: on, exact: true })).toBeVisible();
    }
    await page.reload();
    items = await openSupplierActions(page, isMobile);
    for (const on of ['Remove supplier', 'Stop watching', 'Remove favorite'])
      await expect(items.getByRole('button', { name: on, exact: true })).toBeVisible();
    await items.getByRole('button', { name: 'Remove supplier' }).click();
    await expect(items.getByRole('button', { name: 'Add supplier' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(items.getByRole('button', { name: 'Add supplier' })).toBeHidden();
  });

  test('tags need a follow first, then add on Enter, select, rename, delete, in order', async ({
    page,
    context,
    isMobile,
  }) => {
    await signInFreshBuyer(context);
    await page.goto(SUPPLIER);
    const items = await openSupplierActions(page, isMobile);
    await items.getByRole('button', { name: 'Add tags' }).click();
    const confirm = page.getByRole('dialog', { name: 'Note' });
    await expect(confirm).toContainText(FOLLOW_FIRST);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(items.getByRole('button', { name: 'Add supplier' })).toBeVisible();

    await items.getByRole('button', { name: 'Add tags' }).click();
    await confirm.getByRole('button', { name: 'Add' }).click();
    const search = items.getByRole('searchbox', { name: 'Search or add a tag' });
    await expect(search).toBeFocused();
    const tags = items.getByRole('list', { name: 'Tags' });
    const names = () => tags.locator('.tag-check').allTextContents();

    for (const name of ['Zinc', 'Anchors', 'Bolts']) {
      await search.fill(name);
      await search.press('Enter');
      await expect(tags.getByRole('checkbox', { name })).toBeChecked();
    }
    await expect.poll(names).toEqual(['Anchors', 'Bolts', 'Zinc']);
    // A checkbox changes once its save succeeds (spec §4), so no uncheck(), which expects it at once.
    await tags.getByRole('checkbox', { name: 'Anchors' }).click();
    await expect(tags.getByRole('checkbox', { name: 'Anchors' })).not.toBeChecked();
    await expect.poll(names).toEqual(['Bolts', 'Zinc', 'Anchors']);

    await tags.getByRole('button', { name: 'Rename Zinc' }).click();
    const rename = tags.getByRole('textbox', { name: 'New name for Zinc' });
    await rename.fill('Alloys');
    await rename.press('Enter');
    await expect.poll(names).toEqual(['Alloys', 'Bolts', 'Anchors']);
    await expect(tags.getByRole('checkbox', { name: 'Alloys' })).toBeChecked();

    await search.fill('nothing like it');
    await expect(items.getByText('No tags found. Click enter to add new tag.')).toBeVisible();
    await search.fill('');

    await tags.getByRole('button', { name: 'Delete Bolts' }).click();
    await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(names).toEqual(['Alloys', 'Anchors']);

    await items.getByRole('button', { name: 'Back' }).click();
    await expect(items.getByRole('button', { name: 'Add tags' })).toBeFocused();
  });

  test('reports the supplier with a photo, after being told what is missing', async ({ page, context, isMobile }) => {
    await signInFreshBuyer(context);
    await page.goto(SUPPLIER);
    await (await openSupplierActions(page, isMobile)).getByRole('button', { name: 'Report' }).click();
    const report = page.getByRole('dialog', { name: 'Report supplier' });
    await report.getByRole('button', { name: 'Report' }).click();
    await expect(report.getByRole('group', { name: 'Reason' })).toHaveAccessibleDescription('Please choose a reason.');
    await expect(report.getByLabel('Explanation')).toHaveAccessibleDescription('Please explain what is wrong.');
    await expect(report.getByRole('radio')).toHaveCount(4);

    await report.getByRole('radio', { name: 'Spam or misleading' }).check();
    await report.getByLabel('Explanation').fill('The same product listed twenty times.');
    await report.getByLabel('Photos (optional)').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: PNG_BYTES },
      { name: 'second.png', mimeType: 'image/png', buffer: PNG_BYTES },
    ]);
    const chosen = report.getByRole('list', { name: 'Chosen photos' });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await chosen.getByRole('button', { name: 'Remove second.png' }).click();
    await expect(chosen.getByRole('listitem')).toHaveText(['first.pngRemove']);
    await report.getByRole('button', { name: 'Report' }).click();
    const info = page.getByRole('dialog', { name: 'Info' });
    await expect(info).toContainText('Report successfully!');
    await expect(report).toBeHidden();
    await info.getByRole('button', { name: 'Close' }).click();
  });

  test('reports a product; the server refusing a photo is said next to the photos', async ({ page, context }) => {
    await signInFreshBuyer(context);
    await openDemoProduct(page, 'MTX-DR12-C');
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const report = page.getByRole('dialog', { name: 'Report product' });
    await report.getByRole('radio', { name: 'Hateful or abusive content' }).check();
    await report.getByLabel('Explanation').fill('Offensive words in the description.');
    // Named as a picture, but not one: only the server, reading the bytes, can tell.
    await report
      .getByLabel('Photos (optional)')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await report.getByRole('button', { name: 'Report' }).click();
    await expect(report.getByLabel('Photos (optional)')).toHaveAccessibleDescription(
      /Photos must be JPG, GIF or PNG pictures\./,
    );
    await report.getByRole('button', { name: 'Remove fake.png' }).click();
    await report.getByRole('button', { name: 'Report' }).click();
    await expect(page.getByRole('dialog', { name: 'Info' })).toContainText('Report successfully!');
  });
});

test.describe('a signed-in buyer on a product page', () => {
  test('follows, watches and tags the product (the follow first), and My catalogue shows it with its tags', async ({
    page,
    context,
  }) => {
    await signInFreshBuyer(context);
    await openDemoProduct(page, 'MTX-BV2-015B');
    const marks = page.locator('.product-marks');
    await expect(marks.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false');

    await marks.getByRole('button', { name: 'Tags' }).click();
    const confirm = page.getByRole('dialog', { name: 'Note' });
    await expect(confirm).toContainText('In order to use this function, please follow this product.');
    await confirm.getByRole('button', { name: 'Add' }).click();
    const picker = page.getByRole('dialog', { name: 'Product tags' });
    const search = picker.getByRole('searchbox', { name: 'Search or add a tag' });
    await expect(search).toBeFocused();
    await search.fill('Valves');
    await search.press('Enter');
    await expect(picker.getByRole('checkbox', { name: 'Valves' })).toBeChecked();
    await picker.getByRole('button', { name: '‹ Back' }).click();
    await expect(picker).toBeHidden();
    await expect(marks.getByRole('button', { name: 'Tags (1)' })).toBeFocused();
    await expect(marks.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');

    await marks.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(marks.getByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(marks.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await expect(marks.getByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true');
    await expect(marks.getByRole('button', { name: 'Tags (1)' })).toBeVisible();

    await page.goto('/my/products');
    const card = page.getByRole('article', { name: /MTX-BV2-015B/ });
    await expect(card.getByRole('list', { name: 'Tags' })).toHaveText('Valves');
    await expect(card).toContainText('Followed');
    await expect(card).toContainText('Watched');
  });

  test("a visitor's Follow asks to log in", async ({ page }) => {
    await openDemoProduct(page, 'MTX-BV2-015B');
    await page.locator('.product-marks').getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toContainText('Please login in order to continue.');
  });
});
