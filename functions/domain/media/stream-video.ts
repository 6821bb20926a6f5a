import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { videos } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import type { StreamApi } from '#functions/lib/media/stream-api.ts';
import { storeMedia } from '#functions/lib/media/store-media.ts';
import {
  MAX_VIDEO_BYTES,
  MIN_VIDEO_HEIGHT,
  MIN_VIDEO_WIDTH,
  VIDEO_FAILED,
  VIDEO_TOO_LARGE,
  VIDEO_TOO_SMALL,
} from '#src/shared/videos.ts';
import { readPictureUpload } from './picture-upload.ts';

type VideoRow = typeof videos.$inferSelect;

/**
 * A Stream video still processing, as Stream tells it now. It becomes ready once Stream can play
 * it and has made its MP4 (what every browser's <video> plays): then its size is recorded and
 * Stream's poster frame is kept in R2 like any poster. The rules the R2 host checks on upload
 * (spec §9: under 20 MB, at least 640×360) are checked here, when Stream knows them; a video that
 * breaks one, or that Stream could not read, is removed from Stream and forgotten.
 */
export async function settleStreamVideo(
  db: Database,
  bucket: R2Bucket,
  stream: StreamApi,
  row: VideoRow,
): Promise<VideoRow> {
  const video = await stream.video(row.vid);
  if (video.status.state === 'error') return refuse(db, stream, row, VIDEO_FAILED);
  if (!video.readyToStream) return row;
  const width = video.input && video.input.width > 0 ? video.input.width : null;
  const height = video.input && video.input.height > 0 ? video.input.height : null;
  if (width !== null && height !== null && (width < MIN_VIDEO_WIDTH || height < MIN_VIDEO_HEIGHT))
    return refuse(db, stream, row, VIDEO_TOO_SMALL);
  if ((video.size ?? 0) >= MAX_VIDEO_BYTES) return refuse(db, stream, row, VIDEO_TOO_LARGE);
  if ((await stream.enableMp4(row.vid)) !== 'ready') return row;

  const poster = await readPictureUpload(new File([await stream.thumbnail(row.vid)], 'poster.jpg'), 'vid');
  const settled = { status: 'ready' as const, posterKey: await storeMedia(bucket, poster), width, height };
  await db
    .update(videos)
    .set(settled)
    .where(and(eq(videos.supplierId, row.supplierId), eq(videos.vid, row.vid)));
  return { ...row, ...settled };
}

/** An upload Stream has not made ready in a day was abandoned (its one-time address lasts 30 minutes). */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60_000;

/**
 * Hourly: Stream uploads still processing a day after they were signed (the owner left, or the file
 * never arrived) are removed from Stream and forgotten. Answers how many.
 */
export async function forgetAbandonedUploads(db: Database, stream: StreamApi, now = Date.now()): Promise<number> {
  const abandoned = await db
    .select({ supplierId: videos.supplierId, vid: videos.vid })
    .from(videos)
    .where(
      and(
        eq(videos.provider, 'stream'),
        eq(videos.status, 'processing'),
        lt(videos.createdAt, now - ABANDONED_UPLOAD_MS),
      ),
    );
  for (const { supplierId, vid } of abandoned) {
    await stream.remove(vid);
    await db.delete(videos).where(and(eq(videos.supplierId, supplierId), eq(videos.vid, vid)));
  }
  return abandoned.length;
}

async function refuse(db: Database, stream: StreamApi, row: VideoRow, code: string): Promise<never> {
  await stream.remove(row.vid);
  await db.delete(videos).where(and(eq(videos.supplierId, row.supplierId), eq(videos.vid, row.vid)));
  throw new DomainError('invalid', [{ field: 'vid', code }]);
}
