import { request } from '#src/client/request.ts';
import type { InvitedUser, MarkedProduct, MarkedSupplier, NotificationItem, Page, SharedSet, Tag } from './my-types.ts';

// Every /api call My catalogue makes, named for what it does (spec §7 Engagement).

export const PAGE_SIZE = 20;
const post = <T>(url: string, body: unknown) => request<T>(url, { method: 'POST', body });

export type TagKind = 'supplier' | 'product';
export const listTags = (kind: TagKind) => request<Tag[]>(`/api/app/${kind}-tag/all`);

/** Followed suppliers, or those of them whose name holds `keyword`. */
export function followedSuppliers(pageNo: number, { tagId, keyword }: { tagId: number | null; keyword: string }) {
  const filter = { pageNo, pageSize: PAGE_SIZE, tagId };
  return keyword ? post<Page<MarkedSupplier>>('/api/app/home/search', { ...filter, keyword }) : post<Page<MarkedSupplier>>('/api/app/home/suppliers', filter);
}

export const PRODUCT_FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'followed', label: 'Followed' },
  { id: 'starred', label: 'Starred' },
] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number]['id'];

export const markedProducts = (pageNo: number, { tagId, filter }: { tagId: number | null; filter: ProductFilter }) =>
  post<Page<MarkedProduct>>('/api/app/home/products', { pageNo, pageSize: PAGE_SIZE, tagId, filter });

export const recentSuppliers = () => request<MarkedSupplier[]>('/api/app/supplier/recently-list');
export const recentProducts = () => request<MarkedProduct[]>('/api/app/product/recently-list');

/** The supplier marks a list can flip, and the calls that flip them (spec §4: only on success). */
const SUPPLIER_MARK_CALLS = {
  followed: ['/api/app/supplier/follow', '/api/app/supplier/unfollow'],
  watch: ['/api/app/supplier-watch/watch', '/api/app/supplier-watch/unwatch'],
  stared: ['/api/app/supplier/star', '/api/app/supplier/unstar'],
} as const;
export type SupplierMark = keyof typeof SUPPLIER_MARK_CALLS;

export const setSupplierMark = (supplierId: string, mark: SupplierMark, on: boolean) => post(SUPPLIER_MARK_CALLS[mark][on ? 0 : 1], { supplierId });
export const markSupplierSeen = (supplierId: string) => post('/api/app/supplier/is-new', { supplierId, isNew: false });

export const markProductSeen = (productId: number) => post('/api/app/product/is-new', { productId, isNew: false });

export const notificationPage = (pageNo: number) => post<Page<NotificationItem> & { unread: number }>('/api/app/notification/pager', { pageNo, pageSize: PAGE_SIZE });
export const markNotificationsRead = (notificationIds: number[]) => post<{ updated: number; unread: number }>('/api/app/notification/update/read', { notificationIds, isRead: true });

export type ShareKind = SharedSet['kind'];
export type CreatedLink = { link: string; expiresAt: number };
export const createShareLink = (kind: ShareKind, ids: (string | number)[]) =>
  kind === 'supplier' ? post<CreatedLink>('/api/app/share-supplier/create-link', { supplierIds: ids }) : post<CreatedLink>('/api/app/share-product/create-link', { productIds: ids });
export const openShareLink = (kind: ShareKind, link: string) => post<SharedSet>(`/api/app/share-${kind}/access-link`, { link });

export const inviteUrl = () => request<{ url: string }>('/api/invite-url');
export const invitedUsers = (pageNo: number) => post<Page<InvitedUser>>('/api/my/invited-user/pager', { pageNo, pageSize: PAGE_SIZE });
export const forgetInvitedUser = (id: number) => request(`/api/my/invited-user/delete/${id}`, { method: 'DELETE' });
export const markInvitedUserSeen = (id: number) => post('/api/my/invited-user/is-new', { id, isNew: false });
