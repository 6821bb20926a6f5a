import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorTrackerFor } from '#functions/lib/error-tracker.ts';
import { logError, logWarning, withRequestId } from '#functions/lib/log.ts';

// Errors to Sentry when SENTRY_DSN is set (functions/lib/error-tracker.ts): what a request logs as
// an error arrives there with its stack and the request's path and cf-ray, never its cookies or
// query; warnings stay in the log; without a DSN nothing is sent anywhere.

const DSN = 'https://publickey@o1.ingest.sentry.test/42';

function sentryStandIn() {
  const envelopes: { url: string; body: string }[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    envelopes.push({ url: String(input instanceof Request ? input.url : input), body: String(init?.body) });
    return new Response('{}', { status: 200 });
  });
  return envelopes;
}

const signedInRequest = () =>
  new Request('https://vitrine.example/api/app/message/send?token=query-secret', {
    method: 'POST',
    headers: { 'cf-ray': '8f3c2a1b0d9e7f66-CDG', cookie: '__Host-vitrine_session=cookie-secret' },
  });

describe('the error tracker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends a logged error with its stack, path and cf-ray, and none of the request’s secrets', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const envelopes = sentryStandIn();
    const pending: Promise<unknown>[] = [];
    const request = signedInRequest();
    const track = errorTrackerFor(
      request,
      { SENTRY_DSN: DSN, VITRINE_ENV: 'production' },
      {
        waitUntil: (promise) => void pending.push(promise),
      },
    );
    withRequestId(
      request,
      () => {
        logWarning('web push failed', new Error('a push service was slow'));
        logError('api: unexpected error', new Error('the database went away'));
      },
      track,
    );
    await Promise.all(pending);

    expect(envelopes).toHaveLength(1);
    const [{ url, body }] = envelopes as [{ url: string; body: string }];
    expect(url).toMatch(/^https:\/\/o1\.ingest\.sentry\.test\/api\/42\/envelope\//);
    expect(body).toContain('the database went away');
    expect(body).toContain('"stacktrace"');
    expect(body).toContain('/api/app/message/send');
    expect(body).toContain('8f3c2a1b0d9e7f66-CDG');
    expect(body).toContain('"environment":"production"');
    expect(body).not.toContain('cookie-secret');
    expect(body).not.toContain('query-secret');
    expect(body).not.toContain('a push service was slow');
  });

  it('is absent without a DSN', () => {
    expect(errorTrackerFor(signedInRequest(), { VITRINE_ENV: 'production' }, { waitUntil: () => {} })).toBeUndefined();
  });
});
