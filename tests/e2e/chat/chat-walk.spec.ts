import type { Page } from '@playwright/test';
import { EMPTY_PRODUCT_PROFILE } from '#src/shared/owner-products.ts';
import { callApi, logInWithApi, test } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { PNG_BYTES } from '#tests/e2e/support/engagement.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { acceptTeamInvitation, namedPerson } from '#tests/e2e/support/people.ts';
import { openNewCatalogue } from '#tests/e2e/support/workspace.ts';

// Issue 13's walk, with two browsers: a buyer and a supplier's sales contact, on a catalogue made
// for this test alone. The buyer starts the chat from the company page and sends text, a picture,
// a document, a video and a product card; the contact sees each arrive live with the unread badge and reads
// them; the buyer blocks (their send is refused), unblocks, and reports the chat.

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** Enough of an MP4 for the server's check of its leading bytes; it does not play. */
const MP4_BYTES = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42video')]);

function chats(page: Page) {
  return page.getByRole('region', { name: 'Chats' });
}

test.describe('chat between a buyer and a sales contact', () => {
  test('start from the company page, send every kind, read live, block, unblock, report', async ({
    browser,
    database,
    baseURL,
    api,
  }) => {
    test.slow();
    // The catalogue, its product and its team, arranged through the API as their owner would.
    const { supplierName } = await openNewCatalogue(api, { companyName: 'Chatty Valves AB' });
    const product = await callApi<{ id: number }>(api, '/api/supplier/product/add', {
      ...EMPTY_PRODUCT_PROFILE,
      productName: 'Brass check valve',
      modelNumber: 'CV-7',
    });
    const sales = await namedPerson(browser, database, baseURL!, 'Mara Jensen');
    const team = { contacts: [{ email: sales.email, jobTitle: 'Export sales', canPost: false }] };
    await callApi(api, '/api/supplier/home/contacts', team, 'PATCH');
    await acceptTeamInvitation(sales.context.request, supplierName);
    const buyer = await namedPerson(browser, database, baseURL!, 'Bo Buyer', { attention: true });

    // The contact's page is open somewhere else: messages must arrive there live.
    await sales.page.goto(`/${supplierName}`);
    await expect(sales.page.getByRole('button', { name: 'Chats' })).toBeVisible();

    // The buyer starts the chat from the company page.
    await buyer.page.goto(`/${supplierName}/company/${supplierName}`);
    const contactSection = buyer.page.locator('details.section', {
      has: buyer.page.getByRole('heading', { name: 'Contact', exact: true }),
    });
    await contactSection.getByRole('heading', { name: 'Contact', exact: true }).click();
    await contactSection.getByRole('button', { name: /^Chat with Mara Jensen/ }).click();
    // A first chat shows the buyer to the supplier: Attention says so, once.
    const attention = buyer.page.getByRole('dialog', { name: 'Attention' });
    await expect(attention).toContainText('Suppliers you chat with see your profile');
    await attention.getByRole('button', { name: 'Yes' }).click();
    const buyerChats = chats(buyer.page);
    await expect(buyerChats.getByRole('list', { name: 'Messages with Mara Jensen' })).toBeVisible();
    await expect(buyerChats.getByText('Export sales')).toBeVisible();

    // Text (Enter sends), a picture and a document.
    const input = buyerChats.getByRole('textbox', { name: 'Write a message' });
    await input.fill('Hello Mara, see https://example.com/spec for the sizes.');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    const buyerMessages = buyerChats.getByRole('list', { name: 'Messages with Mara Jensen' });
    await expect(buyerMessages.getByRole('link', { name: 'https://example.com/spec' })).toBeVisible();
    const chooser = buyer.page.waitForEvent('filechooser');
    await buyerChats.getByRole('button', { name: 'Upload file' }).click();
    await (await chooser).setFiles({ name: 'valve.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect(buyerMessages.getByRole('link', { name: /^Picture valve\.png/ })).toBeVisible();
    const secondChooser = buyer.page.waitForEvent('filechooser');
    await buyerChats.getByRole('button', { name: 'Upload file' }).click();
    await (await secondChooser).setFiles({ name: 'sizes.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
    await expect(buyerMessages.getByText('sizes.pdf')).toBeVisible();
    const thirdChooser = buyer.page.waitForEvent('filechooser');
    await buyerChats.getByRole('button', { name: 'Upload file' }).click();
    await (await thirdChooser).setFiles({ name: 'valve.mp4', mimeType: 'video/mp4', buffer: MP4_BYTES });
    await expect(buyerMessages.getByRole('button', { name: 'Play video valve.mp4' })).toBeVisible();

    // A product card, from the product page.
    await buyer.page.goto(`/${supplierName}/product/${product.id}`);
    await buyer.page.getByRole('button', { name: 'Ask about this product' }).click();
    const card = chats(buyer.page).getByRole('link', { name: /^Brass check valve/ });
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('target', '_blank');

    // The contact sees them arrive live: the badge counts five.
    const launcher = sales.page.getByRole('button', { name: /^Chats/ });
    await expect(launcher).toHaveAccessibleName('Chats, 5 unread');
    await expect(sales.page.locator('link[rel="icon"]')).toHaveAttribute('data-unread', 'true');
    await launcher.click();
    const salesChats = chats(sales.page);
    const fromBo = salesChats.getByRole('button', { name: /^Bo Buyer/ });
    await expect(fromBo.getByLabel('5 unread')).toBeVisible();
    expect(await seriousViolations(sales.page)).toEqual([]);
    await fromBo.click();
    const salesMessages = salesChats.getByRole('list', { name: 'Messages with Bo Buyer' });
    await expect(salesMessages.getByText('Hello Mara, see')).toBeVisible();
    await expect(salesMessages.getByText('sizes.pdf')).toBeVisible();
    await expect(salesMessages.getByRole('link', { name: /^Brass check valve/ })).toBeVisible();
    await salesMessages.getByRole('button', { name: 'Play video valve.mp4' }).click();
    const player = sales.page.getByRole('dialog', { name: 'Video' });
    await player.getByRole('button', { name: 'Speed 2×' }).click();
    await expect(player.getByRole('button', { name: 'Speed 2×' })).toHaveAttribute('aria-pressed', 'true');
    await player.getByRole('button', { name: 'Close' }).click();
    await expect(player).toBeHidden();
    // Read: the counts drop on this side, and the tab's dot goes.
    await salesChats.getByRole('button', { name: 'Back to chats' }).click();
    await expect(fromBo.getByLabel(/unread$/)).toHaveCount(0);
    await expect(sales.page.locator('link[rel="icon"]')).not.toHaveAttribute('data-unread', 'true');
    await fromBo.click();

    // The contact answers; the buyer's open conversation shows it live.
    const salesInput = salesChats.getByRole('textbox', { name: 'Write a message' });
    await salesInput.fill('Hi Bo, the valve ships in two weeks.');
    await salesInput.press('Enter');
    await expect(chats(buyer.page).getByText('Hi Bo, the valve ships in two weeks.')).toBeVisible();

    // The buyer blocks: the composer gives way to the note; the contact's send is refused.
    const buyerPanel = chats(buyer.page);
    await buyerPanel.getByRole('button', { name: 'Details' }).click();
    await buyerPanel.getByRole('button', { name: 'Block', exact: true }).click();
    await buyer.page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Yes' }).click();
    await expect(buyerPanel.getByText('You blocked Mara Jensen.')).toBeVisible();
    await salesInput.fill('Are you still there?');
    await salesInput.press('Enter');
    await expect(salesChats.getByRole('alert')).toHaveText('This conversation is blocked: your message was not sent.');

    // Unblocks, writes again, and reports the chat.
    await buyerPanel.getByRole('button', { name: 'Unblock' }).click();
    await buyerPanel.getByRole('textbox', { name: 'Write a message' }).fill('Sorry, wrong button.');
    await buyerPanel.getByRole('textbox', { name: 'Write a message' }).press('Enter');
    await expect(salesMessages.getByText('Sorry, wrong button.')).toBeVisible();
    await buyerPanel.getByRole('button', { name: 'Report' }).click();
    const report = buyer.page.getByRole('dialog', { name: 'Report chat' });
    await report.getByRole('radio', { name: 'Spam or misleading' }).check();
    await report.getByLabel('Explanation').fill('Testing the report of a chat.');
    await report.getByRole('button', { name: 'Report' }).click();
    await expect(buyer.page.getByRole('dialog', { name: 'Info' })).toContainText('Report successfully!');

    await buyer.context.close();
    await sales.context.close();
  });

  test("the owner is told, answers in the workspace's Messages, blocks the buyer and unblocks them in Blocked users", async ({
    browser,
    database,
    baseURL,
    api,
    page,
    context,
    isMobile,
  }) => {
    const { owner, supplierName } = await openNewCatalogue(api, { companyName: 'Quiet Pumps AB' });

    // The buyer writes to the owner (a team member too) through the calls the widget makes.
    const buyer = await namedPerson(browser, database, baseURL!, 'Bo Buyer');
    await callApi(buyer.context.request, '/api/app/message/send', {
      contactId: owner.id,
      supplierId: supplierName,
    });
    await callApi(buyer.context.request, '/api/app/message/send', {
      contactId: owner.id,
      content: 'Do you ship to Norway?',
    });

    // The owner had no page open: a notification says so, and opens the chats on the page it is on.
    // It is written after the send's answer (waitUntil), so the page may need a reload to show it.
    await logInWithApi(context.request, owner);
    const notice = page.getByRole('link', { name: /Quiet Pumps AB: you have a new chat message\.$/ }).first();
    await expect(async () => {
      await page.goto('/my/notifications');
      await expect(notice).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await notice.click();
    await expect(page.getByRole('region', { name: 'Chats' }).getByRole('button', { name: /^Bo Buyer/ })).toBeVisible();
    await expect(page).toHaveURL(/\/my\/notifications$/);

    await page.goto('/manage/messages');
    await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Chats/ })).toBeHidden();
    // The owner's own chats (the team's conversations follow below).
    const fromBo = page.getByRole('list', { name: 'Messages', exact: true }).getByRole('button', { name: /^Bo Buyer/ });
    await expect(fromBo.getByLabel('1 unread')).toBeVisible();
    await fromBo.click();
    const conversation = page.getByRole('list', { name: 'Messages with Bo Buyer' });
    await expect(conversation.getByText('Do you ship to Norway?')).toBeVisible();
    if (!isMobile) await expect(fromBo.getByLabel(/unread$/)).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Write a message' }).fill('Yes, within a week.');
    await page.getByRole('textbox', { name: 'Write a message' }).press('Enter');
    await expect(conversation.getByText('Yes, within a week.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Details' }).click();
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('You blocked Bo Buyer.')).toBeVisible();

    await page.goto('/manage/blocked-users');
    const row = page.getByRole('listitem').filter({ hasText: 'Bo Buyer' });
    await expect(row).toContainText('Blocked since');
    await row.getByRole('button', { name: 'Unblock Bo Buyer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bo Buyer is unblocked' })).toBeVisible();
    await expect(page.getByText('You have blocked nobody.')).toBeVisible();
    await buyer.context.close();
  });
});
