import { callApi, logInWithApi, test } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { acceptTeamInvitation, namedPerson } from '#tests/e2e/support/people.ts';
import { openNewCatalogue } from '#tests/e2e/support/workspace.ts';
import type { InboxConversationDetail, InboxPage } from '#src/shared/team-inbox.ts';

// Issue 26 item 2: the owner's team inbox in the workspace's Messages. A buyer writes to the
// owner's sales contact; the owner sees the conversation (who holds it, the last message), reads
// it, answers as the catalogue, and hands it to another member, who then holds it.

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
  const team = [mara, kim].map(({ email }) => ({ email, jobTitle: 'Export sales', canPost: false }));
  await callApi(api, '/api/supplier/home/contacts', { contacts: team }, 'PATCH');
  for (const member of [mara, kim]) await acceptTeamInvitation(member.context.request, supplierName);

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
