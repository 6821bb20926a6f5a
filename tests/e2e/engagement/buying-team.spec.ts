import type { BrowserContext, Locator, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { users } from '#functions/db/schema/index.ts';
import { followPromptKey } from '#src/client/local-storage-keys.ts';
import { ownAddress } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { openSupplierActions } from '#tests/e2e/support/engagement.ts';
import { expect, signInContext, test } from '#tests/e2e/support/fixtures.ts';
import { openDemoProduct } from '#tests/e2e/support/product.ts';

// Issue 29 item 1: two colleagues choose together. Ann makes a team and invites Ben by e-mail; Ben
// joins only by accepting; each puts products and a supplier on the team's list from where they
// find them; they vote and comment, a mention reaches Ann; Ben leaves and loses the team.

type Detail = { profile: { productName: string; modelNumber: string; price: string }; medias: { imageUrl?: string }[] };

/** A named person signed in in a browser of their own; the add-supplier prompt answered already. */
async function colleague(
  context: BrowserContext,
  database: Parameters<typeof signInContext>[1],
  baseURL: string,
  name: string,
) {
  const userId = await signInContext(context, database, baseURL, name);
  await context.addInitScript((key) => localStorage.setItem(key, 'close'), followPromptKey(userId));
  const [row] = await database.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return { userId, email: row!.email };
}

/** Opens a demo product's page and puts it on the named list through "Add to team list"; answers its detail. */
async function addProductFromItsPage(
  page: Page,
  modelNumber: string,
  listName: string,
  itemsAfter: number,
): Promise<Detail> {
  await openDemoProduct(page, modelNumber);
  const productId = /\/product\/(\d+)/.exec(page.url())![1];
  await page.getByRole('button', { name: 'Add to team list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to team list' });
  await dialog.getByRole('button', { name: new RegExp(`^${listName}`) }).click();
  await expect(dialog.getByRole('status').filter({ hasText: `Added to ${listName}.` })).toBeVisible();
  // The list's count moves at once.
  await expect(
    dialog.getByRole('button', { name: `${listName} ${itemsAfter} ${itemsAfter === 1 ? 'item' : 'items'}` }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  return ((await (await page.request.get(`/api/common/product/detail/${productId}`)).json()) as { data: Detail }).data;
}

const itemCard = (page: Page, name: string | RegExp): Locator =>
  page.getByRole('list', { name: /^Items of / }).getByRole('article', { name });

test.describe('a buying team', () => {
  test('two colleagues invite, add, vote, comment and leave', async ({
    page,
    context,
    database,
    baseURL,
    browser,
    isMobile,
  }) => {
    test.slow();
    await colleague(context, database, baseURL!, 'Ann Archer');
    const benContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: ownAddress(),
      ...(isMobile ? { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true } : {}),
    });
    const ben = await colleague(benContext, database, baseURL!, 'Ben Baker');
    const benPage = await benContext.newPage();

    // Ann makes the team and invites Ben by the e-mail she knows.
    await page.goto('/my/teams');
    await expect(page.getByText('No team yet')).toBeVisible();
    await page.getByRole('textbox', { name: 'New team' }).fill('Pump sourcing');
    await page.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pump sourcing' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Invite a colleague by e-mail' }).fill(ben.email);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Invitation sent/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Invitations not answered yet' })).toContainText(ben.email);
    // Not on it until he accepts.
    await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveText([/Ann Archer/]);

    await benPage.goto('/my/invitations');
    const invitation = benPage.getByRole('article', { name: 'Invitation to Pump sourcing' });
    await expect(invitation).toContainText('Ann Archer invites you to this buying team.');
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(benPage.getByRole('heading', { level: 2, name: 'Pump sourcing' })).toBeVisible();
    await expect(benPage.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveText([
      /Ann Archer/,
      /Ben Baker/,
    ]);

    // Ann makes the list; each adds a product from its page, Ben the supplier from its menu.
    await page.reload();
    await page.getByRole('textbox', { name: 'New list' }).fill('Shortlist');
    await page.getByRole('button', { name: 'Create list' }).click();
    await expect(page.getByText('Nothing on this list yet')).toBeVisible();
    const listUrl = page.url();
    const valve = await addProductFromItsPage(page, 'MTX-BV3-050S', 'Shortlist', 1);
    const grinder = await addProductFromItsPage(benPage, 'MTX-AG115-750', 'Shortlist', 2);
    const items = await openSupplierActions(benPage, isMobile);
    await items.getByRole('button', { name: 'Add to team list' }).click();
    await items.getByRole('button', { name: /^Shortlist/ }).click();
    await expect(items.getByText('Added to Shortlist.')).toBeVisible();

    // The list shows each product as its own page does.
    await page.goto(listUrl);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
    await expect(page.getByRole('list', { name: /^Items of / }).getByRole('article')).toHaveCount(3);
    for (const detail of [valve, grinder]) {
      const card = itemCard(page, detail.profile.productName);
      await expect(
        card.getByRole('link', { name: `${detail.profile.modelNumber} ${detail.profile.productName}` }),
      ).toBeVisible();
      await expect(card.getByText(detail.profile.price, { exact: true })).toBeVisible();
      const picture = detail.medias.find((media) => media.imageUrl)!.imageUrl!;
      expect(await card.locator('.my-product-picture img').getAttribute('src')).toBe(picture);
    }
    await expect(
      page
        .getByRole('list', { name: /^Items of / })
        .getByRole('article')
        .first(),
    ).toContainText('Supplier');

    // Votes: the valve up twice, the grinder down once; by votes the valve leads.
    const votesOn = (who: Page, name: string) => itemCard(who, name).getByRole('group', { name: `Votes on ${name}` });
    await votesOn(page, valve.profile.productName).getByRole('button', { name: /Up/ }).click();
    await expect(votesOn(page, valve.profile.productName).getByRole('button', { name: /Up/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await benPage.goto(listUrl);
    await votesOn(benPage, valve.profile.productName).getByRole('button', { name: /Up/ }).click();
    await votesOn(benPage, grinder.profile.productName).getByRole('button', { name: /Down/ }).click();
    await expect(votesOn(benPage, valve.profile.productName)).toContainText('+2');
    await expect(votesOn(benPage, grinder.profile.productName)).toContainText('-1');
    await benPage.reload();
    await expect(
      benPage
        .getByRole('list', { name: /^Items of / })
        .getByRole('article')
        .first(),
    ).toHaveAccessibleName(valve.profile.productName);

    // Ben comments on the valve, mentioning Ann.
    const valveCard = itemCard(benPage, valve.profile.productName);
    await valveCard.getByRole('button', { name: 'Comments (0)' }).click();
    await valveCard.getByRole('textbox', { name: 'Your comment' }).fill('Flow rate fits.');
    await valveCard.getByRole('combobox', { name: 'Mention a member' }).selectOption({ label: 'Ann Archer' });
    await valveCard.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(valveCard.getByRole('list', { name: 'Comments' })).toContainText('Flow rate fits. @Ann Archer');
    expect(await seriousViolations(benPage)).toEqual([]);

    // On the show floor without a connection: the comment waits on Ben's phone, then arrives once.
    await benContext.setOffline(true);
    await valveCard.getByRole('textbox', { name: 'Your comment' }).fill('Sample ordered at the booth.');
    await valveCard.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(valveCard.getByRole('status').filter({ hasText: /^Saved on this device/ })).toBeVisible();
    await benContext.setOffline(false);
    const comments = valveCard.getByRole('list', { name: 'Comments' });
    await expect(comments).toContainText('Sample ordered at the booth.');
    await expect(comments.getByRole('listitem')).toHaveCount(2);

    // Ann hears of it in Teams, and reading it clears the count.
    await page.goto('/my/teams');
    const notice = page.getByRole('link', { name: `Ben Baker mentioned you on ${valve.profile.productName}` });
    await expect(notice).toBeVisible();
    // And the comment sent once back online is told once.
    await expect(page.getByRole('link', { name: `Ben Baker commented on ${valve.profile.productName}` })).toHaveCount(
      1,
    );
    await notice.click();
    await expect(itemCard(page, valve.profile.productName).getByRole('list', { name: 'Comments' })).toContainText(
      'Flow rate fits.',
    );
    await page.goto('/my/teams');
    await expect(page.getByRole('list', { name: 'Your teams' })).toContainText('2 members');
    await expect(page.getByRole('heading', { name: 'New in your teams' })).toHaveCount(0);

    // Ben leaves: the team is gone for him at once, and from Ann's members.
    await benPage.goto('/my/teams');
    await benPage.getByRole('link', { name: 'Pump sourcing' }).click();
    await benPage.getByRole('button', { name: 'Leave team' }).click();
    await benPage.getByRole('dialog', { name: 'Note' }).getByRole('button', { name: 'Yes' }).click();
    await expect(benPage.getByText('No team yet')).toBeVisible();
    await benPage.goto(listUrl);
    await expect(benPage.getByText('This is no longer there, or you are no longer on the team.')).toBeVisible();
    await page.goto(listUrl);
    await expect(votesOn(page, valve.profile.productName)).toContainText('+1');
    await benContext.close();
  });
});
