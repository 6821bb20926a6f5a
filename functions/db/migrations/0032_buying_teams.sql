-- Issue 29 item 1: buying teams, their lists, votes, comments and notices (expand only: new tables).
CREATE TABLE `buying_team_comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`item_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`body` text NOT NULL,
	`mentions` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	`edited_at` integer,
	FOREIGN KEY (`item_id`) REFERENCES `buying_team_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `buying_team_comments_item_idx` ON `buying_team_comments` (`item_id`,`id`);--> statement-breakpoint
CREATE TABLE `buying_team_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`team_id` integer NOT NULL,
	`email` text NOT NULL,
	`invited_by` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `buying_teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `buying_team_invitations_team_email_idx` ON `buying_team_invitations` (`team_id`,`email`);--> statement-breakpoint
CREATE INDEX `buying_team_invitations_email_idx` ON `buying_team_invitations` (`email`);--> statement-breakpoint
CREATE TABLE `buying_team_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`list_id` integer NOT NULL,
	`kind` text NOT NULL,
	`product_id` integer,
	`supplier_id` integer,
	`name` text NOT NULL,
	`image_key` text,
	`added_by` integer,
	`added_at` integer NOT NULL,
	FOREIGN KEY (`list_id`) REFERENCES `buying_team_lists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`added_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `buying_team_items_product_idx` ON `buying_team_items` (`list_id`,`product_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `buying_team_items_supplier_idx` ON `buying_team_items` (`list_id`,`supplier_id`);--> statement-breakpoint
CREATE TABLE `buying_team_lists` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`team_id` integer NOT NULL,
	`name` text NOT NULL,
	`created_by` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `buying_teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `buying_team_lists_team_idx` ON `buying_team_lists` (`team_id`);--> statement-breakpoint
CREATE TABLE `buying_team_members` (
	`team_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`role` text NOT NULL,
	`joined_at` integer NOT NULL,
	PRIMARY KEY(`team_id`, `user_id`),
	FOREIGN KEY (`team_id`) REFERENCES `buying_teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `buying_team_members_user_idx` ON `buying_team_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `buying_team_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`team_id` integer NOT NULL,
	`comment_id` integer NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `buying_teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`comment_id`) REFERENCES `buying_team_comments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `buying_team_notices_user_idx` ON `buying_team_notices` (`user_id`,`team_id`);--> statement-breakpoint
CREATE INDEX `buying_team_notices_comment_idx` ON `buying_team_notices` (`comment_id`);--> statement-breakpoint
CREATE TABLE `buying_team_votes` (
	`item_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`value` integer NOT NULL,
	PRIMARY KEY(`item_id`, `user_id`),
	FOREIGN KEY (`item_id`) REFERENCES `buying_team_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `buying_team_votes_user_idx` ON `buying_team_votes` (`user_id`);--> statement-breakpoint
CREATE TABLE `buying_teams` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL
);
