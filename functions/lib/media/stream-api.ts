import type { Env } from '#functions/env.ts';

/**
 * The few Cloudflare Stream calls the video host makes, through the Worker's Stream binding
 * (wrangler.toml `[stream]`): no API token and no REST client. The poster is read from the
 * account's public Stream domain with the Worker's fetch (`fetcher`; the worker tests hand in
 * their own Stream, binding and domain alike).
 */
export type StreamConfig = { binding: StreamBinding; customerCode: string };

/** Stream when the binding and the account's customer code are both configured (docs/deploy.md); otherwise videos stay in R2. */
export function streamConfigOf(env: Pick<Env, 'STREAM' | 'STREAM_CUSTOMER_CODE'>): StreamConfig | null {
  const { STREAM: binding, STREAM_CUSTOMER_CODE: customerCode } = env;
  return binding && customerCode ? { binding, customerCode } : null;
}

/** Where a ready Stream video plays: its MP4 on the account's Stream domain. */
export function streamPlaybackUrl(config: Pick<StreamConfig, 'customerCode'>, uid: string): string {
  return `https://customer-${config.customerCode}.cloudflarestream.com/${uid}/downloads/default.mp4`;
}

/** Stream names videos by 32 hex digits. */
export const STREAM_UID_PATTERN = /^[0-9a-f]{32}$/;
/** Spec §9's 20 MB leaves no video near this: a longer one is refused by Stream while it is processed. */
const MAX_DURATION_SECONDS = 3600;

/** What the host reads of a video's details. */
export type StreamVideoState = Pick<StreamVideo, 'readyToStream' | 'status' | 'size' | 'input'>;

/** A Stream call that failed: named by the call and Stream's status, for the log; the caller answers 503. */
export class StreamApiError extends Error {
  override name = 'StreamApiError';
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error ? String(error.statusCode) : 'an error';
const isNotFound = (error: unknown) => error instanceof Error && error.name === 'NotFoundError';

async function calling<T>(call: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new StreamApiError(`Stream ${call} answered ${statusOf(error)}`, { cause: error });
  }
}

export function streamApi({ binding, customerCode }: StreamConfig, fetcher: typeof fetch = fetch) {
  return {
    /** A one-time upload address for one video of this supplier (a direct creator upload). */
    async createUpload(supplierId: number) {
      const upload = await calling('createDirectUpload', () =>
        binding.createDirectUpload({ maxDurationSeconds: MAX_DURATION_SECONDS, creator: `supplier-${supplierId}` }),
      );
      if (!STREAM_UID_PATTERN.test(upload.id) || !URL.canParse(upload.uploadURL))
        throw new StreamApiError('Stream createDirectUpload answered an unexpected upload');
      return { uid: upload.id, uploadUrl: upload.uploadURL };
    },
    async video(uid: string): Promise<StreamVideoState> {
      return calling('details', () => binding.video(uid).details());
    },
    /** Asks for the MP4 every browser's <video> plays (Stream otherwise streams HLS); answers its state. */
    async enableMp4(uid: string): Promise<string> {
      const downloads = await calling('downloads.generate', () => binding.video(uid).downloads.generate('default'));
      return downloads.default?.status ?? 'inprogress';
    },
    /** Removes the video; one already gone is removed. */
    async remove(uid: string): Promise<void> {
      await calling('delete', () =>
        binding
          .video(uid)
          .delete()
          .catch((error: unknown) => {
            if (!isNotFound(error)) throw error;
          }),
      );
    },
    /** The frame Stream took as the video's poster (a JPEG), read from the account's own Stream domain. */
    async thumbnail(uid: string): Promise<ArrayBuffer> {
      const answer = await fetcher(
        `https://customer-${customerCode}.cloudflarestream.com/${uid}/thumbnails/thumbnail.jpg`,
      );
      if (!answer.ok) throw new StreamApiError(`Stream thumbnail of {uid} answered ${answer.status}`);
      return answer.arrayBuffer();
    },
  };
}

export type StreamApi = ReturnType<typeof streamApi>;
