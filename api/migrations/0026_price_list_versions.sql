-- Issue 39 point 1 (decision 063). Written by hand: migration number 0026 was assigned.
-- The price list in versions: every gpl_* row belongs to one version of one home's price list. A
-- draft is edited; a published version never changes again, so an arrangement that started on it
-- keeps its prices. The current version is the published one with the latest effective date not
-- in the future (the home's time zone).
CREATE TABLE `price_list_versions` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
	`number` integer NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`effective_from` text,
	`published_at` text,
	`published_by` integer REFERENCES users(id) ON DELETE SET NULL,
	`created_at` text NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `price_list_versions_number` ON `price_list_versions` (`company_id`,`number`);--> statement-breakpoint
-- One draft at a time per home: two owners editing two drafts would publish each other's mistakes.
CREATE UNIQUE INDEX `price_list_versions_one_draft` ON `price_list_versions` (`company_id`) WHERE `published_at` IS NULL;--> statement-breakpoint
-- Today's rows become version 1 of every home that has a price list, effective from its current
-- statement revision's date (the date its price list already shows).
INSERT INTO `price_list_versions` (`company_id`, `number`, `note`, `effective_from`, `published_at`, `created_at`)
SELECT c.`id`, 1, 'The price list before versions',
	COALESCE((SELECT t.`effective_from` FROM `statement_template_revisions` t WHERE t.`company_id` = c.`id` AND t.`current` = 1 LIMIT 1), date('now')),
	strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM `companies` c WHERE EXISTS (SELECT 1 FROM `gpl_categories` g WHERE g.`company_id` = c.`id`);--> statement-breakpoint
ALTER TABLE `gpl_categories` ADD `version_id` integer REFERENCES price_list_versions(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE `gpl_categories` ADD `copied_from` integer;--> statement-breakpoint
ALTER TABLE `gpl_items` ADD `version_id` integer REFERENCES price_list_versions(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE `gpl_items` ADD `copied_from` integer;--> statement-breakpoint
-- Point 2: an item paid to others on the family's behalf, and whether the home adds to its price.
ALTER TABLE `gpl_items` ADD `cash_advance` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `gpl_items` ADD `cash_advance_markup` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Point 2: which of the Funeral Rule's required lines this item is (contract/price-list-funeral-rule.ts).
ALTER TABLE `gpl_items` ADD `rule_line` text;--> statement-breakpoint
ALTER TABLE `gpl_items` ADD `photo_media_id` integer REFERENCES media(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `gpl_item_variants` ADD `copied_from` integer;--> statement-breakpoint
ALTER TABLE `gpl_selectors` ADD `version_id` integer REFERENCES price_list_versions(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE `gpl_selectors` ADD `copied_from` integer;--> statement-breakpoint
ALTER TABLE `gpl_packages` ADD `version_id` integer REFERENCES price_list_versions(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE `gpl_packages` ADD `copied_from` integer;--> statement-breakpoint
ALTER TABLE `arrangements` ADD `price_list_version_id` integer REFERENCES price_list_versions(id);--> statement-breakpoint
UPDATE `gpl_categories` SET `version_id` = (SELECT v.`id` FROM `price_list_versions` v WHERE v.`company_id` = `gpl_categories`.`company_id` AND v.`number` = 1);--> statement-breakpoint
UPDATE `gpl_items` SET `version_id` = (SELECT v.`id` FROM `price_list_versions` v WHERE v.`company_id` = `gpl_items`.`company_id` AND v.`number` = 1);--> statement-breakpoint
UPDATE `gpl_selectors` SET `version_id` = (SELECT v.`id` FROM `price_list_versions` v WHERE v.`company_id` = `gpl_selectors`.`company_id` AND v.`number` = 1);--> statement-breakpoint
UPDATE `gpl_packages` SET `version_id` = (SELECT v.`id` FROM `price_list_versions` v WHERE v.`company_id` = `gpl_packages`.`company_id` AND v.`number` = 1);--> statement-breakpoint
UPDATE `arrangements` SET `price_list_version_id` = (SELECT v.`id` FROM `price_list_versions` v WHERE v.`company_id` = `arrangements`.`company_id` AND v.`number` = 1);--> statement-breakpoint
CREATE INDEX `gpl_categories_version` ON `gpl_categories` (`version_id`);--> statement-breakpoint
CREATE INDEX `gpl_items_version` ON `gpl_items` (`version_id`,`category_id`,`position`);--> statement-breakpoint
CREATE INDEX `gpl_selectors_version` ON `gpl_selectors` (`version_id`);--> statement-breakpoint
CREATE INDEX `gpl_packages_version` ON `gpl_packages` (`version_id`,`position`);--> statement-breakpoint
-- Point 2: the disclosures a version's price list prints, each under the Funeral Rule's key.
CREATE TABLE `price_list_disclosures` (
	`version_id` integer NOT NULL REFERENCES price_list_versions(id) ON DELETE CASCADE,
	`rule_key` text NOT NULL,
	`text` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`version_id`, `rule_key`)
);--> statement-breakpoint
-- Point 2: an item's price at one branch where the home's branches charge differently.
CREATE TABLE `gpl_item_location_prices` (
	`item_id` integer NOT NULL REFERENCES gpl_items(id) ON DELETE CASCADE,
	`location_id` integer NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
	`price_cents` integer NOT NULL,
	PRIMARY KEY(`item_id`, `location_id`)
);
