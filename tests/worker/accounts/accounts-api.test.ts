import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localMailbox, sessions, users } from '#functions/db/schema/index.ts';
import { issueCaptcha, spendCaptcha } from '#functions/domain/accounts/captcha.ts';
import { countWrongPassword } from '#functions/domain/accounts/password-guesses.ts';
import { env, exports } from 'cloudflare:workers';
import { createXsrfToken } from '#functions/lib/xsrf.ts';
import { callApi, callWorker, db, ORIGIN, signIn } from '#tests/worker/support/call-worker.ts';
import { login, sessionFrom, setCookieValue, showCaptcha } from '#tests/worker/support/accounts.ts';
import { makeSupplier, makeUser, TEST_PASSWORD, unique } from '#tests/worker/support/factories.ts';

const PASSWORD = TEST_PASSWORD;
const NEW_PASSWORD = 'Brand-new-pass-2';

/** The token in the newest mail's link to `path` (verify or reset) sent to `to`. */
async function linkTokenFor(to: string, path: '/account/verify' | '/account/reset'): Promise<string> {
  const [newest] = await db()
    .select()
    .from(localMailbox)
    .where(eq(localMailbox.to, to))
    .orderBy(desc(localMailbox.id))
    .limit(1);
  const match = new RegExp(`https://vitrine\\.test${path}\\?token=([A-Za-z0-9_-]+)`).exec(newest?.text ?? '');
  if (!match) throw new Error(`no ${path} link in the mail to ${to}`);
  return match[1]!;
}

describe('captcha', () => {
  it('is a PNG picture with a cookie naming it, never cached', async () => {
    const response = await callWorker('/api/supplier/home/captcha?v=1');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    expect(response.headers.get('set-cookie')).toMatch(/^vitrine_captcha=[\w-]+;.*HttpOnly/i);
  });

  it('takes one guess: right or wrong, it is spent', async () => {
    const { cookieValue } = await issueCaptcha(db(), null);
    const [row] = await db().query.captchas.findMany({ limit: 1, orderBy: (table, { desc }) => desc(table.expiresAt) });
    expect(row!.answer).toMatch(/^[A-Z0-9]{6}$/);
    expect(await spendCaptcha(db(), cookieValue, 'WRONG1')).toBe(false);
    expect(await spendCaptcha(db(), cookieValue, row!.answer)).toBe(false);

    const second = await issueCaptcha(db(), null);
    const answer = (await db().query.captchas.findMany()).find(
      (candidate) => candidate.expiresAt >= row!.expiresAt && candidate.answer !== row!.answer,
    )?.answer;
    expect(await spendCaptcha(db(), second.cookieValue, ` ${answer!.toLowerCase()} `)).toBe(true);
  });

  it('expires after five minutes', async () => {
    const now = Date.now();
    const { cookieValue } = await issueCaptcha(db(), 'ABC123', now);
    expect(await spendCaptcha(db(), cookieValue, 'ABC123', now + 5 * 60_000 + 1)).toBe(false);
  });
});

describe('login', () => {
  it('signs in: HttpOnly session cookie, isLogin hint, a new anti-forgery token, and the user', async () => {
    const user = await makeUser(db());
    const answer = await login(user.email.toUpperCase(), PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: user.id, email: user.email, supplier: null, tags: [] });
    const cookies = answer.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith('__Host-vitrine_session='))).toMatch(/HttpOnly/i);
    expect(cookies.find((cookie) => cookie.startsWith('isLogin=true'))).not.toMatch(/HttpOnly/i);
    expect(setCookieValue(answer.headers, 'XSRF-TOKEN')).toBeTruthy();
    // The real-time channel's token, for the page to read (spec §7 Real-time channel).
    expect(cookies.find((cookie) => cookie.startsWith('channelToken='))).not.toMatch(/HttpOnly/i);
    const current = await callApi('/api/current', { session: sessionFrom(answer.headers)! });
    expect(current.body.data.email).toBe(user.email);
  });

  it("delivers the user's tags with the user data (spec §3), by name, and nobody else's", async () => {
    const [user, other] = await Promise.all([makeUser(db()), makeUser(db())]);
    const session = await signIn(user.id);
    for (const name of ['Pumps', 'abrasives']) await callApi('/api/app/supplier-tag/add', { body: { name }, session });
    await callApi('/api/app/supplier-tag/add', { body: { name: 'Theirs' }, session: await signIn(other.id) });
    const tags = (await callApi('/api/current', { session })).body.data.tags;
    expect(tags).toEqual([
      { id: expect.any(Number), name: 'abrasives' },
      { id: expect.any(Number), name: 'Pumps' },
    ]);
    expect((await callApi('/api/app/account/current', { session })).body.data.tags).toEqual(tags);
  });

  it('renews the session: a token the browser held before stops working', async () => {
    const user = await makeUser(db());
    const before = await signIn(user.id);
    const answer = await callApi('/api/login', {
      body: { email: user.email, password: PASSWORD, captcha: 'TEST42' },
      session: before,
      cookies: [await showCaptcha()],
    });
    expect(answer.status).toBe(200);
    expect(sessionFrom(answer.headers)).not.toBe(before);
    expect((await callApi('/api/current', { session: before })).body.data).toBeNull();
  });

  it('answers each spec error on its field', async () => {
    const user = await makeUser(db());
    expect((await login(user.email, PASSWORD, { captcha: 'WRONG1' })).body.errors).toEqual([
      { field: 'captcha', code: 'captcha_invalid' },
    ]);
    expect((await login(user.email, PASSWORD, { captcha: 'abc' })).body.errors).toEqual([
      { field: 'captcha', code: 'invalid_captcha' },
    ]);
    expect((await login(user.email, 'Wrong-password-9')).body.errors).toEqual([
      { field: 'email', code: 'account_login_failed' },
    ]);
    expect((await login('nobody-here@vitrine.test', PASSWORD)).body.errors).toEqual([
      { field: 'email', code: 'account_login_failed' },
    ]);
    expect((await login('not-an-address', PASSWORD)).body.errors).toEqual([{ field: 'email', code: 'invalid_email' }]);
    expect((await login(user.email, 'short')).body.errors).toEqual([{ field: 'password', code: 'invalid_password' }]);
  });

  it('needs a captcha this browser was shown', async () => {
    const user = await makeUser(db());
    const answer = await callApi('/api/login', { body: { email: user.email, password: PASSWORD, captcha: 'TEST42' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'captcha', code: 'captcha_invalid' }]);
  });

  it('tells an unverified or disabled account so, only to someone who knows the password', async () => {
    const unverified = await makeUser(db());
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, unverified.id));
    expect((await login(unverified.email, PASSWORD)).body.errors).toEqual([
      { field: 'email', code: 'account_login_email_not_verfied' },
    ]);
    expect((await login(unverified.email, 'Wrong-password-9')).body.errors).toEqual([
      { field: 'email', code: 'account_login_failed' },
    ]);

    const disabled = await makeUser(db());
    await db().update(users).set({ status: 'temporarily_disabled' }).where(eq(users.id, disabled.id));
    const answer = await login(disabled.email, PASSWORD);
    expect(answer.status).toBe(403);
    expect(answer.body.errors).toEqual([{ field: 'email', code: 'account_is_temporary_disabled' }]);
  });

  it('stops an account at one address after 5 failed logins in 15 minutes (429), even with the right password', async () => {
    const user = await makeUser(db());
    const address = `203.0.113.${Math.floor(Math.random() * 250)}`;
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(user.email, 'Wrong-password-9', { address })).status).toBe(400);
    const blocked = await login(user.email, PASSWORD, { address });
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors).toEqual([{ field: '', code: 'too_many_attempts' }]);
    // The captcha still comes first: a wrong one is answered as such, not as the limit.
    expect((await login(user.email, PASSWORD, { address, captcha: 'WRONG1' })).body.errors).toEqual([
      { field: 'captcha', code: 'captcha_invalid' },
    ]);
  });

  it("never locks the owner out from elsewhere with a stranger's guesses, yet stops guesses spread over 50 addresses", async () => {
    const user = await makeUser(db());
    for (let attempt = 0; attempt < 5; attempt++)
      await login(user.email, 'Wrong-password-9', { address: '192.0.2.66' });
    expect((await login(user.email, 'Wrong-password-9', { address: '192.0.2.66' })).status).toBe(429);
    expect((await login(user.email, PASSWORD, { address: '192.0.2.7' })).status).toBe(200);
    // A distributed guesser: one wrong password from each of many addresses (counted directly, no hash).
    const now = Date.now();
    await Promise.all(
      Array.from({ length: 45 }, (_, index) =>
        countWrongPassword(env, { email: user.email, address: `10.9.${index}.1` }, now),
      ),
    );
    expect((await login(user.email, PASSWORD, { address: '192.0.2.8' })).status).toBe(429);
  });

  it('stops an address after 20 failed logins in 15 minutes, whatever the accounts (wrong captchas count too)', async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
    // Wrong captchas cost no password hash, which keeps this test fast; one wrong password to show both count.
    await login(`${unique('guess')}@vitrine.test`, 'Wrong-password-9', { address });
    for (let attempt = 1; attempt < 20; attempt++)
      await login(`${unique('guess')}@vitrine.test`, PASSWORD, { address, captcha: 'WRONG1' });
    const user = await makeUser(db());
    expect((await login(user.email, PASSWORD, { address })).status).toBe(429);
    expect((await login(user.email, PASSWORD)).status).toBe(200);
  });
});

describe('logout', () => {
  it('ends the session and clears the cookies', async () => {
    const user = await makeUser(db());
    const session = await signIn(user.id);
    const answer = await callApi('/api/logout', { session });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().some((cookie) => /^isLogin=;.*Max-Age=0/i.test(cookie))).toBe(true);
    expect(answer.headers.getSetCookie().some((cookie) => /^channelToken=;.*Max-Age=0/i.test(cookie))).toBe(true);
    expect(answer.headers.getSetCookie().some((cookie) => /^__Host-vitrine_session=;.*Max-Age=0/i.test(cookie))).toBe(
      true,
    );
    expect((await callApi('/api/current', { session })).body.data).toBeNull();
  });

  it("is refused to another site's link or page (a GET the session cookie would follow), and the session lives on", async () => {
    const user = await makeUser(db());
    const session = await signIn(user.id);
    const forged: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.vitrine.test' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      // An old browser sends no Fetch Metadata and, for a link, no Origin.
      { 'sec-fetch-site': '' },
    ];
    for (const headers of forged) {
      const answer = await callApi('/api/logout', { session, headers });
      expect(answer, JSON.stringify(headers)).toMatchObject({
        status: 403,
        body: { errors: [{ code: 'xsrf_token_invalid' }] },
      });
      expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith('__Host-vitrine_session='))).toBe(false);
    }
    expect((await callApi('/api/current', { session })).body.data).toMatchObject({ id: user.id });
  });

  it('is accepted from our own pages: a same-origin fetch, our Origin, or the anti-forgery header', async () => {
    const user = await makeUser(db());
    const fromOrigin = await callApi('/api/logout', {
      session: await signIn(user.id),
      headers: { 'sec-fetch-site': '', origin: ORIGIN },
    });
    expect(fromOrigin.status).toBe(200);
    const session = await signIn(user.id);
    const token = await createXsrfToken(env.APP_SECRET, session);
    const withToken = await callApi('/api/logout', {
      session,
      headers: { 'sec-fetch-site': '', 'x-xsrf-token': token },
      cookies: [`XSRF-TOKEN=${token}`],
    });
    expect(withToken.status).toBe(200);
    expect((await callApi('/api/current', { session })).body.data).toBeNull();
  });
});

describe('register and verify', () => {
  it('creates an unverified account, mails a link, and the link verifies it', async () => {
    const email = `${unique('new')}@vitrine.test`;
    const answer = await callApi('/api/register', {
      body: { email: ` ${email.toUpperCase()} `, password: PASSWORD, repeatPassword: PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ email });
    expect((await login(email, PASSWORD)).body.errors).toEqual([
      { field: 'email', code: 'account_login_email_not_verfied' },
    ]);

    const token = await linkTokenFor(email, '/account/verify');
    const { verifyEmail } = await import('#functions/domain/accounts/email-verification.ts');
    expect(await verifyEmail(db(), token)).toBe(true);
    expect(await verifyEmail(db(), token)).toBe(true);
    expect(await verifyEmail(db(), 'x'.repeat(43))).toBe(false);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it("carries where the person was going into the verification mail's link, and never another site", async () => {
    const mailText = async (returnTo: string) => {
      const email = `${unique('going')}@vitrine.test`;
      const answer = await callApi('/api/register', {
        body: { email, password: PASSWORD, repeatPassword: PASSWORD, returnTo },
        // An address of its own: the other tests' mails do not count toward this one's limit.
        headers: { 'cf-connecting-ip': `203.0.113.${returnTo.length}` },
      });
      expect(answer.status).toBe(200);
      const [mail] = await db().select().from(localMailbox).where(eq(localMailbox.to, email)).limit(1);
      return mail!.text;
    };
    const text = await mailText('/manage/create');
    const link = /https:\/\/vitrine\.test(\/account\/verify\?token=[\w-]+&return=%2Fmanage%2Fcreate)/.exec(text);
    expect(link, text).not.toBeNull();
    // The verified page's Login leading there is walked in e2e (manage/workspace.spec.ts).
    // Another site is never a destination: the link carries nothing.
    for (const elsewhere of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      expect(await mailText(elsewhere)).not.toContain('&return=');
    }
  });

  it('refuses a registered address, a weak password and a wrong repeat, each on its field', async () => {
    const user = await makeUser(db());
    const errorsOf = async (body: object) => (await callApi('/api/register', { body })).body.errors;
    expect(await errorsOf({ email: user.email, password: PASSWORD, repeatPassword: PASSWORD })).toEqual([
      { field: 'email', code: 'account_register_email_exists' },
    ]);
    // The stricter rule for new passwords: a capital letter is needed.
    expect(
      await errorsOf({ email: `${unique('a')}@vitrine.test`, password: 'lowercase-1', repeatPassword: 'lowercase-1' }),
    ).toEqual([{ field: 'password', code: 'invalid_password' }]);
    expect(
      await errorsOf({ email: `${unique('a')}@vitrine.test`, password: PASSWORD, repeatPassword: 'Other-pass-1' }),
    ).toEqual([{ field: 'repeatPassword', code: 'password_mismatch' }]);
    expect(await errorsOf({ email: 'nope', password: PASSWORD, repeatPassword: PASSWORD })).toEqual([
      { field: 'email', code: 'invalid_email' },
    ]);
  });

  it('remembers who invited the new user through their invite link', async () => {
    const inviter = await makeUser(db());
    const url = (await callApi('/api/invite-url', { session: await signIn(inviter.id) })).body.data.url as string;
    expect(url).toMatch(/^https:\/\/vitrine\.test\/account\/register\?invite=[\w-]+$/);
    const invite = new URL(url).searchParams.get('invite')!;
    const email = `${unique('invited')}@vitrine.test`;
    await callApi('/api/register', { body: { email, password: PASSWORD, repeatPassword: PASSWORD, invite } });
    const row = await db().query.users.findFirst({ where: eq(users.email, email) });
    expect(row?.invitedBy).toBe(inviter.id);
    expect((await callApi('/api/invite-url')).status).toBe(401);
  });
});

describe('forgot and reset', () => {
  it('mails a reset link that sets a new password once and ends every session', async () => {
    const user = await makeUser(db());
    const session = await signIn(user.id);
    expect((await callApi('/api/forgot', { body: { email: user.email } })).status).toBe(200);
    const token = await linkTokenFor(user.email, '/account/reset');

    const reset = await callApi('/api/reset-password', {
      body: { token, password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect((await callApi('/api/current', { session })).body.data).toBeNull();
    expect((await login(user.email, PASSWORD)).status).toBe(400);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);

    const again = await callApi('/api/reset-password', {
      body: { token, password: PASSWORD, repeatPassword: PASSWORD },
    });
    expect(again.body.errors).toEqual([{ field: 'token', code: 'account_reset_token_invalid' }]);
  });

  it('says when the address has no account, and checks the new password rules', async () => {
    expect((await callApi('/api/forgot', { body: { email: `${unique('ghost')}@vitrine.test` } })).body.errors).toEqual([
      { field: 'email', code: 'account_forgot_email_not_exists' },
    ]);
    expect((await callApi('/api/forgot', { body: { email: 'bad' } })).body.errors).toEqual([
      { field: 'email', code: 'invalid_email' },
    ]);
    const token = 'a'.repeat(43);
    expect(
      (await callApi('/api/reset-password', { body: { token, password: 'weak', repeatPassword: 'weak' } })).body.errors,
    ).toEqual([{ field: 'password', code: 'invalid_password' }]);
    expect(
      (await callApi('/api/reset-password', { body: { token, password: NEW_PASSWORD, repeatPassword: 'x' } })).body
        .errors,
    ).toEqual([{ field: 'repeatPassword', code: 'password_mismatch' }]);
  });

  it('limits mails to one recipient to 5 an hour', async () => {
    const user = await makeUser(db());
    for (let mail = 0; mail < 5; mail++)
      expect(
        (
          await callApi('/api/forgot', {
            body: { email: user.email },
            headers: { 'cf-connecting-ip': `192.0.2.${mail}` },
          })
        ).status,
      ).toBe(200);
    const sixth = await callApi('/api/forgot', {
      body: { email: user.email },
      headers: { 'cf-connecting-ip': '192.0.2.99' },
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.errors).toEqual([{ field: '', code: 'too_many_attempts' }]);
  });
});

describe('my account (app/account)', () => {
  it('changes the password with the current one, ends other sessions and keeps this browser in', async () => {
    const user = await makeUser(db());
    const here = await signIn(user.id);
    const elsewhere = await signIn(user.id);
    const wrong = await callApi('/api/app/account/update', {
      session: here,
      body: { oldPassword: 'Not-mine-1', password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
    });
    expect(wrong.body.errors).toEqual([{ field: 'oldPassword', code: 'account_password_wrong' }]);

    const changed = await callApi('/api/app/account/update', {
      session: here,
      body: { oldPassword: PASSWORD, password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    const renewed = sessionFrom(changed.headers)!;
    expect((await callApi('/api/app/account/current', { session: renewed })).body.data.id).toBe(user.id);
    expect((await callApi('/api/app/account/current', { session: elsewhere })).status).toBe(401);
    expect((await callApi('/api/app/account/current', { session: here })).status).toBe(401);
  });

  it('limits wrong current passwords like logins: 5 from one address, then 429 even with the right one', async () => {
    const user = await makeUser(db());
    const session = await signIn(user.id);
    const change = (oldPassword: string) =>
      callApi('/api/app/account/update', {
        session,
        headers: { 'cf-connecting-ip': '198.51.100.77' },
        body: { oldPassword, password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
      });
    for (let attempt = 0; attempt < 5; attempt++) expect((await change('Not-mine-1')).status).toBe(400);
    expect(await change(PASSWORD)).toMatchObject({ status: 429, body: { errors: [{ code: 'too_many_attempts' }] } });
    // The same windows as the login's: the guesses count there too.
    expect((await login(user.email, PASSWORD, { address: '198.51.100.77' })).status).toBe(429);
  });

  it('sets the visibility, and refuses values it does not know', async () => {
    const user = await makeUser(db());
    const session = await signIn(user.id);
    expect(
      (await callApi('/api/app/account/update-visibility', { session, body: { visibility: 'hidden' } })).body.data,
    ).toEqual({ visibility: 'hidden' });
    expect((await callApi('/api/app/account/current', { session })).body.data.visibility).toBe('hidden');
    expect(
      (await callApi('/api/app/account/update-visibility', { session, body: { visibility: 'public' } })).body.errors,
    ).toEqual([{ field: 'visibility', code: 'invalid_visibility' }]);
  });

  it('sends the avatar picture, or 404 when there is none', async () => {
    const user = await makeUser(db());
    const answer = await callApi('/api/app/account/avatar', { session: await signIn(user.id) });
    expect(answer.status).toBe(404);
  });

  it('deletes the account with its sessions and private data, once the password is given again', async () => {
    const user = await makeUser(db());
    const session = await signIn(user.id);
    const remove = (body?: unknown) => callApi('/api/app/account/delete', { method: 'DELETE', session, body });
    expect(await remove()).toMatchObject({ status: 400, body: { errors: [{ field: 'password', code: 'required' }] } });
    expect(await remove({ password: 'Wrong-password-9' })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'password', code: 'account_password_wrong' }] },
    });
    expect((await callApi('/api/current', { session })).body.data).toMatchObject({ id: user.id });
    const answer = await remove({ password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(await db().query.users.findFirst({ where: eq(users.id, user.id) })).toBeUndefined();
    expect(await db().query.sessions.findMany({ where: eq(sessions.userId, user.id) })).toEqual([]);
    expect((await login(user.email, PASSWORD)).body.errors).toEqual([{ field: 'email', code: 'account_login_failed' }]);
  });

  it('keeps a supplier owner from deleting the account while the catalogue is theirs', async () => {
    const owner = await makeUser(db());
    await makeSupplier(db(), { ownerId: owner.id });
    const answer = await callApi('/api/app/account/delete', {
      method: 'DELETE',
      session: await signIn(owner.id),
      body: { password: PASSWORD },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual([{ field: '', code: 'account_delete_supplier_owner' }]);
  });
});

describe('admin: account status', () => {
  it('disables an account: its sessions end and its login says so', async () => {
    const admin = await makeUser(db(), { isAdmin: true });
    const user = await makeUser(db());
    const userSession = await signIn(user.id);
    const answer = await callApi('/api/admin/user/update-status', {
      session: await signIn(admin.id),
      body: { userId: user.id, status: 'temporarily_disabled' },
    });
    expect(answer.status).toBe(200);
    expect((await callApi('/api/current', { session: userSession })).body.data).toBeNull();
    expect((await login(user.email, PASSWORD)).body.errors).toEqual([
      { field: 'email', code: 'account_is_temporary_disabled' },
    ]);
  });
});

describe('absolute links', () => {
  /**
   * A call as a browser would send it to this Worker under another Host it serves (a loopback name, as
   * a proxy in front of it would pass on): any other host is refused 421 before a link is written.
   */
  async function callAsHost(host: string, path: string, body?: unknown, session?: string) {
    const token = await createXsrfToken(env.APP_SECRET, session ?? '');
    const cookies = [`XSRF-TOKEN=${token}`, ...(session ? [`__Host-vitrine_session=${session}`] : [])];
    const response = await exports.default.fetch(
      new Request(`https://${host}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'content-type': 'application/json',
          'x-xsrf-token': token,
          cookie: cookies.join('; '),
          'sec-fetch-site': 'same-origin',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as { data: any } };
  }

  it("come from the site's own origin (SITE_ORIGIN) in mails and the invite link, never from the request's Host", async () => {
    const email = `${unique('host')}@vitrine.test`;
    expect(
      (await callAsHost('localhost:8788', '/api/register', { email, password: PASSWORD, repeatPassword: PASSWORD }))
        .status,
    ).toBe(200);
    expect((await callAsHost('localhost:8788', '/api/forgot', { email })).status).toBe(200);
    const mails = await db().select().from(localMailbox).where(eq(localMailbox.to, email));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).toMatch(/https:\/\/vitrine\.test\/account\/(verify|reset)\?token=/);
      expect(`${mail.text}${mail.html}`).not.toContain('localhost:8788');
    }
    const user = await makeUser(db());
    const invite = await callAsHost('localhost:8788', '/api/invite-url', undefined, await signIn(user.id));
    expect(invite.body.data.url).toMatch(/^https:\/\/vitrine\.test\/account\/register\?invite=[\w-]+$/);
  });
});
