// Smaller copies of uploaded pictures for responsive <img srcset> (issue 11): made by the Worker on
// a copy's first request (functions/lib/media/image-copies.ts), kept in R2 after that.

/** Where stored files are served from: /media/{key}. */
export const MEDIA_PATH_PREFIX = '/media/';

/** The widths copies are made at; a picture narrower than one is copied at its own width. */
export const IMAGE_COPY_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageCopyWidth = (typeof IMAGE_COPY_WIDTHS)[number];

/** Pictures that get copies: photos. SVG scales itself; a GIF would lose its animation. */
const COPYABLE_KEY = /^[0-9a-f]{64}\.(?:jpg|png)$/;

export function isCopyableKey(key: string): boolean {
  return COPYABLE_KEY.test(key);
}

export function isImageCopyWidth(width: number): width is ImageCopyWidth {
  return (IMAGE_COPY_WIDTHS as readonly number[]).includes(width);
}

/** /media/{width}w/{key}: the copy of a stored picture at that width. */
export function imageCopyUrl(key: string, width: ImageCopyWidth): string {
  return `${MEDIA_PATH_PREFIX}${width}w/${key}`;
}

/** The key and width of a copy's path below /media/ ('640w/{key}'), or null for anything else. */
export function parseImageCopyPath(path: string): { key: string; width: ImageCopyWidth } | null {
  const match = /^(\d{3,4})w\/(.+)$/.exec(path);
  if (!match) return null;
  const width = Number(match[1]);
  const key = match[2]!;
  return isImageCopyWidth(width) && isCopyableKey(key) ? { key, width } : null;
}

/**
 * The srcset of a picture served from /media/ (its copies at every width), or undefined for any
 * other picture: the browser then takes `src` as it is.
 */
export function imageSrcset(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(MEDIA_PATH_PREFIX)) return undefined;
  const key = url.slice(MEDIA_PATH_PREFIX.length);
  if (!isCopyableKey(key)) return undefined;
  return IMAGE_COPY_WIDTHS.map((width) => `${imageCopyUrl(key, width)} ${width}w`).join(', ');
}

/** An <img>'s srcset and sizes, or neither for a picture that has no copies. */
export function pictureSources(url: string | null | undefined, sizes: string): { srcset?: string; sizes?: string } {
  const srcset = imageSrcset(url);
  return srcset ? { srcset, sizes } : {};
}
