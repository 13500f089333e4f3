CREATE TABLE `arrangement_lines` (
	`id` integer PRIMARY KEY NOT NULL,
	`case_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`item_id` integer,
	`variant_id` integer,
	`selector_id` integer,
	`name` text,
	`unit_price_cents` integer,
	`quantity` integer DEFAULT 1 NOT NULL,
	`required` integer DEFAULT false NOT NULL,
	`from_package` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `arrangements`(`case_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `gpl_categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`item_id`) REFERENCES `gpl_items`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`variant_id`) REFERENCES `gpl_item_variants`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`selector_id`) REFERENCES `gpl_selectors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `arrangement_lines_case` ON `arrangement_lines` (`case_id`,`position`);--> statement-breakpoint
CREATE TABLE `arrangements` (
	`case_id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`package_id` integer,
	`template_revision_id` integer,
	`purchaser` text,
	`submitted_at` text,
	`submitted_by` integer,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`package_id`) REFERENCES `gpl_packages`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`template_revision_id`) REFERENCES `statement_template_revisions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`submitted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `case_payments` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`case_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`brand` text NOT NULL,
	`last4` text NOT NULL,
	`payer_name` text NOT NULL,
	`processor_id` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `case_payments_case` ON `case_payments` (`case_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `case_payments_processor` ON `case_payments` (`company_id`,`processor_id`);--> statement-breakpoint
CREATE TABLE `gpl_categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`display_for_family` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gpl_categories_company` ON `gpl_categories` (`company_id`);--> statement-breakpoint
CREATE TABLE `gpl_item_variants` (
	`id` integer PRIMARY KEY NOT NULL,
	`item_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price_cents` integer,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`item_id`) REFERENCES `gpl_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gpl_item_variants_item` ON `gpl_item_variants` (`item_id`,`position`);--> statement-breakpoint
CREATE TABLE `gpl_items` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price_cents` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `gpl_categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gpl_items_company_category` ON `gpl_items` (`company_id`,`category_id`,`position`);--> statement-breakpoint
CREATE TABLE `gpl_package_lines` (
	`id` integer PRIMARY KEY NOT NULL,
	`package_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`item_id` integer,
	`variant_id` integer,
	`selector_id` integer,
	`name` text,
	`unit_price_cents` integer,
	`quantity` integer DEFAULT 1 NOT NULL,
	`required` integer DEFAULT true NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`package_id`) REFERENCES `gpl_packages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `gpl_categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`item_id`) REFERENCES `gpl_items`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`variant_id`) REFERENCES `gpl_item_variants`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`selector_id`) REFERENCES `gpl_selectors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `gpl_package_lines_package` ON `gpl_package_lines` (`package_id`,`position`);--> statement-breakpoint
CREATE TABLE `gpl_packages` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`category` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gpl_packages_company` ON `gpl_packages` (`company_id`,`position`);--> statement-breakpoint
CREATE TABLE `gpl_selector_items` (
	`selector_id` integer NOT NULL,
	`item_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`selector_id`, `item_id`),
	FOREIGN KEY (`selector_id`) REFERENCES `gpl_selectors`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `gpl_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `gpl_selectors` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `gpl_categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `statement_template_revisions` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`revision` integer NOT NULL,
	`display_type` text NOT NULL,
	`heading` text NOT NULL,
	`disclosures` text DEFAULT '[]' NOT NULL,
	`current` integer DEFAULT false NOT NULL,
	`effective_from` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `case_details` (
	`case_id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`document` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_by` integer,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `case_invitations` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`case_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`email` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`message` text,
	`invited_by` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`used_by` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`used_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `case_invitations_token` ON `case_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `case_invitations_case` ON `case_invitations` (`case_id`);--> statement-breakpoint
CREATE TABLE `case_task_assignees` (
	`task_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`assigned_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`assigned_by` integer,
	PRIMARY KEY(`task_id`, `user_id`),
	FOREIGN KEY (`task_id`) REFERENCES `case_tasks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assigned_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `case_task_assignees_user` ON `case_task_assignees` (`user_id`);--> statement-breakpoint
CREATE TABLE `case_tasks` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`case_id` integer NOT NULL,
	`type` text NOT NULL,
	`status` text DEFAULT 'not-started' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`due_date` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_by` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `case_tasks_case_type` ON `case_tasks` (`case_id`,`type`);--> statement-breakpoint
CREATE INDEX `case_tasks_case_position` ON `case_tasks` (`case_id`,`position`);--> statement-breakpoint
CREATE TABLE `stationery_comments` (
	`id` integer PRIMARY KEY NOT NULL,
	`item_id` integer NOT NULL,
	`page_type` text,
	`text` text NOT NULL,
	`author_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`item_id`) REFERENCES `stationery_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stationery_comments_item` ON `stationery_comments` (`item_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `stationery_items` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`case_id` integer NOT NULL,
	`item_type` text NOT NULL,
	`title` text NOT NULL,
	`status` text DEFAULT 'in-production' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`approved_at` text,
	`approved_by` integer,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`approved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stationery_items_case_type` ON `stationery_items` (`case_id`,`item_type`);--> statement-breakpoint
CREATE TABLE `stationery_pages` (
	`id` integer PRIMARY KEY NOT NULL,
	`item_id` integer NOT NULL,
	`page_type` text NOT NULL,
	`preview_media_id` integer,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`item_id`) REFERENCES `stationery_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`preview_media_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stationery_pages_item_type` ON `stationery_pages` (`item_id`,`page_type`);--> statement-breakpoint
CREATE TABLE `video_comments` (
	`id` integer PRIMARY KEY NOT NULL,
	`video_id` integer NOT NULL,
	`text` text NOT NULL,
	`at_seconds` integer,
	`author_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`video_id`) REFERENCES `case_videos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `video_comments_video` ON `video_comments` (`video_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `planning_addresses` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`line1` text NOT NULL,
	`city` text NOT NULL,
	`region` text NOT NULL,
	`postal_code` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `planning_addresses_company` ON `planning_addresses` (`company_id`,`line1`);--> statement-breakpoint
CREATE TABLE `planning_fields` (
	`company_id` integer NOT NULL,
	`id` text NOT NULL,
	`section_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`required` integer DEFAULT false NOT NULL,
	`options` text,
	`max_length` integer,
	`hint` text,
	`default_value` text,
	`no_future` integer DEFAULT false NOT NULL,
	`plan_types` text,
	`address_parts` text,
	PRIMARY KEY(`company_id`, `id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`section_id`) REFERENCES `planning_sections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `planning_fields_section` ON `planning_fields` (`section_id`,`position`);--> statement-breakpoint
CREATE TABLE `planning_sections` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`url_key` text NOT NULL,
	`name` text NOT NULL,
	`decedent_details` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `planning_sections_company_key` ON `planning_sections` (`company_id`,`url_key`);--> statement-breakpoint
CREATE TABLE `planning_settings` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`notify_email` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `planning_submissions` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`case_id` integer NOT NULL,
	`location_id` integer NOT NULL,
	`plan_type` text NOT NULL,
	`case_status` text NOT NULL,
	`reference` text NOT NULL,
	`answers` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `planning_submissions_reference` ON `planning_submissions` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `planning_submissions_case` ON `planning_submissions` (`case_id`);--> statement-breakpoint
CREATE TABLE `shop_orders` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`obituary_id` integer NOT NULL,
	`token` text NOT NULL,
	`status` text DEFAULT 'paid' NOT NULL,
	`product_id` integer,
	`variant_id` integer,
	`product_name` text NOT NULL,
	`variant_name` text NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`quantity` integer NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`delivery_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`card_message` text DEFAULT '' NOT NULL,
	`purchaser_first_name` text NOT NULL,
	`purchaser_last_name` text NOT NULL,
	`purchaser_email` text NOT NULL,
	`purchaser_phone` text NOT NULL,
	`delivery_method` text NOT NULL,
	`delivery_recipient` text NOT NULL,
	`delivery_line1` text NOT NULL,
	`delivery_line2` text,
	`delivery_city` text NOT NULL,
	`delivery_region` text NOT NULL,
	`delivery_postal_code` text NOT NULL,
	`delivery_date` text,
	`delivery_instructions` text,
	`payment_brand` text NOT NULL,
	`payment_last4` text NOT NULL,
	`processor_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`obituary_id`) REFERENCES `obituaries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `shop_products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`variant_id`) REFERENCES `shop_variants`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `shop_orders_obituary` ON `shop_orders` (`obituary_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `shop_orders_token` ON `shop_orders` (`token`);--> statement-breakpoint
CREATE TABLE `shop_product_images` (
	`product_id` integer NOT NULL,
	`media_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `media_id`),
	FOREIGN KEY (`product_id`) REFERENCES `shop_products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`media_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `shop_products` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`category` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shop_products_company` ON `shop_products` (`company_id`,`position`);--> statement-breakpoint
CREATE TABLE `shop_variants` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`name` text NOT NULL,
	`price_cents` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `shop_products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shop_variants_product` ON `shop_variants` (`product_id`,`position`);--> statement-breakpoint
CREATE TABLE `public_write_attempts` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`scope` text NOT NULL,
	`client_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `public_write_attempts_client` ON `public_write_attempts` (`company_id`,`scope`,`client_hash`,`created_at`);--> statement-breakpoint
CREATE TABLE `service_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`case_id` integer NOT NULL,
	`kind` text NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text,
	`place_name` text NOT NULL,
	`line1` text NOT NULL,
	`line2` text,
	`city` text NOT NULL,
	`region` text NOT NULL,
	`postal_code` text NOT NULL,
	`map_url` text,
	`livestream_url` text,
	`note` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `service_events_case` ON `service_events` (`case_id`,`starts_at`);--> statement-breakpoint
CREATE TABLE `blog_articles` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text NOT NULL,
	`author_name` text NOT NULL,
	`body` text NOT NULL,
	`cover_media_id` integer,
	`published_at` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cover_media_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_articles_company_slug` ON `blog_articles` (`company_id`,`slug`);--> statement-breakpoint
CREATE INDEX `blog_articles_company_published` ON `blog_articles` (`company_id`,`published_at`);--> statement-breakpoint
CREATE TABLE `case_media_choices` (
	`case_id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`photo_media_id` integer,
	`theme_media_id` integer,
	`theme_chosen_at` text,
	`theme_chosen_by` integer,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`photo_media_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`theme_media_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`theme_chosen_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `theme_album_images` (
	`album_id` integer NOT NULL,
	`media_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`album_id`, `media_id`),
	FOREIGN KEY (`album_id`) REFERENCES `theme_albums`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`media_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `theme_album_images_media` ON `theme_album_images` (`media_id`);--> statement-breakpoint
CREATE TABLE `theme_albums` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `theme_albums_company` ON `theme_albums` (`company_id`,`position`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_reset_tokens_token_hash_unique` ON `password_reset_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limits_window` ON `rate_limits` (`window_start`);