import { test } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { openScreen, signInNewOwner } from '#tests/e2e/support/workspace.ts';

// Issue 12 item 8: the Developer screen — the ERP's token, shown once, that works on the API, and
// the owner's password through the supplier family's own call.

test.describe('The owner’s Developer screen', () => {
  test('makes a token shown once that an ERP calls the API with; a new one, after the Warning, replaces it', async ({
    page,
    context,
    isMobile,
    playwright,
  }) => {
    await signInNewOwner(context);
    await page.goto('/manage');
    await openScreen(page, isMobile, 'Developer');
    await expect(page.getByText('You have no token yet.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Make a token', exact: true }).click();
    const shown = page.getByLabel('Your new token');
    await expect(shown).toHaveValue(/^vtr_/);
    await expect(page.getByRole('status').filter({ hasText: 'it is shown only once' })).toBeVisible();
    const first = await shown.inputValue();
    await expect(page.locator('pre code')).toContainText(`Bearer ${first}`);

    // An ERP: no cookies, no anti-forgery pair, only the token.
    const erp = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    const pager = (token: string) =>
      erp.post('/api/supplier/product/pager', {
        headers: { authorization: `Bearer ${token}` },
        data: { pageNo: 1, pageSize: 20 },
      });
    const answer = await pager(first);
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { data: { total: number } }).data.total).toBe(0);

    const warning = page.getByRole('dialog', { name: 'Warning' });
    await page.getByRole('button', { name: 'Make a new token' }).click();
    await expect(warning).toContainText('The current one stops working at once');
    await warning.getByRole('button', { name: 'Yes' }).click();
    await expect(shown).not.toHaveValue(first);
    const second = await shown.inputValue();
    expect((await pager(first)).status()).toBe(401);
    expect((await pager(second)).status()).toBe(200);
    await erp.dispose();

    // Shown once: the screen opened again tells when the token was made, not what it is.
    await page.reload();
    await expect(
      page.getByText(/^Your current token was made on .+ and (has not been used yet|was last used on .+)\.$/),
    ).toBeVisible();
    await expect(page.getByLabel('Your new token')).toHaveCount(0);
  });

  test('changes the owner’s password, refusing a wrong current one', async ({ page, context, isMobile }) => {
    const owner = await signInNewOwner(context);
    await page.goto('/manage');
    await openScreen(page, isMobile, 'Developer');
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Change password' }) });
    await form.getByLabel('Current password').fill('NotMyPassword1');
    await form.getByLabel('New password', { exact: true }).fill('NewOwnerPass2');
    await form.getByLabel('Repeat password').fill('NewOwnerPass2');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Your current password is not correct.')).toBeVisible();

    await form.getByLabel('Current password').fill(owner.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Your password has been changed. Other devices have been signed out.')).toBeVisible();
    // Still signed in here (the call renewed this browser's session).
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Developer' })).toBeVisible();
  });
});
