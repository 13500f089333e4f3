CREATE TABLE `idempotency_keys` (
	`company_id` integer NOT NULL,
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`status` integer,
	`body` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`company_id`, `scope`, `key`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `media` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`case_id` integer,
	`kind` text NOT NULL,
	`hash` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`file_name` text,
	`title` text,
	`position` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `media_company_hash` ON `media` (`company_id`,`hash`);--> statement-breakpoint
CREATE INDEX `media_case_kind` ON `media` (`case_id`,`kind`,`position`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text,
	`provider_id` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `outbox_company_created` ON `outbox` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `case_members` (
	`case_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`role` text DEFAULT 'member' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`case_id`, `user_id`),
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `case_members_user` ON `case_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `case_videos` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`case_id` integer NOT NULL,
	`title` text NOT NULL,
	`video_media_id` integer,
	`poster_media_id` integer,
	`captions_media_id` integer,
	`duration_seconds` integer,
	`status` text DEFAULT 'in-production' NOT NULL,
	`approved_at` text,
	`approved_by` integer,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`video_media_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`poster_media_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`captions_media_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`approved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `case_videos_case` ON `case_videos` (`case_id`);--> statement-breakpoint
CREATE TABLE `cases` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`location_id` integer NOT NULL,
	`status` text NOT NULL,
	`first_name` text NOT NULL,
	`middle_name` text,
	`last_name` text NOT NULL,
	`name_slug` text NOT NULL,
	`birth_date` text,
	`death_date` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `cases_company` ON `cases` (`company_id`,`id`);--> statement-breakpoint
CREATE TABLE `memorial_comments` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`case_id` integer NOT NULL,
	`author_name` text NOT NULL,
	`author_email` text,
	`text` text NOT NULL,
	`photo_media_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`client_hash` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`moderated_at` text,
	`moderated_by` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`photo_media_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`moderated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `memorial_comments_case_status` ON `memorial_comments` (`case_id`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `memorial_wall_settings` (
	`case_id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`moderation` text DEFAULT 'review' NOT NULL,
	`open` integer DEFAULT true NOT NULL,
	`allow_photos` integer DEFAULT true NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_by` integer,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `obituaries` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`case_id` integer NOT NULL,
	`first_name` text NOT NULL,
	`middle_name` text,
	`last_name` text NOT NULL,
	`name_slug` text NOT NULL,
	`birth_date` text,
	`death_date` text,
	`text` text DEFAULT '' NOT NULL,
	`photo_media_id` integer,
	`published_at` text,
	`approved_at` text,
	`approved_by` integer,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`photo_media_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`approved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `obituaries_case` ON `obituaries` (`case_id`);--> statement-breakpoint
CREATE INDEX `obituaries_company_published` ON `obituaries` (`company_id`,`published_at`);--> statement-breakpoint
CREATE INDEX `obituaries_company_name` ON `obituaries` (`company_id`,`last_name`,`first_name`);