-- The memorial video from the home's side (issue 38 point 2, decision 060): a multipart upload
-- to R2 through the api and the parts it has taken (R2's binding cannot list them), and the
-- versions of a case's video (each new upload is one; earlier ones are kept).
CREATE TABLE `video_uploads` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL REFERENCES companies(id) ON DELETE cascade,
	`case_id` integer NOT NULL REFERENCES cases(id) ON DELETE cascade,
	`object_name` text NOT NULL,
	`r2_upload_id` text NOT NULL,
	`file_name` text,
	`content_type` text,
	`size` integer NOT NULL,
	`part_bytes` integer NOT NULL,
	`duration_seconds` integer,
	`created_by` integer REFERENCES users(id) ON DELETE set null,
	`created_at` text NOT NULL,
	`completed_at` text,
	`aborted_at` text
);--> statement-breakpoint
CREATE INDEX `video_uploads_case` ON `video_uploads` (`case_id`, `created_at`);--> statement-breakpoint
CREATE TABLE `video_upload_parts` (
	`upload_id` integer NOT NULL REFERENCES video_uploads(id) ON DELETE cascade,
	`part_number` integer NOT NULL,
	`etag` text NOT NULL,
	`size` integer NOT NULL,
	`uploaded_at` text NOT NULL,
	PRIMARY KEY(`upload_id`, `part_number`)
);--> statement-breakpoint
CREATE TABLE `case_video_versions` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL REFERENCES companies(id) ON DELETE cascade,
	`video_id` integer NOT NULL REFERENCES case_videos(id) ON DELETE cascade,
	`number` integer NOT NULL,
	`video_media_id` integer REFERENCES media(id) ON DELETE set null,
	`duration_seconds` integer,
	`created_by` integer REFERENCES users(id) ON DELETE set null,
	`created_at` text NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `case_video_versions_number` ON `case_video_versions` (`video_id`, `number`);
