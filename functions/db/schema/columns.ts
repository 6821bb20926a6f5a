import { integer, text } from 'drizzle-orm/sqlite-core';

/** Milliseconds since the epoch: the spec's createTime/updated values are ms numbers. */
export const timestamps = {
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
};

export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** A picture or video in a gallery: the row keeps the R2 key, pages build the URL. */
export function galleryMediaColumns() {
  return {
    position: integer('position').notNull(),
    type: text('type', { enum: MEDIA_TYPES }).notNull(),
    key: text('key').notNull(),
    /** Still image shown before a video plays. */
    posterKey: text('poster_key'),
  };
}

/** A downloadable file (certificate, data sheet) with what the page shows about it. */
export function documentColumns() {
  return {
    position: integer('position').notNull(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    size: integer('size').notNull(),
    mimeType: text('mime_type').notNull(),
  };
}
