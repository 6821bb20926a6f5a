-- Issue 29: an inquiry message keeps its lines and terms as sent (expand only: older code ignores the column).
ALTER TABLE `messages` ADD `details` text;
