-- Obituary search by name over an FTS5 index (issue 15 point 4), instead of scanning every
-- obituary's folded names with instr(). Written by hand (`drizzle-kit generate --custom`):
-- drizzle's schema has no virtual tables, views or triggers, so none of this is in schema.ts.
--
-- obituary_names holds each obituary's first, middle and last name under the obituary's id as
-- rowid. unicode61 with remove_diacritics 2 folds case and accents ('Celine' finds 'Céline', and
-- the other way round); 'ł' has no decomposition, so the view folds it before indexing, as
-- foldName (api/src/obituaries/text.ts) does on the query side. Every obituary is indexed,
-- published or not: the search still applies publicNow() on the obituaries row.
CREATE VIEW `obituary_search_names` AS
SELECT
	`id`,
	replace(replace(`first_name`, 'ł', 'l'), 'Ł', 'L') AS `first_name`,
	replace(replace(coalesce(`middle_name`, ''), 'ł', 'l'), 'Ł', 'L') AS `middle_name`,
	replace(replace(`last_name`, 'ł', 'l'), 'Ł', 'L') AS `last_name`
FROM `obituaries`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `obituary_names` USING fts5(
	`first_name`,
	`middle_name`,
	`last_name`,
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
-- Kept in step with obituaries by triggers, so every writer (api, seed, tests, a cascade from a
-- deleted case or company) updates the index without knowing it exists.
CREATE TRIGGER `obituary_names_insert` AFTER INSERT ON `obituaries` BEGIN
	INSERT INTO `obituary_names` (`rowid`, `first_name`, `middle_name`, `last_name`)
	SELECT `id`, `first_name`, `middle_name`, `last_name` FROM `obituary_search_names` WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `obituary_names_update` AFTER UPDATE OF `id`, `first_name`, `middle_name`, `last_name` ON `obituaries` BEGIN
	DELETE FROM `obituary_names` WHERE `rowid` = old.`id`;
	INSERT INTO `obituary_names` (`rowid`, `first_name`, `middle_name`, `last_name`)
	SELECT `id`, `first_name`, `middle_name`, `last_name` FROM `obituary_search_names` WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `obituary_names_delete` AFTER DELETE ON `obituaries` BEGIN
	DELETE FROM `obituary_names` WHERE `rowid` = old.`id`;
END;
--> statement-breakpoint
-- The obituaries already there.
INSERT INTO `obituary_names` (`rowid`, `first_name`, `middle_name`, `last_name`)
SELECT `id`, `first_name`, `middle_name`, `last_name` FROM `obituary_search_names`;
