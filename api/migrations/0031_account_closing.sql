-- Issue 40 point 5 (decision 072). Written by hand: migration number 0031 was assigned.
-- A home whose owner asked to close the account: one row while it is closing (cancelling deletes
-- it). The daily cron removes the company (every row of it cascades) and its R2 objects once the
-- home's calendar reaches remove_on; the row goes with the company, so a run cut short resumes.
CREATE TABLE `account_closings` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`requested_at` text NOT NULL,
	`requested_by` integer,
	`remove_on` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE INDEX `account_closings_remove_on` ON `account_closings` (`remove_on`);
