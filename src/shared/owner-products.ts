import * as v from 'valibot';
import { highlightsSchema, mediaKeyRule, documentsSchema, richText, text } from './company-profile.ts';

// The supplier's own catalogue as the back office and the ERP edit it (spec §2 product list and
// edit, §3 product management fields, §7 supplier/product/*): one schema per call, used by the
// workspace as the owner types and by the API on every call. Schemas carry codes;
// the back office's *-messages.ts turn them into sentences.

export const PRODUCT_STATUSES = ['active', 'disabled'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** PATCH supplier/product/profile/{id}, and the fields of POST supplier/product/add. */
export const productProfileSchema = v.object({
  productName: text(200, 1),
  modelNumber: text(60, 1),
  brandName: text(120),
  /** Spec: place of origin. */
  origin: text(120),
  price: text(60),
  port: text(120),
  supplyAbility: text(120),
  service: text(200),
  categoryId: v.nullable(v.pipe(v.number('invalid_category'), v.integer('invalid_category')), null),
  menuId: v.nullable(v.pipe(v.number('invalid_menu'), v.integer('invalid_menu')), null),
  description: richText(50_000),
  status: v.picklist(PRODUCT_STATUSES, 'invalid_status'),
});
export type ProductProfileInput = v.InferOutput<typeof productProfileSchema>;

/** A product not written yet: the Add product form starts from it, as an API client may. */
export const EMPTY_PRODUCT_PROFILE: ProductProfileInput = {
  productName: '',
  modelNumber: '',
  brandName: '',
  origin: '',
  price: '',
  port: '',
  supplyAbility: '',
  service: '',
  categoryId: null,
  menuId: null,
  description: '',
  status: 'active',
};

/** POST supplier/product/add (beyond the spec's list, which names "add product"): answers { id }. */
export const addProductSchema = productProfileSchema;

/** PATCH highlights/{id}: the same rows as the company's highlights. */
export const productHighlightsSchema = highlightsSchema;

const MAX_SPEC_ROWS = 50;
const specRows = v.pipe(
  v.array(v.object({ name: text(60, 1), value: text(300, 1) }), 'invalid_type'),
  v.maxLength(MAX_SPEC_ROWS, `too_many_${MAX_SPEC_ROWS}`),
);
/** PATCH tech-datas/{id}. */
export const technicalDatasSchema = v.object({ technicalDatas: specRows });
/** PATCH logi-datas/{id}. */
export const logisticDatasSchema = v.object({ logisticDatas: specRows });

/** PATCH documents/{id}: files uploaded first through POST supplier/home/file, named. */
export const productDocumentsSchema = documentsSchema;

export const MAX_ACCESSORIES = 20;
/** PATCH accessories/{id} (beyond the spec): the supplier's own products shown as related. */
export const accessoriesSchema = v.object({
  accessoryIds: v.pipe(
    v.array(v.pipe(v.number('invalid_type'), v.integer('invalid_type')), 'invalid_type'),
    v.maxLength(MAX_ACCESSORIES, `too_many_${MAX_ACCESSORIES}`),
  ),
});

export const MAX_PRODUCT_MEDIAS = 20;
/**
 * One item of PATCH medias/{id} (spec §3 "product update medias"): an existing picture or an
 * upload by key, a video by vid, or (multipart) a new file attached under its lowercased name.
 */
export const productMediaItem = v.union(
  [
    v.object({ key: mediaKeyRule }),
    v.object({
      vid: v.pipe(v.string('invalid_medias'), v.nonEmpty('invalid_medias'), v.maxLength(100, 'invalid_medias')),
    }),
    v.object({
      name: v.pipe(
        v.string('invalid_medias'),
        v.trim(),
        v.nonEmpty('invalid_medias'),
        v.maxLength(200, 'invalid_medias'),
      ),
    }),
  ],
  'invalid_medias',
);
export type ProductMediaItem = v.InferOutput<typeof productMediaItem>;

/** PATCH medias/{id} as JSON (multipart sends the same list as the `medias` field's JSON text). */
export const productMediasSchema = v.object({
  medias: v.pipe(
    v.array(productMediaItem, 'invalid_medias'),
    v.maxLength(MAX_PRODUCT_MEDIAS, `too_many_${MAX_PRODUCT_MEDIAS}`),
  ),
});

/** Pager filters and sorts (POST supplier/product/pager); every field optional. */
export const OWNER_PRODUCT_SORTS = ['newest', 'updated', 'modelnumber', 'productname'] as const;
export const UPDATED_WITHIN_DAYS = [7, 30, 90] as const;
export type OwnerProductSort = (typeof OWNER_PRODUCT_SORTS)[number];

/**
 * The pager's filters, beside the spec's { pageNo, pageSize }. `after` is the opaque `nextAfter` of
 * the previous page: an ERP walking the whole catalogue pages by it instead of pageNo.
 */
export const ownerProductFiltersSchema = v.object({
  /** Spec: search by product name or model number. */
  keyword: v.optional(v.pipe(v.string('invalid_keyword'), v.trim(), v.maxLength(100, 'invalid_keyword')), ''),
  status: v.optional(v.picklist(PRODUCT_STATUSES, 'invalid_status')),
  /** A menu of the supplier's, or 'none' for the products in no menu. */
  menuId: v.optional(v.union([v.pipe(v.number(), v.integer()), v.literal('none')], 'invalid_menu')),
  categoryId: v.optional(v.pipe(v.number('invalid_category'), v.integer('invalid_category'))),
  updatedWithinDays: v.optional(v.picklist(UPDATED_WITHIN_DAYS, 'invalid_updated_within_days')),
  sort: v.optional(v.picklist(OWNER_PRODUCT_SORTS, 'invalid_sort'), 'newest'),
  after: v.optional(v.pipe(v.string('invalid_after'), v.maxLength(400, 'invalid_after'))),
});
export type OwnerProductFilters = v.InferInput<typeof ownerProductFiltersSchema>;

export const BULK_PRODUCT_ACTIONS = ['enable', 'disable', 'delete', 'move'] as const;
export const MAX_BULK_PRODUCTS = 100;
/** POST supplier/product/bulk (beyond the spec): the list's "select many". `menuId` for move (null: no menu). */
export const bulkProductsSchema = v.pipe(
  v.object({
    ids: v.pipe(
      v.array(v.pipe(v.number('invalid_type'), v.integer('invalid_type')), 'invalid_type'),
      v.minLength(1, 'required'),
      v.maxLength(MAX_BULK_PRODUCTS, `too_many_${MAX_BULK_PRODUCTS}`),
    ),
    action: v.picklist(BULK_PRODUCT_ACTIONS, 'invalid_action'),
    menuId: v.optional(v.nullable(v.pipe(v.number('invalid_menu'), v.integer('invalid_menu')))),
  }),
  v.forward(
    v.check((input) => input.action !== 'move' || input.menuId !== undefined, 'required'),
    ['menuId'],
  ),
);

/** A row of the owner's product list. */
export type OwnerProductRow = {
  id: number;
  modelNumber: string;
  productName: string;
  /** As the profile has it ('' when none). */
  price: string;
  status: ProductStatus;
  menuId: number | null;
  categoryId: number | null;
  /** The first picture, or null. */
  image: string | null;
  createdAt: number;
  updatedAt: number;
};

export type NameValue = { name: string; value: string };

/** GET supplier/product/get/{id}: every section with the keys the PATCH calls take back. */
export type OwnerProduct = ProductProfileInput & {
  id: number;
  createdAt: number;
  updatedAt: number;
  highlights: NameValue[];
  technicalDatas: NameValue[];
  logisticDatas: NameValue[];
  medias: { type: 'image' | 'video'; key: string; url: string; posterUrl: string | null; vid: string | null }[];
  documents: { name: string; key: string; url: string; size: number; mimeType: string }[];
  accessories: { id: number; modelNumber: string; productName: string }[];
};

/** POST supplier/product/pager: the spec's page, and the cursor of the next (null on the last). */
export type OwnerProductPage = {
  list: OwnerProductRow[];
  total: number;
  pageNo: number;
  totalPage: number;
  nextAfter: string | null;
};

/** POST my/product/search/model-number; `productId` leaves out the product being edited. */
export const modelNumberSearchSchema = v.object({
  modelNumber: text(60, 1),
  productId: v.optional(v.nullable(v.pipe(v.number('invalid_type'), v.integer('invalid_type')))),
});

/** POST my/product/search/model-number: whether the caller's catalogue already has the number. */
export type ModelNumberAnswer = { exists: boolean; productId: number | null };

export const MODEL_NUMBER_TAKEN = 'model_number_taken';
export const PRODUCT_NOT_FOUND = 'product_not_found';
