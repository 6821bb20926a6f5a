import type { Locator, Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { starProducts } from '#tests/e2e/support/my-catalogue.ts';

// Issue 29 item 2: a visitor picks products in any catalogues, compares them side by side, shares
// and prints the comparison. Every column is checked against its product's own detail.

type Detail = {
  profile: { modelNumber: string; productName: string; price: string; origin: string };
  supplier: { id: string; companyName: string };
  medias: { type: string; url: string }[];
  technicalDatas: { name: string; value: string }[];
};

const detailOf = async (page: Page, productId: number): Promise<Detail> =>
  (await (await page.request.get(`/api/common/product/detail/${productId}`)).json()).data;

const idOfHref = (href: string | null) => Number(/\/product\/(\d+)/.exec(href ?? '')![1]);

/** Picks the storefront's card `index` with its Compare toggle; answers its product id. */
async function pickCard(page: Page, index: number): Promise<number> {
  const card = page.locator('.storefront-results .product-card').nth(index);
  const productId = idOfHref(await card.locator('a').first().getAttribute('href'));
  const toggle = card.getByRole('button', { name: /^Compar/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toContainText('Comparing');
  return productId;
}

const tray = (page: Page) => page.getByRole('region', { name: 'Products to compare' });

/** The value cells of the row named `name` (its header's hidden words left out). */
function rowCells(page: Page, name: string): Locator {
  const literal = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page
    .locator('.compare-table tbody tr')
    .filter({ has: page.locator('th[scope="row"]', { hasText: new RegExp(`^${literal}( \\(values differ\\))?$`) }) })
    .locator('td');
}

test.describe('comparing products', () => {
  test('picks products of two catalogues, and compares each one as its own page shows it', async ({ page }) => {
    await page.goto('/demo');
    const picked = [await pickCard(page, 0), await pickCard(page, 1)];
    await expect(tray(page)).toContainText('2 of 4 picked');
    // The picks survive going to another catalogue, and coming back.
    await page.goto('/nordic-fasteners');
    await expect(tray(page)).toContainText('2 of 4 picked');
    picked.push(await pickCard(page, 0));
    await page.goto('/demo');
    await expect(page.locator('.storefront-results .product-card').first().getByRole('button')).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await tray(page).getByRole('link', { name: 'Compare 3' }).click();
    await expect(page).toHaveURL(`/compare?ids=${picked.join(',')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare products' })).toBeVisible();
    const columns = page.locator('.compare-product');
    await expect(columns).toHaveCount(3);
    const pictures = new Set<string>();
    for (const [index, productId] of picked.entries()) {
      const detail = await detailOf(page, productId);
      const column = columns.nth(index);
      await expect(column.locator('.compare-model')).toHaveText(detail.profile.modelNumber);
      await expect(column.locator('.compare-name')).toHaveText(detail.profile.productName);
      await expect(column.locator('.compare-supplier')).toHaveText(detail.supplier.companyName);
      await expect(column.locator('.compare-product-link')).toHaveAttribute(
        'href',
        new RegExp(`/product/${productId}/`),
      );
      const picture = detail.medias.find((media) => media.type === 'image')!.url;
      await expect(column.locator('img')).toHaveAttribute('src', picture);
      pictures.add(picture);
      await expect(rowCells(page, 'Price').nth(index)).toHaveText(detail.profile.price);
      await expect(rowCells(page, 'Model Number').nth(index)).toHaveText(detail.profile.modelNumber);
      for (const { name, value } of detail.technicalDatas)
        await expect(rowCells(page, name).nth(index)).toHaveText(value);
    }
    expect(pictures.size).toBe(3);
    // Three models: the row differs, and says so to a screen reader too.
    await expect(page.locator('tr.compare-differs th', { hasText: 'Model Number' })).toContainText('(values differ)');
    // No tray over a comparison: it has its own Remove links.
    await expect(tray(page)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shows only the rows that differ on asking, and keeps the row names in view while the products scroll sideways', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/demo');
    const ids = [await pickCard(page, 0), await pickCard(page, 1), await pickCard(page, 2)];
    await page.goto(`/compare?ids=${ids.join(',')}`);
    // One catalogue's products share some rows. Only the rows that differ, on asking: every row left differs, and every differing row is left.
    const valueRows = page.locator('.compare-table tbody tr:not(.compare-section)');
    const shownRows = () =>
      valueRows.evaluateAll((rows) => rows.filter((row) => row.checkVisibility()).map((row) => row.className));
    const everyRow = (await shownRows()).length;
    const differing = await page.locator('.compare-table tr.compare-differs').count();
    expect(differing).toBeLessThan(everyRow);
    const onlyDifferences = page.getByRole('checkbox', { name: 'Show only the rows that differ' });
    await onlyDifferences.check();
    await expect.poll(async () => (await shownRows()).length).toBe(differing);
    expect((await shownRows()).every((name) => name.includes('compare-differs'))).toBe(true);
    await onlyDifferences.uncheck();
    await expect.poll(async () => (await shownRows()).length).toBe(everyRow);
    const scroller = page.getByRole('region', { name: 'Compare products' });
    const rowName = page.locator('.compare-table th[scope="row"]').first();
    const { clientWidth, scrollWidth } = await scroller.evaluate((el) => ({
      clientWidth: el.clientWidth,
      scrollWidth: el.scrollWidth,
    }));
    // The page itself never scrolls sideways; only the table does, on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
      await page.evaluate(() => document.documentElement.clientWidth),
    );
    if (!isMobile) {
      expect(scrollWidth).toBe(clientWidth);
      return;
    }
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    const before = (await rowName.boundingBox())!.x;
    await scroller.evaluate((el) => el.scrollBy(240, 0));
    await expect.poll(async () => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(200);
    expect((await rowName.boundingBox())!.x).toBe(before);
    await expect(page.locator('.compare-product').first()).not.toBeInViewport({ ratio: 0.9 });
  });

  test('refuses a fifth pick and says why; Remove and Clear leave the picks as the page shows', async ({ page }) => {
    await page.goto('/demo');
    const ids = [];
    for (const index of [0, 1, 2, 3]) ids.push(await pickCard(page, index));
    const fifth = page.locator('.storefront-results .product-card').nth(4).getByRole('button');
    await fifth.click();
    await expect(tray(page)).toContainText('You can compare up to 4 products. Remove one first.');
    await expect(fifth).toHaveAttribute('aria-pressed', 'false');
    await expect(tray(page)).toContainText('4 of 4 picked');

    await tray(page).getByRole('link', { name: 'Compare 4' }).click();
    await page
      .locator('.compare-product')
      .first()
      .getByRole('link', { name: /^Remove / })
      .click();
    await expect(page).toHaveURL(`/compare?ids=${ids.slice(1).join(',')}`);
    await expect(page.locator('.compare-product')).toHaveCount(3);
    await page.goto('/demo');
    await expect(tray(page)).toContainText('3 of 4 picked');
    const first = page.locator('.storefront-results .product-card').first().getByRole('button');
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await tray(page).getByRole('button', { name: 'Clear' }).click();
    await expect(tray(page)).toHaveCount(0);
    await expect(page.locator('.product-card [aria-pressed="true"]')).toHaveCount(0);
  });

  test('opens a shared comparison as it is in another browser, and prints the table alone', async ({
    page,
    browser,
  }) => {
    await page.goto('/demo');
    const ids = [await pickCard(page, 3), await pickCard(page, 5)];
    await page.goto(`/compare?ids=${ids.join(',')}`);
    const shared = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(new URL(shared).search).toBe(`?ids=${ids.join(',')}`);
    const models = await page.locator('.compare-model').allTextContents();

    const elsewhere = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const other = await elsewhere.newPage();
    await other.goto(new URL(shared).pathname + new URL(shared).search);
    await expect(other.locator('.compare-model')).toHaveText(models);
    await other.emulateMedia({ media: 'print' });
    await expect(other.locator('.vitrine-header')).toBeHidden();
    await expect(other.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(other.locator('.compare-table')).toBeVisible();
    await elsewhere.close();
  });

  test('says what a comparison lacks: too few, too many, and products gone', async ({ page }) => {
    await page.goto('/compare');
    await expect(page.getByText('Pick 2 to 4 products to compare')).toBeVisible();
    await page.goto('/compare?ids=1,2,3,4,5');
    await expect(page.getByText('A comparison shows at most 4 products.')).toBeVisible();
    await page.goto('/demo');
    const id = await pickCard(page, 0);
    await page.goto(`/compare?ids=${id},999999999`);
    await expect(page.getByRole('note')).toHaveText(
      '1 product of this comparison is no longer shown: it was removed, or its catalogue closed.',
    );
    await expect(page.locator('.compare-product')).toHaveCount(1);
  });

  test('a product page and My catalogue pick too', async ({ page, context, signIn }) => {
    await signIn();
    await starProducts(context.request, 'nordic-fasteners', 1);
    await page.goto('/my/products');
    const card = page.getByRole('list', { name: 'Products' }).getByRole('article').first();
    const starredId = idOfHref(await card.getByRole('link').first().getAttribute('href'));
    await card.getByRole('button', { name: /^Compare/ }).click();
    await expect(card.getByRole('button', { name: /^Comparing/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(tray(page)).toContainText('1 of 4 picked');
    await expect(tray(page)).toContainText('Pick one more to compare');

    await page.goto('/demo');
    await page.locator('.storefront-results .product-card a').first().click();
    await page.waitForURL(/\/demo\/product\/\d+/);
    const productId = idOfHref(page.url());
    await page
      .locator('.product-actions')
      .getByRole('button', { name: /^Compare/ })
      .click();
    await tray(page).getByRole('link', { name: 'Compare 2' }).click();
    await expect(page).toHaveURL(`/compare?ids=${starredId},${productId}`);
  });
});
