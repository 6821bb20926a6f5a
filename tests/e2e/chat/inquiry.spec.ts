import type { APIRequestContext, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { suppliers } from '#functions/db/schema/index.ts';
import { EMPTY_PRODUCT_PROFILE } from '#src/shared/owner-products.ts';
import { callApi, ownAddress } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect, test } from '#tests/e2e/support/fixtures.ts';
import { openNewCatalogue } from '#tests/e2e/support/workspace.ts';

// Issue 29 item 3: a buyer compares products of two catalogues and sends one inquiry from the
// comparison; each catalogue's owner, who holds its team inbox, finds its own lines in the chat
// with the buyer, and the buyer finds the inquiry in their chats.

type Line = { modelNumber: string; name: string; quantity: number; unit: string };
type Message = {
  type: string;
  content: string;
  inquiry?: { lines: Line[]; targetPrice: string; deliveryTerms: string };
};

/** A new catalogue with one product, its owner signed in on `api`. */
async function catalogueWithProduct(api: APIRequestContext, companyName: string, modelNumber: string) {
  const { owner, supplierName } = await openNewCatalogue(api, { companyName });
  const product = await callApi<{ id: number }>(api, '/api/supplier/product/add', {
    ...EMPTY_PRODUCT_PROFILE,
    productName: `${companyName} valve`,
    modelNumber,
  });
  return { owner, supplierName, productId: product.id, modelNumber, productName: `${companyName} valve` };
}

const chats = (page: Page) => page.getByRole('region', { name: 'Chats' });

test.describe('an inquiry from a comparison', () => {
  test('reaches each catalogue’s team with its own products, quantities and the terms', async ({
    page,
    signIn,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const owners = [
      await playwright.request.newContext({ baseURL, extraHTTPHeaders: ownAddress() }),
      await playwright.request.newContext({ baseURL, extraHTTPHeaders: ownAddress() }),
    ];
    const east = await catalogueWithProduct(owners[0]!, 'East Valves', 'EV-1');
    const west = await catalogueWithProduct(owners[1]!, 'West Pumps', 'WP-2');
    const { userId } = await signIn();

    await page.goto(`/compare?ids=${east.productId},${west.productId}`);
    await page.getByRole('button', { name: 'Send an inquiry' }).click();
    const form = page.getByRole('form', { name: 'Send an inquiry' });
    // A quantity left out is said on its line.
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(form.getByText('Enter a whole quantity from 1 to 1,000,000,000.')).toHaveCount(2);

    const eastLine = form.getByRole('group', { name: /^EV-1 East Valves valve/ });
    await eastLine.getByRole('spinbutton', { name: 'Quantity' }).fill('500');
    // A corrected line stops saying what was wrong; the other still says it.
    await expect(eastLine.getByText(/^Enter a whole quantity/)).toHaveCount(0);
    await expect(form.getByText(/^Enter a whole quantity/)).toHaveCount(1);
    await eastLine.getByRole('combobox', { name: 'Unit' }).selectOption('cartons');
    const westLine = form.getByRole('group', { name: /^WP-2 West Pumps valve/ });
    await westLine.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await westLine.getByRole('combobox', { name: 'Unit' }).selectOption('sets');
    await form.getByRole('textbox', { name: /^Target price/ }).fill('US $9 a carton');
    await form.getByRole('textbox', { name: /^Delivery terms/ }).fill('FOB Ningbo, by June');
    await form.getByRole('textbox', { name: /^Message/ }).fill('Please quote your best lead time.');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Send inquiry' }).click();

    const sent = page.getByRole('region', { name: 'Inquiry sent' });
    await expect(sent).toBeVisible();
    await expect(sent.getByRole('listitem')).toHaveText([/East Valves/, /West Pumps/]);

    // Each owner reads their own part, from the buyer, in their chat with them.
    for (const [index, catalogue, quantity, unit] of [
      [0, east, 500, 'cartons'],
      [1, west, 2, 'sets'],
    ] as const) {
      const messages = await callApi<Message[]>(owners[index]!, '/api/app/message/list', { contactIds: [userId] });
      const inquiry = messages.find((message) => message.type === 'inquiry');
      expect(inquiry).toMatchObject({
        content: 'Please quote your best lead time.',
        inquiry: {
          lines: [{ modelNumber: catalogue.modelNumber, name: catalogue.productName, quantity, unit }],
          targetPrice: 'US $9 a carton',
          deliveryTerms: 'FOB Ningbo, by June',
        },
      });
    }

    // The buyer opens the chat with the first team and finds the inquiry there.
    await sent.getByRole('listitem').first().getByRole('button', { name: 'Open the chat' }).click();
    const card = chats(page).getByRole('region', { name: 'Inquiry' });
    await expect(card).toContainText('EV-1 East Valves valve');
    await expect(card).toContainText('500 cartons');
    await expect(card).toContainText('FOB Ningbo, by June');
    await expect(card.getByRole('link', { name: /^EV-1 East Valves valve/ })).toHaveAttribute(
      'href',
      new RegExp(`/${east.supplierName}/product/${east.productId}/`),
    );
    for (const owner of owners) await owner.dispose();
  });

  test('the company page says how soon the team usually answers', async ({ page, playwright, baseURL, database }) => {
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
    const quiet = await openNewCatalogue(api, { companyName: 'New Answers AB' });
    const quick = await openNewCatalogue(api, { companyName: 'Quick Answers AB' });
    // As the hourly measure stores a median of 95 minutes (pages never shown yet: nothing to renew).
    await database.update(suppliers).set({ answerMinutes: 95 }).where(eq(suppliers.name, quick.supplierName));
    await page.goto(`/${quick.supplierName}/company/${quick.supplierName}`);
    await expect(page.getByText('Usually answers within 2 h')).toBeVisible();
    // Without a figure (too few chats), nothing is said.
    await page.goto(`/${quiet.supplierName}/company/${quiet.supplierName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'New Answers AB' })).toBeVisible();
    await expect(page.getByText(/^Usually answers/)).toHaveCount(0);
    await api.dispose();
  });

  test('asks a visitor to log in first', async ({ page }) => {
    await page.goto('/demo');
    const ids = [];
    for (const index of [0, 1]) {
      const card = page.locator('.storefront-results .product-card').nth(index);
      ids.push(/\/product\/(\d+)/.exec((await card.locator('a').first().getAttribute('href'))!)![1]);
    }
    await page.goto(`/compare?ids=${ids.join(',')}`);
    await page.getByRole('button', { name: 'Send an inquiry' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toContainText('Please login in order to continue.');
  });
});
