import type { Page } from '@playwright/test';
import { test } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { cropperDialog, openScreen, publicPage, save, signInNewOwner } from '#tests/e2e/support/workspace.ts';
import { companyPath } from '#src/shared/catalog-paths.ts';

// Spec §2, §4, §5: a chosen JPG or PNG goes through the image cropper before it is uploaded. It
// turns and flips the picture, undoes and redoes, and a cut starts its history afresh; what is
// uploaded fits within 500×500. Other pictures (GIF) pass unchanged.

/** Each quarter of the drawn picture has its own colour, so turns and flips show in the result. */
const QUARTERS = { topLeft: '#ff0000', topRight: '#00ff00', bottomLeft: '#0000ff', bottomRight: '#ffff00' };

/** A width×height PNG drawn and encoded by the browser. */
async function drawnPng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, quarters }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      const [halfWidth, halfHeight] = [width / 2, height / 2];
      for (const [colour, left, top] of [
        [quarters.topLeft, 0, 0],
        [quarters.topRight, halfWidth, 0],
        [quarters.bottomLeft, 0, halfHeight],
        [quarters.bottomRight, halfWidth, halfHeight],
      ] as const) {
        context.fillStyle = colour;
        context.fillRect(left, top, halfWidth, halfHeight);
      }
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
    },
    { width, height, quarters: QUARTERS },
  );
  return Buffer.from(base64, 'base64');
}

/** A PNG's width and height, from its IHDR chunk (right after the 8-byte signature). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The colour near each corner of a stored picture, as the browser draws it. */
async function cornerColours(page: Page, url: string): Promise<Record<keyof typeof QUARTERS, string>> {
  return page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const at = (x: number, y: number) => {
      const [red, green, blue] = context.getImageData(
        Math.floor(x * bitmap.width),
        Math.floor(y * bitmap.height),
        1,
        1,
      ).data;
      return `#${[red, green, blue].map((value) => value!.toString(16).padStart(2, '0')).join('')}`;
    };
    return {
      topLeft: at(0.05, 0.05),
      topRight: at(0.95, 0.05),
      bottomLeft: at(0.05, 0.95),
      bottomRight: at(0.95, 0.95),
    };
  }, url);
}

test.describe('The image cropper', () => {
  test('turns, flips, undoes, redoes and cuts a photo; what is stored fits within 500×500', async ({
    page,
    context,
    isMobile,
  }) => {
    const owner = await signInNewOwner(context);
    await page.goto('/manage');
    await openScreen(page, isMobile, 'Video & photo');
    const addPhotos = page.getByLabel('Add photos', { exact: true });
    await addPhotos.setInputFiles({
      name: 'factory.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page, 1200, 900),
    });

    const cropper = cropperDialog(page);
    await expect(cropper).toBeVisible();
    await expect(cropper).toContainText('Required: 800x800px, JPG or PNG');
    const button = (name: string) => cropper.getByRole('button', { name, exact: true });
    await expect(button('Use picture')).toBeEnabled();
    await expect(button('Undo')).toBeDisabled();
    await expect(button('Redo')).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    // Turned right, then flipped: blue comes to the top left, then red goes back there.
    await button('Rotate right').click();
    await button('Flip horizontal').click();
    await button('Undo').click();
    await expect(button('Redo')).toBeEnabled();
    await button('Redo').click();
    await expect(button('Redo')).toBeDisabled();
    await button('Flip vertical').click();
    await button('Undo').click();

    // The keyboard narrows the box from the right; the cut keeps that part and forgets the history.
    const box = cropper.getByRole('group', { name: 'Crop box' });
    await box.focus();
    for (let press = 0; press < 4; press++) await box.press('Shift+ArrowLeft');
    await expect(button('Undo')).toBeEnabled();
    await button('Crop').click();
    await expect(cropper.getByRole('status')).toHaveText('Cropped: the picture is now the part you chose.');
    await expect(button('Undo')).toBeDisabled();
    await expect(button('Redo')).toBeDisabled();
    await expect(button('Use picture')).toBeEnabled();
    await button('Use picture').click();
    // Encoding the cut picture is the slow step: on a busy machine it takes longer than 5 s.
    await expect(cropper).toBeHidden({ timeout: 20_000 });

    const photo = page.getByRole('img', { name: 'Photo 1' });
    await expect(photo).toBeVisible();
    await save(page);

    const url = (await photo.getAttribute('src'))!;
    expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const stored = pngSize(await (await page.request.get(url)).body());
    // Turned upright from 1200×900, then narrowed: as tall as allowed, narrower than 3:4.
    expect(stored.height).toBe(500);
    expect(stored.width).toBeLessThan(375);
    expect(stored.width).toBeGreaterThan(100);
    expect(await cornerColours(page, url)).toEqual({
      topLeft: QUARTERS.topLeft,
      topRight: QUARTERS.bottomLeft,
      bottomLeft: QUARTERS.topRight,
      bottomRight: QUARTERS.bottomRight,
    });

    const shown = await publicPage(context, companyPath(owner));
    expect(shown.html).toContain(url);
  });

  test('Cancel and Escape leave a photo out, a GIF passes unchanged, and focus comes back', async ({
    page,
    context,
    isMobile,
  }) => {
    await signInNewOwner(context);
    await page.goto('/manage');
    await openScreen(page, isMobile, 'Video & photo');
    const addPhotos = page.getByLabel('Add photos', { exact: true });
    const cropper = cropperDialog(page);

    await addPhotos.focus();
    await addPhotos.setInputFiles([
      { name: 'first.PNG', mimeType: 'image/png', buffer: await drawnPng(page, 40, 30) },
      { name: 'second.png', mimeType: 'image/png', buffer: await drawnPng(page, 30, 40) },
    ]);
    await expect(cropper).toContainText('first.PNG');
    await cropper.getByRole('button', { name: 'Cancel' }).click();
    await expect(cropper).toContainText('second.png');
    await page.keyboard.press('Escape');
    await expect(cropper).toBeHidden();
    await expect(addPhotos).toBeFocused();
    await expect(page.getByText('No photos yet.')).toBeVisible();

    await addPhotos.setInputFiles({ name: 'moving.gif', mimeType: 'image/gif', buffer: GIF_BYTES });
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await expect(cropper).toBeHidden();
  });
});

/** A 1×1 GIF (the server checks the leading bytes). */
const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
