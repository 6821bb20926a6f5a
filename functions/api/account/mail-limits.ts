import { countCall } from '#functions/api/call-limits.ts';
import { clientAddress, type RateLimit, type RateWindows } from '#functions/lib/rate-limit.ts';

const HOUR = 60 * 60_000;
/** Account mails (register, forgot) per sending address and per recipient, each hour. */
const MAIL_LIMITS = {
  address: { limit: 10, windowMs: HOUR },
  recipient: { limit: 5, windowMs: HOUR },
} satisfies Record<string, RateLimit>;

/** Counts a mail about to be sent; 429 when this address or this recipient had enough this hour. */
export async function countAccountMail(windows: RateWindows, request: Request, recipient: string): Promise<void> {
  await countCall(windows, [
    [`mail:address:${clientAddress(request)}`, MAIL_LIMITS.address],
    [`mail:recipient:${recipient}`, MAIL_LIMITS.recipient],
  ]);
}
