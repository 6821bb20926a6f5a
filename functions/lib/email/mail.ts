import type { Database } from '#functions/db/client.ts';
import type { Env } from '#functions/env.ts';
import { isLocalMailboxEnabled, storeInLocalMailbox } from './local-mailbox.ts';

export type Mail = { to: string; subject: string; text: string; html: string };

/**
 * Sends through the Workers send_email binding (Cloudflare Email Service) in production; locally
 * keeps the mail in the local mailbox instead. A production Worker without the binding fails
 * loudly rather than pretending it sent.
 */
export async function sendMail(
  env: Pick<Env, 'VITRINE_ENV' | 'EMAIL' | 'MAIL_FROM'>,
  db: Database,
  mail: Mail,
): Promise<void> {
  if (isLocalMailboxEnabled(env)) return storeInLocalMailbox(db, mail);
  if (!env.EMAIL || !env.MAIL_FROM) throw new Error('mail: the EMAIL binding and MAIL_FROM must be configured');
  await env.EMAIL.send({ from: env.MAIL_FROM, ...mail });
}
