import type { APIRequestContext } from '@playwright/test';
import { VIEW_BEACON_PATH } from '#src/shared/view-beacon.ts';
import { viewCarriedBy } from '#tests/support/page-view.ts';
import { expect } from './fixtures.ts';

/**
 * Opens a public page in `request`'s browser (its user agent and cookies) and sends the view it
 * carries, as its script does once the page has loaded (src/scripts/view-beacon.ts), waiting for
 * the answer a real beacon never reads. Answers the page's state in the cache in front of the
 * Worker (the Worker's own header is stored with the copy).
 */
export async function viewPublicPage(request: APIRequestContext, path: string): Promise<string> {
  const page = await request.get(path);
  expect(page.status(), path).toBe(200);
  const view = viewCarriedBy(await page.text());
  expect(view, `${path} carries a view to count`).not.toBeNull();
  const beacon = await request.post(VIEW_BEACON_PATH, {
    data: view!,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });
  expect(beacon.status(), path).toBe(204);
  return page.headers()['cf-cache-status']!;
}
