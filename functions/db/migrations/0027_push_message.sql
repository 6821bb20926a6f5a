-- The admin's push carries its own title and text (issue 26 item 6); each follower's notification
-- points at its push to show them. Older pushes keep '' and read as before ("… has new products.").
ALTER TABLE `notifications` ADD `push_send_id` integer REFERENCES push_sends(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `push_sends` ADD `title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `push_sends` ADD `message` text DEFAULT '' NOT NULL;
