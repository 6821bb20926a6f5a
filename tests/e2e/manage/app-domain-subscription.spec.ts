import { test } from '#tests/e2e/support/account.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { openScreen, save, signInNewOwner } from '#tests/e2e/support/workspace.ts';
import { expectImageDrawn } from '#tests/e2e/support/image-drawn.ts';

// Issue 11 item 8: the workspace's Domain, App and Subscription screens, as an owner uses them.

test.describe('The owner’s Domain, App and Subscription screens', () => {
  test('Domain: a domain of the owner’s own is saved pending, with the records that prove and connect it, and checked', async ({
    page,
    context,
    isMobile,
  }) => {
    const owner = await signInNewOwner(context);
    // One catalogue per domain: each run of the test has its own.
    const domain = `${owner.name}.example-shop.com`;
    await page.goto('/manage');
    await openScreen(page, isMobile, 'Domain');
    const field = page.getByLabel('Your domain', { exact: true });

    await field.fill('localhost');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(field).toHaveAccessibleDescription(/Please enter a domain name, e\.g\. catalog\.example\.com\./);
    await field.fill('shop.local');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(field).toHaveAccessibleDescription(/only works inside a private network/);
    await expect(page.getByRole('table')).toBeHidden();

    await field.fill(`https://${domain.toUpperCase()}/`);
    await save(page);
    await expect(field).toHaveValue(domain);
    const state = page.getByRole('status').filter({ hasText: 'Pending.' });
    await expect(state).toContainText('add the two records below');
    const [txt, cname] = await page
      .getByRole('table')
      .getByRole('row')
      .all()
      .then((rows) => rows.slice(1));
    await expect(txt!.getByRole('cell')).toHaveText([
      'TXT',
      `_vitrine-verification.${domain}`,
      /^vitrine-verification=[\w-]{22}$/,
    ]);
    await expect(cname!.getByRole('cell')).toHaveText(['CNAME', domain, 'localhost']);

    // Nobody added the record: the domain stays pending, and the screen says why (the local
    // resolver is the public one, which may not be reachable from here).
    await page.getByRole('button', { name: 'Check now' }).click();
    await expect(state).toContainText(/We did not find the TXT record yet|We could not ask DNS just now/);
    await expect(page.getByText(/^Last checked /)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Your domain', { exact: true })).toHaveValue(domain);
    await expect(page.getByRole('status').filter({ hasText: 'Pending.' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('cell', { name: 'CNAME' })).toBeVisible();
  });

  test('App: the QR code counts down, Refresh makes a new one, and scanning it signs a phone in as the owner', async ({
    page,
    context,
    browser,
    isMobile,
  }) => {
    const owner = await signInNewOwner(context);
    await page.goto('/manage');
    await openScreen(page, isMobile, 'App');
    const qr = page.getByRole('img', { name: 'QR code that signs a phone in as this catalogue’s owner' });
    await expect(qr).toBeVisible();
    await expectImageDrawn(qr);
    await expect(page.getByRole('timer')).toHaveText(/^Expires in (10:00|9:[0-5]\d)$/);

    const first = await qr.getAttribute('src');
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(qr).not.toHaveAttribute('src', first!);
    const sid = new URL((await qr.getAttribute('src'))!, page.url()).searchParams.get('sid');
    expect(sid).toMatch(/^[A-Za-z0-9_-]{22}$/);

    // The phone: another browser, signed in as nobody, opens what the code holds.
    const phone = await browser.newContext();
    try {
      const phonePage = await phone.newPage();
      await phonePage.goto(`/${owner.name}/app?bind=${sid}`);
      await phonePage.getByRole('button', { name: 'Sign in on this phone' }).click();
      await expect(phonePage).toHaveURL(/\/manage$/);
      await expect(phonePage.getByRole('heading', { level: 1, name: owner.companyName })).toBeVisible();

      // The code worked once.
      await phonePage.goto(`/${owner.name}/app?bind=${sid}`);
      await phonePage.getByRole('button', { name: 'Sign in on this phone' }).click();
      await expect(
        phonePage.getByRole('status').filter({ hasText: 'This code has expired or was used' }),
      ).toBeVisible();
    } finally {
      await phone.close();
    }
  });

  test('Subscription: the trial plan shows, and closing the catalogue after the Warning leaves a 404 and a deletable account', async ({
    page,
    context,
    isMobile,
  }) => {
    const owner = await signInNewOwner(context);
    await page.goto('/manage');
    await openScreen(page, isMobile, 'Subscription');
    await expect(page.getByRole('heading', { level: 3, name: 'Trial' })).toBeVisible();
    await expect(page.getByText('every function is free')).toBeVisible();

    const close = page.getByRole('button', { name: 'Close catalogue' });
    const warning = page.getByRole('dialog', { name: 'Warning' });
    await close.click();
    await expect(warning).toContainText(`Close your catalogue ${owner.companyName}?`);
    await warning.getByRole('button', { name: 'No' }).click();
    await expect(warning).toBeHidden();
    expect((await page.request.get(`/${owner.name}`)).status()).toBe(200);

    await close.click();
    await warning.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();

    const storefront = await page.request.get(`/${owner.name}`);
    expect(storefront.status()).toBe(404);
    expect(storefront.url()).toMatch(/\/404$/);

    await page.getByLabel('Your password').fill(owner.password);
    await page.getByRole('button', { name: 'Delete account' }).click();
    await warning.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });
});
