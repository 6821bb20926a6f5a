-- Issue 12: the owner's product list filtered by a menu (or "in no menu") walked the sort's index
-- through the whole catalogue to find the menu's rows: 170 ms for an empty page of a 100,000-product
-- supplier. One index per sort behind (supplier_id, menu_id) walks the menu's own rows in order.
DROP INDEX `products_owner_menu_idx`;--> statement-breakpoint
CREATE INDEX `products_owner_menu_updated_idx` ON `products` (`supplier_id`,`menu_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `products_owner_menu_model_idx` ON `products` (`supplier_id`,`menu_id`,`model_number`);--> statement-breakpoint
CREATE INDEX `products_owner_menu_name_idx` ON `products` (`supplier_id`,`menu_id`,`product_name`);--> statement-breakpoint
CREATE INDEX `products_owner_menu_idx` ON `products` (`supplier_id`,`menu_id`,`created_at`);