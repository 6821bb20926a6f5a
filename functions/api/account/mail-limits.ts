import type { Database } from '#functions/db/client.ts';
import { clientAddress, countEvent, type RateLimit } from '#functions/lib/rate-limit.ts';
import { ApiError } from '#functions/api/api-error.ts';
import { TOO_MANY_ATTEMPTS } from '#src/shared/api.ts';

const HOUR = 60 * 60_000;
/** Account mails (register, forgot) per sending address and per recipient, each hour. */
const MAIL_LIMITS = {
  address: { limit: 10, windowMs: HOUR },
  recipient: { limit: 5, windowMs: HOUR },
} satisfies Record<string, RateLimit>;

/** Counts a mail about to be sent; 429 when this address or this recipient had enough this hour. */
export async function countAccountMail(db: Database, request: Request, recipient: string): Promise<void> {
  const [fromAddress, toRecipient] = await Promise.all([
    countEvent(db, `mail:address:${clientAddress(request)}`, MAIL_LIMITS.address),
    countEvent(db, `mail:recipient:${recipient}`, MAIL_LIMITS.recipient),
  ]);
  if (fromAddress > MAIL_LIMITS.address.limit || toRecipient > MAIL_LIMITS.recipient.limit)
    throw new ApiError(429, TOO_MANY_ATTEMPTS);
}
