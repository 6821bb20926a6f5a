import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { callApi } from '#tests/e2e/support/account.ts';
import { expect, test } from '#tests/e2e/support/fixtures.ts';

// Issue 29 item 4: a visitor downloads the storefront's current filter as a PDF, printed by a
// browser (the local stand-in of Browser Rendering). Its text is read back: the cover, the
// contents, and every product of the filter with its own model number, name and price; its QR
// codes are links too, and each points at its own product's page.

type Card = { id: number; modelNumber: string; productName: string; price: string };

/** The PDF's text page by page, and the addresses its links point at. */
async function readPdf(path: string) {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: false });
  const links: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const annotations = (await (await pdf.getPage(number)).getAnnotations()) as { subtype: string; url?: string }[];
    links.push(
      ...annotations.filter((annotation) => annotation.subtype === 'Link' && annotation.url).map((link) => link.url!),
    );
  }
  // Printed lines break where the page does: the checks read words, not lines.
  return { pages: text.map((page) => page.replace(/\s+/g, ' ')), links };
}

test.describe('the PDF catalogue', () => {
  test('holds the filter’s products, each with its own name, price and page', async ({ page, baseURL }) => {
    test.slow();
    await page.goto('/demo?keyword=valve');
    const expected = (
      await callApi<{ products: { list: Card[] } }>(page.request, '/api/common/search/product/pager', {
        supplierId: 'demo',
        searchQuery: 'valve',
        pageNo: 1,
        pageSize: 60,
      })
    ).products.list;
    expect(expected.length).toBeGreaterThan(3);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Meridian Industrial Supply Co., Ltd. - catalogue.pdf');
    await expect(page.getByRole('status').filter({ hasText: 'The PDF is downloaded.' })).toBeVisible();
    const { pages, links } = await readPdf(await download.path());

    const [cover, contents] = pages;
    expect(cover).toContain('Meridian Industrial Supply Co., Ltd.');
    expect(cover).toContain(`All products, matching “valve” · ${expected.length} products`);
    expect(cover).toContain(`${baseURL}/demo?keyword=valve`);
    expect(contents).toMatch(/^Contents /);
    expect(contents).toContain('Valves & Pumps › Ball Valves');

    // Compared without spaces: a line broken after a hyphen reads back with a space in it.
    const squeezed = (text: string) => text.replace(/\s+/g, '');
    const body = squeezed(pages.slice(2).join(''));
    for (const card of expected)
      for (const printed of [card.modelNumber, card.productName, card.price]) expect(body).toContain(squeezed(printed));
    // Each product's name and QR code link to its own page (a name on two lines is two links), no other product's.
    const productLinks = links.filter((link) => link.includes('/demo/product/'));
    const linkedIds = productLinks.map((link) => Number(/\/product\/(\d+)\//.exec(link)![1]));
    expect([...new Set(linkedIds)].sort()).toEqual(expected.map((card) => card.id).sort());
    for (const card of expected)
      expect(linkedIds.filter((id) => id === card.id).length, card.modelNumber).toBeGreaterThanOrEqual(2);
    expect(links).toContain(`${baseURL}/demo?keyword=valve`);
  });
});
