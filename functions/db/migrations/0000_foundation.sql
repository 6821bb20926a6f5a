CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`job_title` text DEFAULT '' NOT NULL,
	`company_name` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`country_code` text DEFAULT '' NOT NULL,
	`avatar_key` text,
	`visibility` text DEFAULT 'visible' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `catalog_menus` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`supplier_id` integer NOT NULL,
	`parent_id` integer,
	`name` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parent_id`) REFERENCES `catalog_menus`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `catalog_menus_supplier_idx` ON `catalog_menus` (`supplier_id`,`parent_id`,`position`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`parent_id` integer,
	FOREIGN KEY (`parent_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_name_unique` ON `categories` (`name`);--> statement-breakpoint
CREATE TABLE `product_accessories` (
	`product_id` integer NOT NULL,
	`accessory_id` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`product_id`, `accessory_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`accessory_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `product_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`key` text NOT NULL,
	`size` integer NOT NULL,
	`mime_type` text NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_documents_product_idx` ON `product_documents` (`product_id`,`position`);--> statement-breakpoint
CREATE TABLE `product_medias` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`position` integer NOT NULL,
	`type` text NOT NULL,
	`key` text NOT NULL,
	`poster_key` text,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_medias_product_idx` ON `product_medias` (`product_id`,`position`);--> statement-breakpoint
CREATE TABLE `product_specs` (
	`product_id` integer NOT NULL,
	`section` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`product_id`, `section`, `position`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`supplier_id` integer NOT NULL,
	`menu_id` integer,
	`category_id` integer,
	`model_number` text NOT NULL,
	`product_name` text NOT NULL,
	`price` text DEFAULT '' NOT NULL,
	`origin` text DEFAULT '' NOT NULL,
	`supply_ability` text DEFAULT '' NOT NULL,
	`brand_name` text DEFAULT '' NOT NULL,
	`port` text DEFAULT '' NOT NULL,
	`service` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`menu_id`) REFERENCES `catalog_menus`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `products_supplier_newest_idx` ON `products` (`supplier_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `products_supplier_model_idx` ON `products` (`supplier_id`,`status`,`model_number`);--> statement-breakpoint
CREATE INDEX `products_supplier_name_idx` ON `products` (`supplier_id`,`status`,`product_name`);--> statement-breakpoint
CREATE INDEX `products_menu_idx` ON `products` (`menu_id`);--> statement-breakpoint
CREATE TABLE `company_contacts` (
	`supplier_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`position` integer NOT NULL,
	`can_post` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`supplier_id`, `user_id`),
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `company_contacts_user_idx` ON `company_contacts` (`user_id`);--> statement-breakpoint
CREATE TABLE `company_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`supplier_id` integer NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`key` text NOT NULL,
	`size` integer NOT NULL,
	`mime_type` text NOT NULL,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `company_documents_supplier_idx` ON `company_documents` (`supplier_id`,`position`);--> statement-breakpoint
CREATE TABLE `company_highlights` (
	`supplier_id` integer NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`supplier_id`, `position`),
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `company_medias` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`supplier_id` integer NOT NULL,
	`position` integer NOT NULL,
	`type` text NOT NULL,
	`key` text NOT NULL,
	`poster_key` text,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `company_medias_supplier_idx` ON `company_medias` (`supplier_id`,`position`);--> statement-breakpoint
CREATE TABLE `company_trade_shows` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`supplier_id` integer NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`booth` text,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`location` text NOT NULL,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `company_trade_shows_supplier_idx` ON `company_trade_shows` (`supplier_id`,`position`);--> statement-breakpoint
CREATE TABLE `company_turnovers` (
	`supplier_id` integer NOT NULL,
	`position` integer NOT NULL,
	`region` text NOT NULL,
	`percent` real NOT NULL,
	PRIMARY KEY(`supplier_id`, `position`),
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `post_medias` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`position` integer NOT NULL,
	`type` text NOT NULL,
	`key` text NOT NULL,
	`poster_key` text,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_medias_post_idx` ON `post_medias` (`post_id`,`position`);--> statement-breakpoint
CREATE TABLE `posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`supplier_id` integer NOT NULL,
	`product_id` integer,
	`author_id` integer,
	`content` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `posts_supplier_idx` ON `posts` (`supplier_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `posts_product_idx` ON `posts` (`product_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `suppliers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`owner_id` integer,
	`status` text DEFAULT 'active' NOT NULL,
	`catalog_version` integer DEFAULT 1 NOT NULL,
	`company_name` text NOT NULL,
	`avatar_key` text,
	`country_code` text DEFAULT '' NOT NULL,
	`region` text DEFAULT '' NOT NULL,
	`established` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`business_type` text DEFAULT '' NOT NULL,
	`categories` text DEFAULT '[]' NOT NULL,
	`main_products` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`website` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`related_supplier_id` integer,
	`favicon_key` text,
	`logo_key` text,
	`main_color` text DEFAULT '#1f5fbf' NOT NULL,
	`second_color` text DEFAULT '#f2a516' NOT NULL,
	`meta_description` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`related_supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `suppliers_name_unique` ON `suppliers` (`name`);--> statement-breakpoint
CREATE INDEX `suppliers_owner_idx` ON `suppliers` (`owner_id`);