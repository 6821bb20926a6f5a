-- The team inbox (issue 26 item 2): which person of a chat talks with the catalogue; the other holds it.
ALTER TABLE `chats` ADD `buyer_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `chats_inbox_idx` ON `chats` (`supplier_id`,`buyer_id`);--> statement-breakpoint
-- Chats so far: the buyer is the one person of the pair not on the catalogue's team (its owner or a
-- sales contact). A chat whose team has left, or between two of the team, stays out of the inbox.
UPDATE `chats` SET `buyer_id` = (
  SELECT side.user_id FROM chat_contacts side
  WHERE side.chat_id = chats.id
    AND side.user_id NOT IN (SELECT owner_id FROM suppliers WHERE id = chats.supplier_id AND owner_id IS NOT NULL)
    AND side.user_id NOT IN (SELECT user_id FROM company_contacts WHERE supplier_id = chats.supplier_id)
    AND (side.contact_id IN (SELECT owner_id FROM suppliers WHERE id = chats.supplier_id)
      OR side.contact_id IN (SELECT user_id FROM company_contacts WHERE supplier_id = chats.supplier_id))
);
