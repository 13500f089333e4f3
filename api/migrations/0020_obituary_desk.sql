ALTER TABLE `obituaries` ADD `scheduled_for` text;--> statement-breakpoint
ALTER TABLE `obituaries` ADD `scheduled_by` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `obituaries` ADD `sent_at` text;--> statement-breakpoint
ALTER TABLE `obituaries` ADD `sent_by` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `obituaries` ADD `updated_by` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
CREATE TABLE `obituary_versions` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`obituary_id` integer NOT NULL,
	`version` integer NOT NULL,
	`first_name` text NOT NULL,
	`middle_name` text,
	`last_name` text NOT NULL,
	`birth_date` text,
	`death_date` text,
	`text` text NOT NULL,
	`photo_media_id` integer,
	`published_at` text NOT NULL,
	`published_by` integer,
	`unpublished_at` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`obituary_id`) REFERENCES `obituaries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`photo_media_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`published_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE UNIQUE INDEX `obituary_versions_number` ON `obituary_versions` (`obituary_id`,`version`);--> statement-breakpoint
CREATE INDEX `obituaries_scheduled` ON `obituaries` (`scheduled_for`) WHERE `scheduled_for` IS NOT NULL;
