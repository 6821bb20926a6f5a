import { UNAVAILABLE_CATALOGUE_LOGIN } from '#src/shared/account-paths.ts';
import {
  SUPPLIER_DISABLED,
  XSRF_COOKIE,
  XSRF_HEADER,
  XSRF_TOKEN_INVALID,
  type Envelope,
  type FieldError,
} from '#src/shared/api.ts';

// The browser's one way to call /api (spec §7): no-store, the anti-forgery header on non-GET
// calls to our own relative addresses (sent again when the page came without one), every failure
// turned into one error shape, and a disabled supplier sending the visitor to the login route.

/** What the caller gets for any failure: message 'Unexpected Error', status 404, the cause attached. */
export class RequestError extends Error {
  readonly status = 404;
  readonly original: unknown;

  constructor(original: unknown) {
    super('Unexpected Error');
    this.name = 'RequestError';
    this.original = original;
  }

  /** The HTTP status the server answered with, or null when no answer came. */
  get httpStatus(): number | null {
    const status = (this.original as { status?: unknown } | null)?.status;
    return typeof status === 'number' ? status : null;
  }

  /** The API's field errors when the server answered with an error envelope, else []. */
  get errors(): FieldError[] {
    const body = (this.original as { body?: unknown } | null)?.body;
    return isEnvelope(body) && !body.success ? body.errors : [];
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown;
  /** A GET that changes state (spec: logout) carries the anti-forgery header too. */
  changesState?: boolean;
};

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';
}

function isRelative(url: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//');
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function carriesError(body: unknown, code: string): boolean {
  return isEnvelope(body) && !body.success && body.errors.some((error) => error.code === code);
}

type Answer = { response: Response; parsed: unknown };

/**
 * Calls the API and resolves with `data` of a successful envelope; rejects with RequestError otherwise.
 * A page the edge cache served came without an anti-forgery cookie; the refusal of a write that had
 * none (or an old one) brings a fresh one, and the write is sent once more with it.
 */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const guarded = (method !== 'GET' || options.changesState) && isRelative(url);
  const sentToken = guarded ? readCookie(XSRF_COOKIE) : null;
  let answer = await send(url, method, options.body, sentToken);
  const freshToken = guarded ? readCookie(XSRF_COOKIE) : null;
  if (answer.response.status === 403 && carriesError(answer.parsed, XSRF_TOKEN_INVALID) && freshToken !== sentToken)
    answer = await send(url, method, options.body, freshToken);
  const { response, parsed } = answer;
  if (carriesError(parsed, SUPPLIER_DISABLED)) window.location.assign(UNAVAILABLE_CATALOGUE_LOGIN);
  if (response.ok && isEnvelope(parsed) && parsed.success) return parsed.data as T;
  throw new RequestError({ status: response.status, body: parsed });
}

async function send(url: string, method: string, payload: unknown, token: string | null): Promise<Answer> {
  const headers = new Headers({ accept: 'application/json' });
  if (token) headers.set(XSRF_HEADER, token);
  let body: BodyInit | undefined;
  if (payload instanceof FormData) body = payload;
  else if (payload !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(payload);
  }
  try {
    const response = await fetch(url, { method, headers, body, cache: 'no-store', credentials: 'same-origin' });
    return { response, parsed: await response.json().catch(() => null) };
  } catch (cause) {
    throw new RequestError(cause);
  }
}
