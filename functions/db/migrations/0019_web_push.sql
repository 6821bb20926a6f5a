CREATE TABLE `push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`,`id`);--> statement-breakpoint
ALTER TABLE `push_sends` ADD `web_queued` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `push_sends` ADD `web_sent` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `push_sends` ADD `web_failed` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `push_sends` ADD `web_expired` integer DEFAULT 0 NOT NULL;