-- A subscription ends with the session it was made in (issue 24). Those made before this cannot be
-- tied to one, so they go: a browser shows push notifications as off, and its user turns them on again.
DELETE FROM `push_subscriptions`;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `session_id` text REFERENCES sessions(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `push_subscriptions_session_idx` ON `push_subscriptions` (`session_id`);
