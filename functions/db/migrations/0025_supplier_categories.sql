-- Product categories become each supplier's own (issue 26): every supplier gets a copy of the
-- platform categories its products use, the products point at their supplier's copy, and the
-- platform rows go. SQLite cannot add a NOT NULL column with a foreign key to a table, so the
-- column is nullable here; the schema (and every write) requires it. Recreating the table instead
-- would run its ON DELETE SET NULL on every product when the old table is dropped under D1.
DROP INDEX `categories_name_unique`;--> statement-breakpoint
ALTER TABLE `categories` ADD `supplier_id` integer REFERENCES suppliers(id) ON DELETE cascade;--> statement-breakpoint
INSERT INTO `categories` (`supplier_id`, `name`)
SELECT DISTINCT `products`.`supplier_id`, `categories`.`name`
FROM `products` JOIN `categories` ON `categories`.`id` = `products`.`category_id`
WHERE `categories`.`supplier_id` IS NULL;--> statement-breakpoint
UPDATE `products` SET `category_id` = (
  SELECT `own`.`id` FROM `categories` AS `own` JOIN `categories` AS `platform` ON `platform`.`name` = `own`.`name`
  WHERE `platform`.`id` = `products`.`category_id` AND `own`.`supplier_id` = `products`.`supplier_id`
)
WHERE `category_id` IS NOT NULL;--> statement-breakpoint
DELETE FROM `categories` WHERE `supplier_id` IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `categories_supplier_name_unique` ON `categories` (`supplier_id`,`name`);
