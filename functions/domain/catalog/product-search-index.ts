import { rawStatement, type Statement } from '../../db/batch.ts';

// The FTS5 trigram table `product_search` (migration 0001) holds one row per *active* product,
// rowid = products.id. It is not drizzle schema, so the statements are written here, once, and every
// product write puts them in its own batch: the index never disagrees with the products table.

export type IndexedProduct = {
  id: number;
  supplierId: number;
  modelNumber: string;
  productName: string;
  brandName: string;
  status: 'active' | 'disabled';
};

/** Statements that make the index agree with the product as given (delete, then insert if active). */
export function productIndexStatements(product: IndexedProduct): Statement[] {
  const remove = removeFromProductIndex(product.id);
  if (product.status !== 'active') return [remove];
  return [
    remove,
    rawStatement(
      'insert into product_search (rowid, model_number, product_name, brand_name, supplier_id) values (?, ?, ?, ?, ?)',
      product.id, product.modelNumber, product.productName, product.brandName, product.supplierId,
    ),
  ];
}

export function removeFromProductIndex(productId: number): Statement {
  return rawStatement('delete from product_search where rowid = ?', productId);
}

/** The trigram tokenizer indexes 3-character sequences: shorter words cannot be matched by it. */
export const MIN_INDEXED_WORD_LENGTH = 3;

/**
 * An FTS5 query for the visitor's words: each word of 3+ characters quoted as a phrase (so no
 * FTS syntax from the visitor is ever interpreted), all required. Null when no word is long enough.
 */
export function productMatchExpression(query: string): string | null {
  const words = query
    .split(/\s+/)
    .filter((word) => [...word].length >= MIN_INDEXED_WORD_LENGTH)
    .map((word) => `"${word.replaceAll('"', '""')}"`);
  return words.length > 0 ? words.join(' ') : null;
}
