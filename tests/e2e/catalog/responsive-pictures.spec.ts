import type { APIRequestContext, Page } from '@playwright/test';
import { ownAddress, xsrfToken } from '#tests/e2e/support/account.ts';
import { expect, test } from '#tests/e2e/support/fixtures.ts';
import { openNewCatalogue } from '#tests/e2e/support/workspace.ts';
import { EMPTY_PRODUCT_PROFILE } from '#src/shared/owner-products.ts';

// Issue 11: pictures on public pages come in sizes. A product's 1600×1200 photo is shown on the
// storefront and the product page from WebP copies the browser picks by its screen, each smaller
// than the photo, and the page preloads the very copy its gallery shows.

/** A photo-like JPEG (gradients and grain: what a camera gives, not a flat test card), made by the browser. */
async function photoJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1600, 1200);
    const draw = canvas.getContext('2d')!;
    const sky = draw.createLinearGradient(0, 0, 1600, 1200);
    sky.addColorStop(0, '#2f6f9f');
    sky.addColorStop(1, '#e0b070');
    draw.fillStyle = sky;
    draw.fillRect(0, 0, 1600, 1200);
    const grain = draw.getImageData(0, 0, 1600, 1200);
    let seed = 7;
    for (let index = 0; index < grain.data.length; index += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed % 41) - 20;
      grain.data[index] = grain.data[index]! + noise;
      grain.data[index + 1] = grain.data[index + 1]! + noise;
      grain.data[index + 2] = grain.data[index + 2]! + noise;
    }
    draw.putImageData(grain, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

/** A product of a new catalogue with that photo as its first picture (the way the ERP adds one). */
async function productWithPhoto(api: APIRequestContext, photo: Buffer): Promise<{ supplierName: string; id: number }> {
  const { supplierName } = await openNewCatalogue(api);
  const headers = { 'x-xsrf-token': await xsrfToken(api) };
  const added = await api.post('/api/supplier/product/add', {
    headers,
    data: {
      ...EMPTY_PRODUCT_PROFILE,
      productName: 'Harbour photo',
      modelNumber: 'HP-1600',
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { id } = ((await added.json()) as { data: { id: number } }).data;
  const medias = await api.patch(`/api/supplier/product/medias/${id}`, {
    headers,
    multipart: {
      medias: JSON.stringify([{ name: 'harbour.jpg' }]),
      'harbour.jpg': { name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(medias.ok(), await medias.text()).toBe(true);
  return { supplierName, id };
}

/** The picture an <img> shows and how many bytes it took, as the browser fetched it. */
async function shown(page: Page, selector: string) {
  const picture = page.locator(selector).first();
  await expect(picture).toHaveJSProperty('complete', true);
  const url = new URL(await picture.evaluate((image: HTMLImageElement) => image.currentSrc));
  const answer = await page.request.get(url.pathname);
  return { path: url.pathname, type: answer.headers()['content-type'], bytes: (await answer.body()).byteLength };
}

test('a photo is shown from a copy the size of the screen, smaller than the photo', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
  try {
    await page.goto('/favicon.svg');
    const photo = await photoJpeg(page);
    const { supplierName } = await productWithPhoto(owner.request, photo);

    await page.goto(`/${supplierName}`);
    const card = await shown(page, '.product-card img');
    expect(card.path).toMatch(/^\/media\/(320|640|960)w\/[0-9a-f]{64}\.jpg$/);
    expect(card.type).toBe('image/webp');
    expect(card.bytes).toBeLessThan(photo.byteLength / 4);

    await page.getByRole('link', { name: /Harbour photo/ }).click();
    const gallery = await shown(page, '.gallery-slide img');
    expect(gallery.path).toMatch(/^\/media\/(640|960|1280)w\/[0-9a-f]{64}\.jpg$/);
    expect(gallery.type).toBe('image/webp');
    expect(gallery.bytes).toBeLessThan(photo.byteLength * 0.6);
    // The preload names the same copies, so the browser fetches the gallery's picture once.
    const preload = page.locator('head link[rel="preload"][as="image"]');
    expect(await preload.getAttribute('imagesrcset')).toBe(
      await page.locator('.gallery-slide img').first().getAttribute('srcset'),
    );
    expect(await preload.getAttribute('imagesizes')).toBe(
      await page.locator('.gallery-slide img').first().getAttribute('sizes'),
    );
    // The zoom still opens the photo itself.
    const zoom = await page.locator('.gallery-zoom').first().getAttribute('data-zoom');
    expect((await (await page.request.get(zoom!)).body()).byteLength).toBe(photo.byteLength);
  } finally {
    await owner.close();
  }
});
