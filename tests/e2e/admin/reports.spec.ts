import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { callApi, logInWithApi, SEED_ADMIN, signedInPerson, test } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { answerFollowPromptNotNow, PNG_BYTES } from '#tests/e2e/support/engagement.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { openNewCatalogue } from '#tests/e2e/support/workspace.ts';
import { EMPTY_PRODUCT_PROFILE } from '#src/shared/owner-products.ts';

// Issue 14 item 4, the admin area's Reports screen: a buyer reports a product of a catalogue made for
// this test alone (nothing else depends on it), the administrator sees the report, hides the product,
// marks the report handled with a note, and the buyer finds the notification in My catalogue.

async function openReports(page: Page, isMobile: boolean) {
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Administration' });
  if (isMobile) await nav.getByRole('button', { name: /^Screen:/ }).click();
  await nav.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/reports$/);
}

test.describe('Administration: Reports', () => {
  test('a buyer reports a product; the administrator hides it and handles the report; the buyer is told', async ({
    page,
    context,
    browser,
    baseURL,
    api,
    isMobile,
  }) => {
    // A walk through several screens: near 30 s on a busy 2-core machine.
    test.slow();
    // A catalogue of its own with one product.
    const { supplierName, companyName } = await openNewCatalogue(api, {
      companyName: `Reported ${randomUUID().slice(0, 6)} Ltd`,
    });
    const productName = `Suspicious valve ${randomUUID().slice(0, 4)}`;
    const product = await callApi<{ id: number }>(api, '/api/supplier/product/add', {
      ...EMPTY_PRODUCT_PROFILE,
      productName,
      modelNumber: 'SV-1',
    });

    // The buyer reports it through the product page's form, with a photo.
    const buyer = await signedInPerson(browser, baseURL, 'reporter');
    const buyerContext = buyer.context;
    const { data: buyerUser } = (await (await buyerContext.request.get('/api/current')).json()) as {
      data: { id: number };
    };
    await answerFollowPromptNotNow(buyerContext, buyerUser.id);
    const buyerPage = await buyerContext.newPage();
    await buyerPage.goto(`/${supplierName}/product/${product.id}`);
    await buyerPage.getByRole('button', { name: 'Report', exact: true }).click();
    const form = buyerPage.getByRole('dialog', { name: 'Report product' });
    await form.getByRole('radio', { name: 'Spam or misleading' }).check();
    await form.getByLabel('Explanation').fill('Photos copied from another supplier.');
    await form
      .getByLabel('Photos (optional)')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await form.getByRole('button', { name: 'Report' }).click();
    await expect(buyerPage.getByRole('dialog', { name: 'Info' })).toContainText('Report successfully!');

    // The administrator finds it among the open product reports.
    await logInWithApi(context.request, SEED_ADMIN);
    await openReports(page, isMobile);
    await page.getByRole('form', { name: 'Reports' }).getByLabel('About').selectOption({ label: 'Product' });
    const card = page.getByRole('listitem', { name: `Product report about ${companyName}` });
    await expect(card.getByText('Open', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: companyName })).toHaveAttribute('href', `/${supplierName}`);
    await expect(card.getByRole('link', { name: `SV-1 ${productName}` })).toBeVisible();
    await expect(card.getByText('Spam or misleading')).toBeVisible();
    await expect(card.getByText('Photos copied from another supplier.')).toBeVisible();
    await expect(card.getByText(buyer.email)).toBeVisible();
    const photo = card.getByRole('link', { name: /^Photo 1 of 1/ });
    await expect(photo).toHaveAttribute('href', /^\/media\/[0-9a-f]{64}\.png$/);
    await expect(photo).toHaveAttribute('target', '_blank');
    expect(await seriousViolations(page)).toEqual([]);

    // Hides the product, after a warning.
    await card.getByRole('button', { name: 'Hide product' }).click();
    const confirm = page.getByRole('dialog', { name: 'Warning' });
    await expect(confirm).toContainText(`Hide ${productName}?`);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${productName} is hidden.` })).toBeVisible();
    await expect(card.getByText('Product hidden', { exact: true })).toBeVisible();
    expect((await buyerContext.request.get(`/${supplierName}/product/${product.id}`)).status()).toBe(404);

    // Handles the report: a note is required first.
    await card.getByRole('button', { name: 'Mark handled' }).click();
    const note = card.getByLabel('Note for the administrators');
    await expect(note).toHaveAccessibleDescription(/Please write a note/);
    await note.fill('Product hidden: the photos belong to another catalogue.');
    await card.getByRole('button', { name: 'Mark handled' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `The report about ${companyName} is handled.` }),
    ).toBeVisible();
    await expect(card).toBeHidden();
    await page.getByRole('form', { name: 'Reports' }).getByLabel('Status').selectOption({ label: 'Handled' });
    await expect(card.getByText(`Handled by ${SEED_ADMIN.email}`)).toBeVisible();
    await expect(card.getByText('Product hidden: the photos belong to another catalogue.')).toBeVisible();

    // The buyer is told, without the note.
    await buyerPage.goto('/my/notifications');
    const notice = buyerPage.getByRole('list', { name: 'Notifications' }).getByRole('article').first();
    await expect(notice).toContainText(`Your report about ${companyName} was handled.`);
    await expect(notice).not.toContainText('photos belong');
    await buyerContext.close();
  });
});
