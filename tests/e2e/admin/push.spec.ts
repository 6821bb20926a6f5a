import { randomUUID } from 'node:crypto';
import { logInWithApi, SEED_ADMIN, signedInPerson, test } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { openNewCatalogue } from '#tests/e2e/support/workspace.ts';
import { follow } from '#tests/e2e/support/my-catalogue.ts';

// Issue 14 item 5, the spec's push screen: the administrator enters a supplier's ID and triggers a
// push; the queue tells each follower, the screen shows the push done, and a follower finds the
// notification in My catalogue. The catalogue is made for this test, so nobody else is told.

test('the administrator pushes a supplier to its followers, who find the notification', async ({
  page,
  context,
  browser,
  baseURL,
  api,
  isMobile,
}) => {
  const { supplierName, companyName } = await openNewCatalogue(api, {
    companyName: `Pushed ${randomUUID().slice(0, 6)} Ltd`,
  });

  const { context: fanContext } = await signedInPerson(browser, baseURL, 'push-fan');
  await follow(fanContext.request, supplierName);

  await logInWithApi(context.request, SEED_ADMIN);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Administration' });
  if (isMobile) await nav.getByRole('button', { name: /^Screen:/ }).click();
  await nav.getByRole('link', { name: 'Push notifications', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Push notifications' })).toBeFocused();

  const supplierId = page.getByLabel('Supplier ID');
  await supplierId.fill('not a supplier!');
  await page.getByRole('button', { name: 'Trigger now' }).click();
  await expect(supplierId).toHaveAccessibleDescription('Please enter a supplier ID (a number) or its URL name.');
  await supplierId.fill('99999999');
  await page.getByRole('button', { name: 'Trigger now' }).click();
  await expect(supplierId).toHaveAccessibleDescription('No supplier has this ID.');

  await supplierId.fill(supplierName);
  await page.getByRole('button', { name: 'Trigger now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The push is on its way to the followers.' })).toBeVisible();
  const push = page.getByRole('list', { name: 'Recent pushes' }).getByRole('listitem').filter({ hasText: companyName });
  await expect(push).toContainText('1 follower · queued in 1 part · 1 notified · done');
  expect(await seriousViolations(page)).toEqual([]);

  const fanPage = await fanContext.newPage();
  await fanPage.goto('/my/notifications');
  const notice = fanPage.getByRole('list', { name: 'Notifications' }).getByRole('article').first();
  await expect(notice).toContainText(`${companyName} has new products.`);
  await fanContext.close();
});
