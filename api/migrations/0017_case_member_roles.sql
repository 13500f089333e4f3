CREATE TABLE `__new_case_members` (
	`case_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`role` text DEFAULT 'helper' NOT NULL,
	`relationship` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`case_id`, `user_id`),
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_case_members`(`case_id`, `user_id`, `role`, `relationship`, `created_at`) SELECT `case_id`, `user_id`, CASE `role` WHEN 'owner' THEN 'arranger' WHEN 'member' THEN 'helper' ELSE `role` END, `relationship`, `created_at` FROM `case_members`;--> statement-breakpoint
DROP TABLE `case_members`;--> statement-breakpoint
ALTER TABLE `__new_case_members` RENAME TO `case_members`;--> statement-breakpoint
CREATE INDEX `case_members_user` ON `case_members` (`user_id`);--> statement-breakpoint
ALTER TABLE `case_invitations` ADD `role` text DEFAULT 'helper' NOT NULL;
