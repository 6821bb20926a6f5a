// Spec §7 app/notification: what a followed or watched supplier did, as the pager answers it.

/** What a followed or watched supplier did: told to its followers and watchers. */
export const FOLLOWER_NEWS_KINDS = ['supplier_post', 'product_post', 'catalog_change'] as const;
export type FollowerNewsKind = (typeof FOLLOWER_NEWS_KINDS)[number];
/** An admin handled or dismissed a report the user filed (issue 14): told to the reporter alone. */
export const REPORT_NOTICE_KINDS = ['report_handled', 'report_dismissed'] as const;
/** chat_message: someone wrote while none of the user's pages was open (one until it is read). */
/** supplier_push: an administrator's push for a supplier (issue 14 item 5), told to its followers. */
/** team_invitation: a catalogue's owner invites the user to its sales team (My catalogue › Invitations). */
/** chat_handed_over: a conversation of the catalogue's team inbox was handed to the user (issue 26 item 2). */
export const NOTIFICATION_KINDS = [
  ...FOLLOWER_NEWS_KINDS,
  'chat_message',
  ...REPORT_NOTICE_KINDS,
  'supplier_push',
  'team_invitation',
  'chat_handed_over',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NotificationItem = {
  id: number;
  kind: NotificationKind;
  isRead: boolean;
  createTime: number;
  /** The supplier by URL name, as everywhere in this API. */
  supplier: { id: string; companyName: string; avatar: string | null };
  productId: number | null;
  postId: number | null;
  /** supplier_push: the title and text the administrator wrote (null on pushes older than them). */
  push: { title: string; text: string } | null;
};
