-- Product search scoped inside the index: each row carries its supplier as a token, `<id>`, so a
-- search matches the supplier and the words together and never walks other suppliers' matches
-- (a common word in a platform of millions of products stays as cheap as in one catalogue).
-- The delimiters keep `<12>` from matching inside `<123>` under the trigram tokenizer.
DROP TABLE product_search;
--> statement-breakpoint
CREATE VIRTUAL TABLE product_search USING fts5(
  model_number,
  product_name,
  brand_name,
  supplier_key,
  tokenize = 'trigram remove_diacritics 1'
);
--> statement-breakpoint
INSERT INTO product_search (rowid, model_number, product_name, brand_name, supplier_key)
SELECT id, model_number, product_name, brand_name, '<' || supplier_id || '>' FROM products WHERE status = 'active';
