import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { callApi, ownAddress, readApi, test } from '#tests/e2e/support/account.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { expectProductCardsTrue, expectSupplierCardsTrue } from '#tests/e2e/support/card-truth.ts';
import { openNewCatalogue } from '#tests/e2e/support/workspace.ts';
import {
  follow,
  publishPost,
  registerThroughInvite,
  signInNewBuyer,
  starProducts,
  tagSuppliers,
} from '#tests/e2e/support/my-catalogue.ts';

type Supplier = { id: string; companyName: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Goes to a section the way a person does: the tabs on a desktop, the menu on a phone. */
async function openSection(page: Page, isMobile: boolean, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'My catalogue' });
  if (isMobile) await nav.getByRole('button', { name: /^Section:/ }).click();
  await nav.getByRole('link', { name: new RegExp(`^${name}`) }).click();
}

test.describe('My catalogue', () => {
  test('lists followed suppliers by tag, flips the favorite mark and lists starred products', async ({
    page,
    context,
    isMobile,
  }) => {
    await signInNewBuyer(context, 'my-lists');
    for (const supplierId of ['demo', 'nordic-fasteners', 'empty-co']) await follow(context.request, supplierId);
    await tagSuppliers(context.request, 'Fasteners', ['nordic-fasteners']);
    await starProducts(context.request, 'demo', 2);
    const { list } = await callApi<{ list: Supplier[] }>(context.request, '/api/app/home/suppliers', {});
    const nordic = list.find((supplier) => supplier.id === 'nordic-fasteners')!;

    await page.goto('/my');
    await expect(page).toHaveURL(/\/my\/suppliers$/);
    const suppliers = page.getByRole('list', { name: 'Followed suppliers' });
    await expect(suppliers.getByRole('article')).toHaveCount(3);

    await page.getByRole('combobox', { name: 'Tag' }).selectOption({ label: 'Fasteners' });
    await expect(suppliers.getByRole('article')).toHaveCount(1);
    const card = suppliers.getByRole('article', { name: nordic.companyName });
    await expect(card.getByRole('listitem')).toHaveText('Fasteners');
    await expect(card.getByRole('link', { name: nordic.companyName })).toHaveAttribute(
      'href',
      /^\/nordic-fasteners\?version=\d+$/,
    );

    const favorite = card.getByRole('button', { name: 'Favorite' });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(
      page.getByRole('article', { name: nordic.companyName }).getByRole('button', { name: 'Favorite' }),
    ).toHaveAttribute('aria-pressed', 'true');
    // A toggle that is on says so in words (issue 26): a followed supplier reads "Following".
    await expect(
      page.getByRole('article', { name: nordic.companyName }).getByRole('button', { name: 'Following', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');

    // Spec §8: a watch that fails is ignored silently: the toggle stays, and no dialog says anything.
    await page.route('**/api/app/supplier-watch/watch', (route) => route.abort());
    const watch = page.getByRole('article', { name: nordic.companyName }).getByRole('button', { name: 'Watch' });
    await watch.click();
    await page.waitForLoadState('networkidle');
    await expect(watch).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.unroute('**/api/app/supplier-watch/watch');

    await openSection(page, isMobile, 'Products');
    await expect(page).toHaveURL(/\/my\/products$/);
    await expect(page.getByRole('heading', { name: 'Products', level: 2 })).toBeFocused();
    const products = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await expect(products).toHaveCount(2);
    await expect(products.first().getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/demo\/product\/\d+\/[^?]+\?version=\d+$/,
    );
    await expect(products.first()).toContainText('Starred');

    await page.goBack();
    await expect(page).toHaveURL(/\/my\/suppliers$/);
    await expect(page.getByRole('list', { name: 'Followed suppliers' }).getByRole('article')).toHaveCount(3);
  });

  test("every card is its own item: picture, name and price as the item's own detail gives them", async ({
    page,
    context,
    request,
  }) => {
    // The details are read signed out: a signed-in read of a detail is a view, and would move Recently viewed.
    await signInNewBuyer(context, 'my-truth');
    for (const supplierId of ['demo', 'nordic-fasteners']) await follow(context.request, supplierId);
    await starProducts(context.request, 'demo', 4);

    await page.goto('/my/suppliers');
    const suppliers = page.getByRole('list', { name: 'Followed suppliers' }).getByRole('article');
    await expect(suppliers).toHaveCount(2);
    expect((await expectSupplierCardsTrue(request, suppliers)).sort()).toEqual(['demo', 'nordic-fasteners']);

    await page.goto('/my/products');
    const products = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await expect(products).toHaveCount(4);
    // The demo's products each have their own picture: four cards, four pictures.
    expect((await expectProductCardsTrue(request, products)).pictures.size).toBe(4);

    // Recently viewed: what the user opened (the pages' signed-in reads are the views), newest first.
    const { products: seen } = await callApi<{ products: { list: { id: number }[] } }>(
      context.request,
      '/api/common/search/product/pager',
      { supplierId: 'nordic-fasteners', pageNo: 1, pageSize: 3 },
    );
    for (const supplierId of ['nordic-fasteners', 'demo'])
      await readApi(context.request, `/api/app/supplier/detail/${supplierId}`);
    for (const { id } of seen.list) await readApi(context.request, `/api/app/product/viewer-state/${id}`);
    // The views are written after the answers (waitUntil): wait for them as the list call gives them.
    await expect
      .poll(async () => (await readApi<unknown[]>(context.request, '/api/app/product/recently-list')).length)
      .toBe(seen.list.length);
    await page.goto('/my/recent');
    const recentSuppliers = page.getByRole('list', { name: 'Recently viewed suppliers' }).getByRole('article');
    await expect(recentSuppliers).toHaveCount(2);
    expect(await expectSupplierCardsTrue(request, recentSuppliers)).toEqual(['demo', 'nordic-fasteners']);
    const recentProducts = page.getByRole('list', { name: 'Recently viewed products' }).getByRole('article');
    await expect(recentProducts).toHaveCount(seen.list.length);
    const recent = await expectProductCardsTrue(request, recentProducts);
    expect(recent.ids).toEqual(seen.list.map(({ id }) => id).reverse());
    expect(recent.pictures.size).toBe(seen.list.length);
  });

  test('says so when nothing is followed yet', async ({ page, context }) => {
    await signInNewBuyer(context, 'my-empty');
    await page.goto('/my/suppliers');
    await expect(page.getByText('You do not follow any supplier yet')).toBeVisible();
  });

  test('from 600 px the sections are one row of tabs, scrolled to show the open one', async ({ page, context }) => {
    await signInNewBuyer(context, 'my-tabs');
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto('/my/invitations');
    const nav = page.getByRole('navigation', { name: 'My catalogue' });
    const open = nav.getByRole('link', { name: 'Invitations' });
    await expect(open).toHaveAttribute('aria-current', 'page');
    await expect(open).toBeInViewport({ ratio: 0.95 });
    const tops = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
    expect(tops.length).toBeGreaterThan(8);
    expect(new Set(tops).size).toBe(1);
  });

  test('a post of a followed supplier is notified and marked read', async ({
    page,
    context,
    browser,
    baseURL,
    isMobile,
  }) => {
    await signInNewBuyer(context, 'my-news');
    // A catalogue of its own: the demo's posts come from tests running beside this one.
    const ownerBrowser = await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
    const { supplierName } = await openNewCatalogue(ownerBrowser.request);
    await follow(context.request, supplierName);
    await publishPost(ownerBrowser.request, supplierName, `Spring range ${randomUUID()}`);
    await ownerBrowser.close();

    const notifications = page.getByRole('list', { name: 'Notifications' }).getByRole('article');
    // Notifications are written after the owner's answer (waitUntil): look again until it is there.
    await expect(async () => {
      await page.goto('/my/notifications');
      await expect(notifications).toHaveCount(1, { timeout: 2_000 });
    }).toPass();
    await expect(notifications.first()).toContainText('published a new post.');

    const nav = page.getByRole('navigation', { name: 'My catalogue' });
    const unreadCount = isMobile
      ? nav.getByRole('button', { name: /^Section:/ })
      : nav.getByRole('link', { name: /^Notifications/ });
    await expect(unreadCount).toContainText('1 unread');
    // The pill holds its words on one line: nothing of '1 unread' is cut off (it once was, on a phone).
    const pill = unreadCount.locator('.my-badge');
    const fits = await pill.evaluate(
      (badge) => badge.scrollWidth <= badge.clientWidth && badge.scrollHeight <= badge.clientHeight,
    );
    expect(fits).toBe(true);

    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(notifications.first().getByRole('button', { name: /^Mark read/ })).toBeHidden();
    await expect(unreadCount).not.toContainText('unread');
    await page.reload();
    await expect(notifications.first()).toBeVisible();
    await expect(unreadCount).not.toContainText('unread');
  });

  test("every notification is its own: it names the supplier that posted and opens that supplier's page", async ({
    page,
    context,
    browser,
    baseURL,
    request,
  }) => {
    await signInNewBuyer(context, 'my-news-truth');
    // Two catalogues of their own (the demo's posts come from tests running beside this one).
    const owners = await Promise.all([1, 2].map(() => browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() })));
    const [first, second] = [await openNewCatalogue(owners[0]!.request), await openNewCatalogue(owners[1]!.request)];
    for (const { supplierName } of [first, second]) await follow(context.request, supplierName);
    // The first posts first: the list shows the newest first.
    await publishPost(owners[0]!.request, first.supplierName, `First news ${randomUUID()}`);
    await publishPost(owners[1]!.request, second.supplierName, `Second news ${randomUUID()}`);
    await Promise.all(owners.map((owner) => owner.close()));

    const rows = page.getByRole('list', { name: 'Notifications' }).getByRole('article');
    await expect(async () => {
      await page.goto('/my/notifications');
      await expect(rows).toHaveCount(2, { timeout: 2_000 });
    }).toPass();
    const shown: string[] = [];
    for (const row of await rows.all()) {
      const link = row.getByRole('link');
      const supplierId = /^\/([^/]+)\/company\/\1$/.exec((await link.getAttribute('href')) ?? '')?.[1];
      expect(supplierId, 'a company page of one supplier').toBeDefined();
      // The supplier's own detail, read signed out, names it as the row must.
      const detail = await readApi<{ companyName: string }>(request, `/api/common/supplier/detail/${supplierId}`);
      await expect(link).toHaveText(
        new RegExp(`^(Unread: )?${escapeRegExp(detail.companyName)} published a new post\\.$`),
      );
      shown.push(supplierId!);
    }
    expect(shown).toEqual([second.supplierName, first.supplierName]);

    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${second.supplierName}/company/${second.supplierName}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(second.companyName);
  });

  test('shares followed suppliers with a colleague; a visitor gets the login pane; an unknown link says so', async ({
    page,
    context,
    browser,
    baseURL,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInNewBuyer(context, 'my-sharer');
    for (const supplierId of ['demo', 'nordic-fasteners', 'empty-co']) await follow(context.request, supplierId);
    const { list } = await callApi<{ list: Supplier[] }>(context.request, '/api/app/home/suppliers', {});
    const shared = list.filter((supplier) => supplier.id !== 'empty-co');

    await page.goto('/my/shared');
    for (const supplier of shared) await page.getByRole('checkbox', { name: supplier.companyName }).check();
    await page.getByRole('button', { name: 'Create link (2)' }).click();
    const linkField = page.getByRole('textbox', { name: 'Link to share' });
    await expect(linkField).toHaveValue(new RegExp(`^${baseURL}/my/shared/[A-Za-z0-9_-]{22}$`));
    await expect(page.getByText(/^Works until /)).toBeVisible();
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Copied.')).toBeVisible();
    const link = await linkField.inputValue();

    const colleague = await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
    await signInNewBuyer(colleague, 'my-colleague');
    const colleaguePage = await colleague.newPage();
    await colleaguePage.goto(link);
    await expect(colleaguePage.getByRole('heading', { name: 'Shared with you' })).toBeVisible();
    const cards = colleaguePage.getByRole('list', { name: 'Shared with you' }).getByRole('article');
    await expect(cards).toHaveCount(2);
    expect((await expectSupplierCardsTrue(request, cards)).sort()).toEqual(
      shared.map((supplier) => supplier.id).sort(),
    );
    await colleaguePage.goto('/my/shared/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(colleaguePage.getByRole('heading', { name: 'This link is unknown or has expired' })).toBeVisible();
    await colleague.close();

    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(link);
    await expect(visitorPage.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(visitorPage.getByRole('list', { name: 'Shared with you' })).toHaveCount(0);
    await visitor.close();
  });

  test('pages are personal: never cached, never indexed', async ({ request }) => {
    const answer = await request.get('/my/notifications');
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(await answer.text()).toContain('<meta name="robots" content="noindex">');
    expect((await request.get('/my/orders')).status()).toBe(404);
  });

  test('lists the people who joined through the invite link', async ({ page, context, api }) => {
    await signInNewBuyer(context, 'my-inviter');
    await page.goto('/my/invited');
    await expect(page.getByText('Nobody has joined through your link yet')).toBeVisible();
    const inviteUrl = await page.getByRole('textbox', { name: 'Your invite link' }).inputValue();
    expect(inviteUrl).toMatch(/\/account\/register\?invite=/);

    const invited = await registerThroughInvite(api, inviteUrl);
    await page.reload();
    const people = page.getByRole('list', { name: 'Invited users' }).getByRole('article');
    await expect(people).toHaveCount(1);
    await expect(people.first()).toContainText(invited);
    await expect(people.first()).toContainText('New');
    await expect(people.first()).toContainText(/Joined \d+ \w+ \d{4}/);
  });
});
