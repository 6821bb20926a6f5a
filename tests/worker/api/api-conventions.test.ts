import { describe, expect, it } from 'vitest';
import { ApiError } from '#functions/api/api-error.ts';
import {
  DRAIN_BYTES,
  MAX_FORM_BYTES,
  MAX_JSON_BODY_BYTES,
  readFormData,
  readJsonBody,
} from '#functions/api/request-input.ts';
import { callApi, callWorker, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser } from '#tests/worker/support/factories.ts';
import { countedStream } from '#tests/worker/support/request-bodies.ts';

const PAGER = '/api/common/search/product/pager';

describe('API answers', () => {
  it('are JSON envelopes, never cached, with the security headers', async () => {
    const supplier = await makeSupplier(db());
    const { status, body, headers } = await callApi(PAGER, { body: { supplierId: supplier.name } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { products: { list: [], total: 0, totalPage: 0, pageNo: 1 } } });
    expect(headers.get('content-type')).toContain('application/json');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('tell in Server-Timing how long they took, how many D1 round trips they made and the rows read', async () => {
    const supplier = await makeSupplier(db());
    const { headers } = await callApi(PAGER, { body: { supplierId: supplier.name } });
    expect(headers.get('server-timing')).toMatch(/^api;dur=\d+, d1;desc="1 round trips, \d+ rows read"$/);
  });

  it('answer an unknown /api route, or a known one with the wrong method, with a 404 envelope', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing/here'],
      ['GET', PAGER],
      ['DELETE', '/api'],
      ['GET', '/api/common/search/product/pager/extra'],
    ] as const) {
      const { status, body, headers } = await callApi(path, { method });
      expect(status, `${method} ${path}`).toBe(404);
      expect(body).toEqual({ success: false, errors: [{ field: '', code: 'not_found' }] });
      expect(headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('the anti-forgery check on non-GET calls', () => {
  it('refuses a call without the pair with 403 and says why', async () => {
    const { status, body } = await callApi(PAGER, { body: { supplierId: 'demo' }, withoutXsrf: true });
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, errors: [{ field: '', code: 'xsrf_token_invalid' }] });
  });

  it('refuses a cookie without header, a header without cookie, a mismatch and a token we did not sign', async () => {
    const issued = (await callWorker('/api/nothing')).headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('XSRF-TOKEN='));
    const token = issued!.split(';')[0]!.slice('XSRF-TOKEN='.length);
    const forged = `${token.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    const attempts: Record<string, string>[] = [
      { cookie: `XSRF-TOKEN=${token}` },
      { 'x-xsrf-token': token },
      { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': `${token}x` },
      { cookie: `XSRF-TOKEN=${forged}`, 'x-xsrf-token': forged },
    ];
    for (const headers of attempts) {
      const response = await callWorker(PAGER, { method: 'POST', headers, body: '{"supplierId":"demo"}' });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it('accepts the token a page or API answer handed out, sent back in the header', async () => {
    const supplier = await makeSupplier(db());
    const first = await callWorker('/');
    const cookie = first.headers.getSetCookie().find((value) => value.startsWith('XSRF-TOKEN='))!;
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
    const token = cookie.split(';')[0]!.slice('XSRF-TOKEN='.length);
    const response = await callWorker(PAGER, {
      method: 'POST',
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
      body: JSON.stringify({ supplierId: supplier.name }),
    });
    expect(response.status).toBe(200);
    // A browser that already holds a valid token is not handed another one.
    expect(response.headers.getSetCookie().some((value) => value.startsWith('XSRF-TOKEN='))).toBe(false);
  });

  it('binds the token to the session: one made for a visitor fails once a session cookie is present', async () => {
    const issued = (await callWorker('/api/nothing')).headers
      .getSetCookie()
      .find((value) => value.startsWith('XSRF-TOKEN='))!;
    const token = issued.split(';')[0]!.slice('XSRF-TOKEN='.length);
    const response = await callWorker(PAGER, {
      method: 'POST',
      headers: { cookie: `XSRF-TOKEN=${token}; __Host-vitrine_session=some-session`, 'x-xsrf-token': token },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });

  it('does not ask for the pair on GET', async () => {
    expect((await callApi('/api/nothing')).status).toBe(404);
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400 invalid_json', async () => {
    const { status, body } = await callApi(PAGER, { body: '{"supplierId": "demo",' });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, errors: [{ field: '', code: 'invalid_json' }] });
  });

  it('lists every invalid field with a 400', async () => {
    const { status, body } = await callApi(PAGER, { body: { supplierId: 12, pageNo: 'two', sort: 'cheapest' } });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['pageNo', 'sort', 'supplierId']);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const { status, body } = await callApi(PAGER, { body: { supplierId: 'demo', searchQuery: 'x'.repeat(70_000) } });
    expect(status).toBe(413);
    expect(body.errors).toEqual([{ field: '', code: 'body_too_large' }]);
  });

  it('never answers 500, whatever the body', async () => {
    const bodies = [
      '',
      'null',
      'true',
      '0',
      '-1e309',
      '"text"',
      '[]',
      '[{"supplierId":"demo"}]',
      '{}',
      '{"__proto__":{"admin":true}}',
      '{"supplierId":null}',
      '{"supplierId":"demo","pageNo":1e308}',
      '{"supplierId":"demo","pageNo":-0}',
      '{"supplierId":"demo","pageSize":0.5}',
      '{"supplierId":"demo","menuId":"1 OR 1=1"}',
      '{"supplierId":"demo","searchQuery":"\\" OR 1=1 --"}',
      '{"supplierId":"demo","searchQuery":"NEAR(a b)"}',
      '{"supplierId":"demo","searchQuery":"\\u0000\\ud800"}',
      '{"supplierId":"demo","categoryId":99999999999999999999}',
      '{"supplierId":{"$ne":1}}',
      '{"supplierId":"' + 'a'.repeat(5000) + '"}',
      '\u0000',
      '{"a":'.repeat(500),
    ];
    for (const body of bodies) {
      const { status } = await callApi(PAGER, { body });
      expect(status, body.slice(0, 60)).toBeLessThan(500);
    }
  });
});

describe('bodies sent in chunks, without a length (issue 24 findings 11 and 12)', () => {
  const CHUNK = 16 * 1024;

  it('a JSON body over 64 KB is answered 413, reading a bounded amount past the limit and no more', async () => {
    const endless = countedStream({ chunkBytes: CHUNK, totalBytes: 64 * 1024 * 1024 });
    const { status, body: answer } = await callApi(PAGER, { body: endless.stream });
    expect(status).toBe(413);
    expect(answer.errors).toEqual([{ field: '', code: 'body_too_large' }]);
    // Past the limit the Worker keeps nothing and reads on only so far (DRAIN_BYTES), then cuts the stream.
    expect(endless.pulled()).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES + DRAIN_BYTES + 2 * CHUNK);
    // A body a little over the limit is read to its end, so the answer reaches a client still sending.
    const nearly = countedStream({ chunkBytes: CHUNK, totalBytes: 3 * MAX_JSON_BODY_BYTES });
    expect((await callApi(PAGER, { body: nearly.stream })).status).toBe(413);
    expect(nearly.pulled()).toBe(3 * MAX_JSON_BODY_BYTES);
  });

  it('a multipart body over the form limit is answered 413 at the limit', async () => {
    const owner = await makeUser(db());
    await makeSupplier(db(), { ownerId: owner.id });
    const body = countedStream({ chunkBytes: 256 * 1024, totalBytes: MAX_FORM_BYTES + 10 * 1024 * 1024 });
    const { status, body: answer } = await callApi('/api/supplier/home/file', {
      body: body.stream,
      session: await signIn(owner.id),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(status).toBe(413);
    expect(answer.errors).toEqual([{ field: '', code: 'body_too_large' }]);
    expect(body.pulled()).toBeLessThanOrEqual(MAX_FORM_BYTES + DRAIN_BYTES + 2 * 256 * 1024);
  });

  it('a body whose stream breaks off is a 400, never a 500', async () => {
    for (const [read, code] of [
      [readJsonBody, 'invalid_json'],
      [readFormData, 'invalid_form'],
    ] as const) {
      const body = countedStream({ chunkBytes: 100, totalBytes: 1000, failAfterBytes: 500 });
      const request = new Request(`https://vitrine.test${PAGER}`, {
        method: 'POST',
        body: body.stream,
        headers: { 'content-type': code === 'invalid_json' ? 'application/json' : 'multipart/form-data; boundary=x' },
      });
      const refusal = await read(request).catch((error: unknown) => error);
      expect(refusal, code).toBeInstanceOf(ApiError);
      expect(refusal, code).toMatchObject({ status: 400, errors: [{ field: '', code }] });
    }
  });

  it('200 oversized bodies at once, sized or chunked, are all answered 413', async () => {
    const oversized = 'x'.repeat(MAX_JSON_BODY_BYTES + 1);
    const statuses = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const body =
          index % 2 === 0
            ? JSON.stringify({ supplierId: 'demo', searchQuery: oversized })
            : countedStream({ chunkBytes: CHUNK, totalBytes: 4 * MAX_JSON_BODY_BYTES }).stream;
        return (await callApi(PAGER, { body })).status;
      }),
    );
    expect(statuses.filter((status) => status !== 413)).toEqual([]);
  });
});
