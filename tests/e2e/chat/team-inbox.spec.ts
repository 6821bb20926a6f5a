import { callApi, logInWithApi, test } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { joinSalesTeam, namedPerson } from '#tests/e2e/support/people.ts';
import { openNewCatalogue } from '#tests/e2e/support/workspace.ts';
import type { ChatMessage, MessageContact } from '#src/shared/messaging.ts';
import type { InboxConversationDetail, InboxPage } from '#src/shared/team-inbox.ts';

// Issue 26 item 2: the owner's team inbox in the workspace's Messages (a buyer writes to the
// owner's sales contact; the owner reads it, answers as the catalogue, hands it to another member),
// a sales contact's own in My catalogue › Team conversations, and the chat widget's rows and marks.

test('the owner reads a sales contact’s conversation, answers as the catalogue and hands it over', async ({
  browser,
  database,
  baseURL,
  api,
  page,
  context,
  isMobile,
}) => {
  test.slow();
  const { owner, supplierName } = await openNewCatalogue(api, { companyName: 'Inbox Valves AB' });
  const mara = await namedPerson(browser, database, baseURL!, 'Mara Jensen');
  const kim = await namedPerson(browser, database, baseURL!, 'Kim Lindqvist');
  await joinSalesTeam(
    api,
    supplierName,
    [mara, kim].map((person) => ({ person, jobTitle: 'Export sales' })),
  );

  const buyer = await namedPerson(browser, database, baseURL!, 'Bo Buyer');
  await callApi(buyer.context.request, '/api/app/message/send', { contactId: mara.userId, supplierId: supplierName });
  await callApi(buyer.context.request, '/api/app/message/send', {
    contactId: mara.userId,
    content: 'Do you ship to Norway?',
  });

  await logInWithApi(context.request, owner);
  await page.goto('/manage/messages');
  const inbox = page.getByRole('list', { name: 'Your team’s conversations' });
  const row = inbox.getByRole('button', { name: /^Bo Buyer/ });
  // The row is the conversation as its own detail gives it: the buyer, the holder, the last message.
  const { list } = await callApi<InboxPage>(api, '/api/app/team-inbox/pager', { supplierId: supplierName });
  expect(list).toHaveLength(1);
  const detail = await callApi<InboxConversationDetail>(api, '/api/app/team-inbox/messages', {
    supplierId: supplierName,
    chatId: list[0]!.chatId,
  });
  expect(detail.list[0]!.content).toBe('Do you ship to Norway?');
  await expect(row).toContainText('with Mara Jensen');
  await expect(row).toContainText(detail.list[0]!.content);
  await expect(row).toContainText('1 unread');

  await row.click();
  const thread = page.getByRole('list', { name: 'Messages with Bo Buyer' });
  await expect(thread.getByText('Do you ship to Norway?')).toBeVisible();
  await expect(row).not.toContainText('unread');
  await page.getByLabel('Answer as your catalogue').fill('Yes, within a week.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(thread.getByText('Yes, within a week.')).toBeVisible();
  // The buyer gets it in their chat.
  const buyerSide = await callApi(buyer.context.request, '/api/app/message/list', { contactIds: [mara.userId] });
  expect(JSON.stringify(buyerSide)).toContain('Yes, within a week.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({
    path: `tests/e2e/.artifacts/team-inbox-${isMobile ? 'phone' : 'desktop'}.png`,
    fullPage: true,
  });

  await page.getByLabel('Hand this conversation to').selectOption({ label: 'Kim Lindqvist' });
  await page.getByRole('button', { name: 'Hand over' }).click();
  await expect(row).toContainText('with Kim Lindqvist');
  const kimsInbox = await callApi<InboxPage>(kim.context.request, '/api/app/team-inbox/pager', {
    supplierId: supplierName,
  });
  expect(kimsInbox.list.map((conversation) => conversation.holder.name)).toEqual(['Kim Lindqvist']);
  for (const person of [mara, kim, buyer]) await person.context.close();
});

test('the owner starts a chat with a follower from Monitoring', async ({
  browser,
  database,
  baseURL,
  api,
  page,
  context,
}) => {
  const { owner, supplierName } = await openNewCatalogue(api, { companyName: 'Follower Pumps AB' });
  const ines = await namedPerson(browser, database, baseURL!, 'Ines Follower');
  await callApi(ines.context.request, '/api/app/supplier/follow', { supplierId: supplierName });

  await logInWithApi(context.request, owner);
  await page.goto('/manage/monitoring');
  await page.getByRole('button', { name: 'Chat with Ines Follower' }).click();
  const chats = page.getByRole('region', { name: 'Chats' });
  await expect(chats.getByRole('list', { name: 'Messages with Ines Follower' })).toBeVisible();
  const input = chats.getByRole('textbox', { name: 'Write a message' });
  await input.fill('Thank you for following us.');
  await input.press('Enter');
  await expect(
    chats.getByRole('list', { name: 'Messages with Ines Follower' }).getByText('Thank you for following us.'),
  ).toBeVisible();
  // The follower has it in their own chat with the owner.
  await expect
    .poll(async () =>
      JSON.stringify(await callApi(ines.context.request, '/api/app/message/list', { contactIds: [owner.id] })),
    )
    .toContain('Thank you for following us.');
  await ines.context.close();
});

test('a sales contact answers the conversations they hold in My catalogue and hands one to the owner', async ({
  browser,
  database,
  baseURL,
  api,
  isMobile,
}) => {
  test.slow();
  const { owner, supplierName } = await openNewCatalogue(api, { companyName: 'Handed Valves AB' });
  const mara = await namedPerson(browser, database, baseURL!, 'Mara Jensen');
  await joinSalesTeam(api, supplierName, [{ person: mara, jobTitle: 'Export sales' }]);
  const buyer = await namedPerson(browser, database, baseURL!, 'Bo Buyer');
  await callApi(buyer.context.request, '/api/app/message/send', { contactId: mara.userId, supplierId: supplierName });
  await callApi(buyer.context.request, '/api/app/message/send', { contactId: mara.userId, content: 'A quote, please' });

  // The section is listed for her, as one of a team (a buyer on no team has no such entry).
  await mara.page.goto('/my/team-chats');
  await expect(mara.page.locator('.my-nav-list a[href="/my/team-chats"]')).toHaveCount(1);
  await buyer.page.goto('/my/suppliers');
  await expect(buyer.page.locator('.my-nav-list a[href="/my/suppliers"]')).toHaveCount(1);
  await expect(buyer.page.locator('.my-nav-list a[href="/my/team-chats"]')).toHaveCount(0);
  const inbox = mara.page.getByRole('list', { name: 'Handed Valves AB' });
  const row = inbox.getByRole('button', { name: /^Bo Buyer/ });
  await expect(row).toContainText('with Mara Jensen');
  await expect(row).toContainText('A quote, please');
  await row.click();
  await mara.page.getByLabel('Answer as your catalogue').fill('Sent to your inbox.');
  await mara.page.getByRole('button', { name: 'Send', exact: true }).click();
  const thread = mara.page.getByRole('list', { name: 'Messages with Bo Buyer' });
  await expect(thread.getByText('Sent to your inbox.')).toBeVisible();
  expect(await seriousViolations(mara.page)).toEqual([]);
  await mara.page.screenshot({
    path: `tests/e2e/.artifacts/team-conversations-${isMobile ? 'phone' : 'desktop'}.png`,
    fullPage: true,
  });

  // The owner (who gave no name) is on the hand-over list; once handed, the conversation is theirs, not hers.
  await mara.page.getByLabel('Hand this conversation to').selectOption({ label: 'The owner' });
  await mara.page.getByRole('button', { name: 'Hand over' }).click();
  await expect(mara.page.getByRole('status').filter({ hasText: 'Handed over' })).toHaveText(
    'Handed over: The owner now holds it and is told in their notifications.',
  );
  await expect(row).toBeHidden();
  await expect(mara.page.getByText('No conversation is yours here yet.')).toBeVisible();
  const owners = await callApi<InboxPage>(api, '/api/app/team-inbox/pager', { supplierId: supplierName });
  expect(owners.list.map((conversation) => conversation.holder.id)).toEqual([owner.id]);
  for (const person of [mara, buyer]) await person.context.close();
});

test('a buyer’s chat rows name the team’s company and the last time; messages show their time and read mark', async ({
  browser,
  database,
  baseURL,
  api,
  isMobile,
}) => {
  const { supplierName } = await openNewCatalogue(api, { companyName: 'Marked Valves AB' });
  const mara = await namedPerson(browser, database, baseURL!, 'Mara Jensen');
  await joinSalesTeam(api, supplierName, [{ person: mara, jobTitle: 'Export sales' }]);
  const buyer = await namedPerson(browser, database, baseURL!, 'Bo Buyer', { attention: true });
  await callApi(buyer.context.request, '/api/app/message/send', { contactId: mara.userId, supplierId: supplierName });
  const read = await callApi<ChatMessage>(buyer.context.request, '/api/app/message/send', {
    contactId: mara.userId,
    content: 'First question',
  });
  const unread = await callApi<ChatMessage>(buyer.context.request, '/api/app/message/send', {
    contactId: mara.userId,
    content: 'Second question',
  });
  await callApi(mara.context.request, '/api/app/message/update/read', { messageIds: [read.id], isRead: true });
  const contact = await callApi<MessageContact>(buyer.context.request, '/api/app/message/contact/detail', {
    contactId: mara.userId,
  });

  await buyer.page.goto(`/${supplierName}`);
  await buyer.page.getByRole('button', { name: 'Chats' }).click();
  const chats = buyer.page.getByRole('region', { name: 'Chats' });
  const row = chats.getByRole('button', { name: /^Mara Jensen/ });
  // The row says what the contact's own detail says: their title and company, the last message's time.
  await expect(row).toContainText(`Export sales · ${contact.companyName}`);
  expect(contact.companyName).toBe('Marked Valves AB');
  await expect(row.locator('time')).toHaveAttribute('datetime', new Date(contact.lastMessageTime!).toISOString());
  await expect(row).toContainText('Second question');
  await row.click();
  const messages = chats.getByRole('list', { name: 'Messages with Mara Jensen' });
  const first = messages.getByRole('listitem').filter({ hasText: 'First question' });
  const second = messages.getByRole('listitem').filter({ hasText: 'Second question' });
  await expect(first.locator('time')).toHaveAttribute('datetime', new Date(read.createTime).toISOString());
  await expect(first).toContainText('Read');
  await expect(second).toContainText('Sent');
  expect(unread.isRead).toBe(false);
  await buyer.page.screenshot({
    path: `tests/e2e/.artifacts/chat-rows-${isMobile ? 'phone' : 'desktop'}.png`,
    fullPage: false,
  });

  // Blocked by the contact: the composer says so before anything is typed.
  await callApi(mara.context.request, '/api/app/block/add', { contactId: buyer.userId });
  await buyer.page.reload();
  await buyer.page.getByRole('button', { name: 'Chats' }).click();
  await chats.getByRole('button', { name: /^Mara Jensen/ }).click();
  await expect(chats.getByText('Mara Jensen has blocked this conversation: you cannot write to them.')).toBeVisible();
  await expect(chats.getByRole('textbox', { name: 'Write a message' })).toHaveCount(0);
  for (const person of [mara, buyer]) await person.context.close();
});
