import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createAccount, logInWithApi, SEED_ADMIN, test, uniqueEmail } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { openNewCatalogue } from '#tests/e2e/support/workspace.ts';

// Issue 14 item 3, the admin area's Suppliers screen, on a catalogue made for this test alone
// (nothing else depends on it): the administrator finds it, disables it (its storefront goes to the
// login route on the next request) and enables it again, then gives it to another account; the audit
// log tells it all.

async function openScreen(page: Page, isMobile: boolean, screen: 'Suppliers' | 'Audit log') {
  const nav = page.getByRole('navigation', { name: 'Administration' });
  if (isMobile) await nav.getByRole('button', { name: /^Screen:/ }).click();
  await nav.getByRole('link', { name: screen, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: screen })).toBeFocused();
}

test.describe('Administration: Suppliers', () => {
  test('the administrator disables and enables a catalogue, then transfers it; the audit log tells it', async ({
    page,
    context,
    api,
    isMobile,
  }) => {
    // A walk through several screens: near 30 s on a busy 2-core machine.
    test.slow();
    const heir = { email: uniqueEmail('heir'), password: 'HeirPass1' };
    await createAccount(api, heir);
    const { owner, supplierName, companyName } = await openNewCatalogue(api, {
      companyName: `Admin Watched ${randomUUID().slice(0, 6)} Ltd`,
    });

    await logInWithApi(context.request, SEED_ADMIN);
    await page.goto('/admin');
    await openScreen(page, isMobile, 'Suppliers');
    await expect(page).toHaveURL(/\/admin\/suppliers$/);
    const search = page.getByRole('search', { name: 'Suppliers' });
    await search.getByLabel('Company or URL name').fill(supplierName);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('1 catalogue', { exact: true })).toBeVisible();
    const row = page.getByRole('listitem', { name: companyName });
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(row.getByText(`Owner: ${owner.email}`)).toBeVisible();
    await expect(row.getByText('0 products · 0 followers')).toBeVisible();
    await expect(row.getByRole('link', { name: new RegExp(`^/${supplierName}`) })).toHaveAttribute(
      'href',
      `/${supplierName}`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Disabled after a warning: the storefront goes to the login route on the very next request.
    const storefront = () => api.get(`/${supplierName}`, { maxRedirects: 0 });
    expect((await storefront()).status()).toBe(200);
    await row.getByRole('button', { name: 'Disable' }).click();
    const warning = page.getByRole('dialog', { name: 'Warning' });
    await expect(warning).toContainText(`Disable ${companyName}?`);
    await warning.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${companyName} is disabled.` })).toBeVisible();
    await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
    const disabled = await storefront();
    expect(disabled.status()).toBe(302);
    expect(disabled.headers()['location']).toBe('/account/login?catalogue=unavailable');
    // A visitor who follows the link lands on the login page told why, not on a bare form.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`${new URL(page.url()).origin}/${supplierName}`);
    await expect(
      visitor.getByRole('status').filter({ hasText: 'This catalogue is not available at the moment.' }),
    ).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await visitor.close();

    // Enabled again, after a warning too (a No keeps it disabled): the storefront is back.
    await row.getByRole('button', { name: 'Enable' }).click();
    await expect(warning).toContainText(`Enable ${companyName}?`);
    await warning.getByRole('button', { name: 'No' }).click();
    expect((await storefront()).status()).toBe(302);
    await row.getByRole('button', { name: 'Enable' }).click();
    await warning.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${companyName} is enabled.` })).toBeVisible();
    expect((await storefront()).status()).toBe(200);

    // Transferred: a bad address is refused beside the field; the heir's address, after a warning.
    await row.getByRole('button', { name: 'Transfer ownership' }).click();
    const email = row.getByLabel("New owner's e-mail");
    await email.fill('not-an-address');
    await row.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await email.fill('nobody-at-all@vitrine.test');
    await row.getByRole('button', { name: 'Transfer', exact: true }).click();
    await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Yes' }).click();
    await expect(email).toHaveAccessibleDescription('No account uses this e-mail address.');
    await email.fill(heir.email);
    await row.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Warning' })).toContainText(`Give ${companyName} to ${heir.email}?`);
    await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Yes' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${companyName} now belongs to ${heir.email}.` }),
    ).toBeVisible();
    await expect(row.getByText(`Owner: ${heir.email}`)).toBeVisible();

    // The audit log tells the story, newest first, the refused transfer left out.
    await openScreen(page, isMobile, 'Audit log');
    const auditSearch = page.getByRole('search', { name: 'Audit log' });
    await auditSearch.getByLabel('Administrator, target or note').fill(supplierName);
    await auditSearch.getByRole('button', { name: 'Search' }).click();
    const entries = page.getByRole('list', { name: 'Audit log entries' }).getByRole('listitem');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText(`Transferred supplier ${companyName} (/${supplierName})`);
    await expect(entries.nth(0)).toContainText(`by ${SEED_ADMIN.email}`);
    await expect(entries.nth(0)).toContainText(`From ${owner.email} to ${heir.email}`);
    await expect(entries.nth(1)).toContainText('Enabled supplier');
    await expect(entries.nth(2)).toContainText('Disabled supplier');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
