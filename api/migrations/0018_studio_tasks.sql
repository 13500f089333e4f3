ALTER TABLE `case_tasks` ADD `removed_at` text;--> statement-breakpoint
ALTER TABLE `case_tasks` ADD `removed_by` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `case_tasks` ADD `reminded_at` text;
