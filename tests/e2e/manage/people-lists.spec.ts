import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CurrentUser } from '#src/shared/current-user.ts';
import { companyPath } from '#src/shared/catalog-paths.ts';
import { callApi, logInWithApi, readApi, test, xsrfToken } from '#tests/e2e/support/account.ts';
import { drawnPng, plain } from '#tests/e2e/support/drawn-png.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { joinSalesTeam, namedPerson } from '#tests/e2e/support/people.ts';
import { openNewCatalogue } from '#tests/e2e/support/workspace.ts';

// Issue 26: a list of people is checked against each person's own profile (GET app/account/current
// as they read it themselves): the sales team in the workspace, the company page's contacts and
// the blocked users. Each person has a photo of their own colour, so one face shown for all fails.

/** The person's photo: a plain square of their colour, uploaded as the cropper would. */
async function givePhoto(person: { context: { request: APIRequestContext }; page: Page }, colour: string) {
  const answer = await person.context.request.post('/api/app/account/update-avatar', {
    multipart: {
      file: { name: 'me.png', mimeType: 'image/png', buffer: await drawnPng(person.page, 64, 64, plain(colour)) },
    },
    headers: { 'x-xsrf-token': await xsrfToken(person.context.request) },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The row shows the person's own name and photo. */
async function expectShowsPerson(row: Locator, own: CurrentUser) {
  await expect(row).toContainText(own.profile.name);
  await expect(row.locator('.avatar img')).toHaveAttribute('src', own.profile.avatarUrl!);
}

test('the sales team, the company page’s contacts and blocked users show each person as their own profile does', async ({
  browser,
  database,
  baseURL,
  api,
  page,
  context,
  isMobile,
}) => {
  test.slow();
  const { owner, supplierName } = await openNewCatalogue(api, { companyName: 'People Valves AB' });
  const mara = await namedPerson(browser, database, baseURL!, 'Mara Jensen');
  const kim = await namedPerson(browser, database, baseURL!, 'Kim Lindqvist');
  const bo = await namedPerson(browser, database, baseURL!, 'Bo Buyer');
  await givePhoto(mara, '#c0392b');
  await givePhoto(kim, '#27ae60');
  await givePhoto(bo, '#2980b9');
  await callApi(mara.context.request, '/api/app/account/update-profile', { jobTitle: 'Key accounts' });
  await callApi(bo.context.request, '/api/app/account/update-profile', { jobTitle: 'Buyer', companyName: 'Bo AB' });
  await joinSalesTeam(api, supplierName, [
    { person: mara, jobTitle: '' },
    { person: kim, jobTitle: 'Export lead' },
  ]);
  const [maraOwn, kimOwn, boOwn] = await Promise.all(
    [mara, kim, bo].map((person) => readApi<CurrentUser>(person.context.request, '/api/app/account/current')),
  );
  expect(new Set([maraOwn, kimOwn, boOwn].map((own) => own!.profile.avatarUrl)).size).toBe(3);

  // Workspace › Sales team: one row per person, as their own profile.
  await logInWithApi(context.request, owner);
  await page.goto('/manage/profile/contacts');
  for (const own of [maraOwn!, kimOwn!]) {
    const row = page.locator('.ws-contact-person', { hasText: own.profile.name });
    await expectShowsPerson(row, own);
  }
  await expect(page.getByText(`Leave empty to show their own: ${maraOwn!.profile.jobTitle}.`)).toBeVisible();

  // The company page's Contact section: the title the owner gave, else the person's own.
  await page.goto(companyPath({ name: supplierName, companyName: 'People Valves AB' }));
  const contacts = page.locator('ul.contacts > li');
  await expect(contacts).toHaveCount(2);
  const maraCard = contacts.filter({ hasText: maraOwn!.profile.name });
  await expectShowsPerson(maraCard, maraOwn!);
  await expect(maraCard.locator('.contact-job')).toHaveText(maraOwn!.profile.jobTitle);
  const kimCard = contacts.filter({ hasText: kimOwn!.profile.name });
  await expectShowsPerson(kimCard, kimOwn!);
  await expect(kimCard.locator('.contact-job')).toHaveText('Export lead');

  // Blocked users: the buyer writes to the owner, who blocks them.
  await callApi(bo.context.request, '/api/app/message/send', { contactId: owner.id, supplierId: supplierName });
  await callApi(api, '/api/app/block/add', { contactId: bo.userId });
  const blockedTotal = (await callApi<{ total: number }>(api, '/api/app/block/pager', {})).total;
  await page.goto('/manage/blocked-users');
  const blocked = page.locator('.chat-blocked-row');
  await expect(blocked).toHaveCount(blockedTotal);
  await expectShowsPerson(blocked.first(), boOwn!);
  await expect(blocked.first()).toContainText(boOwn!.profile.jobTitle);
  // Its Unblock stays on the screen, a phone's too.
  const unblock = (await blocked
    .first()
    .getByRole('button', { name: /^Unblock/ })
    .boundingBox())!;
  expect(unblock.x + unblock.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: `tests/e2e/.artifacts/blocked-users-${isMobile ? 'phone' : 'desktop'}.png` });
  for (const person of [mara, kim, bo]) await person.context.close();
});
