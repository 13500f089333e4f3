-- Issue 40 point 1 (decision 071). Written by hand: migration number 0030 was assigned.
-- The portal tasks each new case of a home starts with, in order, written when the home is made
-- (the command `npm run home:create`, and the demo seed through the same code).
CREATE TABLE `company_task_defaults` (
	`company_id` integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
	`type` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`company_id`, `type`)
);--> statement-breakpoint
-- Homes made before: every case got all ten tasks, so they keep all ten, in the portal's order
-- (one statement a task: D1 refuses a compound SELECT of ten terms).
INSERT INTO `company_task_defaults` (`company_id`, `type`, `position`) SELECT `id`, 'add-details', 0 FROM `companies`;
--> statement-breakpoint
INSERT INTO `company_task_defaults` (`company_id`, `type`, `position`) SELECT `id`, 'review-obituary', 1 FROM `companies`;
--> statement-breakpoint
INSERT INTO `company_task_defaults` (`company_id`, `type`, `position`) SELECT `id`, 'upload-obituary-photo', 2 FROM `companies`;
--> statement-breakpoint
INSERT INTO `company_task_defaults` (`company_id`, `type`, `position`) SELECT `id`, 'upload-photos', 3 FROM `companies`;
--> statement-breakpoint
INSERT INTO `company_task_defaults` (`company_id`, `type`, `position`) SELECT `id`, 'upload-music', 4 FROM `companies`;
--> statement-breakpoint
INSERT INTO `company_task_defaults` (`company_id`, `type`, `position`) SELECT `id`, 'select-theme', 5 FROM `companies`;
--> statement-breakpoint
INSERT INTO `company_task_defaults` (`company_id`, `type`, `position`) SELECT `id`, 'review-video', 6 FROM `companies`;
--> statement-breakpoint
INSERT INTO `company_task_defaults` (`company_id`, `type`, `position`) SELECT `id`, 'review-stationery', 7 FROM `companies`;
--> statement-breakpoint
INSERT INTO `company_task_defaults` (`company_id`, `type`, `position`) SELECT `id`, 'review-wall-settings', 8 FROM `companies`;
--> statement-breakpoint
INSERT INTO `company_task_defaults` (`company_id`, `type`, `position`) SELECT `id`, 'review-wall-comments', 9 FROM `companies`;
