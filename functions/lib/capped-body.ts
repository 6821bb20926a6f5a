/** A body past its limit: reading stopped there. */
export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge';
}

/**
 * Reads a response's body up to `maxBytes`, counting the bytes as they come: past the limit it
 * cancels the stream and throws, so a body that goes on for ever costs a limit's worth. A length
 * header is only a shortcut (it may lie, or be absent when the body comes chunked), and a Worker's
 * fetch hands a compressed body over decompressed, so what is counted is what would be kept.
 * `signal` ends a body that stalls.
 */
export async function readCappedBody(
  response: Response,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel();
    throw new BodyTooLarge(`declared over ${maxBytes} bytes`);
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  // A cancelled read ends as if the body had ended: the signal tells the two apart below.
  const stop = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', stop, { once: true });
  try {
    signal?.throwIfAborted();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new BodyTooLarge(`over ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    return bytes;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}
