import * as v from 'valibot';
import type { ProductCard } from './catalog.ts';
import type { CompanyContact } from './messaging.ts';
import { recordIdSchema } from './record-id.ts';
import { supplierNameSchema } from './supplier-name.ts';

// What a signed-in buyer makes of suppliers and products (spec §3, §4, §7 Engagement): the calls'
// inputs, the answers' shapes and the calls that set each mark, for the API and the islands alike.

/** What an engagement call names: a supplier by its URL name (as every link does) or a product by id. */
export type EngagementTarget = { kind: 'supplier'; supplierName: string } | { kind: 'product'; productId: number };
export type EngagementKind = EngagementTarget['kind'];

export const supplierTargetInput = v.object({ supplierId: supplierNameSchema });
export const productTargetInput = v.object({ productId: recordIdSchema });

/** Spec §4: follow flips `followed`, watch flips `watch`, favorite flips `stared`; a product has a star. */
export type SupplierMarks = { followed: boolean; watch: boolean; stared: boolean; isNew: boolean; tagIds: number[] };
export type ProductMarks = { star: boolean; followed: boolean; watch: boolean; isNew: boolean; tagIds: number[] };
export type SupplierMark = 'followed' | 'watch' | 'stared';
export type ProductMark = 'followed' | 'watch' | 'star';

/** Spec §7: the calls that put each mark on and take it off: POST /api/app/{family}/{on | off}. */
export const MARK_CALLS = {
  supplier: {
    followed: { family: 'supplier', on: 'follow', off: 'unfollow' },
    watch: { family: 'supplier-watch', on: 'watch', off: 'unwatch' },
    stared: { family: 'supplier', on: 'star', off: 'unstar' },
  },
  product: {
    followed: { family: 'product', on: 'follow', off: 'unfollow' },
    watch: { family: 'product-watch', on: 'watch', off: 'unwatch' },
    star: { family: 'product', on: 'star', off: 'unstar' },
  },
} as const satisfies { supplier: Record<SupplierMark, MarkCall>; product: Record<ProductMark, MarkCall> };
type MarkCall = { family: string; on: string; off: string };

export const supplierIsNewInput = v.object({ supplierId: supplierNameSchema, isNew: v.boolean('invalid_is_new') });
export const productIsNewInput = v.object({ productId: recordIdSchema, isNew: v.boolean('invalid_is_new') });

/** A user's private tag on suppliers or on products (spec §7 supplier-tag and product-tag). */
export type Tag = { id: number; name: string };
export const MAX_TAG_NAME_LENGTH = 40;
const tagName = v.pipe(
  v.string('invalid_name'),
  v.trim(),
  v.nonEmpty('name_required'),
  v.maxLength(MAX_TAG_NAME_LENGTH, 'name_too_long'),
);
export const addTagInput = v.object({ name: tagName });
export const updateTagInput = v.object({ id: recordIdSchema, name: tagName });

/** Spec §3 note: content and when it was last saved; null where there is none. Plain text, never HTML. */
export type Note = { content: string; updated: number } | null;

/** What a signed-in user has made of the supplier or product on screen; pages are cached, so islands read it after. */
/** The signed-in reading of a supplier (GET app/supplier/detail): the viewer's marks and note, and its team. */
export type SupplierViewerState = SupplierMarks & { note: Note; contacts: CompanyContact[] };
export type ProductViewerState = ProductMarks & { note: Note };
export const MAX_NOTE_LENGTH = 5000;
const noteContent = v.pipe(v.string('invalid_content'), v.trim(), v.maxLength(MAX_NOTE_LENGTH, 'note_too_long'));
export const productNoteInput = v.object({ productId: recordIdSchema, content: noteContent });
export const supplierNoteInput = v.object({
  supplierId: v.pipe(
    v.string('invalid_supplier'),
    v.trim(),
    v.nonEmpty('supplier_required'),
    v.maxLength(40, 'invalid_supplier'),
  ),
  content: noteContent,
});

/** Spec §3 supplier as the signed-in user's lists show it (My catalogue, recently viewed); id is the URL name. */
export type MarkedSupplier = SupplierMarks & {
  id: string;
  companyName: string;
  avatar: string | null;
  catalogVersion: number;
};
/** A product card in a list across suppliers: supplierId is its supplier's URL name. */
export type SupplierProductCard = ProductCard & { supplierId: string };
/** A product card with the user's marks. */
export type MarkedProduct = SupplierProductCard & Omit<ProductMarks, 'star'>;

/** My catalogue's products: followed, starred, or both (the default). */
export const HOME_PRODUCT_FILTERS = ['all', 'followed', 'starred'] as const;
export type HomeProductFilter = (typeof HOME_PRODUCT_FILTERS)[number];

/** A share link's set (spec §7 share-supplier and share-product): public cards, in the sharer's order. */
export const SHARE_KINDS = ['supplier', 'product'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];
export type SharedSupplier = Pick<MarkedSupplier, 'id' | 'companyName' | 'avatar' | 'catalogVersion'>;
export type SharedSet =
  | { kind: 'supplier'; sharedBy: string; expiresAt: number; list: SharedSupplier[] }
  | { kind: 'product'; sharedBy: string; expiresAt: number; list: SupplierProductCard[] };
export type CreatedShareLink = { link: string; expiresAt: number };

/**
 * Spec §3 "Invited user": what an inviter sees of someone who joined through their link; the
 * e-mail only while the invitee's visibility is 'visible'.
 */
export type InvitedUser = {
  id: number;
  name: string;
  email?: string;
  avatarUrl: string | null;
  isNew: boolean;
  createTime: number;
};
