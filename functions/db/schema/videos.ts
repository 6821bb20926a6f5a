import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { suppliers } from './suppliers.ts';

export const VIDEO_PROVIDERS = ['r2', 'stream'] as const;
export const VIDEO_STATUSES = ['processing', 'ready'] as const;

/**
 * A supplier's uploaded videos (spec §3 message video: vid, status, imageUrl, width, height). The
 * vid is what the video host names the video by: for the R2 host, the content-hash key of its bytes;
 * for Cloudflare Stream, Stream's uid (32 hex digits).
 */
export const videos = sqliteTable(
  'videos',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    vid: text('vid').notNull(),
    provider: text('provider', { enum: VIDEO_PROVIDERS }).notNull(),
    status: text('status', { enum: VIDEO_STATUSES }).notNull(),
    /** The still shown before the video plays: a frame the browser took, stored in R2. */
    posterKey: text('poster_key'),
    width: integer('width'),
    height: integer('height'),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.supplierId, table.vid] }), index('videos_vid_idx').on(table.vid)],
);
