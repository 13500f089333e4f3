-- A site document's pages move out of website_contexts into one row each (decision 025): D1
-- refuses a string or row over 2,000,000 bytes, and a home of a few hundred pages is more than
-- that as one JSON text. The table is drizzle-kit's (`npm run db:generate`); the data move below it
-- is written by hand.
CREATE TABLE `website_pages` (
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`path` text NOT NULL,
	`position` integer NOT NULL,
	`document` text NOT NULL,
	PRIMARY KEY(`company_id`, `kind`, `path`),
	FOREIGN KEY (`company_id`,`kind`) REFERENCES `website_contexts`(`company_id`,`kind`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Each existing document's pages, in the document's order: json_each walks an object in order and
-- its id grows along the text, so row_number over it is the page's position (0 first).
INSERT INTO `website_pages` (`company_id`, `kind`, `path`, `position`, `document`)
SELECT
	`c`.`company_id`,
	`c`.`kind`,
	`p`.`key`,
	row_number() OVER (PARTITION BY `c`.`company_id`, `c`.`kind` ORDER BY `p`.`id`) - 1,
	`p`.`value`
FROM `website_contexts` AS `c`, json_each(`c`.`document`, '$.pages') AS `p`;
--> statement-breakpoint
-- What stays is the shell: everything but the pages.
UPDATE `website_contexts` SET `document` = json_remove(`document`, '$.pages');
