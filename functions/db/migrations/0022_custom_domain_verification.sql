CREATE TABLE `custom_domains` (
	`supplier_id` integer PRIMARY KEY NOT NULL,
	`hostname` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`token` text NOT NULL,
	`reason` text,
	`saas_hostname_id` text,
	`checked_at` integer,
	`verified_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `custom_domains_verified_hostname_unique` ON `custom_domains` (`hostname`) WHERE status = 'verified';--> statement-breakpoint
CREATE INDEX `custom_domains_hostname_idx` ON `custom_domains` (`hostname`);--> statement-breakpoint
-- Domains saved until now were claimed without proof (issue 24): each becomes a pending claim with a
-- token of its own, and serves nothing until its owner adds the TXT record and checks it.
INSERT INTO `custom_domains` (`supplier_id`, `hostname`, `status`, `token`, `created_at`)
SELECT `id`, `custom_domain`, 'pending', lower(hex(randomblob(16))), CAST((julianday('now') - 2440587.5) * 86400000 AS integer)
FROM `suppliers`
WHERE `custom_domain` IS NOT NULL;--> statement-breakpoint
DROP INDEX `suppliers_custom_domain_unique`;--> statement-breakpoint
ALTER TABLE `suppliers` DROP COLUMN `custom_domain`;