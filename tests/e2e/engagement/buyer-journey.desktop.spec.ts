import { randomUUID } from 'node:crypto';
import { ownAddress, test } from '#tests/e2e/support/account.ts';
import { openSupplierActions, signInFreshBuyer } from '#tests/e2e/support/engagement.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { ownerPublishesPost, signInNewBuyer } from '#tests/e2e/support/my-catalogue.ts';

// Issue 5's walk, in one go as a buyer lives it: follow → tag → favorite → report on the
// storefront, then share from My catalogue, a colleague opens the link, and the supplier's next
// post reaches the buyer as a notification. Each step is tested on its own, at both widths, in
// engagement.spec.ts and my-catalogue.spec.ts; this is the thread through them.

const DEMO = { id: 'demo', companyName: 'Meridian Industrial Supply Co., Ltd.' };

test('a buyer follows, tags, favours and reports a supplier, shares it, and hears of its next post', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await signInFreshBuyer(context, { attention: true });
  await page.goto(`/${DEMO.id}`);

  const actions = await openSupplierActions(page, false);
  await actions.getByRole('button', { name: 'Add supplier', exact: true }).click();
  // The first follow shows the buyer to the supplier: Attention says so, once.
  const attention = page.getByRole('dialog', { name: 'Attention' });
  await expect(attention).toContainText('Suppliers you follow see your profile: your name, job title and company.');
  await expect(attention).toContainText('You can control the visibility from your profile under Profile > Visibility.');
  await attention.getByRole('button', { name: 'Yes' }).click();
  await expect(actions.getByRole('button', { name: 'Remove supplier', exact: true })).toBeVisible();

  await actions.getByRole('button', { name: 'Add tags' }).click();
  const search = actions.getByRole('searchbox', { name: 'Search or add a tag' });
  await search.fill('Power tools');
  await search.press('Enter');
  await expect(
    actions.getByRole('list', { name: 'Tags' }).getByRole('checkbox', { name: 'Power tools' }),
  ).toBeChecked();
  await actions.getByRole('button', { name: 'Back' }).click();

  await actions.getByRole('button', { name: 'Add to favorite', exact: true }).click();
  await expect(actions.getByRole('button', { name: 'Remove favorite', exact: true })).toBeVisible();

  await actions.getByRole('button', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: 'Report supplier' });
  await report.getByRole('radio', { name: 'Spam or misleading' }).check();
  await report.getByLabel('Explanation').fill('Prices in the listing do not match the quotes we got.');
  await report.getByRole('button', { name: 'Report' }).click();
  const info = page.getByRole('dialog', { name: 'Info' });
  await expect(info).toContainText('Report successfully!');
  await info.getByRole('button', { name: 'Close' }).click();

  await page.goto('/my/suppliers');
  const card = page.getByRole('list', { name: 'Followed suppliers' }).getByRole('article', { name: DEMO.companyName });
  await expect(card.getByRole('listitem')).toHaveText('Power tools');
  await expect(card.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/my/shared');
  await page.getByRole('checkbox', { name: DEMO.companyName }).check();
  await page.getByRole('button', { name: 'Create link (1)' }).click();
  const link = await page.getByRole('textbox', { name: 'Link to share' }).inputValue();
  expect(link).toMatch(/\/my\/shared\/[\w-]{22}$/);

  const colleagueBrowser = await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
  await signInNewBuyer(colleagueBrowser, 'colleague');
  const colleague = await colleagueBrowser.newPage();
  await colleague.goto(link);
  await expect(
    colleague.getByRole('list', { name: 'Shared with you' }).getByRole('link', { name: DEMO.companyName }),
  ).toBeVisible();
  await colleagueBrowser.close();

  const ownerBrowser = await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
  await ownerPublishesPost(ownerBrowser.request, `New cordless range ${randomUUID()}`);
  await ownerBrowser.close();

  const notifications = page.getByRole('list', { name: 'Notifications' }).getByRole('article');
  // Written after the owner's answer (waitUntil): look again until it is there.
  await expect(async () => {
    await page.goto('/my/notifications');
    await expect(notifications).toHaveCount(1, { timeout: 2_000 });
  }).toPass();
  await expect(notifications.first()).toContainText(DEMO.companyName);
  await expect(notifications.first()).toContainText('published a new post.');
});
