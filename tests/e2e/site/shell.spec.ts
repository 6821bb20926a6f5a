import { expect, test } from '#tests/e2e/support/fixtures.ts';

test.describe('the shell', () => {
  test('slides pages in and out for 0.5 s', async ({ page }) => {
    await page.goto('/demo');
    const durations = await page.evaluate(() => {
      const found: string[] = [];
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) {
          if (rule.cssText.startsWith('@view-transition')) found.push(rule.cssText);
          if (rule instanceof CSSStyleRule && rule.selectorText.includes('::view-transition-'))
            found.push(rule.style.animationDuration);
        }
      }
      return found;
    });
    expect(durations.some((text) => /navigation:\s*auto/.test(text))).toBe(true);
    expect(durations.filter((text) => text === '0.5s')).toHaveLength(2);
  });

  test('uses the supplier colours, kept readable', async ({ page }) => {
    await page.goto('/nordic-fasteners');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary).toBe('#1e3a5f');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^\/media\/[0-9a-f]{64}\.svg$/);
  });

  test('opens the created-with panel from the footer', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} Meridian Industrial Supply Co., Ltd.`,
    );
    await expect(page.getByRole('contentinfo')).toContainText('Powered by Vitrine');
    await page.getByRole('contentinfo').getByText('Created with Vitrine', { exact: true }).click();
    await expect(
      page.getByText(/Vitrine collects, organises and shares the product catalogues of companies/),
    ).toBeVisible();
  });
});
