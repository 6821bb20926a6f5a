import type { Database } from '#functions/db/client.ts';
import type { ContactPage } from '#src/shared/messaging.ts';
import { listedContacts } from './message-contacts.ts';
import { unreadTotal } from './unread-total.ts';

/** POST app/message/contact/pager {pageSize}: the caller's conversations and their unread total. */
export async function contactPage(db: Database, userId: number, input: { pageSize: number }): Promise<ContactPage> {
  const [list, unread] = await Promise.all([listedContacts(db, userId, input.pageSize), unreadTotal(db, userId)]);
  return { list, unread };
}
