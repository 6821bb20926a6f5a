import type { Page } from '@playwright/test';
import { callApi, test } from '#tests/e2e/support/account.ts';
import { EMPTY_PRODUCT_PROFILE } from '#src/shared/owner-products.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { openScreen, signInNewOwner } from '#tests/e2e/support/workspace.ts';

// Issue 12 item 3: the owner builds the catalogue menu (spec §2 "Catalog menu (with parent and sub
// menu)") with the keyboard, and the storefront's category tree shows it on the very next request.

/** The storefront's category tree as a visitor's next request gets it: top-level names, and each one's sub menus. */
async function storefrontTree(page: Page, name: string): Promise<string[]> {
  const visitor = await page.context().browser()!.newContext();
  try {
    const storefront = await visitor.newPage();
    await storefront.goto(`/${name}`);
    // The top level of the tree, each item with its sub menus' links after its own.
    return await storefront
      .locator('.storefront-filters .category-tree')
      .first()
      .evaluate((tree) =>
        [...tree.children].map((item) =>
          [...item.querySelectorAll('a.category')].map((link) => link.textContent?.trim() ?? '').join(' > '),
        ),
      );
  } finally {
    await visitor.close();
  }
}

test.describe('Catalog menu', () => {
  test('an owner builds, renames, reorders and deletes menus; the storefront follows at once', async ({
    page,
    context,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    const owner = await signInNewOwner(context);
    await page.goto('/manage');
    await openScreen(page, isMobile, 'Catalog menu');
    await expect(page.getByText(/^No menus yet\./)).toBeVisible();

    // Adding: Enter adds, the field empties for the next one.
    const newMenu = page.getByLabel('New top-level menu', { exact: true });
    await newMenu.fill('Valves');
    await newMenu.press('Enter');
    await expect(page.getByRole('listitem').filter({ hasText: 'Valves' }).first()).toContainText('0 products');
    await expect(newMenu).toHaveValue('');
    await newMenu.fill('Pumps');
    await newMenu.press('Enter');
    await expect(page.locator('.ws-menu-name strong')).toHaveText(['Valves', 'Pumps']);

    // A taken name is refused with its message.
    await newMenu.fill('valves');
    await newMenu.press('Enter');
    await expect(page.getByText('Another menu at this level has this name. Please choose another.')).toBeVisible();
    await newMenu.fill('');

    // A sub menu of Valves.
    await page.getByRole('button', { name: 'Add a sub menu to Valves' }).click();
    const subMenu = page.getByLabel('New sub menu of Valves', { exact: true });
    await expect(subMenu).toBeFocused();
    await subMenu.fill('Ball valves');
    await subMenu.press('Enter');
    await expect(page.getByRole('list', { name: 'Sub menus of Valves' })).toContainText('Ball valves');

    // Rename inline, keyboard only.
    await page.getByRole('button', { name: 'Rename Pumps' }).click();
    const renamed = page.getByLabel('New name of the menu Pumps', { exact: true });
    await expect(renamed).toBeFocused();
    await renamed.fill('Pumps and motors');
    await renamed.press('Enter');
    await expect(page.locator('.ws-menu-name strong')).toHaveText(['Valves', 'Ball valves', 'Pumps and motors']);

    // Reorder with the keyboard: the move is announced and the focus stays on the row's buttons.
    const up = page.getByRole('button', { name: 'Move Pumps and motors up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Pumps and motors moved to position 1 of 2 at the top level.')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Move Pumps and motors down' })).toBeFocused();
    await expect(page.locator('.ws-menu-name strong')).toHaveText(['Pumps and motors', 'Valves', 'Ball valves']);

    // The visitor's very next request shows the new tree.
    expect(await storefrontTree(page, owner.name)).toEqual(['Pumps and motors', 'Valves > Ball valves']);

    // Move to another parent with the select, keyboard only.
    await page.getByLabel('Parent menu of Ball valves', { exact: true }).selectOption({ label: 'Pumps and motors' });
    await page.getByRole('button', { name: 'Move Ball valves', exact: true }).press('Enter');
    await expect(page.getByRole('list', { name: 'Sub menus of Pumps and motors' })).toContainText('Ball valves');

    expect(await seriousViolations(page)).toEqual([]);

    // Deleting asks the Warning first; No keeps the menu.
    await page.getByRole('button', { name: 'Delete Pumps and motors' }).click();
    const warning = page.getByRole('dialog', { name: 'Warning' });
    await expect(warning).toContainText('Delete the menu “Pumps and motors” and its 1 sub menu? It holds no products.');
    await warning.getByRole('button', { name: 'No' }).click();
    await expect(page.locator('.ws-menu-name strong')).toHaveText(['Pumps and motors', 'Ball valves', 'Valves']);
    await page.getByRole('button', { name: 'Delete Pumps and motors' }).click();
    await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.locator('.ws-menu-name strong')).toHaveText(['Valves']);
    expect(await storefrontTree(page, owner.name)).toEqual(['Valves']);
  });

  test('each menu shows its own number of products, as the product list filtered by that menu counts them', async ({
    page,
    context,
    isMobile,
  }) => {
    await signInNewOwner(context);
    const api = context.request;
    const addMenu = async (name: string, parentId: number | null) =>
      (await callApi<{ id: number }>(api, '/api/supplier/product-catalog-menu/add', { name, parentId })).id;
    const valves = await addMenu('Valves', null);
    const menus = {
      Valves: valves,
      'Ball valves': await addMenu('Ball valves', valves),
      Pumps: await addMenu('Pumps', null),
    };
    // Products by menu, one disabled: a menu counts its own products of every status.
    const placed: [keyof typeof menus | null, 'active' | 'disabled'][] = [
      ['Ball valves', 'active'],
      ['Ball valves', 'active'],
      ['Ball valves', 'disabled'],
      ['Valves', 'active'],
      ['Pumps', 'active'],
      [null, 'active'],
    ];
    for (const [index, [menu, status]] of placed.entries())
      await callApi(api, '/api/supplier/product/add', {
        ...EMPTY_PRODUCT_PROFILE,
        productName: `Counted product ${index}`,
        modelNumber: `CNT-${index}`,
        menuId: menu === null ? null : menus[menu],
        status,
      });

    await page.goto('/manage');
    await openScreen(page, isMobile, 'Catalog menu');
    for (const [name, id] of Object.entries(menus)) {
      const { total } = await callApi<{ total: number }>(api, '/api/supplier/product/pager', { menuId: id });
      expect(total, name).toBe(placed.filter(([menu]) => menu === name).length);
      const row = page
        .locator('.ws-menu-name')
        .filter({ has: page.locator('strong', { hasText: new RegExp(`^${name}$`) }) });
      await expect(row.locator('.ws-menu-count')).toHaveText(total === 1 ? '1 product' : `${total} products`);
    }
  });
});
