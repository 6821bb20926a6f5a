-- Issue 12: the owner's product list (POST supplier/product/pager) lists every status at once and
-- sorts by created, updated, model number or name; the older indexes lead with status, which only
-- the storefront fixes. One index per sort keeps a page of a 100,000-product catalogue to the rows
-- it shows; (supplier_id, model_number) also answers the model-number check, and
-- (supplier_id, menu_id) the "in no menu" filter.
CREATE INDEX `products_owner_created_idx` ON `products` (`supplier_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `products_owner_updated_idx` ON `products` (`supplier_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `products_owner_model_idx` ON `products` (`supplier_id`,`model_number`);--> statement-breakpoint
CREATE INDEX `products_owner_name_idx` ON `products` (`supplier_id`,`product_name`);--> statement-breakpoint
CREATE INDEX `products_owner_menu_idx` ON `products` (`supplier_id`,`menu_id`);