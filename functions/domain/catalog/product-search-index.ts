import { rawStatement, type Statement } from '../../db/batch.ts';

// The FTS5 trigram table `product_search` (migration 0001) holds one row per *active* product,
// rowid = products.id. It is not drizzle schema, so the statements are written here, once, and every
// product write puts them in its own batch: the index never disagrees with the products table.

/** Indexes products just inserted (their ids are new, so the index holds nothing for them yet). */
export function indexNewProducts(ids: number[]): Statement {
  return rawStatement(
    `insert into product_search (rowid, model_number, product_name, brand_name, supplier_id)
     select id, model_number, product_name, brand_name, supplier_id from products
     where id in (select value from json_each(?)) and status = 'active'`,
    JSON.stringify(ids),
  );
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
