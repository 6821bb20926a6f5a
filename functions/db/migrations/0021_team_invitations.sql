CREATE TABLE `team_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`supplier_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`email` text NOT NULL,
	`job_title` text DEFAULT '' NOT NULL,
	`can_post` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_invitations_supplier_user_unique` ON `team_invitations` (`supplier_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `team_invitations_user_idx` ON `team_invitations` (`user_id`,`created_at`);--> statement-breakpoint
-- Teams were formed without the members' consent until now: every contact other than the owner
-- becomes an invitation they accept or decline (issue 24). The owner on their own team consented.
INSERT INTO `team_invitations` (`supplier_id`, `user_id`, `email`, `job_title`, `can_post`, `created_at`)
SELECT c.`supplier_id`, c.`user_id`, u.`email`, c.`job_title`, c.`can_post`, CAST((julianday('now') - 2440587.5) * 86400000 AS integer)
FROM `company_contacts` c
JOIN `users` u ON u.`id` = c.`user_id`
JOIN `suppliers` s ON s.`id` = c.`supplier_id`
WHERE c.`user_id` IS NOT s.`owner_id`;--> statement-breakpoint
UPDATE `suppliers` SET `catalog_version` = `catalog_version` + 1
WHERE `id` IN (SELECT c.`supplier_id` FROM `company_contacts` c JOIN `suppliers` s ON s.`id` = c.`supplier_id` WHERE c.`user_id` IS NOT s.`owner_id`);--> statement-breakpoint
DELETE FROM `company_contacts`
WHERE `user_id` IS NOT (SELECT `owner_id` FROM `suppliers` WHERE `suppliers`.`id` = `company_contacts`.`supplier_id`);
