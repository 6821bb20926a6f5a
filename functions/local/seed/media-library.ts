import { storeMedia } from '#functions/lib/media/store-media.ts';

/** A document row's fields: what the page shows about a downloadable file. */
export type StoredDocument = { name: string; key: string; size: number; mimeType: string };

/** R2 writes in flight at once: enough to hide the round trips, few enough not to flood the proxy. */
const PARALLEL_WRITES = 12;

/**
 * Stores seed media once each. storeMedia is content-addressed already; remembering what was sent
 * also saves the hashing and the R2 round trip when a picture comes up again (post images, poster
 * frames, the scale supplier's image pool).
 */
export function createMediaLibrary(bucket: R2Bucket) {
  const stored = new Map<string, Promise<string>>();
  const queue = createQueue(PARALLEL_WRITES);

  function once(identity: string, store: () => Promise<string>): Promise<string> {
    let key = stored.get(identity);
    if (!key) {
      key = queue(store);
      stored.set(identity, key);
    }
    return key;
  }

  const encoder = new TextEncoder();
  return {
    svg: (svg: string) =>
      once(svg, () =>
        storeMedia(bucket, { bytes: encoder.encode(svg), contentType: 'image/svg+xml', extension: 'svg' }),
      ),

    /** A binary picked by name (the committed video, the certificate scan). */
    file: (name: string, bytes: Uint8Array, contentType: string, extension: string) =>
      once(`file:${name}`, () => storeMedia(bucket, { bytes, contentType, extension })),

    async document(name: string, bytes: Uint8Array, mimeType: string, extension: string): Promise<StoredDocument> {
      const fileName = `${name}.${extension}`;
      const key = await once(`document:${fileName}`, () =>
        storeMedia(bucket, { bytes, contentType: mimeType, extension }),
      );
      return { name: fileName, key, size: bytes.byteLength, mimeType };
    },
  };
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;

/** Runs at most `limit` tasks at a time, in the order they were queued. */
export function createQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
