import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * WCAG 2.2 AA: the serious and critical violations axe finds on the page as it is, with its
 * collapsible sections opened.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
