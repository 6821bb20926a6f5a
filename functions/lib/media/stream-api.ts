import * as v from 'valibot';
import type { Env } from '#functions/env.ts';

/**
 * The few Cloudflare Stream API calls the video host makes (https://api.cloudflare.com/client/v4,
 * accounts/{account}/stream/…), each answer checked before it is used. `fetcher` is the Worker's
 * fetch in production; the worker tests hand in a Stream of their own.
 */
export type StreamConfig = { accountId: string; apiToken: string; customerCode: string };

/** Stream's settings when all three are configured (README "Deploy"); otherwise videos stay in R2. */
export function streamConfigOf(
  env: Pick<Env, 'STREAM_ACCOUNT_ID' | 'STREAM_API_TOKEN' | 'STREAM_CUSTOMER_CODE'>,
): StreamConfig | null {
  const { STREAM_ACCOUNT_ID: accountId, STREAM_API_TOKEN: apiToken, STREAM_CUSTOMER_CODE: customerCode } = env;
  return accountId && apiToken && customerCode ? { accountId, apiToken, customerCode } : null;
}

/** Where a ready Stream video plays: its MP4 on the account's Stream domain. */
export function streamPlaybackUrl(config: Pick<StreamConfig, 'customerCode'>, uid: string): string {
  return `https://customer-${config.customerCode}.cloudflarestream.com/${uid}/downloads/default.mp4`;
}

const API = 'https://api.cloudflare.com/client/v4/accounts';
/** Stream names videos by 32 hex digits. */
export const STREAM_UID_PATTERN = /^[0-9a-f]{32}$/;
/** Spec §9's 20 MB leaves no video near this: a longer one is refused by Stream while it is processed. */
const MAX_DURATION_SECONDS = 3600;

const envelope = <T extends v.GenericSchema>(result: T) => v.object({ success: v.literal(true), result });
const directUpload = envelope(
  v.object({ uid: v.pipe(v.string(), v.regex(STREAM_UID_PATTERN)), uploadURL: v.pipe(v.string(), v.url()) }),
);
const videoDetails = envelope(
  v.object({
    readyToStream: v.optional(v.boolean(), false),
    status: v.object({ state: v.string() }),
    size: v.optional(v.nullable(v.number())),
    input: v.optional(v.object({ width: v.optional(v.number(), -1), height: v.optional(v.number(), -1) })),
  }),
);
const downloads = envelope(v.object({ default: v.optional(v.object({ status: v.string() })) }));

export type StreamVideo = v.InferOutput<typeof videoDetails>['result'];

export class StreamApiError extends Error {
  override name = 'StreamApiError';
}

export function streamApi(config: StreamConfig, fetcher: typeof fetch = fetch) {
  async function call<T extends v.GenericSchema>(path: string, schema: T, init: RequestInit = {}) {
    const answer = await fetcher(`${API}/${config.accountId}/stream${path}`, {
      ...init,
      headers: { authorization: `Bearer ${config.apiToken}`, 'content-type': 'application/json' },
    });
    const body: unknown = await answer.json().catch(() => null);
    const parsed = v.safeParse(schema, body);
    // The error names the call and Stream's status, never the token.
    if (!answer.ok || !parsed.success)
      throw new StreamApiError(
        `Stream ${init.method ?? 'GET'} ${path.replace(/[0-9a-f]{32}/, '{uid}')} answered ${answer.status}`,
      );
    return parsed.output as v.InferOutput<T>;
  }

  return {
    /** A one-time upload address for one video of this supplier (a direct creator upload). */
    async createUpload(supplierId: number) {
      const { result } = await call('/direct_upload', directUpload, {
        method: 'POST',
        body: JSON.stringify({ maxDurationSeconds: MAX_DURATION_SECONDS, creator: `supplier-${supplierId}` }),
      });
      return { uid: result.uid, uploadUrl: result.uploadURL };
    },
    async video(uid: string): Promise<StreamVideo> {
      return (await call(`/${uid}`, videoDetails)).result;
    },
    /** Asks for the MP4 every browser's <video> plays (Stream otherwise streams HLS); answers its state. */
    async enableMp4(uid: string): Promise<string> {
      const { result } = await call(`/${uid}/downloads`, downloads, { method: 'POST' });
      return result.default?.status ?? 'inprogress';
    },
    async remove(uid: string): Promise<void> {
      const answer = await fetcher(`${API}/${config.accountId}/stream/${uid}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${config.apiToken}` },
      });
      if (!answer.ok && answer.status !== 404)
        throw new StreamApiError(`Stream DELETE {uid} answered ${answer.status}`);
    },
    /** The frame Stream took as the video's poster (a JPEG), read from the account's own Stream domain. */
    async thumbnail(uid: string): Promise<ArrayBuffer> {
      const url = `https://customer-${config.customerCode}.cloudflarestream.com/${uid}/thumbnails/thumbnail.jpg`;
      const answer = await fetcher(url);
      if (!answer.ok) throw new StreamApiError(`Stream thumbnail of {uid} answered ${answer.status}`);
      return answer.arrayBuffer();
    },
  };
}

export type StreamApi = ReturnType<typeof streamApi>;
