-- Issue 39 points 2 and 3 (decision 064). Written by hand: migration number 0027 was assigned.
-- A line staff added in person: who added it; and the legal, cemetery or crematory requirement
-- that made an item necessary (the Funeral Rule's statement disclosure, 16 CFR 453.2(b)(5)(ii)).
ALTER TABLE `arrangement_lines` ADD `added_by` integer REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `arrangement_lines` ADD `requirement` text;--> statement-breakpoint
-- Discounts (with their reason) and cash advances (paid to others for the family) on a statement.
CREATE TABLE `statement_adjustments` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
	`case_id` integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`reason` text,
	`added_by` integer REFERENCES users(id) ON DELETE SET NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);--> statement-breakpoint
CREATE INDEX `statement_adjustments_case` ON `statement_adjustments` (`case_id`,`id`);--> statement-breakpoint
-- The statement's own facts: embalming approved (by whom, when) or declined, and whether staff marked it ready to sign.
CREATE TABLE `case_statements` (
	`case_id` integer PRIMARY KEY NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
	`company_id` integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
	`embalming` text,
	`embalming_by` text,
	`embalming_on` text,
	`ready_at` text,
	`ready_by` integer REFERENCES users(id) ON DELETE SET NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);--> statement-breakpoint
-- Every change to a statement, with who made it: the family reads the list on their statement.
CREATE TABLE `statement_changes` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
	`case_id` integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
	`user_id` integer REFERENCES users(id) ON DELETE SET NULL,
	`summary` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);--> statement-breakpoint
CREATE INDEX `statement_changes_case` ON `statement_changes` (`case_id`,`id`);--> statement-breakpoint
-- ESIGN Act consent to electronic records, per account and case; withdrawn_at once taken back.
CREATE TABLE `esign_consents` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
	`case_id` integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
	`user_id` integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	`disclosure_version` text NOT NULL,
	`consented_at` text NOT NULL,
	`ip` text NOT NULL,
	`user_agent` text NOT NULL,
	`withdrawn_at` text
);--> statement-breakpoint
CREATE INDEX `esign_consents_case_user` ON `esign_consents` (`case_id`,`user_id`,`id`);--> statement-breakpoint
-- One signature per version of a case's statement: the frozen content, its SHA-256, who signed
-- how, and the signed PDF's R2 key. The unique index makes a concurrent double sign one signature.
CREATE TABLE `statement_signatures` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
	`case_id` integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
	`version` integer NOT NULL,
	`content_hash` text NOT NULL,
	`content` text NOT NULL,
	`user_id` integer REFERENCES users(id) ON DELETE SET NULL,
	`consent_id` integer NOT NULL REFERENCES esign_consents(id),
	`typed_name` text NOT NULL,
	`signed_at` text NOT NULL,
	`ip` text NOT NULL,
	`user_agent` text NOT NULL,
	`pdf_key` text
);--> statement-breakpoint
CREATE UNIQUE INDEX `statement_signatures_version` ON `statement_signatures` (`case_id`,`version`);
