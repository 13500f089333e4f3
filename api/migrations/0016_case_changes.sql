CREATE TABLE `case_changes` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`case_id` integer NOT NULL,
	`user_id` integer,
	`field` text NOT NULL,
	`before` text,
	`after` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `case_changes_case` ON `case_changes` (`case_id`,`created_at`);--> statement-breakpoint
UPDATE `cases` SET `stage` = 'closed', `status` = 'AT_NEED' WHERE `status` = 'CLOSED';
