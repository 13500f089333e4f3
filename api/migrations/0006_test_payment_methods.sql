CREATE TABLE `test_payment_methods` (
	`id` text PRIMARY KEY NOT NULL,
	`brand` text NOT NULL,
	`last4` text NOT NULL,
	`exp_month` integer NOT NULL,
	`exp_year` integer NOT NULL,
	`name` text NOT NULL,
	`decline_code` text,
	`created_at` text NOT NULL
);
