import type { Page } from '@playwright/test';
import { companyPath } from '#src/shared/catalog-paths.ts';
import { callApi, ownAddress, readApi, test } from '#tests/e2e/support/account.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { namedPerson } from '#tests/e2e/support/people.ts';
import { openNewCatalogue, openScreen, publicPage, save, signInNewOwner } from '#tests/e2e/support/workspace.ts';
import { MY_INVITATIONS_PATH } from '#src/shared/team-invitations.ts';

// Issue 24: nobody joins a sales team without accepting. The owner invites two people by e-mail
// from the Contact tab; one accepts in My catalogue › Invitations and is then on the company page,
// where a buyer starts a chat with them, until she leaves the team; the other declines. Pending and
// declined people show nowhere.

/** Adds a row to the Contact tab and fills it in. */
async function addContact(page: Page, row: number, email: string, jobTitle: string) {
  await page.getByRole('button', { name: 'Add a contact' }).click();
  await page.getByLabel('E-mail', { exact: true }).nth(row).fill(email);
  await page.getByLabel('Job title', { exact: true }).nth(row).fill(jobTitle);
}

test('the owner invites by e-mail; one accepts, is chatted with and leaves; the other declines and shows nowhere', async ({
  page,
  context,
  browser,
  database,
  baseURL,
  isMobile,
}, testInfo) => {
  test.slow();
  const owner = await signInNewOwner(context);
  const companyPage = companyPath({ name: owner.name, companyName: owner.companyName });
  const [kim, lee] = await Promise.all([
    namedPerson(browser, database, baseURL!, 'Kim Lindqvist'),
    namedPerson(browser, database, baseURL!, 'Lee Park'),
  ]);

  await page.goto('/manage');
  await openScreen(page, isMobile, 'Sales team');
  await addContact(page, 0, kim.email, 'Export sales');
  await addContact(page, 1, lee.email, 'Key accounts');
  await save(page);
  await expect(page.getByText('Waiting for them to accept.')).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('contact-tab-invited.png'), fullPage: true });
  let shown = await publicPage(context, companyPage);
  expect(shown.html).not.toContain('Kim Lindqvist');
  expect(shown.html).not.toContain('Lee Park');

  // Kim accepts, from My catalogue › Invitations.
  await kim.page.goto('/my/invitations');
  const invitation = kim.page.getByRole('article', { name: `Invitation from ${owner.companyName}` });
  await expect(invitation).toContainText('Invites you to join its sales team as Export sales.');
  await kim.page.screenshot({ path: testInfo.outputPath('my-invitations.png'), fullPage: true });
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(kim.page.getByRole('article', { name: `Team of ${owner.companyName}` })).toContainText(
    'On its sales team as Export sales.',
  );
  await expect(kim.page.getByText('No invitations waiting')).toBeVisible();
  // Its notification is answered too: no unread count is left in the nav.
  await expect(kim.page.getByRole('navigation', { name: 'My catalogue' }).getByText(/unread/)).toHaveCount(0);
  await kim.page.screenshot({ path: testInfo.outputPath('my-teams.png'), fullPage: true });

  // Lee declines.
  await lee.page.goto('/my/invitations');
  await lee.page
    .getByRole('article', { name: `Invitation from ${owner.companyName}` })
    .getByRole('button', { name: 'Decline' })
    .click();
  await expect(lee.page.getByText('No invitations waiting')).toBeVisible();
  await expect(lee.page.getByRole('heading', { name: 'Your teams' })).toHaveCount(0);

  // The company page shows Kim alone; a buyer starts a chat with her from it.
  shown = await publicPage(context, companyPage);
  expect(shown.html).toContain('Kim Lindqvist');
  expect(shown.html).not.toContain('Lee Park');
  const buyer = await namedPerson(browser, database, baseURL!, 'Bo Buyer');
  await buyer.page.goto(companyPage);
  const contactSection = buyer.page.locator('details.section', {
    has: buyer.page.getByRole('heading', { name: 'Contact', exact: true }),
  });
  await contactSection.getByRole('heading', { name: 'Contact', exact: true }).click();
  await expect(contactSection.getByRole('button', { name: /^Chat with / })).toHaveCount(1);
  await contactSection.getByRole('button', { name: /^Chat with Kim Lindqvist/ }).click();
  const chats = buyer.page.getByRole('region', { name: 'Chats' });
  await expect(chats.getByRole('list', { name: 'Messages with Kim Lindqvist' })).toBeVisible();
  await expect(chats.getByText('Export sales')).toBeVisible();

  // The owner's Contact tab: Kim is on the team with her face, Lee is gone.
  await page.reload();
  await openScreen(page, isMobile, 'Sales team');
  await expect(page.locator('.ws-contact-person').filter({ hasText: 'Kim Lindqvist' })).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Waiting for them to accept.')).toHaveCount(0);

  // Kim leaves the team: she is off the company page, and the buyer's conversation is closed for writing.
  await kim.page
    .getByRole('article', { name: `Team of ${owner.companyName}` })
    .getByRole('button', { name: 'Leave team' })
    .click();
  await kim.page.getByRole('dialog', { name: 'Note' }).getByRole('button', { name: 'Yes' }).click();
  await expect(kim.page.getByRole('heading', { name: 'Your teams' })).toHaveCount(0);
  const input = chats.getByRole('textbox', { name: 'Write a message' });
  await input.fill('Are you still there?');
  await input.press('Enter');
  await expect(chats.getByRole('alert')).toContainText('This conversation is closed');
  expect((await publicPage(context, companyPage)).html).not.toContain('Kim Lindqvist');

  // And the owner's Contact tab has nobody left.
  await page.reload();
  await openScreen(page, isMobile, 'Sales team');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveCount(0);
  await expect(page.getByText('No contacts yet.')).toBeVisible();
  for (const person of [kim, lee, buyer]) await person.context.close();
});

test('every invitation is its own: the catalogue that sent it, and the role that catalogue asked', async ({
  browser,
  database,
  baseURL,
  request,
}) => {
  const person = await namedPerson(browser, database, baseURL!, 'Noor Haddad');
  const asked = [
    { jobTitle: 'Export sales', canPost: true, role: 'as Export sales, allowed to publish posts' },
    { jobTitle: '', canPost: false, role: 'with your own job title' },
  ];
  const catalogues = [];
  for (const { jobTitle, canPost } of asked) {
    const owner = await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
    const catalogue = await openNewCatalogue(owner.request);
    await callApi(
      owner.request,
      '/api/supplier/home/contacts',
      { contacts: [{ email: person.email, jobTitle, canPost }] },
      'PATCH',
    );
    await owner.close();
    catalogues.push(catalogue);
  }

  await person.page.goto(MY_INVITATIONS_PATH);
  const cards = person.page.getByRole('list', { name: 'Invitations' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  for (const [index, { supplierName }] of catalogues.entries()) {
    // The catalogue's own detail names it as its card must.
    const { companyName } = await readApi<{ companyName: string }>(
      request,
      `/api/common/supplier/detail/${supplierName}`,
    );
    const card = person.page.getByRole('article', { name: `Invitation from ${companyName}` });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: companyName })).toHaveAttribute('href', `/${supplierName}`);
    await expect(card).toContainText(`Invites you to join its sales team ${asked[index]!.role}.`);
  }
  await person.context.close();
});
