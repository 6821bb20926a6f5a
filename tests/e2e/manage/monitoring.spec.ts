import { test } from '#tests/e2e/support/account.ts';
import { callApi, createAccount, logInWithApi, uniqueEmail } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { openScreen, signInNewOwner } from '#tests/e2e/support/workspace.ts';

// Issue 12 item 7 (monitoring): the owner sees who follows and what they did; a follower who keeps
// their profile hidden (Profile > Visibility) is counted, never named.

const SEED_BUYER = { email: 'buyer@vitrine.test', password: 'Vitrine2026!', name: 'Sarah Mitchell' };

test.describe('The owner’s Monitoring screen', () => {
  test('lists a follower and what she did, and counts a hidden follower without naming them', async ({
    page,
    context,
    isMobile,
  }, testInfo) => {
    const owner = await signInNewOwner(context);
    const browser = context.browser()!;

    const buyer = await browser.newContext();
    await logInWithApi(buyer.request, SEED_BUYER);
    await callApi(buyer.request, '/api/app/supplier/follow', { supplierId: owner.name });
    await callApi(buyer.request, '/api/app/supplier/star', { supplierId: owner.name });
    await buyer.close();

    const hidden = await browser.newContext();
    const hiddenAccount = { email: uniqueEmail('hidden'), password: 'HiddenPass1' };
    await createAccount(hidden.request, hiddenAccount);
    await logInWithApi(hidden.request, hiddenAccount);
    await callApi(hidden.request, '/api/app/account/update-visibility', { visibility: 'hidden' });
    await callApi(hidden.request, '/api/app/supplier/follow', { supplierId: owner.name });
    await hidden.close();

    await page.goto('/manage');
    await openScreen(page, isMobile, 'Monitoring');

    const followers = page.getByRole('region', { name: 'Followers' });
    await expect(followers.getByRole('status').filter({ hasText: 'followers' })).toHaveText('2 followers · 1 hidden');
    await expect(followers.getByRole('listitem')).toHaveCount(1);
    await expect(followers.getByRole('listitem')).toContainText(SEED_BUYER.name);
    await expect(followers.getByRole('listitem')).toContainText('Procurement Manager, Harbor Line Maintenance Inc.');
    await expect(followers.getByText('1 follower keeps their profile hidden')).toBeVisible();

    const activity = page.getByRole('region', { name: 'Activity' });
    await expect(activity.getByRole('listitem')).toHaveText([
      /^Someone with a hidden profile followed your catalogue/,
      /^Sarah Mitchell added your catalogue to favorites/,
      /^Sarah Mitchell followed your catalogue/,
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('monitoring.png'), fullPage: true });

    await activity.getByLabel('Show').selectOption('Favorites');
    await expect(activity.getByRole('listitem')).toHaveText([/^Sarah Mitchell added your catalogue to favorites/]);
    await activity.getByLabel('Show').selectOption('Views');
    await expect(activity.getByText(/^Nothing yet\./)).toBeVisible();

    const search = followers.getByRole('searchbox', { name: 'Search followers' });
    await search.fill('sarah');
    await expect(followers.getByRole('status')).toHaveText('1 match');
    await expect(followers.getByRole('listitem')).toContainText(SEED_BUYER.name);
    await search.fill(hiddenAccount.email);
    await expect(followers.getByText(/^No follower you may see matches/)).toBeVisible();
    await search.fill('');
    await expect(followers.getByRole('status').filter({ hasText: 'followers' })).toHaveText('2 followers · 1 hidden');
  });
});
