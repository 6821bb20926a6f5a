import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect, test } from '#tests/e2e/support/fixtures.ts';
import { openDemoProduct } from '#tests/e2e/support/product.ts';

// WCAG 2.2 AA: axe finds no serious or critical violation on the three page types, at 375 px
// (phone project) and 1280 px (desktop project), with the collapsible sections opened.

test.describe('accessibility', () => {
  test('the storefront has no serious or critical violation, suggestions open included', async ({ page }) => {
    await page.goto('/demo');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Search products' }).fill('valve');
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the product page has no serious or critical violation', async ({ page }) => {
    await openDemoProduct(page, 'MTX-DR12-C');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the company page has no serious or critical violation', async ({ page }) => {
    await page.goto('/demo/company/demo/meridian-industrial-supply-co-ltd-');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the not-found page has no serious or critical violation', async ({ page }) => {
    await page.goto('/404');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('dialogs keep the keyboard inside and close with Escape, giving focus back', async ({ page }) => {
    await openDemoProduct(page, 'MTX-DR12-C');
    const share = page.getByRole('button', { name: 'Share' });
    await share.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: 'Share' });
    await expect(popup).toBeVisible();
    // Past its last control, focus may leave for the browser's own interface (the body here), never for the page.
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      expect(
        await popup.evaluate(
          (dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(share).toBeFocused();
  });
});
