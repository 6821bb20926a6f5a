import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { videos } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import type { Env } from '#functions/env.ts';
import { mediaUrl, mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { StreamApiError, streamApi, streamConfigOf, type StreamApi } from '#functions/lib/media/stream-api.ts';
import { storeMedia } from '#functions/lib/media/store-media.ts';
import {
  MAX_VIDEO_BYTES,
  MIN_VIDEO_HEIGHT,
  MIN_VIDEO_WIDTH,
  VIDEO_HOST_UNAVAILABLE,
  VIDEO_NOT_FOUND,
  VIDEO_PROCESSING,
  VIDEO_TOO_SMALL,
  type VideoInfo,
  type VideoUploadTicket,
} from '#src/shared/videos.ts';
import { readPictureUpload } from './picture-upload.ts';
import { readVideoUpload } from './video-upload.ts';
import { settleStreamVideo } from './stream-video.ts';
import { logError } from '#functions/lib/log.ts';

/**
 * Where videos are kept (DESIGN §9: one VideoHost). The embedded default keeps them in R2 behind
 * the Worker; production may hand them to Cloudflare Stream, which the browser uploads to directly
 * and which makes them playable in the background. Either way a video plays from /media/{vid}
 * (functions/lib/media/media-route.ts sends a Stream vid on to Stream's MP4).
 */
export type VideoHost = { provider: 'r2' } | { provider: 'stream'; stream: StreamApi };

export const R2_VIDEO_HOST: VideoHost = { provider: 'r2' };

export function videoHostOf(env: Env): VideoHost {
  const config = streamConfigOf(env);
  return config ? { provider: 'stream', stream: streamApi(config) } : R2_VIDEO_HOST;
}

const LIMITS = { maxBytes: MAX_VIDEO_BYTES, minWidth: MIN_VIDEO_WIDTH, minHeight: MIN_VIDEO_HEIGHT };

/**
 * GET common/polyv/sign: where the browser sends one video. Stream's ticket names the video at
 * once; it is recorded as processing, so video/image can follow it.
 */
export async function signVideoUpload(
  db: Database,
  host: VideoHost,
  supplierId: number,
  now = Date.now(),
): Promise<VideoUploadTicket> {
  if (host.provider === 'r2') return { provider: 'r2', uploadUrl: '/api/supplier/home/video', ...LIMITS };
  const { stream } = host;
  const { uid, uploadUrl } = await askStream(() => stream.createUpload(supplierId));
  await db.insert(videos).values({
    supplierId,
    vid: uid,
    provider: 'stream',
    status: 'processing',
    posterKey: null,
    width: null,
    height: null,
    createdAt: now,
  });
  return { provider: 'stream', uploadUrl, vid: uid, ...LIMITS };
}

export function toVideoInfo(row: typeof videos.$inferSelect): VideoInfo {
  return {
    vid: row.vid,
    status: row.status,
    url: mediaUrl(row.vid),
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
    provider: 'r2' as const,
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
  return toVideoInfo(row);
}

async function videoRow(db: Database, supplierId: number, vid: string) {
  const row = await db.query.videos.findFirst({ where: and(eq(videos.supplierId, supplierId), eq(videos.vid, vid)) });
  if (!row) throw new DomainError('not_found', [{ field: 'vid', code: VIDEO_NOT_FOUND }]);
  return row;
}

/**
 * The supplier's videos these vids name, each ready to show, with its poster: a vid the supplier
 * never uploaded is refused (VIDEO_NOT_FOUND), one its host still prepares too (VIDEO_PROCESSING).
 */
export async function readyVideos(
  db: Database,
  supplierId: number,
  vids: string[],
): Promise<Map<string, { key: string; posterKey: string | null }>> {
  if (vids.length === 0) return new Map();
  const rows = await db
    .select({ vid: videos.vid, posterKey: videos.posterKey, status: videos.status })
    .from(videos)
    .where(and(eq(videos.supplierId, supplierId), inArray(videos.vid, vids)));
  const found = new Map(rows.map((row) => [row.vid, { key: row.vid, posterKey: row.posterKey }]));
  if (vids.some((vid) => !found.has(vid)))
    throw new DomainError('invalid', [{ field: 'medias', code: VIDEO_NOT_FOUND }]);
  if (rows.some((row) => row.status !== 'ready'))
    throw new DomainError('invalid', [{ field: 'medias', code: VIDEO_PROCESSING }]);
  return found;
}

/**
 * POST common/polyv/video/image: a video of this supplier, its state and its poster. A Stream
 * video still processing is asked after first (stream-video.ts settles it).
 */
export async function videoState(
  db: Database,
  bucket: R2Bucket,
  host: VideoHost,
  supplierId: number,
  vid: string,
): Promise<VideoInfo> {
  const row = await videoRow(db, supplierId, vid);
  if (row.status === 'ready' || row.provider !== 'stream' || host.provider !== 'stream') return toVideoInfo(row);
  const { stream } = host;
  return toVideoInfo(await askStream(() => settleStreamVideo(db, bucket, stream, row)));
}

/** Stream not answering as documented is the caller's to retry later (503), not a fault of theirs. */
async function askStream<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof StreamApiError)) throw error;
    logError('videos: the video host failed', error);
    throw new DomainError('unavailable', [{ field: 'vid', code: VIDEO_HOST_UNAVAILABLE }]);
  }
}
