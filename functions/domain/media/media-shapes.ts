import { documentUrl, mediaUrl } from '#functions/lib/media/media-key.ts';

/**
 * Spec §3 medias: type is 'image' or 's3-video'. Every size points at the same stored file
 * (SVG and video scale themselves); a video's pictures are its poster.
 */
export type GalleryMedia = {
  type: 'image' | 's3-video';
  url: string;
  imageUrl: string;
  largeImageUrl: string;
  largeUrl: string;
};

export function toGalleryMedia(row: { type: 'image' | 'video'; key: string; posterKey: string | null }): GalleryMedia {
  const url = mediaUrl(row.key);
  if (row.type === 'image') return { type: 'image', url, imageUrl: url, largeImageUrl: url, largeUrl: url };
  const poster = row.posterKey ? mediaUrl(row.posterKey) : '';
  return { type: 's3-video', url, imageUrl: poster, largeImageUrl: poster, largeUrl: url };
}

/** Spec §3 document: name, size (bytes), type (the file's extension, for its icon), url. */
export type DocumentLink = { name: string; size: number; type: string; url: string };

export function toDocumentLink(row: { name: string; key: string; size: number }): DocumentLink {
  // The key's extension is the type the stored bytes were found to be; a name's last dot may be anything ('Cert v1.2').
  const extension = /\.([a-z0-9]{1,5})$/i.exec(row.key)?.[1] ?? /\.([a-z0-9]{1,5})$/i.exec(row.name)?.[1] ?? '';
  return { name: row.name, size: row.size, type: extension.toLowerCase(), url: documentUrl(row.key, row.name) };
}
