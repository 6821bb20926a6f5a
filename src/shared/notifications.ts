// Spec §7 app/notification: what a followed or watched supplier did, as the pager answers it.

export const NOTIFICATION_KINDS = ['supplier_post', 'product_post', 'catalog_change'] as const;
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
};
