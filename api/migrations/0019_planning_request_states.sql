ALTER TABLE `planning_submissions` ADD `state` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `planning_submissions` ADD `state_changed_at` text;--> statement-breakpoint
ALTER TABLE `planning_submissions` ADD `state_changed_by` integer REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `planning_submissions` ADD `converted_case_id` integer REFERENCES cases(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `planning_submissions_company_state` ON `planning_submissions` (`company_id`,`state`,`created_at`);--> statement-breakpoint
ALTER TABLE `cases` ADD `home_handled_at` text;
