ALTER TABLE `company_contacts` ADD `is_new` integer DEFAULT true NOT NULL;--> statement-breakpoint
-- Contacts added before this column were seen long ago: only those added from now on are new.
UPDATE `company_contacts` SET `is_new` = false;
