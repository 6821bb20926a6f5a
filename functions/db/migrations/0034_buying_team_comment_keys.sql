-- Issue 29 item 5: a comment sent twice (kept offline, sent again) is stored once (expand only).
ALTER TABLE `buying_team_comments` ADD `client_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `buying_team_comments_client_key_idx` ON `buying_team_comments` (`author_id`,`client_key`);