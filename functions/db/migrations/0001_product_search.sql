-- Product search and suggestions (DESIGN §5). FTS5 with the trigram tokenizer matches any
-- substring of 3+ characters, which is the spec's suggestion minimum. Virtual tables are not
-- drizzle schema; the domain keeps rows in sync (functions/domain/catalog/product-search-index.ts):
-- one row per active product, rowid = products.id.
CREATE VIRTUAL TABLE product_search USING fts5(
  model_number,
  product_name,
  brand_name,
  supplier_id UNINDEXED,
  tokenize = 'trigram remove_diacritics 1'
);
