import { test as base, expect, type BrowserContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '#functions/db/client.ts';
import { createSession } from '#functions/domain/accounts/sessions.ts';
import { createUser } from '#functions/domain/accounts/users.ts';
import { openLocalPlatform } from '#functions/local/local-platform.ts';
import { E2E_STATE_DIR } from '#tests/e2e/playwright.config.ts';
import { retryingD1 } from '#functions/db/retrying-d1.ts';
import { followPromptKey, revealNotedKey } from '#src/client/local-storage-keys.ts';

type Fixtures = {
  /** The e2e server's database, for arranging data a test needs. */
  database: Database;
  /**
   * Signs the browser in as a new buyer of its own (a real account and session in the e2e
   * server's database), so tests running side by side never share stars or notes.
   */
  signIn: () => Promise<{ userId: number }>;
};

/**
 * The e2e server's own database, reached from the test process the way npm run db:seed reaches
 * it. The account flows (login form, captcha) come with the accounts issue; sessions are made
 * here directly, like a login fixture.
 */
/**
 * A new verified person, signed in in `context`: a real account and session in the e2e server's
 * database, with the cookies a login sets. Answers their user id.
 */
export async function signInContext(
  context: BrowserContext,
  database: Database,
  baseURL: string,
  name: string,
): Promise<number> {
  const userId = await createUser(database, {
    email: `buyer-${randomUUID()}@e2e.vitrine.test`,
    password: randomUUID(),
    name,
    emailVerified: true,
  });
  const { token } = await createSession(database, userId);
  await context.addCookies([
    { name: 'vitrine_session', value: token, url: baseURL },
    { name: 'isLogin', value: 'true', url: baseURL },
  ]);
  return userId;
}

export const test = base.extend<Fixtures, { workerDatabase: Database }>({
  workerDatabase: [
    async ({}, use) => {
      const platform = await openLocalPlatform(E2E_STATE_DIR);
      await use(openDatabase(retryingD1(platform.env.DB)));
      await platform.dispose();
    },
    { scope: 'worker' },
  ],
  database: async ({ workerDatabase }, use) => {
    await use(workerDatabase);
  },
  signIn: async ({ context, database, baseURL }, use) => {
    await use(async () => {
      const userId = await signInContext(context, database, baseURL!, 'E2E Buyer');
      // The add-supplier prompt (spec §4) is answered 'Not now' and the 'Attention' note on a first
      // follow or chat is read already: these tests are about something else.
      await context.addInitScript(
        ([followKey, revealKey]) => {
          localStorage.setItem(followKey!, 'close');
          localStorage.setItem(revealKey!, 'yes');
        },
        [followPromptKey(userId), revealNotedKey(userId)],
      );
      return { userId };
    });
  },
});

export { expect };
