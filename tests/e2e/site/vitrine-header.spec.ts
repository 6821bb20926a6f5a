import type { Page } from '@playwright/test';
import { createAccount, logInWithApi, SEED_ADMIN, test, uniqueEmail } from '#tests/e2e/support/account.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { SEED_OWNER } from '#tests/e2e/support/my-catalogue.ts';

// Issue 26 item 3: Vitrine's own pages (home, My account, My catalogue, the workspace, the admin
// area) carry the signed-in header: My catalogue, My account, Manage catalogue for an owner,
// Administration for an admin, Logout. On a phone the items sit in the Menu dialog.

async function headerItems(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole('banner').getByRole('navigation', { name: 'Vitrine' });
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

const ITEMS = ['My catalogue', 'My account', 'Manage catalogue', 'Administration'];

for (const [who, shown] of [
  ['a buyer', ['My catalogue', 'My account']],
  ['the demo owner', ['My catalogue', 'My account', 'Manage catalogue']],
  ['the admin', ['My catalogue', 'My account', 'Administration']],
] as const) {
  test(`gives ${who} the way to each of their places, on every Vitrine page`, async ({ page, context, isMobile }) => {
    test.slow();
    const credentials =
      who === 'the demo owner'
        ? SEED_OWNER
        : who === 'the admin'
          ? SEED_ADMIN
          : { email: uniqueEmail('header'), password: 'HeaderPass1' };
    if (who === 'a buyer') await createAccount(context.request, credentials);
    await logInWithApi(context.request, credentials);
    for (const path of ['/', '/account', '/my/suppliers', ...(who === 'a buyer' ? [] : ['/manage', '/admin'])]) {
      if (path === '/admin' && who !== 'the admin') continue;
      if (path === '/manage' && who !== 'the demo owner') continue;
      await page.goto(path);
      const items = await headerItems(page, isMobile);
      for (const label of ITEMS) {
        const link = items.getByRole('link', { name: label, exact: true });
        if (shown.includes(label as never)) await expect(link, `${label} on ${path}`).toBeVisible();
        else await expect(link, `${label} on ${path}`).toHaveCount(0);
      }
      await expect(items.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(items.getByRole('link', { name: 'Login' })).toBeHidden();
      if (isMobile) await page.keyboard.press('Escape');
    }
    // Each item leads where it says.
    const items = await headerItems(page, isMobile);
    await items.getByRole('link', { name: 'My account', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  });
}

test('gives a visitor Login, and a signed-in person Logout that signs them out', async ({
  page,
  context,
  isMobile,
}) => {
  await page.goto('/');
  let items = await headerItems(page, isMobile);
  await expect(items.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(items.getByRole('link', { name: 'My account' })).toBeHidden();
  if (isMobile) await page.keyboard.press('Escape');

  const credentials = { email: uniqueEmail('logout'), password: 'LogoutPass1' };
  await createAccount(context.request, credentials);
  await logInWithApi(context.request, credentials);
  await page.goto('/account');
  items = await headerItems(page, isMobile);
  const reloaded = page.waitForEvent('load');
  await items.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  expect((await context.request.get('/api/current').then((answer) => answer.json())).data).toBeNull();
});
