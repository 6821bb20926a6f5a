import type { Page } from '@playwright/test';

/** The colours of a picture's four quarters (one colour for all makes a plain picture). */
export type Quarters = { topLeft: string; topRight: string; bottomLeft: string; bottomRight: string };

export const plain = (colour: string): Quarters => ({
  topLeft: colour,
  topRight: colour,
  bottomLeft: colour,
  bottomRight: colour,
});

/** A width×height PNG drawn and encoded by the browser; pictures of other colours are other files. */
export async function drawnPng(page: Page, width: number, height: number, quarters: Quarters): Promise<Buffer> {
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
    { width, height, quarters },
  );
  return Buffer.from(base64, 'base64');
}
