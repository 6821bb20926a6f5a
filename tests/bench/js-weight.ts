import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';

export type JsWeight = { beforeInteraction: number; afterSuggestions: number; files: number };
/** Gzipped bytes a page downloaded, by kind of resource. */
export type PageWeight = { total: number; byKind: Record<string, number> };

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

/** Gzipped bytes of every response the page receives, by Playwright's resource type. */
function trackResponses(page: Page) {
  const sizes = new Map<string, { kind: string; size: number }>();
  page.on('response', async (response) => {
    const body = await response.body().catch(() => null);
    if (body) sizes.set(response.url(), { kind: response.request().resourceType(), size: gzipSync(body).byteLength });
  });
  return () => {
    const byKind: Record<string, number> = {};
    for (const { kind, size } of sizes.values()) byKind[kind] = (byKind[kind] ?? 0) + size;
    return { total: Object.values(byKind).reduce((sum, size) => sum + size, 0), byKind };
  };
}

const launch = () =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });

/** What a page weighs on a phone (375 px), once loaded and quiet: HTML, scripts, styles, pictures. */
export async function measurePageWeight(url: string): Promise<PageWeight> {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const weight = trackResponses(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    return weight();
  } finally {
    await browser.close();
  }
}

/**
 * JavaScript an anonymous visitor downloads on a product page: once it has loaded and gone quiet
 * (nothing touched), and after they type in the search box until suggestions show.
 */
export async function measureProductPageJs(productUrl: string): Promise<JsWeight> {
  const browser = await launch();
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

/** "212.4 KB gzip: document 9.1 KB, script 60.2 KB, …", heaviest kind first. */
export function describePageWeight(weight: PageWeight): string {
  const kinds = Object.entries(weight.byKind)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, size]) => `${kind} ${(size / 1024).toFixed(1)} KB`);
  return `${(weight.total / 1024).toFixed(1)} KB gzip (${kinds.join(', ')})`;
}
