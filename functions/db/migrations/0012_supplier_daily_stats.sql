CREATE TABLE `supplier_daily_stats` (
	`supplier_id` integer NOT NULL,
	`day` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	`product_views` integer DEFAULT 0 NOT NULL,
	`product_visitors` integer DEFAULT 0 NOT NULL,
	`supplier_visitors` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`supplier_id`, `day`),
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
