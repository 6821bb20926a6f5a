import { describe, expect, it } from 'vitest';
import {
  chosenPartText,
  croppedType,
  fitWithin,
  goesThroughCropper,
  historyOf,
  largestSquare,
  MAX_CROPPED_SIDE,
  recordChange,
  redoChange,
  turnedBox,
  undoChange,
  wholeView,
} from '#src/islands/kit/crop-rules.ts';

describe('which pictures go through the cropper (spec §5)', () => {
  it('takes JPG, JPEG and PNG of any case', () => {
    for (const name of ['a.jpg', 'b.JPG', 'c.jpeg', 'd.JpEg', 'e.png', 'f.PNG', 'my.holiday.photo.jpg'])
      expect(goesThroughCropper(name), name).toBe(true);
  });

  it('lets other files pass unchanged', () => {
    for (const name of ['a.gif', 'b.GIF', 'c.webp', 'd.pdf', 'png', 'jpg', 'no-extension', 'e.png.txt'])
      expect(goesThroughCropper(name), name).toBe(false);
  });

  it('gives back the kind of picture chosen', () => {
    expect(croppedType('logo.png')).toBe('image/png');
    expect(croppedType('LOGO.PNG')).toBe('image/png');
    for (const name of ['a.jpg', 'b.JPEG', 'c.jpeg']) expect(croppedType(name), name).toBe('image/jpeg');
  });
});

describe('the size of the cropped picture (spec §5: at most 500×500)', () => {
  it('scales bigger parts down to fit, keeping their shape', () => {
    expect(MAX_CROPPED_SIDE).toBe(500);
    expect(fitWithin({ width: 1200, height: 900 })).toEqual({ width: 500, height: 375 });
    expect(fitWithin({ width: 900, height: 1200 })).toEqual({ width: 375, height: 500 });
    expect(fitWithin({ width: 800, height: 800 })).toEqual({ width: 500, height: 500 });
    expect(fitWithin({ width: 4000, height: 10 })).toEqual({ width: 500, height: 1 });
  });

  it('never enlarges a smaller part', () => {
    expect(fitWithin({ width: 320, height: 200 })).toEqual({ width: 320, height: 200 });
    expect(fitWithin({ width: 500, height: 500 })).toEqual({ width: 500, height: 500 });
    expect(fitWithin({ width: 1, height: 1 })).toEqual({ width: 1, height: 1 });
  });

  it('stays within the limit whatever the rounding', () => {
    for (const [width, height] of [
      [1001, 999],
      [503, 7],
      [12345, 6789],
      [777, 3333],
    ] as const) {
      const fitted = fitWithin({ width, height });
      expect(fitted.width).toBeLessThanOrEqual(500);
      expect(fitted.height).toBeLessThanOrEqual(500);
      expect(Math.max(fitted.width, fitted.height)).toBe(500);
    }
  });
});

describe('a quarter turn (spec §2: rotate left and right)', () => {
  // A 1200×900 picture; the box holds its top left corner, 300 wide and 200 high, 10 px in.
  const size = { width: 1200, height: 900 };
  const box = { left: 10, top: 20, width: 300, height: 200 };

  it('turns the box with the picture, so it keeps the same part', () => {
    // Clockwise the top left corner goes to the top right of the 900×1200 picture.
    expect(turnedBox(box, size, 90)).toEqual({ left: 900 - 20 - 200, top: 10, width: 200, height: 300 });
    // Anticlockwise it goes to the bottom left.
    expect(turnedBox(box, size, -90)).toEqual({ left: 20, top: 1200 - 10 - 300, width: 200, height: 300 });
  });

  it('comes back where it was after turning both ways, or four times one way', () => {
    const turned = { width: 900, height: 1200 };
    expect(turnedBox(turnedBox(box, size, 90), turned, -90)).toEqual(box);
    let around = box;
    for (let quarter = 0; quarter < 4; quarter++) around = turnedBox(around, quarter % 2 ? turned : size, 90);
    expect(around).toEqual(box);
  });

  it('keeps a box over the whole picture over the whole picture', () => {
    expect(turnedBox({ left: 0, top: 0, ...size }, size, 90)).toEqual({ left: 0, top: 0, width: 900, height: 1200 });
    expect(turnedBox({ left: 0, top: 0, ...size }, size, -90)).toEqual({ left: 0, top: 0, width: 900, height: 1200 });
  });

  it('shows all of the turned picture, centred in the frame', () => {
    // A tall picture in a wide frame: as high as the picture, with room either side.
    expect(wholeView({ width: 900, height: 1200 }, { width: 600, height: 400 })).toEqual({
      left: -450,
      top: 0,
      width: 1800,
      height: 1200,
    });
    // A wide picture in a tall frame: as wide as the picture, with room above and below.
    expect(wholeView({ width: 1200, height: 900 }, { width: 300, height: 600 })).toEqual({
      left: 0,
      top: -750,
      width: 1200,
      height: 2400,
    });
  });
});

describe('the undo history (spec §2: undo and redo)', () => {
  const start = historyOf('picture');

  it('starts with nothing to undo or redo', () => {
    expect(start).toEqual({ past: [], present: 'picture', future: [] });
    expect(undoChange(start)).toBe(start);
    expect(redoChange(start)).toBe(start);
  });

  it('undoes changes latest first and redoes them in order', () => {
    const changed = recordChange(recordChange(start, 'rotated'), 'flipped');
    expect(changed).toEqual({ past: ['picture', 'rotated'], present: 'flipped', future: [] });

    const once = undoChange(changed);
    expect(once).toEqual({ past: ['picture'], present: 'rotated', future: ['flipped'] });
    const twice = undoChange(once);
    expect(twice).toEqual({ past: [], present: 'picture', future: ['rotated', 'flipped'] });
    expect(undoChange(twice)).toBe(twice);

    expect(redoChange(twice)).toEqual(once);
    expect(redoChange(redoChange(twice))).toEqual(changed);
  });

  it('forgets what was undone once a new change is made', () => {
    const undone = undoChange(recordChange(recordChange(start, 'rotated'), 'flipped'));
    expect(recordChange(undone, 'moved')).toEqual({ past: ['picture', 'rotated'], present: 'moved', future: [] });
  });

  it('leaves the history it was given as it was', () => {
    const changed = recordChange(start, 'rotated');
    undoChange(changed);
    recordChange(changed, 'flipped');
    expect(changed).toEqual({ past: ['picture'], present: 'rotated', future: [] });
  });
});

describe('the square box (spec §9: 800×800) and what it gives (§5: at most 500×500)', () => {
  it('opens as the largest square of the picture, centred', () => {
    expect(largestSquare({ width: 1200, height: 900 })).toEqual({ left: 150, top: 0, width: 900, height: 900 });
    expect(largestSquare({ width: 300, height: 640 })).toEqual({ left: 0, top: 170, width: 300, height: 300 });
    expect(largestSquare({ width: 800, height: 800 })).toEqual({ left: 0, top: 0, width: 800, height: 800 });
  });

  it('gives a square of at most 500×500 from any square part', () => {
    for (const side of [1, 37, 499, 500, 501, 800, 4000, 12_345.6]) {
      const out = fitWithin({ width: side, height: side });
      expect(out.width, String(side)).toBe(out.height);
      expect(out.width).toBeLessThanOrEqual(MAX_CROPPED_SIDE);
    }
    expect(fitWithin(largestSquare({ width: 4000, height: 3000 }))).toEqual({ width: 500, height: 500 });
  });

  it('says the size chosen, and suggests 800×800 when it is smaller', () => {
    expect(chosenPartText({ width: 900, height: 900 })).toBe('Chosen part: 900×900 px, saved as 500×500 px.');
    expect(chosenPartText({ width: 420.4, height: 420.4 })).toBe(
      'Chosen part: 420×420 px, saved as 420×420 px. A part of 800×800 px or more looks sharpest.',
    );
  });
});
