import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { createSession } from '#functions/domain/accounts/sessions.ts';
import { openDatabase } from '#functions/db/client.ts';
import { createXsrfToken } from '#functions/lib/xsrf.ts';
import worker from './test-worker.ts';

export const ORIGIN = 'https://vitrine.test';
export const SESSION_COOKIE = '__Host-vitrine_session';

export const db = () => openDatabase(env.DB);

/** A request through the whole Worker, as a browser on https://vitrine.test would send it. */
export function callWorker(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
}

/**
 * The same request handed to the Worker's handler in this isolate rather than through the runtime:
 * a streamed body the Worker leaves unread is then no pipe that workerd logs as aborted (the route
 * fuzz sends thousands). Waits for the work the answer left running.
 */
export async function callHandler(path: string, init: RequestInit = {}, edgeCache?: CacheContext): Promise<Response> {
  const ctx = createExecutionContext();
  // The cache Cloudflare puts in front of the Worker, as the production runtime hands it over.
  if (edgeCache) Object.defineProperty(ctx, 'cache', { value: edgeCache });
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export type CallOptions = {
  method?: string;
  /**
   * Sent as JSON unless it is already a string (sent as is), a FormData (sent as multipart) or a
   * stream (sent in chunks, without a length; JSON unless the headers say).
   */
  body?: unknown;
  /** The session token of a signed-in caller. */
  session?: string;
  /** Leave out the anti-forgery pair, as a forged cross-site request would. */
  withoutXsrf?: boolean;
  headers?: Record<string, string>;
  /** More cookies, as `name=value` pairs (a captcha cookie, an old session…). */
  cookies?: string[];
  /** Hand the request to the handler in this isolate (callHandler). */
  inProcess?: boolean;
  /** The edge cache in front of the Worker (its purges), handed over in ctx.cache; implies inProcess. */
  edgeCache?: CacheContext;
};

/**
 * Calls the API the way our browser code does: cookies, the anti-forgery pair on writes, and the
 * Fetch Metadata a browser adds to a page's own fetches (a test of another site's request says otherwise).
 */
export async function callApi(
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers = new Headers({ 'sec-fetch-site': 'same-origin', ...options.headers });
  const cookies: string[] = [...(options.cookies ?? [])];
  if (options.session) cookies.push(`${SESSION_COOKIE}=${options.session}`);
  if (method !== 'GET' && !options.withoutXsrf) {
    const token = await createXsrfToken(env.APP_SECRET, options.session ?? '');
    cookies.push(`XSRF-TOKEN=${token}`);
    headers.set('X-XSRF-TOKEN', token);
  }
  if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
  // A FormData goes as multipart (the runtime sets the boundary); anything else as JSON unless the headers say.
  const sentAsIs =
    options.body === undefined ||
    typeof options.body === 'string' ||
    options.body instanceof FormData ||
    options.body instanceof ReadableStream;
  const body = (sentAsIs ? options.body : JSON.stringify(options.body)) as BodyInit | undefined;
  if (!(body === undefined || body instanceof FormData) && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  const init = { method, headers, body };
  const response =
    options.inProcess || options.edgeCache
      ? await callHandler(path, init, options.edgeCache)
      : await callWorker(path, init);
  // Pictures (QR codes, captchas) are read but not kept: tests of their bytes call callWorker.
  const isText = /^(application\/json|text\/)/.test(response.headers.get('content-type') ?? '');
  const text = isText ? await response.text() : (await response.arrayBuffer(), '');
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** Signs the user in and returns the session token to pass as `session`. */
export async function signIn(userId: number): Promise<string> {
  return (await createSession(db(), userId)).token;
}
