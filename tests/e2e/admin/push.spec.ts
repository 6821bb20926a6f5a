import { randomUUID } from 'node:crypto';
import { logInWithApi, SEED_ADMIN, signedInPerson, test } from '#tests/e2e/support/account.ts';
import { openAdminScreen, pickPushSupplier } from '#tests/e2e/support/admin.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { follow } from '#tests/e2e/support/my-catalogue.ts';
import { openNewCatalogue } from '#tests/e2e/support/workspace.ts';
import { PUSH_TITLE_MAX } from '#src/shared/admin-push.ts';

// Issue 14 item 5 and issue 26 item 6, the push screen with care: the administrator finds the
// supplier by a search, sees its followers counted, writes the title and text within their limits
// with a preview as followers see it, and confirms before it goes; the queue tells each follower,
// who reads that message in My catalogue. The catalogue is made for this test, so nobody else is told.

test('the administrator finds a supplier, writes the push, confirms it, and its followers read it', async ({
  page,
  context,
  browser,
  baseURL,
  api,
  isMobile,
}) => {
  test.slow();
  const { supplierName, companyName } = await openNewCatalogue(api, {
    companyName: `Pushed ${randomUUID().slice(0, 6)} Ltd`,
  });
  const fans = [await signedInPerson(browser, baseURL, 'push-fan'), await signedInPerson(browser, baseURL, 'push-fan')];
  for (const fan of fans) await follow(fan.context.request, supplierName);

  await logInWithApi(context.request, SEED_ADMIN);
  await page.goto('/admin');
  await openAdminScreen(page, 'Push notifications', isMobile);

  // Found by part of its name, with its followers counted.
  const search = page.getByRole('search', { name: 'Find a supplier' });
  await search.getByLabel('Supplier: company or URL name').fill('no such supplier at all');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No supplier matches this search.')).toBeVisible();
  await pickPushSupplier(page, supplierName);
  const form = page.getByRole('form', { name: 'Push message' });
  await expect(form).toContainText(`To the followers of ${companyName} (/${supplierName}): 2 followers`);

  // The message starts as the push always said, within its limits, and the preview follows it.
  const title = form.getByLabel('Title');
  const text = form.getByLabel('Text');
  await expect(title).toHaveValue(companyName);
  await expect(text).toHaveValue(`${companyName} has new products.`);
  await title.fill('');
  await form.getByRole('button', { name: 'Send push' }).click();
  await expect(title).toHaveAccessibleDescription(/Please write a title\./);
  await title.fill('Spring range');
  await expect(title).toHaveAccessibleDescription(`${PUSH_TITLE_MAX - 12} characters left`);
  await title.fill('T'.repeat(PUSH_TITLE_MAX + 5));
  await expect(title).toHaveValue('T'.repeat(PUSH_TITLE_MAX));
  await title.fill('Spring range');
  await text.fill('40 new winches, in stock from Monday.');
  const preview = page.getByRole('group', { name: 'Notification preview' });
  await expect(preview).toContainText('Spring range');
  await expect(preview).toContainText('40 new winches, in stock from Monday.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({
    path: `tests/e2e/.artifacts/admin-push-${isMobile ? 'phone' : 'desktop'}.png`,
    fullPage: true,
  });

  // It asks first; No sends nothing.
  await form.getByRole('button', { name: 'Send push' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Send to 2 followers of ${companyName}?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  const pushes = page
    .getByRole('list', { name: 'Recent pushes' })
    .getByRole('listitem', { name: `Push for ${companyName}` });
  await expect(pushes).toHaveCount(0);

  await form.getByRole('button', { name: 'Send push' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The push is on its way to the followers of ${companyName}.` }),
  ).toBeVisible();
  await expect(pushes).toHaveCount(1);
  await expect(pushes).toContainText('Spring range 40 new winches, in stock from Monday.');
  await expect(pushes).toContainText('2 followers · queued in 1 part · 2 notified · done');

  for (const fan of fans) {
    const fanPage = await fan.context.newPage();
    await fanPage.goto('/my/notifications');
    const notice = fanPage.getByRole('list', { name: 'Notifications' }).getByRole('article').first();
    await expect(notice).toContainText('Spring range: 40 new winches, in stock from Monday.');
    await fan.context.close();
  }
});
