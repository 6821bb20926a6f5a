import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import {
  categories,
  productAccessories,
  productDocuments,
  productMedias,
  products,
  productSpecs,
} from '#functions/db/schema/index.ts';
import {
  toDocumentLink,
  toGalleryMedia,
  type DocumentLink,
  type GalleryMedia,
} from '#functions/domain/media/media-shapes.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { findProductViewerState, NO_PRODUCT_MARKS } from '#functions/domain/engagement/viewer-state.ts';
import { latestPostsQueries, toPostPage, type PostPage } from '#functions/domain/posts/latest-posts.ts';
import { activeSupplierIdByName } from '#functions/domain/suppliers/supplier-lookups.ts';
import { supplierShellQuery, toSupplierShell, type SupplierShell } from '#functions/domain/suppliers/supplier-shell.ts';
import { productCardColumns, toProductCard } from './product-cards.ts';
import { requireVisibleProduct } from './product-lookups.ts';
import type { NameValue } from './write-products.ts';
import { PRODUCT_NOT_FOUND } from '#src/shared/api.ts';
import type { ProductCard } from '#src/shared/catalog.ts';
import type { ProductViewerState } from '#src/shared/engagement.ts';

// Spec §3 product detail, two ways in: the product page by supplier and id (loadProductPage), and
// the detail call by product id alone, with the viewer's marks and note (findProductDetail).

/** Spec §3 product detail, without the viewer's own state (star, note: see ProductDetailAnswer). */
export type ProductDetail = {
  id: number;
  updated: number;
  profile: {
    modelNumber: string;
    productName: string;
    price: string;
    origin: string;
    category: string;
    supplyAbility: string;
    brandName: string;
    port: string;
    service: string;
    /** Sanitised HTML. */
    description: string;
  };
  supplier: { id: string; companyName: string; catalogVersion: number };
  medias: GalleryMedia[];
  highlights: NameValue[];
  technicalDatas: NameValue[];
  logisticDatas: NameValue[];
  documents: DocumentLink[];
  latestPosts: PostPage;
  accessories: ProductCard[];
};

export type ProductPageData = { supplier: SupplierShell | null; product: ProductDetail | null };

/** The reads of a product page, in one batch; a product of another or a disabled supplier is not found. */
function productDetailQueries(db: Database, supplierName: string, productId: number) {
  return [
    supplierShellQuery(db, supplierName),
    db
      .select({
        id: products.id,
        updatedAt: products.updatedAt,
        modelNumber: products.modelNumber,
        productName: products.productName,
        price: products.price,
        origin: products.origin,
        category: categories.name,
        supplyAbility: products.supplyAbility,
        brandName: products.brandName,
        port: products.port,
        service: products.service,
        description: products.description,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(
          eq(products.id, productId),
          eq(products.supplierId, activeSupplierIdByName(supplierName)),
          eq(products.status, 'active'),
        ),
      )
      .limit(1),
    db.select().from(productMedias).where(eq(productMedias.productId, productId)).orderBy(asc(productMedias.position)),
    db
      .select()
      .from(productSpecs)
      .where(eq(productSpecs.productId, productId))
      .orderBy(asc(productSpecs.section), asc(productSpecs.position)),
    db
      .select()
      .from(productDocuments)
      .where(eq(productDocuments.productId, productId))
      .orderBy(asc(productDocuments.position)),
    db
      .select(productCardColumns)
      .from(productAccessories)
      .innerJoin(products, eq(products.id, productAccessories.accessoryId))
      .where(
        and(
          eq(productAccessories.productId, productId),
          eq(products.status, 'active'),
          eq(products.supplierId, activeSupplierIdByName(supplierName)),
        ),
      )
      .orderBy(asc(productAccessories.position)),
    ...latestPostsQueries(db, { supplierName, productId }, 1),
  ] as const;
}

/** Everything the product page shows, in one D1 round trip. */
export async function loadProductPage(db: Database, supplierName: string, productId: number): Promise<ProductPageData> {
  const [shellRows, productRows, medias, specs, documents, accessories, postRows, postTotals] = await db.batch(
    productDetailQueries(db, supplierName, productId),
  );
  const supplier = shellRows[0] ? toSupplierShell(shellRows[0]) : null;
  const row = productRows[0];
  if (!supplier || !row) return { supplier, product: null };
  const specsOf = (section: (typeof specs)[number]['section']) =>
    specs.filter((spec) => spec.section === section).map(({ name, value }) => ({ name, value }));
  const { id, updatedAt, category, ...profile } = row;
  return {
    supplier,
    product: {
      id,
      updated: updatedAt,
      profile: { ...profile, category: category ?? '' },
      supplier: { id: supplier.name, companyName: supplier.companyName, catalogVersion: supplier.catalogVersion },
      medias: medias.map(toGalleryMedia),
      highlights: specsOf('highlight'),
      technicalDatas: specsOf('technical'),
      logisticDatas: specsOf('logistic'),
      documents: documents.map(toDocumentLink),
      latestPosts: toPostPage(postRows, postTotals, 1),
      accessories: accessories.map(toProductCard),
    },
  };
}

/** GET api/common/product/detail/{productId}: spec §3 product detail with the viewer's marks and note. */
export type ProductDetailAnswer = ProductDetail & ProductViewerState;

const VISITOR_STATE: ProductViewerState = { ...NO_PRODUCT_MARKS, note: null };

/** The call names only the product, so its supplier is found first (and checked: not found / supplier_disable). */
export async function findProductDetail(
  db: Database,
  productId: number,
  viewerId: number | null,
): Promise<ProductDetailAnswer> {
  const { supplierName } = await requireVisibleProduct(db, productId);
  const [{ product }, state] = await Promise.all([
    loadProductPage(db, supplierName, productId),
    viewerId === null ? VISITOR_STATE : findProductViewerState(db, viewerId, productId),
  ]);
  // Disabled or moved between the two reads.
  if (!product) throw new DomainError('not_found', [{ field: 'productId', code: PRODUCT_NOT_FOUND }]);
  return { ...product, ...state };
}
