import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';

export type JsWeight = { beforeInteraction: number; afterSuggestions: number; files: number };

const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Gzipped bytes of every script the page has loaded so far (as a CDN would send them). */
function trackScripts(page: Page) {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) sizes.set(response.url(), gzipSync(body).byteLength);
  });
  return { total: () => [...sizes.values()].reduce((sum, size) => sum + size, 0), files: () => sizes.size };
}

/**
 * JavaScript an anonymous visitor downloads on a product page: once it has loaded and gone quiet
 * (nothing touched), and after they type in the search box until suggestions show.
 */
export async function measureProductPageJs(productUrl: string): Promise<JsWeight> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = trackScripts(page);
    await page.goto(productUrl, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const beforeInteraction = scripts.total();
    await page.getByRole('combobox', { name: 'Search products' }).fill('valve');
    await page.getByRole('option').first().waitFor();
    await page.waitForLoadState('networkidle');
    return { beforeInteraction, afterSuggestions: scripts.total(), files: scripts.files() };
  } finally {
    await browser.close();
  }
}
