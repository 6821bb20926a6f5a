import {
  createAccount,
  logInWithApi,
  ownAddress,
  SEED_ADMIN,
  submitLogin,
  test,
  uniqueEmail,
} from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { openAdminScreen } from '#tests/e2e/support/admin.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';

// Issue 14, the admin area's Users screen: the seed's administrator finds a new account, disables
// it (its login is refused with the spec's message) and enables it again; nobody else gets in.

test.describe('Administration: Users', () => {
  test('the administrator finds a new user, disables and enables them', async ({
    page,
    context,
    browser,
    api,
    isMobile,
  }) => {
    // A walk through several screens: near 30 s on a busy 2-core machine.
    test.slow();
    const person = { email: uniqueEmail('admin-target'), password: 'TargetPass1' };
    await createAccount(api, person);
    await logInWithApi(context.request, SEED_ADMIN);

    await page.goto('/account');
    await page.getByRole('link', { name: 'Open the admin area' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await openAdminScreen(page, 'Users', isMobile);
    await expect(page).toHaveURL(/\/admin\/users$/);

    const search = page.getByRole('search', { name: 'Users' });
    await search.getByLabel('E-mail or name').fill(person.email);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('1 user', { exact: true })).toBeVisible();
    const row = page.getByRole('row', { name: person.email });
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `tests/e2e/.artifacts/admin-users-${isMobile ? 'phone' : 'desktop'}.png` });

    await row.getByRole('button', { name: 'Disable' }).click();
    const confirm = page.getByRole('dialog', { name: 'Warning' });
    await expect(confirm).toContainText(`Disable ${person.email}?`);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${person.email} is disabled.` })).toBeVisible();
    await expect(row.getByText('Disabled', { exact: true })).toBeVisible();

    // The Disabled filter finds them.
    await search.getByLabel('Status').selectOption({ label: 'Disabled' });
    await expect(page.getByText('1 user', { exact: true })).toBeVisible();

    // Their own browser: the login is refused with the spec's words.
    const theirs = await browser.newContext({ extraHTTPHeaders: ownAddress() });
    const loginPage = await theirs.newPage();
    await loginPage.goto('/account/login');
    const form = loginPage.getByRole('main');
    await submitLogin(form, person);
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(MESSAGES.disabled);

    await row.getByRole('button', { name: 'Enable' }).click();
    // Enabling asks first too (issue 26).
    await expect(confirm).toContainText(`Enable ${person.email}?`);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${person.email} is enabled.` })).toBeVisible();
    await expect(page.getByText('No user matches these filters.')).toBeVisible();
    await submitLogin(form, person);
    await expect(loginPage).not.toHaveURL(/\/account\/login$/);
    await theirs.close();
  });

  test('a buyer is told the area is for administrators', async ({ page, context, api }) => {
    const buyer = { email: uniqueEmail('admin-buyer'), password: 'BuyerPass12' };
    await createAccount(api, buyer);
    await logInWithApi(context.request, buyer);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'This area is for administrators' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a visitor gets the 404 page', async ({ page }) => {
    const answer = await page.goto('/admin');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect((await page.goto('/admin/unknown'))?.status()).toBe(404);
  });
});
