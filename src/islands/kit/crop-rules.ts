import { fileExtension } from '#src/shared/uploads.ts';

// The image cropper's rules (spec §5, §9), pure so the unit tests hold them: which pictures go
// through it, the square box and how big its result is, how the box turns with the picture, and
// its undo history.

/** What the cropper tells the owner above the picture (spec §9). */
export const CROPPER_TIP = 'Required: 800x800px, JPG or PNG';

/** Spec §5: only these go through the cropper; other pictures (GIF) are uploaded as chosen. */
const CROPPED_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png'];

export function goesThroughCropper(fileName: string): boolean {
  return CROPPED_EXTENSIONS.includes(fileExtension(fileName));
}

/** The cropped picture keeps its kind: PNG stays PNG, JPG and JPEG give JPEG. */
export function croppedType(fileName: string): 'image/png' | 'image/jpeg' {
  return fileExtension(fileName) === 'png' ? 'image/png' : 'image/jpeg';
}

/** Spec §5: the cropped picture is at most 500×500. */
export const MAX_CROPPED_SIDE = 500;
/** Spec §9 "Required: 800x800px": the box is square, and a part this big or bigger is sharpest. */
export const SUGGESTED_SIDE = 800;
export const CROP_ASPECT_RATIO = 1;

export type Size = { width: number; height: number };

/** The box a picture opens with: the largest square, centred (a square picture: all of it). */
export function largestSquare({ width, height }: Size): Box {
  const side = Math.min(width, height);
  return { left: (width - side) / 2, top: (height - side) / 2, width: side, height: side };
}

/** What the cropper says of the part chosen: its size, what is uploaded, and the spec's suggestion when smaller. */
export function chosenPartText(part: Size): string {
  const [chosen, saved] = [Math.round(part.width), fitWithin(part)];
  const size = `Chosen part: ${chosen}×${Math.round(part.height)} px, saved as ${saved.width}×${saved.height} px.`;
  return chosen < SUGGESTED_SIDE
    ? `${size} A part of ${SUGGESTED_SIDE}×${SUGGESTED_SIDE} px or more looks sharpest.`
    : size;
}

/** The size that fits within max×max with the same shape: smaller pictures keep theirs, none is enlarged. */
export function fitWithin({ width, height }: Size, max = MAX_CROPPED_SIDE): Size {
  const scale = Math.min(1, max / width, max / height);
  return {
    width: Math.max(1, Math.min(max, Math.round(width * scale))),
    height: Math.max(1, Math.min(max, Math.round(height * scale))),
  };
}

/** A part of a picture, in its pixels as shown (turned). */
export type Box = Size & { left: number; top: number };

/**
 * Where a box on a picture shown at `size` lies once the picture turns a quarter clockwise (90)
 * or anticlockwise (-90): the crop box turns with the picture, so it keeps the same part.
 */
export function turnedBox({ left, top, width, height }: Box, size: Size, angle: 90 | -90): Box {
  return angle === 90
    ? { left: size.height - top - height, top: left, width: height, height: width }
    : { left: top, top: size.width - left - width, width: height, height: width };
}

/** The view of a picture shown at `size` in a frame of `frame`'s shape: all of it, centred. */
export function wholeView(size: Size, frame: Size): Box {
  const scale = Math.max(size.width / frame.width, size.height / frame.height);
  const [width, height] = [frame.width * scale, frame.height * scale];
  return { left: (size.width - width) / 2, top: (size.height - height) / 2, width, height };
}

/** What the cropper can undo (`past`, latest last) and redo (`future`, next first) around `present`. */
export type History<T> = { past: T[]; present: T; future: T[] };

/** A history with nothing to undo or redo: a new picture. */
export function historyOf<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/** A change the owner made: it can be undone, and what was undone before can no longer be redone. */
export function recordChange<T>({ past, present }: History<T>, next: T): History<T> {
  return { past: [...past, present], present: next, future: [] };
}

export function undoChange<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redoChange<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future };
}
