CREATE TABLE `videos` (
	`supplier_id` integer NOT NULL,
	`vid` text NOT NULL,
	`provider` text NOT NULL,
	`status` text NOT NULL,
	`poster_key` text,
	`width` integer,
	`height` integer,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`supplier_id`, `vid`),
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `videos_vid_idx` ON `videos` (`vid`);