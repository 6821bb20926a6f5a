import { createAccount, logInWithApi, test, uniqueEmail } from '#tests/e2e/support/account.ts';
import { PNG_BYTES } from '#tests/e2e/support/engagement.ts';
import { catalogueRows, xlsxFile } from '#tests/e2e/support/catalogue-file.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import {
  editorSection,
  importResult,
  openBulkImport,
  openScreen,
  publicPage,
  save,
  saveDocument,
  saveSection,
  saveTechnicalData,
  signInNewOwner,
  usePictureAsChosen,
  VISITOR_AGENT,
  WEBM_BYTES,
} from '#tests/e2e/support/workspace.ts';
import { companyPath } from '#src/shared/catalog-paths.ts';

// Issue 12, "Done when": one owner's whole journey through the back office, start to end. Each
// step's details, errors and phone layout are walked in its own spec (menus, products,
// product-import, workspace, posts, statistics); this is the journey in one piece.

test('an owner builds a catalogue: menu, product, storefront, bulk import, a sales contact who posts, statistics', async ({
  page,
  context,
  api,
  isMobile,
}) => {
  test.skip(isMobile, 'the journey is walked once; every step’s phone layout is walked in the step’s own spec');
  test.setTimeout(300_000);
  const owner = await signInNewOwner(context);
  await page.goto('/manage');

  // A menu.
  await openScreen(page, false, 'Catalog menu');
  const newMenu = page.getByLabel('New top-level menu', { exact: true });
  await newMenu.fill('Valves');
  await newMenu.press('Enter');
  await expect(page.locator('.ws-menu-name strong')).toHaveText(['Valves']);

  // A product in it, with a photo, a video, a document and technical data.
  await openScreen(page, false, 'Products');
  await page.getByRole('link', { name: 'Add product' }).first().click();
  await page.getByLabel('Product name', { exact: true }).fill('Walked ball valve');
  await page.getByLabel('Model number', { exact: true }).fill('WALK-1');
  await page.getByRole('main').getByLabel('Menu', { exact: true }).selectOption({ label: 'Valves' });
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Walked ball valve' })).toBeVisible();

  const medias = editorSection(page, 'Video & photo');
  await medias
    .getByLabel('Add photos', { exact: true })
    .setInputFiles({ name: 'valve.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await usePictureAsChosen(page);
  await medias
    .getByLabel('Add a video', { exact: true })
    .setInputFiles({ name: 'valve.webm', mimeType: 'video/webm', buffer: WEBM_BYTES });
  await expect(medias.getByText('valve.webm added. Save to show it on the product page.')).toBeVisible();
  await saveSection(medias);
  await saveTechnicalData(page, 'Nominal pressure', 'PN 16');
  await saveDocument(page, 'Data sheet.pdf');

  // The very next visitor finds it on the storefront under that menu, with every part.
  const visitor = await context.browser()!.newContext({ userAgent: VISITOR_AGENT });
  const storefront = await visitor.newPage();
  await storefront.goto(`/${owner.name}`);
  await storefront.locator('.category-tree').first().getByRole('link', { name: 'Valves' }).click();
  await storefront.getByRole('link', { name: 'Walked ball valve' }).first().click();
  await expect(storefront.getByRole('heading', { level: 1, name: 'Walked ball valve' })).toBeVisible();
  // Sections after the first are folded; their text is on the page all the same.
  for (const text of ['Nominal pressure', 'PN 16', 'Data sheet'])
    await expect(storefront.locator('main')).toContainText(text);

  // A thousand more from a spreadsheet: checked (one fault), fixed, imported.
  await openBulkImport(page, false);
  const rows = (fault: (line: number) => string[] | null = () => null) =>
    catalogueRows(1_000, { menu: 'Valves', fault });
  await page
    .getByLabel('Catalogue file (CSV or XLSX)')
    .setInputFiles(await xlsxFile(rows((line) => (line === 3 ? ['IMP-0002', 'Pump', 'Pumps', '', 'Active'] : null))));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(importResult(page)).toContainText('1 fault found.', { timeout: 60_000 });
  await expect(page.getByRole('table', { name: 'Faults in the file' }).getByRole('row').nth(1)).toHaveText(
    /3\s*Menu\s*There is no menu of this name/,
  );
  await page.getByLabel('Catalogue file (CSV or XLSX)').setInputFiles(await xlsxFile(rows()));
  await page.getByRole('button', { name: 'Check file' }).click();
  await page.getByRole('button', { name: 'Import 1,000 products' }).click({ timeout: 60_000 });
  await expect(importResult(page)).toContainText('Imported: 1,000 new products, 0 updates.', { timeout: 120_000 });

  // A sales contact allowed to post, who then finds the catalogue among those they may post for.
  await openScreen(page, false, 'Sales team');
  await page.getByRole('button', { name: 'Add a contact' }).click();
  const contact = { email: uniqueEmail('sales'), password: 'SalesPass1' };
  await createAccount(api, contact);
  await page.getByLabel('E-mail', { exact: true }).fill(contact.email);
  await page.getByLabel('Job title', { exact: true }).fill('Export manager');
  await page.getByLabel('Allowed to publish posts', { exact: true }).check();
  await save(page);
  const sales = await context.browser()!.newContext();
  await logInWithApi(sales.request, contact);
  const salesPage = await sales.newPage();
  // They join only by accepting the invitation, which their notifications lead them to.
  await salesPage.goto('/my/notifications');
  await salesPage.getByRole('link', { name: `${owner.companyName} invites you to join its sales team.` }).click();
  const invitation = salesPage.getByRole('article', { name: `Invitation from ${owner.companyName}` });
  await expect(invitation).toContainText('as Export manager, allowed to publish posts');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(salesPage.getByRole('article', { name: `Team of ${owner.companyName}` })).toBeVisible();
  await salesPage.getByRole('navigation', { name: 'My catalogue' }).getByRole('link', { name: 'Latest posts' }).click();
  await expect(salesPage.getByText(`Posting for ${owner.companyName}`)).toBeVisible();
  const news = `Ball valves in stock from ${owner.companyName}`;
  const form = salesPage.getByRole('form', { name: 'New post' });
  await form.getByRole('textbox', { name: 'Text' }).fill(news);
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(salesPage.getByRole('status').filter({ hasText: 'The post is published.' })).toBeVisible();
  await sales.close();
  expect((await publicPage(context, companyPath(owner))).html).toContain(news);

  // Some visits, then the owner reads them on the Statistics chart. Each page the visitor opened
  // (the storefront, its Valves menu, the product, these two) sent its view once loaded.
  await storefront.goto(`/${owner.name}`);
  await storefront.reload();
  await visitor.close();
  await openScreen(page, false, 'Statistics');
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('img', { name: /Views per day, .+: [3-9] in all/ })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
