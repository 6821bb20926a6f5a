-- Admin › Users shows when each account last signed in (issue 26 item 6). Accounts signed in now
-- start from their newest session; the others read "never" until their next login.
ALTER TABLE `users` ADD `last_sign_in_at` integer;--> statement-breakpoint
UPDATE `users` SET `last_sign_in_at` = (SELECT max(`created_at`) FROM `sessions` WHERE `sessions`.`user_id` = `users`.`id`);
