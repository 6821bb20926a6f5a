import { CHAT_OPEN_HASH } from './realtime.ts';
import { MY_INVITATIONS_PATH } from './team-invitations.ts';
import type { NotificationItem } from './notifications.ts';

// What a notification says and where it leads, per kind (functions/db/schema/notifications.ts:
// supplier_post, product_post, catalog_change, chat_message, report_handled, report_dismissed,
// supplier_push, team_invitation, chat_handed_over).

/** One readable sentence: who did what. */
export function notificationSentence({
  kind,
  supplier,
  productId,
  push,
}: Pick<NotificationItem, 'kind' | 'supplier' | 'productId'> & Partial<Pick<NotificationItem, 'push'>>): string {
  const who = supplier.companyName;
  switch (kind) {
    case 'supplier_post':
      return `${who} published a new post.`;
    case 'product_post':
      return `${who} published a new post about one of its products.`;
    case 'catalog_change':
      return productId === null ? `${who} changed its catalogue.` : `${who} changed a product you watch.`;
    case 'chat_message':
      return `${who}: you have a new chat message.`;
    case 'report_handled':
      return `Your report about ${who} was handled. Thank you for telling us.`;
    case 'report_dismissed':
      return `Your report about ${who} was reviewed; no action was needed.`;
    case 'supplier_push':
      return push ? `${push.title}: ${push.text}` : `${who} has new products.`;
    case 'team_invitation':
      return `${who} invites you to join its sales team.`;
    case 'chat_handed_over':
      return `${who}: a conversation with a buyer was handed to you.`;
  }
}

/**
 * The page the news is on: a supplier's posts are on its company page, a product's on the product's
 * page (the title segment of both addresses is decoration and may be left out), anything else on the storefront.
 */
export function notificationHref({
  kind,
  supplier,
  productId,
}: Pick<NotificationItem, 'kind' | 'supplier' | 'productId'>): string {
  // A handed conversation is one of the new holder's chats from then on.
  if (kind === 'chat_message' || kind === 'chat_handed_over') return CHAT_OPEN_HASH;
  if (kind === 'team_invitation') return MY_INVITATIONS_PATH;
  if (productId !== null && kind !== 'supplier_post') return `/${supplier.id}/product/${productId}`;
  if (kind === 'supplier_post') return `/${supplier.id}/company/${supplier.id}`;
  return `/${supplier.id}`;
}
