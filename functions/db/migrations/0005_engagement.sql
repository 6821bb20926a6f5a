CREATE TABLE `product_follow_tags` (
	`user_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `product_id`, `tag_id`),
	FOREIGN KEY (`tag_id`) REFERENCES `product_tags`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`,`product_id`) REFERENCES `product_follows`(`user_id`,`product_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_follow_tags_tag_idx` ON `product_follow_tags` (`tag_id`);--> statement-breakpoint
CREATE TABLE `product_follows` (
	`user_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`is_new` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `product_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_follows_product_idx` ON `product_follows` (`product_id`);--> statement-breakpoint
CREATE TABLE `product_tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_tags_user_name_idx` ON `product_tags` (`user_id`,`name_key`);--> statement-breakpoint
CREATE TABLE `product_views` (
	`user_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`viewed_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `product_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_views_recent_idx` ON `product_views` (`user_id`,`viewed_at`);--> statement-breakpoint
CREATE TABLE `product_watches` (
	`user_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `product_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_watches_product_idx` ON `product_watches` (`product_id`);--> statement-breakpoint
CREATE TABLE `supplier_follow_tags` (
	`user_id` integer NOT NULL,
	`supplier_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `supplier_id`, `tag_id`),
	FOREIGN KEY (`tag_id`) REFERENCES `supplier_tags`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`,`supplier_id`) REFERENCES `supplier_follows`(`user_id`,`supplier_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `supplier_follow_tags_tag_idx` ON `supplier_follow_tags` (`tag_id`);--> statement-breakpoint
CREATE TABLE `supplier_follows` (
	`user_id` integer NOT NULL,
	`supplier_id` integer NOT NULL,
	`is_new` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `supplier_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `supplier_follows_supplier_idx` ON `supplier_follows` (`supplier_id`);--> statement-breakpoint
CREATE TABLE `supplier_stars` (
	`user_id` integer NOT NULL,
	`supplier_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `supplier_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `supplier_tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `supplier_tags_user_name_idx` ON `supplier_tags` (`user_id`,`name_key`);--> statement-breakpoint
CREATE TABLE `supplier_views` (
	`user_id` integer NOT NULL,
	`supplier_id` integer NOT NULL,
	`viewed_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `supplier_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `supplier_views_recent_idx` ON `supplier_views` (`user_id`,`viewed_at`);--> statement-breakpoint
CREATE TABLE `supplier_watches` (
	`user_id` integer NOT NULL,
	`supplier_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `supplier_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `supplier_watches_supplier_idx` ON `supplier_watches` (`supplier_id`);--> statement-breakpoint
CREATE TABLE `seen_invitations` (
	`inviter_id` integer NOT NULL,
	`invited_id` integer NOT NULL,
	PRIMARY KEY(`inviter_id`, `invited_id`),
	FOREIGN KEY (`inviter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`supplier_id` integer NOT NULL,
	`product_id` integer,
	`post_id` integer,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_unread_idx` ON `notifications` (`user_id`,`is_read`);--> statement-breakpoint
CREATE TABLE `report_photos` (
	`report_id` integer NOT NULL,
	`position` integer NOT NULL,
	`key` text NOT NULL,
	PRIMARY KEY(`report_id`, `position`),
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reporter_id` integer,
	`supplier_id` integer NOT NULL,
	`product_id` integer,
	`reason` text NOT NULL,
	`explanation` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reports_status_idx` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_supplier_idx` ON `reports` (`supplier_id`);--> statement-breakpoint
CREATE TABLE `share_link_items` (
	`link_id` integer NOT NULL,
	`position` integer NOT NULL,
	`supplier_id` integer,
	`product_id` integer,
	PRIMARY KEY(`link_id`, `position`),
	FOREIGN KEY (`link_id`) REFERENCES `share_links`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `share_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `share_links_code_unique` ON `share_links` (`code`);--> statement-breakpoint
CREATE INDEX `share_links_user_idx` ON `share_links` (`user_id`);