import { describe, expect, it } from 'vitest';
import { createXsrfToken, hasValidXsrfPair, isValidXsrfToken } from '#functions/lib/xsrf.ts';

const SECRET = 'unit-test-secret-unit-test-secret-0123';

describe('signed anti-forgery tokens', () => {
  it('are valid for the session they were made for', async () => {
    const token = await createXsrfToken(SECRET, 'session-a');
    expect(await isValidXsrfToken(SECRET, 'session-a', token)).toBe(true);
  });

  it('fail for another session, another secret, or any change', async () => {
    const token = await createXsrfToken(SECRET, 'session-a');
    expect(await isValidXsrfToken(SECRET, 'session-b', token)).toBe(false);
    expect(await isValidXsrfToken(`${SECRET}x`, 'session-a', token)).toBe(false);
    expect(await isValidXsrfToken(SECRET, 'session-a', `${token}x`)).toBe(false);
    expect(await isValidXsrfToken(SECRET, 'session-a', `x${token}`)).toBe(false);
    expect(await isValidXsrfToken(SECRET, 'session-a', 'nonce.signature')).toBe(false);
    expect(await isValidXsrfToken(SECRET, 'session-a', '')).toBe(false);
  });

  it('differ every time, even for the same session', async () => {
    expect(await createXsrfToken(SECRET, '')).not.toBe(await createXsrfToken(SECRET, ''));
  });

  it('need the header to equal the cookie', async () => {
    const token = await createXsrfToken(SECRET, '');
    const call = (cookie: string, header?: string) =>
      new Request('https://vitrine.test/api/x', {
        method: 'POST',
        headers: { cookie, ...(header !== undefined && { 'x-xsrf-token': header }) },
      });
    expect(await hasValidXsrfPair(call(`XSRF-TOKEN=${token}`, token), SECRET)).toBe(true);
    expect(await hasValidXsrfPair(call(`XSRF-TOKEN=${token}`), SECRET)).toBe(false);
    expect(await hasValidXsrfPair(call('', token), SECRET)).toBe(false);
    expect(await hasValidXsrfPair(call(`XSRF-TOKEN=${token}`, await createXsrfToken(SECRET, '')), SECRET)).toBe(false);
  });
});
