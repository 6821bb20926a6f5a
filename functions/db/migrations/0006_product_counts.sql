CREATE TABLE `product_counts` (
	`supplier_id` integer NOT NULL,
	`menu_id` integer NOT NULL,
	`active_products` integer NOT NULL,
	PRIMARY KEY(`supplier_id`, `menu_id`),
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- The counts follow products through every write (DESIGN §5, decision 015): triggers run inside the
-- writing statement, so no writer, import or cascade can leave them behind. Menu 0 holds the
-- products in no menu; a count row may fall to 0 and stay, which reads the same as none.
CREATE TRIGGER product_counts_after_insert AFTER INSERT ON products WHEN new.status = 'active'
BEGIN
  INSERT INTO product_counts (supplier_id, menu_id, active_products)
  VALUES (new.supplier_id, coalesce(new.menu_id, 0), 1)
  ON CONFLICT (supplier_id, menu_id) DO UPDATE SET active_products = active_products + 1;
END;
--> statement-breakpoint
CREATE TRIGGER product_counts_after_delete AFTER DELETE ON products WHEN old.status = 'active'
BEGIN
  UPDATE product_counts SET active_products = active_products - 1
  WHERE supplier_id = old.supplier_id AND menu_id = coalesce(old.menu_id, 0);
END;
--> statement-breakpoint
CREATE TRIGGER product_counts_after_update AFTER UPDATE OF status, menu_id, supplier_id ON products
WHEN old.status = 'active' OR new.status = 'active'
BEGIN
  UPDATE product_counts SET active_products = active_products - 1
  WHERE old.status = 'active' AND supplier_id = old.supplier_id AND menu_id = coalesce(old.menu_id, 0);
  INSERT INTO product_counts (supplier_id, menu_id, active_products)
  SELECT new.supplier_id, coalesce(new.menu_id, 0), 1 WHERE new.status = 'active'
  ON CONFLICT (supplier_id, menu_id) DO UPDATE SET active_products = active_products + 1;
END;
--> statement-breakpoint
INSERT INTO product_counts (supplier_id, menu_id, active_products)
SELECT supplier_id, coalesce(menu_id, 0), count(*) FROM products WHERE status = 'active' GROUP BY 1, 2;
