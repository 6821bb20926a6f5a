-- Issue 29: the team's median first-answer time, measured hourly (expand only).
ALTER TABLE `suppliers` ADD `answer_minutes` integer;
