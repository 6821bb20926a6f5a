CREATE TABLE `product_daily_views` (
	`supplier_id` integer NOT NULL,
	`day` text NOT NULL,
	`product_id` integer NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`supplier_id`, `day`, `product_id`),
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_daily_views_product_idx` ON `product_daily_views` (`product_id`);--> statement-breakpoint
CREATE INDEX `product_views_product_idx` ON `product_views` (`product_id`,`viewed_at`);