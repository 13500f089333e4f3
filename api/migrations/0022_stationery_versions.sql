-- Stationery proofs from the home's side (issue 38 point 3, decision 061): each sending of a piece
-- to the family is a numbered version with the pages it had, so the family can be told what
-- changed; a comment remembers the version it was made on.
ALTER TABLE `stationery_items` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `stationery_comments` ADD `version` integer;--> statement-breakpoint
CREATE TABLE `stationery_versions` (
	`id` integer PRIMARY KEY NOT NULL,
	`item_id` integer NOT NULL REFERENCES stationery_items(id) ON DELETE cascade,
	`number` integer NOT NULL,
	`pages` text NOT NULL,
	`sent_by` integer REFERENCES users(id) ON DELETE set null,
	`sent_at` text NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `stationery_versions_item_number` ON `stationery_versions` (`item_id`,`number`);
