ALTER TABLE `users` ADD `staff_role` text;--> statement-breakpoint
ALTER TABLE `users` ADD `disabled_at` text;--> statement-breakpoint
ALTER TABLE `cases` ADD `stage` text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE `cases` ADD `director_user_id` integer REFERENCES users(id);