import { sql } from 'drizzle-orm';
import { products } from '#functions/db/schema/index.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import type { ProductCard } from '#src/shared/catalog.ts';

/**
 * The first image of the product's gallery, as the card's picture. Written with qualified names on
 * purpose: drizzle leaves `products.id` unqualified in one-table selects, and inside this subquery
 * a bare "id" would mean product_medias.id.
 */
const firstImageKey = sql<string | null>`(
  select media.key from product_medias media
  where media.product_id = "products"."id" and media.type = 'image'
  order by media.position limit 1
)`;

export const productCardColumns = {
  id: products.id,
  updatedAt: products.updatedAt,
  modelNumber: products.modelNumber,
  productName: products.productName,
  price: products.price,
  imageKey: firstImageKey,
};

export type ProductCardRow = {
  id: number;
  updatedAt: number;
  modelNumber: string;
  productName: string;
  price: string;
  imageKey: string | null;
};

export function toProductCard(row: ProductCardRow): ProductCard {
  return {
    id: row.id,
    updated: row.updatedAt,
    star: false,
    image: mediaUrlOrNull(row.imageKey),
    modelNumber: row.modelNumber,
    productName: row.productName,
    price: row.price,
  };
}
