import { desc, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { localMailbox } from '#functions/db/schema/index.ts';
import type { Mail } from './mail.ts';

// Local development has no mail service: the mails land here, and /account/mailbox shows them
// (to developers and to the e2e tests, which follow the links as a person would).

export function isLocalMailboxEnabled(env: { VITRINE_ENV: string }): boolean {
  return env.VITRINE_ENV === 'local';
}

export async function storeInLocalMailbox(db: Database, mail: Mail, now = Date.now()): Promise<void> {
  await db.insert(localMailbox).values({ ...mail, sentAt: now });
}

export type MailboxEntry = typeof localMailbox.$inferSelect;

/** Newest first; `to` narrows it to one recipient. */
export function readLocalMailbox(db: Database, options: { to?: string; limit?: number } = {}): Promise<MailboxEntry[]> {
  return db
    .select()
    .from(localMailbox)
    .where(options.to ? eq(localMailbox.to, options.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(localMailbox.id))
    .limit(options.limit ?? 50);
}
