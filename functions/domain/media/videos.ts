import { and, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { videos } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { mediaUrl, mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { storeMedia } from '#functions/lib/media/store-media.ts';
import {
  MAX_VIDEO_BYTES,
  MIN_VIDEO_HEIGHT,
  MIN_VIDEO_WIDTH,
  VIDEO_NOT_FOUND,
  VIDEO_TOO_SMALL,
  type VideoInfo,
  type VideoUploadTicket,
} from '#src/shared/videos.ts';
import { readPictureUpload } from './picture-upload.ts';
import { readVideoUpload } from './video-upload.ts';

/**
 * Where videos are kept (DESIGN §9: one VideoHost interface). The embedded default keeps them in
 * R2 behind the Worker, played from /media/ with byte ranges; a hosted service (Cloudflare Stream
 * in production) is another implementation of the same two answers.
 */
export type VideoHost = {
  provider: 'r2';
  /** GET common/polyv/sign: where and how the browser sends one video. */
  uploadTicket(): VideoUploadTicket;
  /** Where a stored video plays. */
  playbackUrl(vid: string): string;
};

export const R2_VIDEO_HOST: VideoHost = {
  provider: 'r2',
  uploadTicket: () => ({
    provider: 'r2',
    uploadUrl: '/api/supplier/home/video',
    maxBytes: MAX_VIDEO_BYTES,
    minWidth: MIN_VIDEO_WIDTH,
    minHeight: MIN_VIDEO_HEIGHT,
  }),
  playbackUrl: mediaUrl,
};

function toVideoInfo(host: VideoHost, row: typeof videos.$inferSelect): VideoInfo {
  return {
    vid: row.vid,
    status: row.status,
    url: host.playbackUrl(row.vid),
    imageUrl: mediaUrlOrNull(row.posterKey),
    posterKey: row.posterKey,
    width: row.width,
    height: row.height,
  };
}

/**
 * A video the owner uploaded to the R2 host, with the frame the browser took as its poster and the
 * size the browser read (absent for formats the browser cannot play; then nothing is claimed).
 */
export async function storeUploadedVideo(
  db: Database,
  bucket: R2Bucket,
  supplierId: number,
  upload: { file: File; poster?: File; width?: number; height?: number },
  now = Date.now(),
): Promise<VideoInfo> {
  const { width, height } = upload;
  if (width !== undefined && height !== undefined && (width < MIN_VIDEO_WIDTH || height < MIN_VIDEO_HEIGHT))
    throw new DomainError('invalid', [{ field: 'file', code: VIDEO_TOO_SMALL }]);
  const [video, poster] = await Promise.all([
    readVideoUpload(upload.file, 'file'),
    upload.poster && readPictureUpload(upload.poster, 'poster'),
  ]);
  const [vid, posterKey] = await Promise.all([storeMedia(bucket, video), poster ? storeMedia(bucket, poster) : null]);
  const row = {
    supplierId,
    vid,
    provider: R2_VIDEO_HOST.provider,
    status: 'ready' as const,
    posterKey,
    width: width ?? null,
    height: height ?? null,
    createdAt: now,
  };
  await db
    .insert(videos)
    .values(row)
    .onConflictDoUpdate({
      target: [videos.supplierId, videos.vid],
      set: { posterKey, width: row.width, height: row.height },
    });
  return toVideoInfo(R2_VIDEO_HOST, row);
}

/** POST common/polyv/video/image: a video of this supplier, its state and its poster. */
export async function findVideo(db: Database, supplierId: number, vid: string): Promise<VideoInfo> {
  const row = await db.query.videos.findFirst({ where: and(eq(videos.supplierId, supplierId), eq(videos.vid, vid)) });
  if (!row) throw new DomainError('not_found', [{ field: 'vid', code: VIDEO_NOT_FOUND }]);
  return toVideoInfo(R2_VIDEO_HOST, row);
}
