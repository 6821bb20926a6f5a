import { randomUUID } from 'node:crypto';
import { test } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { PNG_BYTES } from '#tests/e2e/support/engagement.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import {
  editorSection,
  openScreen,
  publicPage,
  saveDocument,
  saveSection,
  saveTechnicalData,
  signInNewOwner,
  usePictureAsChosen,
} from '#tests/e2e/support/workspace.ts';

// Issue 12: the owner's Products screen and product editor. A product is added with its profile, a
// picture, technical data and a document, found by its model number, shown on the storefront at
// the next request, disabled by the list's bulk action and deleted after the Warning.

test('an owner adds a product, finds it, shows it, disables it and deletes it', async ({ page, context, isMobile }) => {
  test.setTimeout(150_000);
  const owner = await signInNewOwner(context);
  const productName = `Ball valve ${randomUUID().slice(0, 6)}`;
  const modelNumber = `BV-${randomUUID().slice(0, 8).toUpperCase()}`;

  await page.goto('/manage');
  await openScreen(page, isMobile, 'Products');
  await expect(page.getByRole('heading', { level: 3, name: 'No products yet' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Add product: the profile alone, then the editor of the new product.
  await page.getByRole('link', { name: 'Add product' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add product' })).toBeVisible();
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Please fill in this field.').first()).toBeVisible();
  await page.getByLabel('Product name', { exact: true }).fill(productName);
  await page.getByLabel('Model number', { exact: true }).fill(modelNumber);
  await page.getByLabel('Brand name', { exact: true }).fill('Nordvalve');
  await page.getByLabel('Place of origin', { exact: true }).fill('Sweden');
  await page.getByLabel('Price', { exact: true }).fill('USD 12–15 per piece');
  await page.getByRole('textbox', { name: 'Description' }).fill('A forged ball valve for district heating.');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { level: 2, name: productName })).toBeVisible();
  await expect(page).toHaveURL(/\/manage\/products\/\d+$/);

  const medias = editorSection(page, 'Video & photo');
  await medias
    .getByLabel('Add photos', { exact: true })
    .setInputFiles({ name: 'valve.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await usePictureAsChosen(page);
  await expect(medias.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await saveSection(medias);

  await saveTechnicalData(page, 'Nominal pressure', 'PN 16');

  await saveDocument(page, 'Data sheet.pdf');
  await expect(page.getByRole('img', { name: `QR code of the product page of ${productName}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The storefront lists it on the very next request, and the product page shows every section.
  let storefront = await publicPage(context, `/${owner.name}`);
  expect(storefront.html).toContain(productName);
  const productHref = await page.getByRole('link', { name: /Open the product page/ }).getAttribute('href');
  const productPage = await publicPage(context, productHref!);
  for (const text of ['Nordvalve', 'Nominal pressure', 'PN 16', 'Data sheet', '/media/'])
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
