-- The proofs, part 2 (issue 38 points 2 and 3, decision 067): a video version remembers when it was
-- sent to the family and with which poster and captions, so the family keeps watching the last
-- version sent while a new one is made; and when it was approved, so a later version (which clears
-- the case's approval) leaves the earlier approval on the case's timeline.
ALTER TABLE `case_video_versions` ADD `sent_at` text;--> statement-breakpoint
ALTER TABLE `case_video_versions` ADD `sent_by` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `case_video_versions` ADD `poster_media_id` integer REFERENCES media(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `case_video_versions` ADD `captions_media_id` integer REFERENCES media(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `case_video_versions` ADD `approved_at` text;--> statement-breakpoint
ALTER TABLE `case_video_versions` ADD `approved_by` integer REFERENCES users(id) ON DELETE set null;
