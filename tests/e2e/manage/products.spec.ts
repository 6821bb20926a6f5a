import { randomUUID } from 'node:crypto';
import { logInWithApi, test } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { PNG_BYTES } from '#tests/e2e/support/engagement.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { SEED_OWNER } from '#tests/e2e/support/my-catalogue.ts';
import {
  editorSection,
  openScreen,
  PDF_BYTES,
  publicPage,
  save,
  signInNewOwner,
  usePictureAsChosen,
} from '#tests/e2e/support/workspace.ts';

// Issue 12: the owner's Products screen and product editor. Issue 26: the editor in one go. The
// owner keeps the catalogue's own categories; a product is added with its profile and a picture in
// one Save, then given technical data and a document in another (each section marked while
// unsaved, each saying what came of its part), found by its model number, shown on the storefront
// at the next request, disabled by the list's bulk action and deleted after the Warning.

test('an owner adds a product, finds it, shows it, disables it and deletes it', async ({ page, context, isMobile }) => {
  test.setTimeout(150_000);
  const owner = await signInNewOwner(context);
  const productName = `Ball valve ${randomUUID().slice(0, 6)}`;
  const modelNumber = `BV-${randomUUID().slice(0, 8).toUpperCase()}`;

  await page.goto('/manage');
  await openScreen(page, isMobile, 'Products');
  await expect(page.getByRole('heading', { level: 3, name: 'No products yet' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The catalogue's own categories: none to start with; a name is taken once, whatever its case.
  await page.getByRole('link', { name: 'Categories', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Categories' })).toBeVisible();
  await expect(page.getByText('No categories yet.')).toBeVisible();
  for (const [index, name] of ['Ball valves', 'Fittings', 'ball valves '].entries()) {
    await page.getByRole('button', { name: 'Add a category' }).click();
    await page.getByLabel(`Category ${index + 1}`, { exact: true }).fill(name);
  }
  await expect(page.getByText('Another category of your list has this name.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove ball valves', exact: true }).click();
  await save(page);
  await page.screenshot({ path: test.info().outputPath('categories.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Add product: the profile and a picture together, in one Save.
  await openScreen(page, isMobile, 'Products');
  await page.getByRole('link', { name: 'Add product' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add product' })).toBeVisible();
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Please fill in this field.').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Profile was not saved' })).toBeVisible();
  await page.getByLabel('Product name', { exact: true }).fill(productName);
  await page.getByLabel('Model number', { exact: true }).fill(modelNumber);
  await page.getByLabel('Brand name', { exact: true }).fill('Nordvalve');
  await page.getByLabel('Place of origin', { exact: true }).fill('Sweden');
  await page.getByLabel('Price', { exact: true }).fill('USD 12–15 per piece');
  const category = page.getByLabel('Category', { exact: true });
  await expect(category.locator('option')).toHaveText(['No category', 'Ball valves', 'Fittings']);
  await category.selectOption({ label: 'Ball valves' });
  await page.getByRole('textbox', { name: 'Description' }).fill('A forged ball valve for district heating.');
  const medias = editorSection(page, 'Video & photo');
  await medias
    .getByLabel('Add photos', { exact: true })
    .setInputFiles({ name: 'valve.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await usePictureAsChosen(page);
  await expect(medias.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expect(medias.getByText('1 photo added. Save to show them to buyers.')).toBeVisible();
  await expect(medias.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await expect(page.getByText('Unsaved changes in Profile and Video & photo.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('add-product.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { level: 2, name: productName })).toBeVisible();
  await expect(page).toHaveURL(/\/manage\/products\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Product added.' })).toBeVisible();
  await expect(medias.getByRole('status').filter({ hasText: 'Video & photo saved.' })).toBeVisible();
  // Nothing stale once saved: no "Save to show them", no marks.
  await expect(medias.getByText(/Save to show/)).toHaveCount(0);
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);

  // Technical data and a document: two sections, one Save, each saying it was saved.
  const technical = editorSection(page, 'Technical data');
  await technical.getByRole('button', { name: 'Add technical data' }).click();
  await technical.getByLabel('Name', { exact: true }).fill('Nominal pressure');
  await technical.getByLabel('Value', { exact: true }).fill('PN 16');
  const documents = editorSection(page, 'Documents');
  await documents
    .getByLabel('Upload documents', { exact: true })
    .setInputFiles({ name: 'Data sheet.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await expect(documents.getByLabel('Name', { exact: true })).toHaveValue('Data sheet');
  await expect(page.getByText('Unsaved changes in Technical data and Documents.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(technical.getByRole('status').filter({ hasText: 'Technical data saved.' })).toBeVisible();
  await expect(documents.getByRole('status').filter({ hasText: 'Documents saved.' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. The public pages show it now.' })).toBeVisible();
  await expect(documents.getByText(/save to show them/)).toHaveCount(0);
  // The one Save stays at the bottom of the screen, clear of the chat's floating button.
  const saveBox = (await page.getByRole('button', { name: 'Save', exact: true }).boundingBox())!;
  const launcherBox = (await page.locator('.chat-launcher').boundingBox())!;
  expect(saveBox.y + saveBox.height).toBeGreaterThan((page.viewportSize()!.height * 3) / 4);
  expect(saveBox.x + saveBox.width).toBeLessThanOrEqual(launcherBox.x);
  await page.screenshot({ path: test.info().outputPath('edit-product-saved.png') });
  await expect(page.getByRole('img', { name: `QR code of the product page of ${productName}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The storefront lists it on the very next request, and the product page shows every section.
  let storefront = await publicPage(context, `/${owner.name}`);
  expect(storefront.html).toContain(productName);
  const productHref = await page.getByRole('link', { name: /Open the product page/ }).getAttribute('href');
  const productPage = await publicPage(context, productHref!);
  for (const text of ['Nordvalve', 'Ball valves', 'Nominal pressure', 'PN 16', 'Data sheet', '/media/'])
    expect(productPage.html, text).toContain(text);

  // A second product with the same model number is refused as the owner types; leaving asks first.
  await page.getByRole('link', { name: /All products/ }).click();
  await page.getByRole('link', { name: 'Add product' }).first().click();
  await page.getByLabel('Model number', { exact: true }).fill(modelNumber);
  await expect(page.getByText('Another product of your catalogue has this model number.')).toBeVisible();
  await page.getByRole('link', { name: /All products/ }).click();
  const warning = page.getByRole('dialog', { name: 'Warning' });
  await expect(warning).toContainText('You have unsaved changes.');
  await warning.getByRole('button', { name: 'Yes' }).click();

  // Found by its model number; the search stays in the address.
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
  await page.getByLabel('Search by product name or model number', { exact: true }).fill(modelNumber.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${modelNumber.toLowerCase()}`));
  await expect(page.getByText('1 product found, page 1 of 1.')).toBeVisible();
  await expect(page.getByRole('link', { name: productName })).toBeVisible();

  // Disabled with the bulk action: the storefront no longer lists it.
  await page.getByRole('checkbox', { name: `Select ${productName} (${modelNumber})` }).check();
  await expect(page.getByText('1 product selected')).toBeVisible();
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 product disabled.' })).toBeVisible();
  await expect(page.getByRole('table').getByText('Disabled', { exact: true })).toBeVisible();
  storefront = await publicPage(context, `/${owner.name}`);
  expect(storefront.html).not.toContain(productName);
  expect(await seriousViolations(page)).toEqual([]);

  // Deleted from its editor after the Warning (No keeps it).
  await page.getByRole('link', { name: productName }).click();
  await page.getByRole('button', { name: 'Delete product' }).click();
  await expect(warning).toContainText(`Delete ${productName} (${modelNumber})?`);
  await warning.getByRole('button', { name: 'No' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: productName })).toBeVisible();
  await page.getByRole('button', { name: 'Delete product' }).click();
  await warning.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'No products match' })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('This product was not found. It may have been deleted.')).toBeVisible();
});

test("every row of the product list shows its own product's picture, name and price", async ({ page, context }) => {
  test.setTimeout(120_000);
  await logInWithApi(context.request, SEED_OWNER);
  await page.goto('/manage/products');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const listed = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      href: tr.querySelector<HTMLAnchorElement>('.ws-product-name a')!.getAttribute('href')!,
      name: tr.querySelector('.ws-product-name a')!.textContent!.trim(),
      price: tr.querySelector('.ws-product-price')?.lastChild?.textContent?.trim() ?? '',
      picture: tr.querySelector('img')?.getAttribute('src') ?? null,
    })),
  );
  expect(listed.length).toBe(20);
  // Rows that could be mixed up differ: a picture, name or price taken from another row would show.
  expect(new Set(listed.map((row) => row.href)).size).toBe(listed.length);
  expect(listed.filter((row) => row.picture !== null).length).toBeGreaterThan(10);
  for (const row of listed) {
    await page.goto(row.href);
    await expect(page.getByRole('heading', { level: 2, name: row.name, exact: true })).toBeVisible();
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue(row.price);
    const firstPhoto = editorSection(page, 'Video & photo').getByRole('img', { name: 'Photo 1', exact: true });
    if (row.picture === null) await expect(firstPhoto).toHaveCount(0);
    else await expect(firstPhoto).toHaveAttribute('src', row.picture);
  }
});
