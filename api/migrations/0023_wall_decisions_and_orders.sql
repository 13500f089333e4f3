-- Issue 38 points 4 and 5 (decision 062). Written by hand: migration number 0023 was assigned.
-- Who decided a memory: 'family' or 'staff' (the home). Before this only the family moderated.
ALTER TABLE `memorial_comments` ADD `moderated_as` text;--> statement-breakpoint
UPDATE `memorial_comments` SET `moderated_as` = 'family' WHERE `moderated_at` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `memorial_comments_company_status` ON `memorial_comments` (`company_id`,`status`,`created_at`);--> statement-breakpoint
-- A shop order as the home works it: its notes, who last moved its status and when, and its refund.
ALTER TABLE `shop_orders` ADD `notes` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_orders` ADD `status_changed_at` text;--> statement-breakpoint
ALTER TABLE `shop_orders` ADD `status_changed_by` integer REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `shop_orders` ADD `refund_claimed_at` text;--> statement-breakpoint
ALTER TABLE `shop_orders` ADD `refund_id` text;--> statement-breakpoint
CREATE INDEX `shop_orders_company_status` ON `shop_orders` (`company_id`,`status`,`id`);--> statement-breakpoint
-- The local test processor's refunds: one per idempotency key, as a real processor keeps them.
CREATE TABLE `test_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`charge_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`created_at` text NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `test_refunds_key` ON `test_refunds` (`idempotency_key`);
