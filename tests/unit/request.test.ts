import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '#src/client/accounts.ts';
import { request, RequestError } from '#src/client/request.ts';
import { UNAVAILABLE_CATALOGUE_LOGIN } from '#src/shared/account-paths.ts';

type Call = { url: string; init: RequestInit };
let calls: Call[];
let assign: ReturnType<typeof vi.fn>;

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

beforeEach(() => {
  calls = [];
  assign = vi.fn();
  vi.stubGlobal('document', { cookie: 'isLogin=true; XSRF-TOKEN=abc.def%3D; other=1' });
  vi.stubGlobal('window', { location: { assign } });
});
afterEach(() => vi.unstubAllGlobals());

const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);

describe('the browser request layer', () => {
  it('resolves with the data of a successful envelope, never cached', async () => {
    answer(200, { success: true, data: { total: 3 } });
    await expect(request('/api/common/x')).resolves.toEqual({ total: 3 });
    expect(calls[0]?.init.cache).toBe('no-store');
  });

  it('sends the anti-forgery header, taken from the cookie, on non-GET calls to relative addresses', async () => {
    answer(200, { success: true, data: null });
    await request('/api/app/product/star', { method: 'POST', body: { productId: 1 } });
    expect(headersOf(calls[0]).get('X-XSRF-TOKEN')).toBe('abc.def=');
    expect(calls[0]?.init.body).toBe('{"productId":1}');
    expect(headersOf(calls[0]).get('content-type')).toBe('application/json');
  });

  it('does not send it on GET calls or to other sites', async () => {
    answer(200, { success: true, data: null });
    await request('/api/common/x');
    await request('https://elsewhere.test/api', { method: 'POST', body: {} });
    await request('//elsewhere.test/api', { method: 'POST', body: {} });
    expect(calls.map((call) => headersOf(call).has('X-XSRF-TOKEN'))).toEqual([false, false, false]);
  });

  it('sends it on the logout, a GET that changes state, so only our own pages can log the user out', async () => {
    answer(200, { success: true, data: null });
    await endSession();
    expect(calls[0]?.url).toBe('/api/logout');
    expect(calls[0]?.init.method).toBe('GET');
    expect(headersOf(calls[0]).get('X-XSRF-TOKEN')).toBe('abc.def=');
  });

  it("turns any failure into 'Unexpected Error' with status 404 and the original attached", async () => {
    answer(400, { success: false, errors: [{ field: 'email', code: 'invalid_email' }] });
    const failure = await request('/api/x', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({ message: 'Unexpected Error', status: 404, original: { status: 400 } });
    expect((failure as RequestError).errors).toEqual([{ field: 'email', code: 'invalid_email' }]);
  });

  it('treats a network error, a non-JSON answer and a success:false envelope as failures too', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request('/api/x')).rejects.toMatchObject({
      message: 'Unexpected Error',
      status: 404,
      original: new TypeError('Failed to fetch'),
    });
    answer(502, '<html>Bad gateway</html>');
    await expect(request('/api/x')).rejects.toMatchObject({ original: { status: 502, body: null } });
    answer(200, { success: false, errors: [] });
    await expect(request('/api/x')).rejects.toBeInstanceOf(RequestError);
  });

  it('sends the visitor to the login route when the supplier is disabled', async () => {
    answer(403, { success: false, errors: [{ field: 'supplierId', code: 'supplier_disable' }] });
    await expect(request('/api/common/x')).rejects.toBeInstanceOf(RequestError);
    expect(assign).toHaveBeenCalledWith(UNAVAILABLE_CATALOGUE_LOGIN);
  });

  it('sends FormData as it is, for uploads', async () => {
    answer(200, { success: true, data: null });
    const form = new FormData();
    form.set('content', 'hello');
    await request('/api/app/post/create', { method: 'POST', body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(headersOf(calls[0]).has('content-type')).toBe(false);
  });
});
