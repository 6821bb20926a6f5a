import type { Page } from '@playwright/test';
import { test } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { cropperDialog, openScreen, publicPage, save, signInNewOwner } from '#tests/e2e/support/workspace.ts';
import { companyPath } from '#src/shared/catalog-paths.ts';
import { drawnPng, type Quarters } from '#tests/e2e/support/drawn-png.ts';

// Spec §2, §5, §9: a chosen JPG or PNG goes through the image cropper before it is uploaded. It
// turns and flips the picture and undoes and redoes; its box is square (800×800 suggested) and its
// one commit button, Use picture, uploads the square part at most 500×500. Other pictures (GIF)
// pass unchanged.

/** Each quarter of the drawn picture has its own colour, so turns and flips show in the result. */
const QUARTERS: Quarters = { topLeft: '#ff0000', topRight: '#00ff00', bottomLeft: '#0000ff', bottomRight: '#ffff00' };

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
  test('turns, flips, undoes and redoes a photo in a square box; what is stored is a square of 500×500', async ({
    page,
    context,
    isMobile,
  }, testInfo) => {
    const owner = await signInNewOwner(context);
    await page.goto('/manage');
    await openScreen(page, isMobile, 'Video & photo');
    const addPhotos = page.getByLabel('Add photos', { exact: true });
    await addPhotos.setInputFiles({
      name: 'factory.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page, 1200, 900, QUARTERS),
    });

    const cropper = cropperDialog(page);
    await expect(cropper).toBeVisible();
    await expect(cropper).toContainText('Required: 800x800px, JPG or PNG');
    const button = (name: string) => cropper.getByRole('button', { name, exact: true });
    await expect(button('Use picture')).toBeEnabled();
    await expect(button('Undo')).toBeDisabled();
    await expect(button('Redo')).toBeDisabled();
    // One commit button: no separate cut.
    await expect(cropper.getByRole('button', { name: /^Crop/ })).toHaveCount(0);
    // The box opens as the largest square: 900×900 of 1200×900.
    await expect(cropper.getByText('Chosen part: 900×900 px, saved as 500×500 px.')).toBeVisible();
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

    // The keyboard makes the box smaller; it stays square and says so, with the spec's suggestion.
    const box = cropper.getByRole('group', { name: 'Crop box' });
    await box.focus();
    const said = cropper.getByText(/^Chosen part: /);
    // Smaller until under the suggestion (a key press is more of the picture on a phone's frame).
    for (let press = 0; press < 30 && !(await said.textContent())!.includes('sharpest'); press++)
      await box.press('Shift+ArrowLeft');
    await expect(button('Undo')).toBeEnabled();
    await expect(said).toContainText('A part of 800×800 px or more looks sharpest.');
    const [chosenWidth, chosenHeight] = (await said.textContent())!.match(/(\d+)×(\d+) px, saved/)!.slice(1);
    expect(chosenWidth).toBe(chosenHeight);
    await page.screenshot({ path: testInfo.outputPath('cropper.png') });
    await button('Use picture').click();
    // Encoding the picture is the slow step: on a busy machine it takes longer than 5 s.
    await expect(cropper).toBeHidden({ timeout: 20_000 });

    const photo = page.getByRole('img', { name: 'Photo 1' });
    await expect(photo).toBeVisible();
    await save(page);

    const url = (await photo.getAttribute('src'))!;
    expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const stored = pngSize(await (await page.request.get(url)).body());
    // A square part of more than 500 px: a square of exactly 500×500.
    expect(stored).toEqual({ width: 500, height: 500 });
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
      { name: 'first.PNG', mimeType: 'image/png', buffer: await drawnPng(page, 40, 30, QUARTERS) },
      { name: 'second.png', mimeType: 'image/png', buffer: await drawnPng(page, 30, 40, QUARTERS) },
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
