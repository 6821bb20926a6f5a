import { callApi, callWorker } from './call-worker.ts';

/** The answer of every captcha in the worker tests (vitest.config.ts). */
export const CAPTCHA_ANSWER = 'TEST42';

/** `name=value` of a Set-Cookie header, or null when the answer does not set that cookie. */
export function setCookieValue(headers: Headers, name: string): string | null {
  const cookie = headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return cookie ? cookie.slice(name.length + 1).split(';')[0]! : null;
}

/** Shows this "browser" a captcha, as the login pane does, and returns its cookie pair. */
export async function showCaptcha(): Promise<string> {
  const response = await callWorker(`/api/supplier/home/captcha?v=${Date.now()}`);
  await response.arrayBuffer();
  return `vitrine_captcha=${setCookieValue(response.headers, 'vitrine_captcha')}`;
}

let addressCount = 0;

/** A login through the API with a fresh captcha (answered right unless `captcha` says otherwise). */
export async function login(email: string, password: string, options: { captcha?: string; address?: string } = {}) {
  return callApi('/api/login', {
    body: { email, password, captcha: options.captcha ?? CAPTCHA_ANSWER },
    cookies: [await showCaptcha()],
    // Each login comes from its own address unless the test says, so address limits stay per test.
    headers: {
      'cf-connecting-ip': options.address ?? `10.0.${Math.floor(Math.random() * 250)}.${++addressCount % 250}`,
    },
  });
}

/** The session token a successful answer set. */
export function sessionFrom(headers: Headers): string | null {
  return setCookieValue(headers, '__Host-vitrine_session');
}
