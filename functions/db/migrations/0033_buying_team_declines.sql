-- Issue 29 item 1: a declined invitation stays on the owner's list as not answered (expand only).
ALTER TABLE `buying_team_invitations` ADD `declined_at` integer;