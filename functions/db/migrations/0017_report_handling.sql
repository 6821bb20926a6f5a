ALTER TABLE `reports` ADD `resolved_by` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `reports` ADD `resolved_at` integer;--> statement-breakpoint
ALTER TABLE `reports` ADD `resolution_note` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Reports closed before the admin area could say how count as dismissed: nobody recorded an action.
UPDATE `reports` SET `status` = 'dismissed' WHERE `status` = 'closed';
