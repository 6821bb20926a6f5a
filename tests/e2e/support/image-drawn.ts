import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the picture has arrived and decoded: visible is not enough, a slow answer leaves an
 * empty frame for a moment, and a broken one for good.
 */
export async function expectImageDrawn(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
}
