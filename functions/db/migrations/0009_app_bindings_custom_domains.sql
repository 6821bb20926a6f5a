-- Issue 11 item 8: the owner's app-binding code (one per supplier, short-lived, one use) and the
-- catalogue's custom domain (unique: one hostname leads to one catalogue).
CREATE TABLE `app_bindings` (
	`supplier_id` integer PRIMARY KEY NOT NULL,
	`sid` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `app_bindings_sid_unique` ON `app_bindings` (`sid`);--> statement-breakpoint
ALTER TABLE `suppliers` ADD `custom_domain` text;--> statement-breakpoint
CREATE UNIQUE INDEX `suppliers_custom_domain_unique` ON `suppliers` (`custom_domain`);