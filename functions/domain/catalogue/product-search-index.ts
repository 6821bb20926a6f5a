import { sql, type SQL } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { rawStatement, type Statement } from '#functions/db/batch.ts';

// The FTS5 trigram table `product_search` (migrations 0001, 0003) holds one row per *active*
// product, rowid = products.id, with its supplier as the token `<id>` in supplier_key. It is not
// drizzle schema (drizzle-kit cannot create it), so its statements are written here, once, and
// every product write puts them in its own batch: the index never disagrees with the products table.

/** The FTS table for reads through drizzle. */
export const productSearch = sqliteTable('product_search', {
  rowid: integer('rowid').notNull(),
  modelNumber: text('model_number').notNull(),
  productName: text('product_name').notNull(),
  brandName: text('brand_name').notNull(),
  supplierKey: text('supplier_key').notNull(),
});

/** Indexes products just inserted (their ids are new, so the index holds nothing for them yet). */
export function indexNewProducts(ids: number[]): Statement {
  return rawStatement(
    `insert into product_search (rowid, model_number, product_name, brand_name, supplier_key)
     select id, model_number, product_name, brand_name, '<' || supplier_id || '>' from products
     where id in (select value from json_each(?)) and status = 'active'`,
    JSON.stringify(ids),
  );
}

/** Takes a supplier's products out of the index, before the supplier's rows go (its catalogue closes). */
export function unindexSupplierProducts(supplierId: number): Statement {
  return rawStatement(
    `delete from product_search where rowid in (select id from products where supplier_id = ?)`,
    supplierId,
  );
}

/** The trigram tokenizer indexes 3-character sequences: shorter words cannot be matched by it. */
export const MIN_INDEXED_WORD_LENGTH = 3;

/**
 * An FTS5 query for the visitor's words in the searchable columns: each word of 3+ characters
 * quoted as a phrase (so no FTS syntax from the visitor is ever interpreted), all required. Null
 * when no word is long enough.
 */
export function productMatchExpression(query: string): string | null {
  // Control characters (a NUL would end the FTS5 string early) are never part of a product name.
  const words = query
    .replace(/\p{Cc}/gu, ' ')
    .split(/\s+/)
    .filter((word) => [...word].length >= MIN_INDEXED_WORD_LENGTH)
    .map((word) => `"${word.replaceAll('"', '""')}"`);
  return words.length > 0 ? `{model_number product_name brand_name} : (${words.join(' ')})` : null;
}

/**
 * `product_search match …` for the words within one supplier's products. The supplier id may be a
 * subquery; a supplier that is not found matches nothing (`<0>`).
 */
export function matchSupplierProducts(wordsExpression: string, supplierId: number | SQL<number>): SQL {
  return sql`${productSearch} match (${wordsExpression} || ' AND supplier_key : "<' || coalesce(${supplierId}, 0) || '>"')`;
}
