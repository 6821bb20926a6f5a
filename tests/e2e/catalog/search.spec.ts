import { expect, test } from '#tests/e2e/support/fixtures.ts';
import { VIEW_BEACON_PATH } from '#src/shared/view-beacon.ts';
import { firstProductLink } from '#tests/e2e/support/storefront.ts';

test.describe('search suggestions', () => {
  test('ask for 3 characters, wait a second, say loading..., then list matches in a box at most 156 px high', async ({
    page,
  }) => {
    // The page the edge kept has no anti-forgery cookie; its view beacon's answer brings one, and
    // the suggestion call (a POST) then goes once.
    const beaconAnswered = page.waitForResponse((answer) => answer.url().endsWith(VIEW_BEACON_PATH));
    await page.goto('/demo');
    await beaconAnswered;
    const box = page.getByRole('combobox', { name: 'Search products' });
    const dropdown = page.locator('.suggestions');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await box.fill('va');
    await expect(dropdown.getByText('Enter at least 3 characters')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Enter at least 3 characters' })).toHaveCount(1);
    await box.fill('');
    await expect(dropdown).toBeHidden();
    const askedAt: number[] = [];
    await page.route('**/api/common/search/product/suggestion', async (route) => {
      askedAt.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // The spec's 1 s pause, timed from before typing: a busy machine can only make it look longer.
    const typedAt = Date.now();
    await box.fill('valve');
    // A slow answer (1.5 s) keeps loading... up long enough to be seen on a busy machine.
    await dropdown.getByText('loading...').waitFor();
    await expect(list.getByRole('option').first()).toBeVisible();
    expect(askedAt).toHaveLength(1);
    expect(askedAt[0]! - typedAt).toBeGreaterThanOrEqual(950);
    const names = await list.getByRole('option').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /valve/i.test(name))).toBe(true);
    const height = await dropdown.evaluate((element) => parseFloat(getComputedStyle(element).maxHeight));
    expect(height).toBe(156);
  });

  test('say No result. when nothing matches and when the call fails', async ({ page }) => {
    // The page the edge kept has no anti-forgery cookie; its view beacon's answer brings one, and
    // the suggestion call (a POST) then goes once.
    const beaconAnswered = page.waitForResponse((answer) => answer.url().endsWith(VIEW_BEACON_PATH));
    await page.goto('/demo');
    await beaconAnswered;
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('zzqqxx');
    await expect(page.locator('.suggestions').getByText('No result.')).toBeVisible();
    await page.route('**/api/common/search/product/suggestion', (route) => route.fulfill({ status: 500, body: '{}' }));
    await box.fill('valves');
    await expect(page.locator('.suggestions').getByText('No result.')).toBeVisible();
  });

  test('pick a match with the arrow keys and Enter, and search for it 300 ms later', async ({ page }) => {
    await page.goto('/demo?sort=modelnumber');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('grinder');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    const picked = (await options.nth(0).textContent())!;
    await box.press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('sort')).toBe('modelnumber');
    expect(picked).toContain(url.searchParams.get('keyword')!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(url.searchParams.get('keyword')!);
  });

  test('search for the typed words with Enter, keeping the query, from any page', async ({ page }) => {
    await page.goto('/demo');
    await firstProductLink(page).click();
    const box = page.getByRole('combobox', { name: 'Search products' });
    if (!(await box.isVisible())) await page.getByRole('link', { name: 'Search products' }).click();
    await page.getByRole('combobox', { name: 'Search products' }).fill('helmet');
    await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/demo\?(.*&)?keyword=helmet$/);
    await expect(page.getByText(/^Result: [1-9]\d* items$/)).toBeVisible();
  });
});
