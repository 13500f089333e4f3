-- Issue 39 point 4 and issue 38 point 5 (decision 065). Written by hand: migration number 0028 was assigned.
-- The ledger of a case: every payment (card as before; cash, check, bank transfer, insurance
-- assignment recorded by staff) and every refund is a row of case_payments. A refund is a row of
-- its own with a negative amount and the payment it gives back, so the sum of succeeded rows is
-- what the home holds (the statement's paid) and nothing that reads it changes.
ALTER TABLE `case_payments` ADD `kind` text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE `case_payments` ADD `method` text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE `case_payments` ADD `reference` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `case_payments` ADD `received_on` text;--> statement-breakpoint
ALTER TABLE `case_payments` ADD `refund_of` integer REFERENCES case_payments(id) ON DELETE CASCADE;--> statement-breakpoint
UPDATE `case_payments` SET `received_on` = substr(`created_at`, 1, 10);--> statement-breakpoint
CREATE INDEX `case_payments_refund_of` ON `case_payments` (`refund_of`);--> statement-breakpoint
CREATE INDEX `case_payments_company_received` ON `case_payments` (`company_id`,`received_on`);--> statement-breakpoint
-- A shop order refunded in part: what has been given back so far (the whole total: refunded).
ALTER TABLE `shop_orders` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `shop_orders` SET `refunded_cents` = `total_cents` WHERE `status` = 'refunded';
