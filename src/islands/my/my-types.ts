// The shapes My catalogue reads from /api/app (decision 013), as the browser sees them.

/** Every paged answer. */
export type Page<T> = { list: T[]; total: number; pageNo: number; totalPage: number };

export type Tag = { id: number; name: string };

/** A followed (or viewed) supplier; id is its URL name. */
export type MarkedSupplier = {
  id: string;
  companyName: string;
  avatar: string | null;
  catalogVersion: number;
  followed: boolean;
  watch: boolean;
  stared: boolean;
  isNew: boolean;
  tagIds: number[];
};

/** The public product card (spec §3); supplierId is the supplier's URL name. */
export type ProductCardData = {
  id: number;
  updated: number;
  image: string | null;
  modelNumber: string;
  productName: string;
  price: string;
  supplierId: string;
};

export type MarkedProduct = ProductCardData & { star: boolean; followed: boolean; watch: boolean; isNew: boolean; tagIds: number[] };

export type NotificationKind = 'supplier_post' | 'product_post' | 'catalog_change';

export type NotificationItem = {
  id: number;
  kind: NotificationKind;
  isRead: boolean;
  createTime: number;
  supplier: { id: string; companyName: string; avatar: string | null };
  productId: number | null;
  postId: number | null;
};

export type SharedSupplier = Pick<MarkedSupplier, 'id' | 'companyName' | 'avatar' | 'catalogVersion'>;

export type SharedSet =
  | { kind: 'supplier'; sharedBy: string; expiresAt: number; list: SharedSupplier[] }
  | { kind: 'product'; sharedBy: string; expiresAt: number; list: ProductCardData[] };

export type InvitedUser = { id: number; name: string; email?: string; avatarUrl: string | null; isNew: boolean; createTime: number };
