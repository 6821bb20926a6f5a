import { vi } from 'vitest';

// The PDF catalogue's renderer as the worker tests see it: its address (vitest.config.ts
// PDF_RENDERER_ORIGIN) answered here, with a small PDF naming the page it was asked to print.
// Restore with vi.restoreAllMocks(). The real renderer prints in the e2e tests.

const RENDERER = 'http://pdf-renderer.test/pdf';

/** The renderer: answers each request with a small PDF naming the page it was asked to print. */
export function fakeRenderer(status = 200) {
  const asked: { url: string; body: { url: string; pdfOptions: unknown } }[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(RENDERER)) return realFetch(input, init);
    const body = (await request.json()) as { url: string; pdfOptions: unknown };
    asked.push({ url: request.url, body });
    return status === 200
      ? new Response(`%PDF-1.7 printed ${body.url}`, { headers: { 'content-type': 'application/pdf' } })
      : new Response('busy', { status });
  });
  return asked;
}
