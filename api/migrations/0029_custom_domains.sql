-- Issue 40 point 3 (decision 070). Written by hand: migration number 0029 was assigned.
-- A funeral home's own domains, each a Cloudflare for SaaS custom hostname: its id there, its
-- hostname and certificate statuses and the DNS records to add, as last read. While one is active
-- its host is also in company_hosts (the tenant look-up), added and removed by the api.
CREATE TABLE `custom_domains` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`host` text NOT NULL,
	`provider_id` text NOT NULL,
	`status` text NOT NULL,
	`ssl_status` text NOT NULL,
	`records` text NOT NULL,
	`problems` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`checked_at` text NOT NULL,
	`live_at` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `custom_domains_host` ON `custom_domains` (`host`);--> statement-breakpoint
CREATE INDEX `custom_domains_company` ON `custom_domains` (`company_id`);--> statement-breakpoint
CREATE INDEX `custom_domains_checked` ON `custom_domains` (`checked_at`);
