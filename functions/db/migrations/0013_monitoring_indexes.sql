-- Issue 12 Monitoring (supplier/user/pager and events): a supplier's followers, watchers, stars and
-- signed-in visitors, newest first, read page by page from an index that leads with the supplier
-- and holds the time and the user, so a page of a 10,000-follower catalogue reads only its rows.
-- The follows' and watches' (supplier_id) indexes are the new ones' first column: dropped, not kept twice.
-- Stars and views had no supplier index at all (statistics counted stars by a full scan).
DROP INDEX `supplier_follows_supplier_idx`;--> statement-breakpoint
CREATE INDEX `supplier_follows_recent_idx` ON `supplier_follows` (`supplier_id`,`created_at`,`user_id`);--> statement-breakpoint
DROP INDEX `supplier_watches_supplier_idx`;--> statement-breakpoint
CREATE INDEX `supplier_watches_recent_idx` ON `supplier_watches` (`supplier_id`,`created_at`,`user_id`);--> statement-breakpoint
CREATE INDEX `supplier_stars_recent_idx` ON `supplier_stars` (`supplier_id`,`created_at`,`user_id`);--> statement-breakpoint
CREATE INDEX `supplier_views_visitors_idx` ON `supplier_views` (`supplier_id`,`viewed_at`,`user_id`);