import type { Env } from '#functions/env.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { logWarning } from '#functions/lib/log.ts';
import { PDF_UNAVAILABLE } from '#src/shared/catalogue-pdf.ts';

// A page of this site printed to PDF by a browser (decision 077): Cloudflare Browser Rendering's
// REST API in production, npm start's local stand-in (functions/local/pdf-renderer.ts) here. Both
// take the same request, so the Worker does not know which one it talks to. The address printed is
// always this site's own page: nothing a user typed is ever fetched.

const BROWSER_RENDERING_API = 'https://api.cloudflare.com/client/v4/accounts';

/** What both renderers are asked: the page, A4 with its backgrounds, once its pictures are in. */
export function renderRequest(pageUrl: string) {
  return {
    url: pageUrl,
    gotoOptions: { waitUntil: 'networkidle0', timeout: 45_000 },
    pdfOptions: { format: 'a4', printBackground: true, preferCSSPageSize: true },
  };
}

type RendererEnv = Pick<Env, 'BROWSER_RENDERING_ACCOUNT_ID' | 'BROWSER_RENDERING_API_TOKEN' | 'PDF_RENDERER_ORIGIN'>;

function rendererOf(env: RendererEnv): { url: string; headers: Record<string, string> } | null {
  if (env.BROWSER_RENDERING_ACCOUNT_ID && env.BROWSER_RENDERING_API_TOKEN)
    return {
      url: `${BROWSER_RENDERING_API}/${env.BROWSER_RENDERING_ACCOUNT_ID}/browser-rendering/pdf`,
      headers: { authorization: `Bearer ${env.BROWSER_RENDERING_API_TOKEN}` },
    };
  if (env.PDF_RENDERER_ORIGIN) return { url: `${env.PDF_RENDERER_ORIGIN}/pdf`, headers: {} };
  return null;
}

/** The page at `pageUrl` as a PDF; a missing or failing renderer is 503 pdf_unavailable. */
export async function renderPdf(env: RendererEnv, pageUrl: string): Promise<ArrayBuffer> {
  const renderer = rendererOf(env);
  if (!renderer) throw new DomainError('unavailable', PDF_UNAVAILABLE);
  const response = await fetch(renderer.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...renderer.headers },
    body: JSON.stringify(renderRequest(pageUrl)),
  }).catch((failure: unknown) => {
    logWarning('pdf: renderer unreachable', failure);
    return null;
  });
  const isPdf = response?.ok && response.headers.get('content-type')?.startsWith('application/pdf');
  if (!response || !isPdf) {
    if (response) logWarning('pdf: renderer refused', undefined, { status: response.status });
    await response?.body?.cancel();
    throw new DomainError('unavailable', PDF_UNAVAILABLE);
  }
  return response.arrayBuffer();
}
