import { afterEach, describe, expect, it, vi } from 'vitest';
import { logError, logWarning, withErrorTracking, withRequestId } from '#functions/lib/log.ts';

// The Worker's log lines (functions/lib/log.ts): JSON that Workers Logs can query, the request's
// cf-ray on each, errors with their stack and causes, and never a failed query's parameters.

function captured(level: 'error' | 'warn') {
  const lines: string[] = [];
  vi.spyOn(console, level).mockImplementation((line: string) => void lines.push(line));
  return () => lines.map((line) => JSON.parse(line) as Record<string, any>);
}

describe('the Worker’s log', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one JSON line naming the event, the request’s cf-ray and the caller’s fields', () => {
    const lines = captured('error');
    const request = new Request('https://vitrine.test/api/x', { headers: { 'cf-ray': '8f3c2a1b0d9e7f66-CDG' } });
    withRequestId(request, () => logError('push: chunk failed', undefined, { sendId: 12 }));
    expect(lines()).toEqual([
      { level: 'error', event: 'push: chunk failed', requestId: '8f3c2a1b0d9e7f66-CDG', sendId: 12 },
    ]);
  });

  it('gives a local request an id of its own, and a line outside any request none', () => {
    const lines = captured('warn');
    withRequestId(new Request('http://localhost/'), () => logWarning('inside'));
    logWarning('outside');
    const [inside, outside] = lines();
    expect(inside!.requestId).toMatch(/^local-[0-9a-f-]{36}$/);
    expect(outside).not.toHaveProperty('requestId');
  });

  it('logs an error with its stack’s frames and its causes, and cuts a failed query’s parameters off', () => {
    const lines = captured('error');
    const d1 = new Error('D1_ERROR: UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT');
    const failed = new Error('Failed query: insert into "users" ("email") values (?)\nparams: someone@buyer.example', {
      cause: d1,
    });
    logError('api: unexpected error', failed);
    const { error } = lines()[0]!;
    expect(error.name).toBe('Error');
    expect(error.message).toBe('Failed query: insert into "users" ("email") values (?)\nparams: (not logged)');
    expect(error.stack).toMatch(/^\s+at /);
    expect(error.cause.message).toContain('UNIQUE constraint failed');
    expect(JSON.stringify(lines())).not.toContain('someone@buyer.example');
  });

  it('hands a logged error, never a warning, to the tracker of the request or of the queue batch', () => {
    captured('error');
    captured('warn');
    const tracked: unknown[] = [];
    const failure = new Error('push service unreachable');
    withRequestId(
      new Request('http://localhost/'),
      () => logError('api: unexpected error', failure),
      (error) => void tracked.push(error),
    );
    withErrorTracking(
      () => {
        logWarning('web push failed', new Error('slow'));
        logError('push: chunk failed, retried later', failure, { sendId: 3 });
      },
      (error) => void tracked.push(error),
    );
    logError('outside any tracker', failure);
    expect(tracked).toEqual([failure, failure]);
  });
});
