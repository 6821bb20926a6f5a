import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator } from '@playwright/test';
import {
  callApi,
  createAccount,
  logInWithApi,
  ownAddress,
  readApi,
  SEED_ADMIN,
  signedInPerson,
  test,
  xsrfToken,
} from '#tests/e2e/support/account.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { follow } from '#tests/e2e/support/my-catalogue.ts';
import { EMPTY_PRODUCT_PROFILE } from '#src/shared/owner-products.ts';
import { openNewCatalogue } from '#tests/e2e/support/workspace.ts';

// Issue 26 "test the truth": each admin list's rows against each item's own detail (the account's
// own /api/current, the catalogue's own storefront, the actions the test took) and its count
// against an independent count. Made for this test, so no other test's rows are counted.

const tagged = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;
const utcToday = () => new Date().toISOString().slice(0, 10);

/** Searches an admin list by its keyword field and waits for the count it says. */
async function searchList(search: Locator, keyword: string) {
  await search.getByRole('searchbox').fill(keyword);
  await search.getByRole('button', { name: 'Search' }).click();
}

test.describe('Administration: the lists tell the truth', () => {
  test.slow();

  test('Users: each row is the account as it knows itself, the count is the accounts made', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const tag = tagged('truth-users');
    // Three accounts: one owns a catalogue and signed in, one verified, one never verified.
    const people: { email: string; api: APIRequestContext; verified: boolean; owner: boolean }[] = [];
    for (const [label, verified, owner] of [
      ['owner', true, true],
      ['buyer', true, false],
      ['unverified', false, false],
    ] as const) {
      const email = `${tag}-${label}@e2e.vitrine.test`;
      // Each from an address of its own, as people are: the registration limit counts per address.
      const person = await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
      await createAccount(person.request, { email, password: 'TruthPass1', verified });
      if (verified) await logInWithApi(person.request, { email, password: 'TruthPass1' });
      if (owner)
        await callApi(person.request, '/api/app/supplier/create', {
          companyName: `${tag} Ltd`,
          name: tag,
          country: 'SE',
          businessType: 'Manufacturer',
        });
      people.push({ email, api: person.request, verified, owner });
    }

    await logInWithApi(context.request, SEED_ADMIN);
    await page.goto('/admin/users');
    await searchList(page.getByRole('search', { name: 'Users' }), tag);
    await expect(page.getByText(`${people.length} users`, { exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row')).toHaveCount(people.length + 1);

    for (const person of people) {
      const row = table.getByRole('row', { name: person.email });
      const cell = (column: string) => row.getByRole('cell').nth(COLUMNS.indexOf(column));
      await expect(cell('User')).toContainText(person.email);
      if (person.verified) {
        // The account's own view of itself: its address, its name, whether it is an administrator.
        const own = await readApi<{ email: string; name: string; isAdmin: boolean }>(person.api, '/api/current');
        expect(own.email).toBe(person.email);
        await expect(cell('User')).toContainText(own.name || 'No name given');
        await expect(cell('Role')).toContainText(
          own.isAdmin ? 'Administrator' : person.owner ? 'Catalogue owner' : 'Buyer',
        );
        // It signed in today: the last sign-in is today's date.
        await expect(cell('Last sign-in')).not.toHaveText('Never');
      } else {
        await expect(cell('Last sign-in')).toHaveText('Never');
      }
      await expect(cell('Status')).toContainText(person.verified ? 'Verified' : 'Not verified');
      await expect(cell('Status')).toContainText('Active');
    }
    const ownerRow = table.getByRole('row', { name: people[0]!.email });
    await ownerRow.getByRole('button', { name: '1 catalogue' }).click();
    await expect(ownerRow.getByRole('link', { name: `${tag} Ltd` })).toHaveAttribute('href', `/${tag}`);
    await page.screenshot({ path: 'tests/e2e/.artifacts/admin-users-desktop.png', fullPage: true });
  });

  // Each row is the catalogue as its storefront shows it; products and followers counted apart.
  test('Suppliers: rows match their storefronts and counts', async ({ page, context, browser, baseURL, api }) => {
    const { supplierName, companyName } = await openNewCatalogue(api, { companyName: `${tagged('Truth')} Ltd` });
    for (const model of ['T-1', 'T-2'])
      await callApi(api, '/api/supplier/product/add', {
        ...EMPTY_PRODUCT_PROFILE,
        productName: `Truth ${model}`,
        modelNumber: model,
      });
    const fans = [
      await signedInPerson(browser, baseURL, 'truth-fan'),
      await signedInPerson(browser, baseURL, 'truth-fan'),
      await signedInPerson(browser, baseURL, 'truth-fan'),
    ];
    for (const fan of fans) await follow(fan.context.request, supplierName);
    // One stops following: the count is the follows that stand.
    await callApi(fans[2]!.context.request, '/api/app/supplier/unfollow', { supplierId: supplierName });

    await logInWithApi(context.request, SEED_ADMIN);
    await page.goto('/admin/suppliers');
    await searchList(page.getByRole('search', { name: 'Suppliers' }), supplierName);
    await expect(page.getByText('1 catalogue', { exact: true })).toBeVisible();
    const row = page.getByRole('listitem', { name: companyName });
    await expect(row).toContainText('2 products · 2 followers');

    // The storefront the row links to is this catalogue, with the products the row counts.
    const storefront = await context.newPage();
    await storefront.goto(`/${supplierName}`);
    await expect(storefront).toHaveTitle(new RegExp(escape(companyName)));
    for (const model of ['T-1', 'T-2'])
      await expect(storefront.getByRole('heading', { name: `Truth ${model}` })).toBeVisible();
    await storefront.close();
    for (const fan of fans) await fan.context.close();
  });

  // Each card is the report as its reporter filed it; the count is the reports filed.
  test('Reports: cards match what was filed', async ({ api, page, context, browser, baseURL }) => {
    const { supplierName, companyName } = await openNewCatalogue(api, { companyName: `${tagged('Reported')} Ltd` });
    const filed: { reason: string; explaination: string; email: string }[] = [];
    for (const reason of ['Spam or misleading', 'Hateful or abusive content']) {
      const reporter = await signedInPerson(browser, baseURL, 'truth-reporter');
      const report = { reason, explaination: `${reason} — seen ${randomUUID().slice(0, 6)}` };
      const answer = await reporter.context.request.post('/api/app/report/supplier', {
        multipart: { supplierId: supplierName, ...report },
        headers: { 'x-xsrf-token': await xsrfToken(reporter.context.request) },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
      filed.push({ ...report, email: reporter.email });
      await reporter.context.close();
    }

    await logInWithApi(context.request, SEED_ADMIN);
    await page.goto('/admin/reports');
    const cards = page.getByRole('listitem', { name: `Supplier report about ${companyName}` });
    await expect(cards).toHaveCount(filed.length);
    // Newest first: each card says what its reporter filed, and who they are.
    for (const [index, report] of [...filed].reverse().entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(report.reason);
      await expect(card).toContainText(report.explaination);
      await expect(card).toContainText(report.email);
      await expect(card.getByRole('link', { name: companyName })).toHaveAttribute('href', `/${supplierName}`);
    }
  });

  test('Audit log: the entries are the actions taken, filtered by day, and the CSV holds the same rows', async ({
    page,
    context,
    api,
  }) => {
    const { supplierName, companyName } = await openNewCatalogue(api, { companyName: `${tagged('Audited')} Ltd` });
    await logInWithApi(context.request, SEED_ADMIN);
    // Three actions on the catalogue, as from its row.
    for (const status of ['disabled', 'active', 'disabled'] as const) {
      const { list } = await callApi<{ list: { id: number; name: string }[] }>(
        context.request,
        '/api/admin/supplier/pager',
        {
          keyword: supplierName,
        },
      );
      await callApi(context.request, '/api/admin/supplier/update-status', { supplierId: list[0]!.id, status });
    }

    await page.goto('/admin/audit');
    const search = page.getByRole('search', { name: 'Audit log' });
    await searchList(search, supplierName);
    await expect(page.getByText('3 entries', { exact: true })).toBeVisible();
    const entries = page.getByRole('list', { name: 'Audit log entries' }).getByRole('listitem');
    await expect(entries).toHaveText([
      new RegExp(`^Disabled supplier ${escape(companyName)} \\(/${supplierName}\\)by ${SEED_ADMIN.email}`),
      new RegExp(`^Enabled supplier ${escape(companyName)}`),
      new RegExp(`^Disabled supplier ${escape(companyName)}`),
    ]);

    // Today (UTC) holds them all; yesterday none; a start after the end is refused.
    const today = utcToday();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await search.getByLabel('From (UTC)').fill(today);
    await search.getByLabel('To (UTC)').fill(today);
    await expect(page.getByText('3 entries', { exact: true })).toBeVisible();
    await search.getByLabel('To (UTC)').fill(yesterday);
    await expect(search.getByLabel('To (UTC)')).toHaveAccessibleDescription('The end date is before the start date.');
    await search.getByLabel('From (UTC)').fill(yesterday);
    await expect(page.getByText('No entry matches these filters.')).toBeVisible();
    await search.getByLabel('To (UTC)').fill(today);
    await expect(page.getByText('3 entries', { exact: true })).toBeVisible();
    await page.screenshot({ path: 'tests/e2e/.artifacts/admin-audit-desktop.png', fullPage: true });

    // The export holds the rows the screen shows, in its order, with their times.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`vitrine-audit-log-from-${yesterday}-to-${today}.csv`);
    const lines = (await readDownload(download))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Administrator,Action,Target type,Target ID,Target,Note');
    const shownTimes = await entries
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual(
      shownTimes.map(
        (time, index) =>
          `${time},${SEED_ADMIN.email},${['supplier_disabled', 'supplier_enabled', 'supplier_disabled'][index]}`,
      ),
    );
    for (const line of lines.slice(1)) expect(line).toContain(`${companyName} (/${supplierName})`);
  });
});

const COLUMNS = ['User', 'Role', 'Status', 'Last sign-in', 'Registered', 'Actions'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function readDownload(download: import('@playwright/test').Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
