import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '#functions/db/schema/index.ts';
import { SESSION_ABSOLUTE_MS } from '#functions/domain/accounts/sessions.ts';
import { tellSessionsChanged } from '#functions/domain/accounts/session-changes.ts';
import { randomToken, sha256Hex } from '#functions/lib/crypto.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeUser, TEST_PASSWORD } from '#tests/worker/support/factories.ts';

// Decision 075: a request's session is judged by its user's channel, which keeps that user's
// sessions. Whatever ends a session or changes what it grants tells the channel, so the very next
// request is judged anew, with no wait.

type Current = { id: number; isAdmin: boolean } | null;
const whoIs = async (session: string): Promise<Current> => (await callApi('/api/current', { session })).body.data;

async function signedInTwice() {
  const user = await makeUser(db());
  const [here, elsewhere] = [await signIn(user.id), await signIn(user.id)];
  // Both sessions are now kept by the channel.
  expect((await whoIs(here))?.id).toBe(user.id);
  expect((await whoIs(elsewhere))?.id).toBe(user.id);
  return { user, here, elsewhere };
}

describe('sessions judged by the user’s channel', () => {
  it('answer from what the channel keeps: no D1 read until it is told of a change', async () => {
    const { user, here } = await signedInTwice();
    // Removed by hand, which no path of ours does: the channel still answers from what it keeps.
    await db()
      .delete(sessions)
      .where(eq(sessions.id, await sha256Hex(here)));
    expect((await whoIs(here))?.id).toBe(user.id);
    await tellSessionsChanged(env, user.id);
    expect(await whoIs(here)).toBeNull();
  });

  const ADMIN = makeUser(db(), { isAdmin: true }).then((admin) => signIn(admin.id));
  const NEW_PASSWORD = 'Other-password-2';
  const rightEndingPaths: [string, (world: { userId: number; here: string }) => Promise<unknown>][] = [
    ['logout', ({ here }) => callApi('/api/logout', { session: here })],
    [
      'a password change',
      ({ here }) =>
        callApi('/api/app/account/update', {
          session: here,
          body: { oldPassword: TEST_PASSWORD, password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
        }),
    ],
    [
      'the account’s deletion',
      ({ here }) =>
        callApi('/api/app/account/delete', { method: 'DELETE', session: here, body: { password: TEST_PASSWORD } }),
    ],
    [
      'an administrator disabling the account',
      async ({ userId }) =>
        callApi('/api/admin/user/update-status', {
          session: await ADMIN,
          body: { userId, status: 'temporarily_disabled' },
        }),
    ],
  ];

  for (const [path, endRight] of rightEndingPaths) {
    it(`refuse the very next request after ${path}`, async () => {
      const { user, here, elsewhere } = await signedInTwice();
      const answer = (await endRight({ userId: user.id, here })) as { status: number };
      expect(answer.status).toBe(200);
      expect(await whoIs(here)).toBeNull();
      if (path !== 'logout') expect(await whoIs(elsewhere)).toBeNull();
      else expect((await whoIs(elsewhere))?.id).toBe(user.id);
    });
  }

  it('carry a granted or revoked admin role from the very next request', async () => {
    const { user, here } = await signedInTwice();
    expect((await whoIs(here))?.isAdmin).toBe(false);
    const setRole = async (isAdmin: boolean) =>
      callApi('/api/admin/user/update-admin', { session: await ADMIN, body: { userId: user.id, isAdmin } });
    expect((await setRole(true)).status).toBe(200);
    expect((await whoIs(here))?.isAdmin).toBe(true);
    expect((await callApi('/api/admin/user/pager', { session: here, body: {} })).status).toBe(200);
    expect((await setRole(false)).status).toBe(200);
    expect((await whoIs(here))?.isAdmin).toBe(false);
    expect((await callApi('/api/admin/user/pager', { session: here, body: {} })).status).toBe(403);
  });

  it('refuse a token that names someone else: the name grants nothing', async () => {
    const victim = await makeUser(db());
    const attacker = await makeUser(db());
    const victimSession = await signIn(victim.id);
    const attackerSession = await signIn(attacker.id);
    expect((await whoIs(victimSession))?.id).toBe(victim.id);
    expect(await whoIs(`u${victim.id}.${randomToken(16)}`)).toBeNull();
    // The attacker's own random part under the victim's name.
    expect(await whoIs(attackerSession.replace(/^u\d+\./, `u${victim.id}.`))).toBeNull();
    expect((await whoIs(attackerSession))?.id).toBe(attacker.id);
  });

  it('still accept a token made before tokens named their user, until it ends', async () => {
    const user = await makeUser(db());
    const older = randomToken(16);
    const now = Date.now();
    await db()
      .insert(sessions)
      .values({
        id: await sha256Hex(older),
        userId: user.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: now + SESSION_ABSOLUTE_MS,
      });
    expect((await whoIs(older))?.id).toBe(user.id);
    expect((await callApi('/api/logout', { session: older })).status).toBe(200);
    expect(await whoIs(older)).toBeNull();
  });
});
