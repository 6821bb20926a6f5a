import { readFile } from 'node:fs/promises';
import { zipSync } from 'fflate';
import { callApi, test } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { PNG_BYTES } from '#tests/e2e/support/engagement.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { catalogueRows, xlsxFile } from '#tests/e2e/support/catalogue-file.ts';
import { importResult, openBulkImport, publicPage, signInNewOwner } from '#tests/e2e/support/workspace.ts';

// Issue 12 item 4: bulk import. A 1,000-row XLSX is checked (faults listed by line and column,
// nothing written), fixed, imported with a progress bar and shown on the storefront at once; the
// same file again updates instead of adding. Pictures come from a ZIP; the export reads back.

test('a 1,000-row XLSX is checked, fixed, imported, shown at once, and imported again as updates', async ({
  page,
  context,
  isMobile,
}) => {
  test.setTimeout(240_000);
  const owner = await signInNewOwner(context);
  const { id: valves } = await callApi<{ id: number }>(context.request, '/api/supplier/product-catalog-menu/add', {
    name: 'Valves',
    parentId: null,
  });
  await callApi(context.request, '/api/supplier/product-catalog-menu/add', { name: 'Ball valves', parentId: valves });
  await openBulkImport(page, isMobile);
  expect(await seriousViolations(page)).toEqual([]);

  // A file with three faults: nothing is written, each is listed by line and column.
  const faulty = catalogueRows(1_000, {
    fault: (line) => {
      if (line === 10) return ['IMP-0009', 'Imported valve 0009', 'Nowhere', '', 'Active'];
      if (line === 500) return ['IMP-0499', '', 'Valves', '', 'Active'];
      if (line === 1001) return ['IMP-0001', 'Twin', 'Valves', '', 'Active'];
      return null;
    },
  });
  await page.getByLabel('Catalogue file (CSV or XLSX)').setInputFiles(await xlsxFile(faulty));
  await expect(page.getByText('catalogue.xlsx: 1,000 product rows.')).toBeVisible();
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(importResult(page)).toHaveText(
    '3 faults found. Nothing was imported: please correct the file and check it again.',
    { timeout: 60_000 },
  );
  const faults = page.getByRole('table', { name: 'Faults in the file' }).getByRole('row');
  await expect(faults).toHaveText([
    /Line\s*Column\s*Problem/,
    /10\s*Menu\s*There is no menu of this name/,
    /500\s*Product name\s*Please fill in this field\./,
    /1001\s*Model number\s*An earlier line of the file has this model number/,
  ]);
  await expect(page.getByRole('button', { name: /^Import / })).toHaveCount(0);
  expect((await callApi<{ total: number }>(context.request, '/api/supplier/product/pager', {})).total).toBe(0);

  // Fixed, and chosen again under the same name: opening the chooser empties the field, so the
  // browser reports the same name as a change. Checked clean, then imported with its progress shown.
  const fileField = page.getByLabel('Catalogue file (CSV or XLSX)');
  await expect(fileField).toHaveValue(/catalogue\.xlsx$/);
  const chooser = page.waitForEvent('filechooser');
  await fileField.click();
  await expect(fileField).toHaveValue('');
  await (await chooser).setFiles(await xlsxFile(catalogueRows(1_000)));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(importResult(page)).toHaveText(
    'No faults found: 1,000 new products and 0 updates are ready to import.',
    {
      timeout: 60_000,
    },
  );
  await page.getByRole('button', { name: 'Import 1,000 products' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(importResult(page)).toContainText('Imported: 1,000 new products, 0 updates.', { timeout: 120_000 });

  // The storefront shows the menu and the products on the very next request.
  const storefront = await publicPage(context, `/${owner.name}`);
  expect(storefront.html).toContain('Ball valves');
  expect(storefront.html).toMatch(/Imported valve \d{4}/);
  expect((await callApi<{ total: number }>(context.request, '/api/supplier/product/pager', {})).total).toBe(1_000);

  // The same file again: every row is an update, none a new product.
  await page.getByLabel('Catalogue file (CSV or XLSX)').setInputFiles(await xlsxFile(catalogueRows(1_000)));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(importResult(page)).toHaveText(
    'No faults found: 0 new products and 1,000 updates are ready to import.',
    {
      timeout: 60_000,
    },
  );
});

test('pictures come from a ZIP, and the export gives the catalogue back in the same columns', async ({
  page,
  context,
  isMobile,
}) => {
  test.setTimeout(120_000);
  await signInNewOwner(context);
  await openBulkImport(page, isMobile);
  const csv = (images: string) => ({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Model number,Product name,Images\nZ-1,Zipped valve,Valve.PNG\nZ-2,Other valve,${images}\n`),
  });
  const zip = {
    name: 'pictures.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zipSync({ 'photos/valve.png': PNG_BYTES })),
  };

  await page.getByLabel('Pictures (ZIP, optional)').setInputFiles(zip);
  await page.getByLabel('Catalogue file (CSV or XLSX)').setInputFiles(csv('missing.png'));
  await expect(page.getByText('catalogue.csv: 2 product rows, 1 picture in the ZIP.')).toBeVisible();
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('table', { name: 'Faults in the file' }).getByRole('row').nth(1)).toHaveText(
    /3\s*Images\s*This picture is not in the ZIP file\./,
  );

  await page.getByLabel('Catalogue file (CSV or XLSX)').setInputFiles(csv(''));
  await page.getByRole('button', { name: 'Check file' }).click();
  await page.getByRole('button', { name: 'Import 2 products' }).click();
  await expect(importResult(page)).toContainText('Imported: 2 new products, 0 updates.');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export (CSV)' }).click();
  const exported = await readFile(await (await downloading).path(), 'utf8');
  expect(exported).toContain('Model number,Product name,Brand name');
  expect(exported).toMatch(/Z-1,Zipped valve,.*\/media\/[0-9a-f]{64}\.png/);
  expect(exported).toContain('Z-2,Other valve');
  await expect(page.getByText('Exported 2 products.')).toBeVisible();
});
