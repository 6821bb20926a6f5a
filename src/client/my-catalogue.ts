import type { Page } from '#src/shared/api.ts';
import type {
  CreatedShareLink,
  HomeProductFilter,
  InvitedUser,
  MarkedProduct,
  MarkedSupplier,
  SharedSet,
  ShareKind,
} from '#src/shared/engagement.ts';
import type { NotificationItem } from '#src/shared/notifications.ts';
import { request } from './request.ts';

// Every list My catalogue reads and the calls on them (spec §7 Engagement), named for what they do.
// Marks, tags and is-new are engagement.ts's.

export const PAGE_SIZE = 20;
const post = <T>(url: string, body: unknown) => request<T>(url, { method: 'POST', body });

/** Followed suppliers, or those of them whose name holds `keyword`. */
export function followedSuppliers(pageNo: number, { tagId, keyword }: { tagId: number | null; keyword: string }) {
  const filter = { pageNo, pageSize: PAGE_SIZE, tagId };
  return keyword
    ? post<Page<MarkedSupplier>>('/api/app/home/search', { ...filter, keyword })
    : post<Page<MarkedSupplier>>('/api/app/home/suppliers', filter);
}

export const markedProducts = (
  pageNo: number,
  { tagId, filter }: { tagId: number | null; filter: HomeProductFilter },
) => post<Page<MarkedProduct>>('/api/app/home/products', { pageNo, pageSize: PAGE_SIZE, tagId, filter });

export const recentSuppliers = () => request<MarkedSupplier[]>('/api/app/supplier/recently-list');
export const recentProducts = () => request<MarkedProduct[]>('/api/app/product/recently-list');

export const notificationPage = (pageNo: number, pageSize = PAGE_SIZE) =>
  post<Page<NotificationItem> & { unread: number }>('/api/app/notification/pager', { pageNo, pageSize });
export const markNotificationsRead = (notificationIds: number[]) =>
  post<{ updated: number; unread: number }>('/api/app/notification/update/read', { notificationIds, isRead: true });

export const createShareLink = (kind: ShareKind, ids: (string | number)[]) =>
  kind === 'supplier'
    ? post<CreatedShareLink>('/api/app/share-supplier/create-link', { supplierIds: ids })
    : post<CreatedShareLink>('/api/app/share-product/create-link', { productIds: ids });
export const openShareLink = (kind: ShareKind, link: string) =>
  post<SharedSet>(`/api/app/share-${kind}/access-link`, { link });

export const invitedUsers = (pageNo: number) =>
  post<Page<InvitedUser>>('/api/my/invited-user/pager', { pageNo, pageSize: PAGE_SIZE });
export const forgetInvitedUser = (id: number) => request(`/api/my/invited-user/delete/${id}`, { method: 'DELETE' });
export const markInvitedUserSeen = (id: number) => post('/api/my/invited-user/is-new', { id, isNew: false });
