import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { chromium, type Browser } from 'playwright-core';

// Browser Rendering's local stand-in (decision 077): npm start runs it beside the Worker, which
// sends it what it sends Cloudflare's /browser-rendering/pdf ({url, gotoOptions, pdfOptions}) and
// gets a PDF back. A browser on this machine prints the page: CHROMIUM_PATH, else Debian's
// Chromium, else Playwright's own. Only pages of the site it serves are printed.

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
}

type RenderRequest = { url?: unknown; gotoOptions?: { timeout?: number }; pdfOptions?: { format?: string } };

/** Starts the stand-in on `port` (this machine only); the browser starts with the first PDF asked. */
export function startPdfRenderer({ host, port, site }: { host: string; port: number; site: string }): Server {
  let browser: Promise<Browser> | null = null;
  const launch = () =>
    (browser ??= chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS }).catch((failure: unknown) => {
      browser = null;
      throw failure;
    }));

  const server = createServer(async (request, response) => {
    const fail = (status: number, message: string) => {
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(message);
    };
    if (request.method !== 'POST' || request.url !== '/pdf') return fail(404, 'POST /pdf only');
    let asked: RenderRequest;
    try {
      asked = JSON.parse((await buffer(request)).toString('utf8')) as RenderRequest;
    } catch {
      return fail(400, 'not JSON');
    }
    if (typeof asked.url !== 'string' || new URL(asked.url).origin !== new URL(site).origin)
      return fail(400, `only pages of ${site} are printed`);
    try {
      const context = await (await launch()).newContext();
      try {
        const page = await context.newPage();
        await page.goto(asked.url, { waitUntil: 'networkidle', timeout: asked.gotoOptions?.timeout ?? 45_000 });
        const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
        response.writeHead(200, { 'content-type': 'application/pdf' });
        response.end(pdf);
      } finally {
        await context.close();
      }
    } catch (failure) {
      console.error('PDF stand-in: could not print', asked.url, failure instanceof Error ? failure.message : failure);
      fail(503, 'no browser to print with (set CHROMIUM_PATH)');
    }
  });
  server.listen(port, host);
  server.on('close', () => void browser?.then((running) => running.close()));
  return server;
}
