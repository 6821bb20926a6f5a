/**
 * A request body that comes in chunks, without a length, as a browser's or a script's streamed
 * upload does: `totalBytes` of spaces in `chunkBytes` pieces, made only when the reader pulls them.
 * `pulled()` says how much the Worker read; `failAfterBytes` breaks the stream off there, as a
 * dropped connection does.
 */
export function countedStream(options: { chunkBytes: number; totalBytes: number; failAfterBytes?: number }) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (options.failAfterBytes !== undefined && pulled >= options.failAfterBytes) {
          controller.error(new Error('connection dropped'));
          return;
        }
        if (pulled >= options.totalBytes) {
          controller.close();
          return;
        }
        const size = Math.min(options.chunkBytes, options.totalBytes - pulled);
        pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}
